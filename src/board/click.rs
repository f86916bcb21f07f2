//! Clicks on the board: a press of the primary button on a square and its release on the same
//! square, the pointer not having been over another square in between, is one click on that
//! square, however many slow frames apart and whatever small moves in between, on the piece
//! or on its tile alike. A press taken onto another square is a drag (`drag.rs`), never also
//! a click.
//!
//! bevy_picking's own `Click` is not used: it needs the release over the very entity pressed
//! as hovered the frame *before* the release. A quick click on a slow frame (the pointer
//! arriving, pressing and releasing between two frames: a click lasts about 100 ms, and so
//! may a software renderer's frame) was lost, and so was a press on a piece released a few
//! pixels off it on its own tile (another entity: the drag said the pointer had left).

use bevy::ecs::entity::EntityHashMap;
use bevy::picking::PickingSystems;
use bevy::picking::backend::HitData;
use bevy::picking::hover::{HoverMap, PreviousHoverMap};
use bevy::picking::pointer::{PointerAction, PointerId, PointerInput};
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use camelot_rules::Square;

use super::drag::SquareOf;
use crate::shown::SquareClicked;

pub(super) fn plugin(app: &mut App) {
    // After the hover map is made from this frame's hits.
    app.add_systems(PreUpdate, click_squares.in_set(PickingSystems::Last));
}

/// A press held on a square, and whether the pointer has been over another square since.
#[derive(Clone, Copy, Debug)]
struct Held {
    square: Square,
    strayed: bool,
}

/// The nearest square among the entities a pointer is over.
fn nearest(hovered: Option<&EntityHashMap<HitData>>, squares: &SquareOf) -> Option<Square> {
    hovered?
        .iter()
        .filter_map(|(entity, hit)| Some((squares.get(*entity)?, hit.depth)))
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(square, _)| square)
}

