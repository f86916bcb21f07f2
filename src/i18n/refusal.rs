//! The rules core's refusals in the player's language. A move's reason ([`Illegal`]) is said
//! by its key in common.ftl, with the arguments and rule id camelot-protocol gives it
//! (`illegal_key`, `IllegalReason`), inside `error-illegal`: the browser says it from the same
//! key with the same arguments, and the game says a server's refusal from the reason it sends.
//! The other kinds of [`Error`] have their `error-*` sentences in game.ftl. Rule ids and
//! square names stay as the WCF writes them.

use camelot_protocol::{IllegalReason, end_key, illegal_key_named};
use camelot_rules::{Color, Error, Illegal};

use super::end_words::result_in_words;
use super::{FluentValue, Tr};

impl Tr {
    /// Why the rules refuse a move, a square, a position string or a record.
    pub fn refusal(&self, error: &Error) -> String {
        let (key, detail) = match error {
            Error::IllegalMove(why) => return self.illegal_move(&self.reason(why)),
            Error::Square(m) => ("error-square", m),
            Error::Position(m) => ("error-position", m),
            Error::Notation(m) => ("error-notation", m),
            Error::AmbiguousMove(m) => ("error-ambiguous", m),
            Error::Record(m) => ("error-record", m),
            Error::Variant(m) => ("error-variant", m),
        };
        self.t_args(key, &[("detail", detail.as_str().into())])
    }

    /// A move the rules refuse, from its reason as data: "illegal move: " and the reason's
    /// sentence, with its rule id. The game's own refusals and a server's (the `illegal` of
    /// its `illegal_move`) alike.
    pub fn illegal_move(&self, reason: &IllegalReason) -> String {
        let mut args: Vec<(&str, FluentValue)> = reason
            .args
            .iter()
            .map(|(name, value)| (name.as_str(), value.clone().into()))
            .collect();
        if let Some(rule) = &reason.rule {
            args.push(("rule", rule.clone().into()));
        }
        let why = self.t_args(illegal_key_named(&reason.code), &args);
        self.t_args("error-illegal", &[("why", why.into())])
    }

    /// `why` as data, with the end of a game in the player's words (the protocol gives the
    /// rules core's English).
    fn reason(&self, why: &Illegal) -> IllegalReason {
        let mut reason = IllegalReason::from(why);
        let how = match *why {
            Illegal::GameOver { reason } | Illegal::NotDeclarable { reason } => {
                self.t(end_key(reason))
            }
            Illegal::GameEnded { result: Some(r) } => result_in_words(self, r),
            Illegal::GameEnded { result: None } => self.t("end-aborted"),
            _ => return reason,
        };
        reason.args.insert("how".into(), how);
        reason
    }
}

/// A side as the files select on it: `white`, `black`.
pub(crate) fn side_code(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

#[cfg(test)]
mod tests {
    use camelot_rules::{EndReason, Square};

    use super::*;
    use crate::i18n::Lang;

    /// Every refusal has its sentence in every language, with every argument filled and
    /// the rule id as written.
    #[test]
    fn every_refusal_is_said_in_every_language_with_its_rule() {
        for lang in Lang::ALL {
            let tr = Tr::new(lang);
            for why in Illegal::one_of_each() {
                let key = camelot_protocol::illegal_key(&why);
                assert!(tr.has(key), "{lang:?} lacks {key}");
                let said = tr.refusal(&Error::IllegalMove(why));
                assert!(!said.contains('{'), "{lang:?}, {why:?}: {said}");
                if let Some(rule) = why.rule() {
                    assert!(said.contains(&format!("({rule})")), "{lang:?}: {said}");
                }
            }
        }
    }

    /// R7 refused, in the words the browser says for the same refusal from the server
    /// (web/test/refusal.test.ts and the e2e journey pin the same sentences): one key, one
    /// source, whichever client says it.
    #[test]
    fn r7_a_capture_due_is_said_as_the_browser_says_it_in_every_language() {
        let due = Error::IllegalMove(Illegal::CaptureDue);
        for (lang, sentence) in [
            (
                Lang::English,
                "illegal move: a capture is available: jumping is compulsory (R7)",
            ),
            (
                Lang::Russian,
                "ход невозможен: есть взятие: бить обязательно (R7)",
            ),
            (
                Lang::Swedish,
                "otillåtet drag: ett slag finns: du måste slå (R7)",
            ),
        ] {
            let tr = Tr::new(lang);
            assert_eq!(tr.refusal(&due), sentence);
            // As the server sends it: the reason as data.
            let sent: IllegalReason =
                serde_json::from_str(r#"{"code":"capture_due","rule":"R7","args":{}}"#)
                    .expect("a reason");
            assert_eq!(tr.illegal_move(&sent), sentence);
        }
    }

    /// The end of a game is said in the player's words, not the protocol's English.
    #[test]
    fn a_refusal_for_a_game_over_says_its_end_as_the_end_panel_does() {
        let tr = Tr::new(Lang::Swedish);
        let reason = EndReason::CastleOccupied;
        let said = tr.refusal(&Error::IllegalMove(Illegal::GameOver { reason }));
        assert!(said.contains(&tr.t(end_key(reason))), "{said}");
    }

    #[test]
    fn a_refusal_in_russian_names_the_square_and_the_rule() {
        let ru = Tr::new(Lang::Russian);
        let to = Square::try_from("F7".to_string()).expect("a square");
        assert_eq!(
            ru.refusal(&Error::IllegalMove(Illegal::LandedTwice { to })),
            "ход невозможен: скачки не приземляются дважды на одну клетку (F7) (R4)"
        );
    }
}
