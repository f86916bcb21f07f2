//! What the client says to a person: the address read from what they typed, and each refusal
//! as a plain sentence.

use std::net::IpAddr;

use camelot_protocol::{ErrorCode, PROTOCOL_VERSION};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

use crate::EVENT_QUEUE;

/// The address to connect to: `ws://` or `wss://`, or a bare `HOST:PORT` read as `ws://`
/// (what a person types for a server on their network). A bad one gets its sentence.
pub fn server_url(typed: &str) -> Result<String, String> {
    let typed = typed.trim();
    let url = if typed.contains("://") {
        typed.to_string()
    } else {
        format!("ws://{typed}")
    };
    let scheme_ok = url.starts_with("ws://") || url.starts_with("wss://");
    if typed.is_empty() || !scheme_ok || url.as_str().into_client_request().is_err() {
        return Err(format!(
            "\"{typed}\" is not a server address: write it as ws://HOST:PORT (or wss://HOST \
             for a server behind TLS)."
        ));
    }
    Ok(url)
}

/// A warning for a plain `ws://` address beyond this machine and its private network: the
/// token (the account) would cross the internet unencrypted.
pub fn plain_text_warning(url: &str) -> Option<String> {
    let url = server_url(url).ok()?;
    if !url.starts_with("ws://") {
        return None;
    }
    let request = url.as_str().into_client_request().ok()?;
    let host = request
        .uri()
        .host()?
        .trim_matches(['[', ']'])
        .to_ascii_lowercase();
    let near = match host.parse::<IpAddr>() {
        Ok(IpAddr::V4(ip)) => ip.is_loopback() || ip.is_private() || ip.is_link_local(),
        Ok(IpAddr::V6(ip)) => {
            // Loopback, unique local (fc00::/7) and link-local (fe80::/10).
            let first = ip.segments()[0];
            ip.is_loopback() || first & 0xfe00 == 0xfc00 || first & 0xffc0 == 0xfe80
        }
        Err(_) => host == "localhost" || host.ends_with(".localhost") || host.ends_with(".local"),
    };
    (!near).then(|| {
        format!(
            "{url} is not encrypted (ws://) and not on this machine or its network: your \
             sign-in travels readable by anyone on the way. Use wss:// if the server offers it."
        )
    })
}

/// The caller left [`EVENT_QUEUE`] events unread: the connection is made again, and its
/// welcome brings the games back whole.
pub fn fell_behind() -> String {
    format!("{EVENT_QUEUE} messages were waiting unread")
}

/// No server could be reached on the first attempt.
pub fn unreachable(url: &str, reason: &str) -> String {
    format!("No Camelot server answers at {url}: {reason}.")
}

/// The server answered, but not in this protocol.
pub fn foreign(url: &str) -> String {
    format!(
        "The server at {url} does not speak this game's protocol (version {PROTOCOL_VERSION}): \
         it may be another program, or a much older or newer Camelot server; update the game or \
         the server."
    )
}

/// The sentence for a refused sign-in, if `code` refuses one for good.
pub fn refusal(code: ErrorCode, message: &str, name: Option<&str>) -> Option<String> {
    let sentence = match code {
        ErrorCode::Version => format!(
            "This server speaks another protocol version (this game speaks version \
             {PROTOCOL_VERSION}; the server says: {message}): update the game or the server."
        ),
        ErrorCode::NameTaken => match name {
            Some(name) => format!("The name {name} is taken: choose another."),
            None => "That name is taken: choose another.".to_string(),
        },
        ErrorCode::BadName => format!(
            "The name {} cannot be used: a name is 2 to 32 letters, digits, _ or -, starting \
             with a letter or digit.",
            name.unwrap_or("given")
        ),
        ErrorCode::BadToken => "This server does not know the sign-in kept on this machine \
             (its players were reset, or this is another server), so the sign-in was forgotten. \
             The name may still be held there: sign up under another name."
            .to_string(),
        _ => return None,
    };
    Some(sentence)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_read_as_typed_or_as_ws() {
        assert_eq!(
            server_url("ws://127.0.0.1:8080").unwrap(),
            "ws://127.0.0.1:8080"
        );
        assert_eq!(
            server_url(" 127.0.0.1:8080 ").unwrap(),
            "ws://127.0.0.1:8080"
        );
        assert_eq!(
            server_url("wss://play.example.org/").unwrap(),
            "wss://play.example.org/"
        );
        for bad in ["", "http://127.0.0.1:8080", "ws://", "ftp://x"] {
            let e = server_url(bad).unwrap_err();
            assert!(e.contains("is not a server address"), "{bad}: {e}");
        }
    }

    #[test]
    fn plain_ws_beyond_this_network_is_warned_of() {
        for near in [
            "ws://127.0.0.1:7878/",
            "ws://localhost:7878",
            "192.168.1.20:7878",
            "ws://10.0.0.5:7878",
            "ws://[::1]:7878",
            "ws://[fd00::1]:7878",
            "wss://play.example.org/",
        ] {
            assert_eq!(plain_text_warning(near), None, "{near}");
        }
        for far in [
            "ws://play.example.org:7878/",
            "ws://8.8.8.8:7878",
            "ws://[2001:db8::1]:1",
        ] {
            let w = plain_text_warning(far).unwrap();
            assert!(w.contains("not encrypted"), "{far}: {w}");
        }
    }

    #[test]
    fn only_sign_in_refusals_are_final() {
        let taken = refusal(ErrorCode::NameTaken, "the name Ann is taken", Some("Ann"));
        assert_eq!(taken.unwrap(), "The name Ann is taken: choose another.");
        let version = refusal(
            ErrorCode::Version,
            "this server speaks protocol 2, not 1",
            None,
        );
        assert!(version.unwrap().contains("update the game or the server"));
        assert!(refusal(ErrorCode::BadToken, "", None).is_some());
        assert!(refusal(ErrorCode::BadName, "", Some("A")).is_some());
        assert!(refusal(ErrorCode::NotYourTurn, "", None).is_none());
        assert!(refusal(ErrorCode::RateLimited, "", None).is_none());
    }
}