fn click_squares(
    mut inputs: MessageReader<PointerInput>,
    hover: Res<HoverMap>,
    previous: Res<PreviousHoverMap>,
    squares: SquareOf,
    mut held: Local<HashMap<PointerId, Held>>,
    mut clicked: MessageWriter<SquareClicked>,
) {
    // The hover map knows each pointer's place at the frame's end only: a press or a release
    // is taken where the pointer is now.
    for input in inputs.read() {
        let pointer = input.pointer_id;
        let now = || nearest(hover.get(&pointer), &squares);
        match input.action {
            PointerAction::Press(PointerButton::Primary) => match now() {
                Some(square) => {
                    held.insert(
                        pointer,
                        Held {
                            square,
                            strayed: false,
                        },
                    );
                }
                None => {
                    held.remove(&pointer);
                }
            },
            PointerAction::Release(PointerButton::Primary) => {
                // A touch is over nothing as it lifts: where it was the frame before.
                let at = now().or_else(|| nearest(previous.get(&pointer), &squares));
                if let Some(press) = held.remove(&pointer)
                    && !press.strayed
                    && at == Some(press.square)
                {
                    clicked.write(SquareClicked(press.square));
                }
            }
            PointerAction::Cancel => {
                held.remove(&pointer);
            }
            _ => {}
        }
    }
    for (pointer, press) in held.iter_mut() {
        if nearest(hover.get(pointer), &squares).is_some_and(|sq| sq != press.square) {
            press.strayed = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use bevy::camera::NormalizedRenderTarget;
    use bevy::picking::backend::{HitData, PointerHits};
    use bevy::picking::pointer::{
        Location, PointerAction, PointerId, PointerInput, PointerLocation,
    };
    use bevy::picking::{InteractionPlugin, PickingPlugin, PickingSystems};
    use bevy::prelude::*;
    use camelot_rules::Square;

    use crate::board::pieces::PieceView;
    use crate::board::scene::Tile;
    use crate::shown::{SquareClicked, SquareDragged};

    /// A gesture: the pointer's actions frame by frame.
    type Frames<'a> = &'a [&'a [(f32, PointerAction)]];

    /// Where an entity stands on the test's screen, and how near the eye.
    #[derive(Component)]
    struct Region(Rect, f32);

    /// A picking backend: the pointer hits the regions under it, nearest first.
    fn hit_regions(
        pointers: Query<(&PointerId, &PointerLocation)>,
        regions: Query<(Entity, &Region)>,
        mut hits: MessageWriter<PointerHits>,
    ) {
        let camera = Entity::PLACEHOLDER;
        for (id, location) in &pointers {
            let Some(at) = location.location.as_ref().map(|l| l.position) else {
                continue;
            };
            let picks = regions
                .iter()
                .filter(|(_, r)| r.0.contains(at))
                .map(|(e, r)| (e, HitData::new(camera, r.1, None, None)))
                .collect();
            hits.write(PointerHits::new(*id, picks, 0.0));
        }
    }

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    /// The board's pointer handling on a screen of three regions: E3's tile (x 0–100), the
    /// piece standing on it (x 40–60, in front) and E4's tile (x 100–200).
    fn board() -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, PickingPlugin, InteractionPlugin))
            .add_message::<SquareClicked>()
            .add_message::<SquareDragged>()
            .add_plugins((super::plugin, super::super::drag::plugin))
            .add_systems(PreUpdate, hit_regions.in_set(PickingSystems::Backend));
        app.world_mut().spawn(PointerId::Mouse);
        let world = app.world_mut();
        world.spawn((
            Tile(sq("E3")),
            Region(Rect::new(0.0, 0.0, 100.0, 100.0), 10.0),
        ));
        world.spawn((
            Tile(sq("E4")),
            Region(Rect::new(100.0, 0.0, 200.0, 100.0), 10.0),
        ));
        world.spawn((
            PieceView { square: sq("E3") },
            Region(Rect::new(40.0, 0.0, 60.0, 100.0), 5.0),
        ));
        app.update();
        app
    }

    /// One slow frame in which the pointer does `actions` in turn, each at its point.
    fn frame(app: &mut App, actions: &[(f32, PointerAction)]) {
        for (x, action) in actions {
            let location = Location {
                target: NormalizedRenderTarget::None {
                    width: 200,
                    height: 100,
                },
                position: Vec2::new(*x, 50.0),
            };
            app.world_mut()
                .write_message(PointerInput::new(PointerId::Mouse, location, *action));
        }
        app.update();
    }

    fn moved(x: f32) -> (f32, PointerAction) {
        (x, PointerAction::Move { delta: Vec2::X })
    }

    fn press(x: f32) -> (f32, PointerAction) {
        (x, PointerAction::Press(PointerButton::Primary))
    }

    fn release(x: f32) -> (f32, PointerAction) {
        (x, PointerAction::Release(PointerButton::Primary))
    }

    /// The squares clicked and the drags dropped in a gesture of `frames`, from the pointer
    /// resting at x 300 (off the board).
    fn gesture(frames: Frames) -> (Vec<Square>, Vec<SquareDragged>) {
        let mut app = board();
        frame(&mut app, &[moved(300.0)]);
        frame(&mut app, &[]);
        let (mut clicked, mut dropped) = (Vec::new(), Vec::new());
        for actions in frames {
            frame(&mut app, actions);
            let world = app.world_mut();
            let mut clicks = world.resource_mut::<Messages<SquareClicked>>();
            clicked.extend(clicks.drain().map(|c| c.0));
            let mut drags = world.resource_mut::<Messages<SquareDragged>>();
            dropped.extend(drags.drain().filter(|d| d.dropped));
        }
        (clicked, dropped)
    }

    #[test]
    fn a_press_and_release_on_a_square_across_slow_frames_is_one_click() {
        let gestures: [(&str, Frames); 4] = [
            // A quick click at five frames a second: the pointer arrives, presses and
            // releases between two frames.
            (
                "arriving and clicking in one frame",
                &[&[moved(20.0), press(20.0), release(20.0)]],
            ),
            (
                "held three slow frames, a few pixels off",
                &[
                    &[moved(20.0), press(20.0)],
                    &[moved(22.0)],
                    &[moved(23.0)],
                    &[moved(24.0), release(24.0)],
                ],
            ),
            (
                "pressed on the piece's edge, released just off it on its own tile",
                &[
                    &[moved(58.0)],
                    &[press(58.0)],
                    &[moved(61.0)],
                    &[release(62.0)],
                ],
            ),
            (
                "pressed and released on the piece",
                &[&[moved(50.0)], &[press(50.0)], &[release(51.0)]],
            ),
        ];
        let lost: Vec<String> = gestures
            .iter()
            .map(|(name, frames)| (name, gesture(frames)))
            .filter(|(_, (clicked, dropped))| clicked[..] != [sq("E3")] || !dropped.is_empty())
            .map(|(name, said)| format!("{name}: {said:?}"))
            .collect();
        assert!(
            lost.is_empty(),
            "each is one click on E3 and no drag: {lost:#?}"
        );
    }

    #[test]
    fn a_press_dragged_onto_another_square_is_no_click() {
        let drag = [
            &[moved(90.0)][..],
            &[press(90.0)],
            &[moved(120.0)],
            &[release(120.0)],
        ];
        let e3_to_e4 = SquareDragged {
            from: sq("E3"),
            to: sq("E4"),
            dropped: true,
        };
        assert_eq!(gesture(&drag), (vec![], vec![e3_to_e4]));
        // Onto another square and back: a drag that went nowhere, still no click.
        let back = [
            &[moved(90.0), press(90.0)][..],
            &[moved(120.0)],
            &[moved(90.0)],
            &[release(90.0)],
        ];
        assert_eq!(gesture(&back), (vec![], vec![]));
    }
}
