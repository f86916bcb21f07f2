//! Which web pages may open a connection: a browser names the page's origin in `Origin` on
//! every WebSocket upgrade, and would otherwise let any site a player visits open sockets
//! from the player's address (spending its limits while their clock runs). The server's own
//! pages (the origin whose host is the request's `Host`) and the configured origins are
//! welcome; other browser pages are refused. Programs send no `Origin` and stay welcome.
//!
//! The request's own `Host` is trusted as the server's name only when it names the server
//! by an address (the game's LAN host: its own addresses, loopback), `localhost`, or one of
//! `public_names`: otherwise a page of `evil.example` whose name was rebound to the
//! server's address (DNS rebinding) would pass as the server's own.

use axum::http::HeaderMap;
use axum::http::header::{HOST, ORIGIN};

use crate::hub::Config;

/// `Ok` when the upgrade may go on; otherwise the refused origin.
pub fn check(config: &Config, headers: &HeaderMap) -> Result<(), String> {
    let Some(origin) = headers.get(ORIGIN) else {
        return Ok(());
    };
    let origin = origin.to_str().unwrap_or("").trim().trim_end_matches('/');
    let own = headers
        .get(HOST)
        .and_then(|h| h.to_str().ok())
        .filter(|host| named_by(config, host))
        .is_some_and(|host| authority(origin).is_some_and(|a| same_host(&a, host)));
    let listed = config
        .allowed_origins
        .iter()
        .any(|o| o.trim_end_matches('/').eq_ignore_ascii_case(origin));
    if own || listed {
        Ok(())
    } else {
        Err(origin.to_string())
    }
}

/// Whether `host` (a `Host` header, its port written or not) names this server: an IP
/// address, `localhost`, or one of `public_names`.
fn named_by(config: &Config, host: &str) -> bool {
    let host = host.trim();
    let name = match host.strip_prefix('[') {
        // `[v6]:port`
        Some(rest) => rest.split(']').next().unwrap_or(""),
        None => host.rsplit_once(':').map_or(host, |(name, _)| name),
    };
    name.parse::<std::net::IpAddr>().is_ok()
        || name.eq_ignore_ascii_case("localhost")
        || config
            .public_names
            .iter()
            .any(|n| n.trim().eq_ignore_ascii_case(name))
}

/// The `host[:port]` of a `scheme://host[:port]` origin, without its scheme's default port;
/// `None` for `null` and anything not `http(s)`.
fn authority(origin: &str) -> Option<String> {
    let (scheme, rest) = origin.split_once("://")?;
    let default = match scheme.to_ascii_lowercase().as_str() {
        "http" => ":80",
        "https" => ":443",
        _ => return None,
    };
    Some(
        rest.strip_suffix(default)
            .unwrap_or(rest)
            .to_ascii_lowercase(),
    )
}

/// Whether an origin's authority is the `Host` header's (a default port written or not).
fn same_host(authority: &str, host: &str) -> bool {
    let host = host.trim().to_ascii_lowercase();
    let bare = host
        .strip_suffix(":80")
        .or_else(|| host.strip_suffix(":443"))
        .unwrap_or(&host);
    !authority.is_empty() && (authority == host || authority == bare)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(host: &str, origin: Option<&str>) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(HOST, host.parse().unwrap());
        if let Some(o) = origin {
            h.insert(ORIGIN, o.parse().unwrap());
        }
        h
    }

    #[test]
    fn own_configured_and_no_origin_are_welcome_others_not() {
        let mut config = Config {
            public_names: vec!["play.example.org".into()],
            ..Config::default()
        };
        let ok = |c: &Config, host, origin| check(c, &request(host, origin)).is_ok();
        assert!(ok(&config, "127.0.0.1:8080", None));
        assert!(ok(&config, "127.0.0.1:8080", Some("http://127.0.0.1:8080")));
        assert!(ok(&config, "[::1]:8080", Some("http://[::1]:8080")));
        assert!(ok(&config, "localhost:8080", Some("http://localhost:8080")));
        assert!(ok(
            &config,
            "play.example.org",
            Some("https://play.example.org")
        ));
        // DNS rebinding: a foreign name, its Host and Origin agreeing, is not the server.
        assert!(!ok(
            &config,
            "evil.example:8080",
            Some("http://evil.example:8080")
        ));
        assert!(ok(
            &config,
            "Play.Example.org:443",
            Some("https://play.example.org/")
        ));
        assert!(!ok(
            &config,
            "127.0.0.1:8080",
            Some("http://127.0.0.1:8081")
        ));
        assert!(!ok(&config, "127.0.0.1:8080", Some("https://evil.example")));
        assert!(!ok(&config, "127.0.0.1:8080", Some("null")));
        config.allowed_origins = vec!["https://play.example.org".into()];
        assert!(ok(
            &config,
            "127.0.0.1:8080",
            Some("https://play.example.org")
        ));
        assert!(!ok(&config, "127.0.0.1:8080", Some("https://evil.example")));
    }
}
