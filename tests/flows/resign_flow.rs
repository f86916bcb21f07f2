//! Resigning takes two clicks (issue 27): the panel sends a click per press, and the game's
//! own systems do it only on a second click within the window; a click after the window
//! lapsed only arms the button again. Driven through the same `EndClick` messages the panel
//! sends, with the app's real time stepped 50 ms a frame.

use crate::common;

use bevy::prelude::*;
use camelot::ui::confirm::{CONFIRM_WITHIN, EndClick};
use camelot_rules::{Color, EndReason, Outcome, Position};
use common::*;

/// Frames of 50 ms that make `seconds`.
fn frames(seconds: f32) -> usize {
    (seconds * 20.0).ceil() as usize
}

fn run(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
}

fn resign_click(app: &mut App) {
    send(app, EndClick::Resign(Color::White));
    app.update();
}

#[test]
fn r15_one_resign_click_does_nothing_and_a_second_in_time_resigns() {
    let mut app = app_with(Position::start());
    resign_click(&mut app);
    run(&mut app, frames(1.0));
    assert!(!game(&app).is_over(), "one click does not resign");
    resign_click(&mut app);
    settle(&mut app);
    let result = game(&app).result().expect("the second click resigned");
    assert_eq!(
        (result.outcome, result.reason),
        (Outcome::Win(Color::Black), EndReason::Resignation)
    );
}

#[test]
fn r15_a_second_click_after_the_window_only_arms_it_again() {
    let mut app = app_with(Position::start());
    resign_click(&mut app);
    run(&mut app, frames(CONFIRM_WITHIN.as_secs_f32() + 0.5));
    resign_click(&mut app);
    run(&mut app, 5);
    assert!(!game(&app).is_over(), "too late: the click armed it again");
    resign_click(&mut app);
    settle(&mut app);
    assert_eq!(
        game(&app).result().map(|r| r.reason),
        Some(EndReason::Resignation),
        "the click after that one resigned"
    );
}
