//! Headless tests of drag and drop (issue 20): the board's drags, as `SquareDragged`, make legs
//! through the same move entry as clicks; resting on a landing makes that leg and the drag
//! goes on; a drop on the moving piece ends the move; passing over squares does nothing.

use crate::common;

use bevy::prelude::*;
use camelot::game::ActiveGame;
use camelot::shown::SquareDragged;
use camelot_rules::Position;
use common::*;

fn drag(app: &mut App, from: &str, to: &str, dropped: bool) {
    send(
        app,
        SquareDragged {
            from: sq(from),
            to: sq(to),
            dropped,
        },
    );
    settle(app);
}

#[test]
fn r3_a_drag_from_press_to_release_makes_a_step() {
    let mut app = app_with(Position::start());
    drag(&mut app, "E6", "E5", true);
    assert_eq!(notation(&app), ["E6-E5"]);
    assert_view_agrees(&mut app);
    // Dropped where no leg lands: refused with the rule, nothing played.
    drag(&mut app, "E10", "E7", true);
    assert_eq!(notation(&app), ["E6-E5"]);
    let notice = app.world().resource::<ActiveGame>().notice.clone();
    assert!(
        notice.as_ref().is_some_and(|n| n.contains("E10 to E7")),
        "the rules core says why: {notice:?}"
    );
}

#[test]
fn r4_resting_on_a_landing_makes_the_leg_and_the_drag_goes_on() {
    let mut app = app_with(two_leg_canter());
    // Passing over a square that is no landing does nothing.
    drag(&mut app, "E3", "G5", false);
    assert!(game(&app).moves().is_empty());
    let path = |app: &App| {
        app.world()
            .resource::<ActiveGame>()
            .entry
            .input
            .as_ref()
            .map(|b| b.path().to_string())
    };
    assert_eq!(
        path(&app).as_deref(),
        Some("E3"),
        "the dragged piece is chosen"
    );
    drag(&mut app, "E3", "E5", false);
    assert_eq!(path(&app).as_deref(), Some("E3-E5"));
    drag(&mut app, "E3", "E7", true);
    assert_eq!(notation(&app), ["E3-E5-E7"]);
    assert_view_agrees(&mut app);
}

#[test]
fn r4_a_release_on_the_moving_piece_ends_the_canter() {
    let mut app = app_with(two_leg_canter());
    drag(&mut app, "E3", "E5", false);
    assert!(game(&app).moves().is_empty());
    drag(&mut app, "E3", "E5", true);
    assert_eq!(notation(&app), ["E3-E5"]);
    assert_view_agrees(&mut app);
}

#[test]
fn a_rest_that_made_a_step_leaves_nothing_for_the_release() {
    let mut app = app_with(Position::start());
    // The pointer rests on E5 (the step is made and committed), then the button is released
    // there: nothing more happens and nothing is said.
    drag(&mut app, "E6", "E5", false);
    assert_eq!(notation(&app), ["E6-E5"]);
    drag(&mut app, "E6", "E5", true);
    assert_eq!(notation(&app), ["E6-E5"]);
    assert_eq!(app.world().resource::<ActiveGame>().notice, None);
}
