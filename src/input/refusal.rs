//! Why a click, drag or typed move was not taken, kept as data and worded in the player's
//! language when said: the rules core's reason, with what the move entry adds (how to end
//! a move that may end, the move as typed), and River Camelot's tree squares (V5.1, V5.2,
//! V5.4), which the move entry checks before the rules core sees a placement.

use camelot_rules::{Color, Error, Position, Square};

use crate::i18n::{Tr, side_code};

/// A refusal of the move entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The rules core's reason.
    Rules(Error),
    /// A leg refused where the move may end: the reason, and how to end or take a leg back.
    MayEndHere(Error),
    /// A typed move the rules refuse, as it was typed.
    Typed { text: String, error: Error },
    /// A square where no tree of `side` may go.
    Tree {
        at: Square,
        why: NoTree,
        side: Color,
    },
}

/// Why no tree of the side to move may go on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoTree {
    /// V5.1: the river.
    River,
    /// V5.4: one tree a square.
    Tree,
    /// V5.4: trees go on empty squares.
    Piece,
    /// V5.2: each side plants on its own side.
    OtherSide,
    /// V5.2: off the castles, the squares before them and the ways onto the bridges.
    NotTreeSquare,
}

impl Refusal {
    /// Why no tree of the side to move may go on `at` (V5.1, V5.2, V5.4), if it may not.
    pub fn tree(position: &Position, at: Square) -> Option<Refusal> {
        let spec = position.variant().spec();
        let side = position.side_to_move();
        let why = if position.tree_places().contains(at) {
            return None;
        } else if !spec.open.contains(at) {
            NoTree::River
        } else if position.trees().contains(at) {
            NoTree::Tree
        } else if position.piece_at(at).is_some() {
            NoTree::Piece
        } else if spec.tree_squares[side.opponent().index()].contains(at) {
            NoTree::OtherSide
        } else {
            NoTree::NotTreeSquare
        };
        Some(Refusal::Tree { at, why, side })
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
            Refusal::Tree { at, why, side } => {
                let args = [
                    ("at", at.to_string().into()),
                    ("side", side_code(*side).into()),
                ];
                tr.t_args(why.key(), &args)
            }
        }
    }
}

impl NoTree {
    fn key(self) -> &'static str {
        match self {
            NoTree::River => "refusal-tree-river",
            NoTree::Tree => "refusal-tree-taken",
            NoTree::Piece => "refusal-tree-piece",
            NoTree::OtherSide => "refusal-tree-other-side",
            NoTree::NotTreeSquare => "refusal-tree-not-tree-square",
        }
    }
}

#[cfg(test)]
mod tests {
    use camelot_rules::Illegal;

    use super::*;
    use crate::i18n::Lang;

    const EVERY_NO_TREE: [NoTree; 5] = [
        NoTree::River,
        NoTree::Tree,
        NoTree::Piece,
        NoTree::OtherSide,
        NoTree::NotTreeSquare,
    ];

    /// Each refusal the move entry makes is said in every language, its arguments filled.
    #[test]
    fn every_refusal_of_the_move_entry_is_said_in_every_language() {
        let at = Square::try_from("C2".to_string()).expect("a square");
        let error = Error::IllegalMove(Illegal::CaptureDue);
        let mut refusals = vec![
            Refusal::Rules(error.clone()),
            Refusal::MayEndHere(error.clone()),
            Refusal::Typed {
                text: " E6-E7 ".into(),
                error,
            },
        ];
        for why in EVERY_NO_TREE {
            for side in [Color::White, Color::Black] {
                refusals.push(Refusal::Tree { at, why, side });
            }
        }
        for lang in Lang::ALL {
            let tr = Tr::new(lang);
            for key in EVERY_NO_TREE.map(NoTree::key) {
                assert!(tr.has(key), "{lang:?} lacks {key}");
            }
            for refusal in &refusals {
                let said = refusal.in_words(&tr);
                assert!(!said.contains('{') && !said.contains("refusal-"), "{said}");
                let tree = said.contains("C2") && said.contains("(V5.");
                assert!(said.contains("(R7)") || tree, "{said}");
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
}
