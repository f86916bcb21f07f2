//! Headless tests of keyboard play (issue 20): `/` asks for the move field and a typed move
//! plays; the arrow keys move the square cursor and Enter or Space make a whole move leg by
//! leg through the same move entry as clicks; Esc takes a leg back.

use crate::common;

use bevy::prelude::*;
use camelot::game::{ActiveGame, TypedMove};
use camelot::input::keys::FocusTypedMove;
use camelot::shown::{KeyCursor, ShownPosition};
use camelot_rules::Position;
use common::*;

fn cursor(app: &App) -> Option<String> {
    app.world()
        .resource::<KeyCursor>()
        .square
        .map(|s| s.to_string())
}

#[test]
fn slash_asks_for_the_move_field_and_the_typed_move_plays() {
    let mut app = app_with(Position::start());
    press(&mut app, KeyCode::Slash);
    assert!(
        app.world().resource::<FocusTypedMove>().0,
        "/ asks for the field"
    );
    // What the field sends on Enter.
    send(&mut app, TypedMove("e6-e5".into()));
    settle(&mut app);
    assert_eq!(notation(&app), ["E6-E5"]);
    assert_view_agrees(&mut app);
}

#[test]
fn r4_the_cursor_makes_a_two_leg_canter_and_esc_takes_a_leg_back() {
    let mut app = app_with(two_leg_canter());
    assert_eq!(cursor(&app), None, "no cursor before a key");
    // The first arrow shows the cursor on a piece that may move.
    press(&mut app, KeyCode::ArrowUp);
    assert_eq!(cursor(&app).as_deref(), Some("E3"));
    press(&mut app, KeyCode::Enter);
    assert!(app.world().resource::<ActiveGame>().entry.input.is_some());
    for _ in 0..2 {
        press(&mut app, KeyCode::ArrowUp);
    }
    assert_eq!(cursor(&app).as_deref(), Some("E5"));
    press(&mut app, KeyCode::Space);
    let entered = |app: &App| -> Option<String> {
        app.world()
            .resource::<ShownPosition>()
            .cues
            .input
            .as_ref()
            .map(|b| b.path().to_string())
    };
    assert_eq!(entered(&app).as_deref(), Some("E3-E5"));
    // Esc takes that leg back; the piece stays chosen.
    press(&mut app, KeyCode::Escape);
    assert_eq!(entered(&app).as_deref(), Some("E3"));
    // The cursor is still on E5: the leg again, then on to E7.
    press(&mut app, KeyCode::Space);
    assert_eq!(entered(&app).as_deref(), Some("E3-E5"));
    assert!(game(&app).moves().is_empty(), "a canter may go on");
    for _ in 0..2 {
        press(&mut app, KeyCode::ArrowUp);
    }
    press(&mut app, KeyCode::Space);
    // No leg can follow E7 (R4: no square landed on twice): the move ends itself.
    assert_eq!(notation(&app), ["E3-E5-E7"]);
    assert_view_agrees(&mut app);
}

#[test]
fn r4_enter_on_the_moving_piece_ends_the_canter_there() {
    let mut app = app_with(two_leg_canter());
    press(&mut app, KeyCode::Space);
    assert_eq!(cursor(&app).as_deref(), Some("E3"));
    press(&mut app, KeyCode::Space);
    press(&mut app, KeyCode::ArrowUp);
    press(&mut app, KeyCode::ArrowUp);
    press(&mut app, KeyCode::Enter);
    assert!(game(&app).moves().is_empty());
    // The cursor stands on the piece, now on E5: Enter again ends the move.
    press(&mut app, KeyCode::Enter);
    assert_eq!(notation(&app), ["E3-E5"]);
    assert_view_agrees(&mut app);
}

#[test]
fn the_arrows_step_through_the_game_only_in_review() {
    let mut app = app_with(Position::start());
    click(&mut app, "E6");
    click(&mut app, "E5");
    // In the live game the arrows move the cursor, not the review.
    press(&mut app, KeyCode::ArrowLeft);
    assert_eq!(reviewed(&app), None);
    assert!(cursor(&app).is_some());
    press(&mut app, KeyCode::PageUp);
    assert_eq!(reviewed(&app), Some(0));
    press(&mut app, KeyCode::ArrowRight);
    assert_eq!(reviewed(&app), Some(1));
}
