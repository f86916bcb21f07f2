//! What the client says to a person: the address read from what they typed, and each refusal
//! as a plain sentence.

use camelot_server::protocol::{ErrorCode, PROTOCOL_VERSION};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

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
        ErrorCode::BadToken => "This server does not know the sign-in saved on this machine \
             (the server's players were reset, or this is another server): sign up again with a \
             name."
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
