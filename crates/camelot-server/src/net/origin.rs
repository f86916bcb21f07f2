//! Which web pages may open a connection: a browser names the page's origin in `Origin` on
//! every WebSocket upgrade, and would otherwise let any site a player visits open sockets
//! from the player's address (spending its limits while their clock runs). The server's own
//! pages (the origin whose host is the request's `Host`) and the configured origins are
//! welcome; other browser pages are refused. Programs send no `Origin` and stay welcome.

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
        let mut config = Config::default();
        let ok = |c: &Config, host, origin| check(c, &request(host, origin)).is_ok();
        assert!(ok(&config, "127.0.0.1:8080", None));
        assert!(ok(&config, "127.0.0.1:8080", Some("http://127.0.0.1:8080")));
        assert!(ok(
            &config,
            "play.example.org",
            Some("https://play.example.org")
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
