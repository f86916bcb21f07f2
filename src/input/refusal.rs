//! Why a click, drag or typed move was not taken, kept as data and worded in the player's
//! language when said: the rules core's reason (tree squares too: V5.1, V5.2, V5.4), with
//! what the move entry adds (how to end a move that may end, the move as typed).

use camelot_rules::{Error, Illegal, Position, Square};

use crate::i18n::Tr;

/// A refusal of the move entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The rules core's reason.
    Rules(Error),
    /// A click on a square without a piece, with no piece chosen: no move was tried, so
    /// nothing "illegal" happened.
    NoPieceThere(Square),
    /// A leg onto river water, where no piece stands (V5.5): the rules core says only that
    /// the square is not empty.
    Water(Square),
    /// A leg onto a tree's square, where no piece stands (V5.5).
    Tree(Square),
    /// A leg refused where the move may end: the reason, and how to end or take a leg back.
    MayEndHere(Box<Refusal>),
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

    /// The rules core's `error` for a click on `position`, said as what the player sees there:
    /// an empty square, water or a tree.
    pub fn of_click(position: &Position, error: Error) -> Refusal {
        match error {
            Error::IllegalMove(Illegal::NoPiece { at }) => Refusal::NoPieceThere(at),
            Error::IllegalMove(Illegal::NotEmpty { to }) if position.trees().contains(to) => {
                Refusal::Tree(to)
            }
            Error::IllegalMove(Illegal::NotEmpty { to })
                if !position.variant().spec().open.contains(to) =>
            {
                Refusal::Water(to)
            }
            error => Refusal::Rules(error),
        }
    }

    /// The refusal in the player's language.
    pub fn in_words(&self, tr: &Tr) -> String {
        match self {
            Refusal::Rules(error) => tr.refusal(error),
            Refusal::NoPieceThere(at) => tr.t_args(
                "refusal-no-piece-there",
                &[("square", at.to_string().into())],
            ),
            Refusal::Water(at) => tr.t_args("refusal-water", &[("square", at.to_string().into())]),
            Refusal::Tree(at) => tr.t_args("refusal-tree", &[("square", at.to_string().into())]),
            Refusal::MayEndHere(why) => {
                tr.t_args("refusal-may-end-here", &[("why", why.in_words(tr).into())])
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
            Refusal::MayEndHere(Box::new(Refusal::Rules(error.clone()))),
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

    /// A click on an empty square, water or a tree says what is there, in every language;
    /// only a real leg's refusal is "an illegal move".
    #[test]
    fn v5_5_an_empty_square_water_and_a_tree_are_refused_as_such() {
        let river = Position::start_of(Variant::River);
        let sq = |name: &str| Square::try_from(name.to_string()).expect("a square");
        // C6 is water, F6 an empty square, D5 White's knight.
        let (c6, f6, d5) = (sq("C6"), sq("F6"), sq("D5"));
        let of = |error| Refusal::of_click(&river, Error::IllegalMove(error));
        assert_eq!(of(Illegal::NoPiece { at: f6 }), Refusal::NoPieceThere(f6));
        assert_eq!(of(Illegal::NotEmpty { to: c6 }), Refusal::Water(c6));
        assert_eq!(
            of(Illegal::NotEmpty { to: d5 }),
            Refusal::Rules(Error::IllegalMove(Illegal::NotEmpty { to: d5 })),
            "a piece's square stays not empty"
        );
        for lang in Lang::ALL {
            let tr = Tr::new(lang);
            for refusal in [
                Refusal::NoPieceThere(c6),
                Refusal::Water(c6),
                Refusal::Tree(c6),
            ] {
                let said = refusal.in_words(&tr);
                assert!(!said.contains('{') && !said.contains("refusal-"), "{said}");
                assert!(said.contains("C6"), "{said}");
            }
        }
        let en = Tr::new(Lang::English);
        assert_eq!(
            Refusal::Water(c6).in_words(&en),
            "C6 is river water: no piece may stand there (V5.5)."
        );
        assert!(!Refusal::NoPieceThere(f6).in_words(&en).contains("illegal"));
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
