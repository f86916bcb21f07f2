//! A server's refusals in the player's language: each [`ErrorCode`] has its sentence in
//! `common.ftl` (`error-CODE`), the same the browser client says, rather than the server's
//! own English words.

use camelot_protocol::ErrorCode;

use super::Tr;

impl Tr {
    /// The sentence for a server's refusal with `code`; the server's `message` only for a
    /// code the files do not know (a newer server's).
    pub fn server_refusal(&self, code: ErrorCode, message: &str) -> String {
        match serde_json::to_value(code) {
            Ok(serde_json::Value::String(name)) if self.has(&format!("error-{name}")) => {
                self.t(&format!("error-{name}"))
            }
            _ => message.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn every_server_refusal_is_said_in_every_language_not_in_the_servers_words() {
        for lang in Lang::ALL {
            let tr = Tr::new(lang);
            for &code in ErrorCode::ALL {
                let said = tr.server_refusal(code, "SERVER WORDS");
                assert_ne!(
                    said, "SERVER WORDS",
                    "{lang:?} has no sentence for {code:?}"
                );
            }
        }
    }

    #[test]
    fn a_taken_name_is_said_in_russian() {
        let said = Tr::new(Lang::Russian).server_refusal(ErrorCode::NameTaken, "name taken");
        assert!(said.chars().any(|c| ('а'..='я').contains(&c)), "{said}");
    }
}
