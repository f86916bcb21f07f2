//! Why a click, drag or typed move was not taken, kept as data and worded in the player's
//! language when said: the rules core's reason (tree squares too: V5.1, V5.2, V5.4), with
//! what the move entry adds (how to end a move that may end, the move as typed).

use camelot_rules::{Error, Position, Square};

use crate::i18n::Tr;

/// A refusal of the move entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The rules core's reason.
    Rules(Error),
    /// A leg refused where the move may end: the reason, and how to end or take a leg back.
    MayEndHere(Error),
    /// A typed move the rules refuse, as it was typed.
    Typed { text: String, error: Error },
}

impl Refusal {
    /// Why no tree of the side to move may go on `at`, if it may not: the rules core's
    /// reason (`Position::tree_refusal`), said before a placement is whole.
    pub fn tree(position: &Position, at: Square) -> Option<Refusal> {
        let why = position.tree_refusal(at)?;
        Some(Refusal::Rules(Error::IllegalMove(why)))
    }

    /// The refusal in the player's language.
    pub fn in_words(&self, tr: &Tr) -> String {
        match self {
            Refusal::Rules(error) => tr.refusal(error),
            Refusal::MayEndHere(error) => {
                tr.t_args("refusal-may-end-here", &[("why", tr.refusal(error).into())])
            }
            Refusal::Typed { text, error } => tr.t_args(
                "refusal-typed",
                &[
                    ("move", text.trim().to_string().into()),
                    ("why", tr.refusal(error).into()),
                ],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use camelot_rules::{Illegal, Variant};

    use super::*;
    use crate::i18n::Lang;

    /// Each refusal the move entry makes is said in every language, its arguments filled.
    #[test]
    fn every_refusal_of_the_move_entry_is_said_in_every_language() {
        let error = Error::IllegalMove(Illegal::CaptureDue);
        let refusals = [
            Refusal::Rules(error.clone()),
            Refusal::MayEndHere(error.clone()),
            Refusal::Typed {
                text: " E6-E7 ".into(),
                error,
            },
        ];
        for lang in Lang::ALL {
            let tr = Tr::new(lang);
            for refusal in &refusals {
                let said = refusal.in_words(&tr);
                assert!(!said.contains('{') && !said.contains("refusal-"), "{said}");
                assert!(said.contains("(R7)"), "{said}");
            }
        }
        let typed = &refusals[2];
        assert!(
            typed
                .in_words(&Tr::new(Lang::English))
                .starts_with("E6-E7: illegal move:"),
            "the move as typed, trimmed"
        );
    }

    /// A square no tree may go on is refused with the rules core's reason and rule (V5.1,
    /// V5.2, V5.4), named in the player's language.
    #[test]
    fn v5_1_v5_2_v5_4_a_tree_square_refused_names_the_square_and_rule() {
        let start = Position::start_of(Variant::River);
        let sq = |name: &str| Square::try_from(name.to_string()).expect("a square");
        assert_eq!(Refusal::tree(&start, sq("C2")), None);
        for (at, rule) in [
            ("B6", "V5.1"),
            ("A8", "V5.2"),
            ("E2", "V5.2"),
            ("D4", "V5.4"),
        ] {
            let refusal = Refusal::tree(&start, sq(at)).expect("refused");
            for lang in Lang::ALL {
                let said = refusal.in_words(&Tr::new(lang));
                assert!(
                    said.contains(at) && said.contains(&format!("({rule})")),
                    "{said}"
                );
                assert!(!said.contains('{'), "{said}");
            }
        }
    }
}
