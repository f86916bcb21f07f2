//! What the board shows, and the messages between whoever sets it and the board that draws it.
//!
//! The live game, review and the tutorial each set [`ShownPosition`]; the board draws it and
//! animates the moves it is asked to with [`AnimateMove`], answering [`MoveAnimated`] when a
//! move has played (each request carries a [`Ticket`] and gets exactly one answer, even when a
//! new scene drops it). Clicks, drags and keys on the board come back as [`SquareClicked`],
//! [`SquareDragged`] and [`InputAction`], for whichever [`crate::screens::BoardOwner`] the board shows. This module
//! depends on the rules core only, so the game, the board and the panels can all use it.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use camelot_rules::{Bitboard, Move, MoveBuilder, Position};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ShownPosition>()
        .init_resource::<Tickets>()
        .add_message::<AnimateMove>()
        .add_message::<MoveAnimated>()
        .add_message::<SquareClicked>()
        .add_message::<SquareDragged>()
        .add_message::<InputAction>()
        .init_resource::<KeyCursor>();
}

/// The position the board draws, with its move cues.
#[derive(Resource, Clone, Debug)]
pub struct ShownPosition {
    pub position: Position,
    /// Tinted on the board.
    pub last_move: Option<Move>,
    pub cues: Cues,
    /// Changes when the position is replaced rather than moved on (a new game, a jump in
    /// review, a lesson's step): animations still playing are dropped and the pieces snap.
    pub scene: u64,
    /// The position the shown game started from: the pieces missing since then stand beside
    /// the board as captured. `None` for a lesson.
    pub start: Option<Position>,
}

/// The move cues of the shown position.
#[derive(Clone, Debug, Default)]
pub struct Cues {
    /// Pieces that may be chosen (gold rings).
    pub movable: Bitboard,
    /// The move being entered leg by leg: its piece, path, next landings and victims.
    pub input: Option<MoveBuilder>,
    /// A suggested move, drawn in violet (the hint, a lesson's "Show me").
    pub hint: Option<Move>,
    /// River Camelot: the trees chosen so far for the placement being entered (V5.4), drawn
    /// as trees.
    pub trees: Bitboard,
}

impl Default for ShownPosition {
    fn default() -> ShownPosition {
        ShownPosition {
            position: Position::start(),
            last_move: None,
            cues: Cues::default(),
            scene: 0,
            start: None,
        }
    }
}

impl ShownPosition {
    /// The pieces as they stand: the position with the legs entered so far played (the moving
    /// piece on its latest landing, the pieces it jumped gone).
    pub fn arrangement(&self) -> Position {
        arrangement(&self.position, self.cues.input.as_ref())
    }

    /// Replaces the position (not a move on from it): see [`ShownPosition::scene`]. `start`
    /// is where its game began ([`ShownPosition::start`]).
    pub fn cut_to(&mut self, position: Position, last_move: Option<Move>, start: Option<Position>) {
        self.start = start;
        self.position = position;
        self.last_move = last_move;
        self.cues = Cues::default();
        self.scene += 1;
    }
}

/// `position` with the legs of the move being entered played: the moving piece on its latest
/// landing, the pieces it jumped gone.
pub fn arrangement(position: &Position, input: Option<&MoveBuilder>) -> Position {
    let mut board = *position;
    if let Some(builder) = input
        && let Some(piece) = board.piece_at(builder.path().from)
    {
        board.clear(builder.path().from);
        for sq in builder.captured().squares() {
            board.clear(sq);
        }
        board.put(builder.at(), piece);
    }
    board
}

/// Names one [`AnimateMove`]; its [`MoveAnimated`] answer carries the same ticket.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Ticket(u64);

/// Where tickets come from: each is new.
#[derive(Resource, Default, Debug)]
pub struct Tickets(u64);

impl Tickets {
    pub fn issue(&mut self) -> Ticket {
        self.0 += 1;
        Ticket(self.0)
    }
}

/// Asks the board for animations, each with a new ticket.
#[derive(SystemParam)]
pub struct Animator<'w> {
    tickets: ResMut<'w, Tickets>,
    requests: MessageWriter<'w, AnimateMove>,
}

impl Animator<'_> {
    /// Asks the board to play `mv` on the arrangement `from` of scene `scene`.
    pub fn play(&mut self, scene: u64, from: Position, mv: Move) -> Ticket {
        let ticket = self.tickets.issue();
        self.requests.write(AnimateMove {
            ticket,
            scene,
            from,
            mv,
        });
        ticket
    }
}

/// Asks the board to play `mv` leg by leg on the arrangement `from`. Anyone may ask; only the
/// live game commits moves. A request for an older [`ShownPosition::scene`] is not played,
/// but answered all the same.
#[derive(Message, Clone, Debug)]
pub struct AnimateMove {
    pub ticket: Ticket,
    pub scene: u64,
    pub from: Position,
    pub mv: Move,
}

/// The board is done with the [`AnimateMove`] of this ticket: played, or dropped with its scene.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveAnimated {
    pub ticket: Ticket,
}

/// A square was clicked on the board (or chosen by a script or test).
#[derive(Message, Clone, Copy, Debug)]
pub struct SquareClicked(pub camelot_rules::Square);

/// A piece dragged on the board (or by a script or test) from the square the drag began on
/// to `to`: `dropped` when the button was released there, otherwise the pointer rests there.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareDragged {
    pub from: camelot_rules::Square,
    pub to: camelot_rules::Square,
    pub dropped: bool,
}

/// The keyboard's square cursor on the board: arrow keys move it, Enter or Space choose its
/// square as a click would (`crate::input::keys`); the board draws it.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyCursor {
    /// The square under the cursor, once an arrow key has shown it.
    pub square: Option<camelot_rules::Square>,
    /// The board is seen from Black's side: the arrows follow the view (set by the camera).
    pub flipped: bool,
}

/// Keyboard or button actions on the move being entered.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputAction {
    /// End the move here (Enter, or a click on the moving piece).
    Finish,
    /// Take back the partial move (right-click).
    Cancel,
    /// Take back the last leg, or let the piece go before its first (Esc).
    Back,
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_rules::Square;

    #[test]
    fn arrangement_plays_the_legs_entered_so_far() {
        // White's man on E4 jumps the black man on E5 (R5): mid-move it stands on E6.
        let position: Position = "2/8/10/m10m/12/12/12/12/12/12/12/4m7/4M7/M9/8/2 w 0 0 - 0"
            .parse()
            .unwrap();
        let e4: Square = "E4".parse().unwrap();
        let mut builder = position.begin_move(e4).unwrap();
        builder.push("E6".parse().unwrap()).unwrap();
        let shown = ShownPosition {
            position,
            cues: Cues {
                input: Some(builder),
                ..default()
            },
            ..default()
        };
        let board = shown.arrangement();
        assert_eq!(board.piece_at(e4), None);
        assert_eq!(
            board.piece_at("E5".parse().unwrap()),
            None,
            "the victim is gone"
        );
        assert!(board.piece_at("E6".parse().unwrap()).is_some());
        assert_eq!(shown.position.piece_at(e4).map(|p| p.letter()), Some('M'));
    }
}
