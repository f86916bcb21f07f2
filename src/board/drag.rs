//! Drag and drop on the board: a piece dragged onto a landing makes that leg, resting on a
//! landing makes it and lets the drag go on to the next, and a release on the moving piece
//! ends the move. The pointer's events become [`SquareDragged`] for whoever owns the board.
//! Only other squares than the one pressed count: bevy_picking starts a drag at the first
//! pixel moved and has the pressed entity itself "dragged over" from the next frame, so a
//! press and release on one square is a click (`click.rs`), never also a drag.

use std::time::Duration;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use camelot_rules::Square;

use super::BoardSystems;
use super::pieces::PieceView;
use super::scene::Tile;
use crate::shown::SquareDragged;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, drag_pieces.in_set(BoardSystems));
}

/// How long the pointer rests on a landing before the drag takes it.
const REST: Duration = Duration::from_millis(350);

/// The square of a tile, a piece or a part of a piece's model.
#[derive(SystemParam)]
pub(super) struct SquareOf<'w, 's> {
    tiles: Query<'w, 's, &'static Tile>,
    pieces: Query<'w, 's, &'static PieceView>,
    parents: Query<'w, 's, &'static ChildOf>,
}

impl SquareOf<'_, '_> {
    pub(super) fn get(&self, e: Entity) -> Option<Square> {
        self.tiles
            .get(e)
            .map(|t| t.0)
            .or_else(|_| self.pieces.get(e).map(|p| p.square))
            .or_else(|_| {
                self.parents
                    .get(e)
                    .and_then(|c| self.pieces.get(c.parent()))
                    .map(|p| p.square)
            })
            .ok()
    }
}

/// The drag under way: where it began, and the square the pointer rests on since when.
#[derive(Default, Debug, PartialEq)]
struct Dragging {
    from: Option<Square>,
    resting: Option<(Square, Duration)>,
}

impl Dragging {
    /// The pointer moved over `sq` at `now`: a rest there starts, unless it is already there;
    /// back over the square the drag began on, no rest.
    fn over(&mut self, sq: Square, now: Duration) {
        let Some(from) = self.from else {
            return;
        };
        if sq == from {
            self.resting = None;
        } else if self.resting.is_none_or(|(at, _)| at != sq) {
            self.resting = Some((sq, now));
        }
    }

    /// A rest long enough is a drag onto its square, said once. Asked every frame: the pointer
    /// sends nothing while it rests.
    fn rested(&mut self, now: Duration) -> Option<SquareDragged> {
        let (from, (sq, since)) = (self.from?, self.resting?);
        if now.saturating_sub(since) < REST {
            return None;
        }
        // Said once: the rest starts again only on another square.
        self.resting = Some((sq, Duration::MAX));
        Some(SquareDragged {
            from,
            to: sq,
            dropped: false,
        })
    }
}

/// The pointer's drag events.
#[derive(SystemParam)]
struct Drags<'w, 's> {
    starts: MessageReader<'w, 's, Pointer<DragStart>>,
    overs: MessageReader<'w, 's, Pointer<DragOver>>,
    drops: MessageReader<'w, 's, Pointer<DragDrop>>,
    ends: MessageReader<'w, 's, Pointer<DragEnd>>,
}

fn drag_pieces(
    mut drags: Drags,
    squares: SquareOf,
    time: Res<Time<Real>>,
    mut dragging: Local<Dragging>,
    mut dragged: MessageWriter<SquareDragged>,
) {
    // A drag starts on every entity under the pointer (the table below the piece too): the
    // one that is a square's says where from.
    for start in drags.starts.read() {
        if start.button == PointerButton::Primary
            && let Some(from) = squares.get(start.entity)
        {
            *dragging = Dragging {
                from: Some(from),
                resting: None,
            };
        }
    }
    for over in drags.overs.read() {
        if let Some(sq) = squares.get(over.entity) {
            dragging.over(sq, time.elapsed());
        }
    }
    if let Some(drag) = dragging.rested(time.elapsed()) {
        dragged.write(drag);
    }
    for drop in drags.drops.read() {
        if drop.button == PointerButton::Primary
            && let (Some(from), Some(to)) = (dragging.from, squares.get(drop.entity))
            && to != from
        {
            dragged.write(SquareDragged {
                from,
                to,
                dropped: true,
            });
        }
    }
    if drags
        .ends
        .read()
        .any(|end| end.button == PointerButton::Primary)
    {
        // Released on the square a rest took: the piece stands there, and a release on the
        // moving piece ends the move.
        if let (Some(_), Some((sq, Duration::MAX))) = (dragging.from, dragging.resting) {
            dragged.write(SquareDragged {
                from: sq,
                to: sq,
                dropped: true,
            });
        }
        *dragging = Dragging::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rest_on_a_square_is_said_once_and_passing_over_is_not() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        let ms = Duration::from_millis;
        let mut drag = Dragging {
            from: Some(sq("E3")),
            resting: None,
        };
        drag.over(sq("E4"), ms(0));
        assert_eq!(drag.rested(ms(100)), None, "passing over E4");
        drag.over(sq("E5"), ms(100));
        drag.over(sq("E5"), ms(300));
        assert_eq!(drag.rested(ms(300)), None, "not rested long enough");
        // The pointer sends nothing while it rests: the time alone says it rested.
        let rest = drag.rested(ms(500));
        assert_eq!(
            rest,
            Some(SquareDragged {
                from: sq("E3"),
                to: sq("E5"),
                dropped: false
            })
        );
        drag.over(sq("E5"), ms(600));
        assert_eq!(drag.rested(ms(2000)), None, "said once");
        // Back over the square it began on: no rest, there or where it was.
        drag.over(sq("E6"), ms(2000));
        drag.over(sq("E3"), ms(2100));
        assert_eq!(drag.rested(ms(3000)), None, "no rest on its own square");
        // No drag under way: nothing.
        let mut none = Dragging::default();
        none.over(sq("E5"), ms(0));
        assert_eq!(none.rested(ms(900)), None);
    }
}
