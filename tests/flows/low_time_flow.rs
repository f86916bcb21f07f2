//! The low-time cue (issue 27) decided without audio: a `LowTime` message once a game when the
//! player's own running clock falls under ten seconds, never again in that game, and never
//! for the opponent's clock. The sound (with the `audio` feature) only plays the message.

use crate::common;

use std::time::Instant;

use bevy::prelude::*;
use camelot::online::clock::Clock;
use camelot::online::{LowTime, OnlineGame};
use camelot_protocol::ClockView;
use camelot_rules::Color;
use common::online::*;

#[derive(Resource, Default)]
struct Heard(Vec<LowTime>);

fn hear(mut low: MessageReader<LowTime>, mut heard: ResMut<Heard>) {
    heard.0.extend(low.read().copied());
}

/// The server's clock reading, as if it had just arrived: `running` has `left_ms`, the other
/// side a minute.
fn reading(app: &mut App, running: Color, left_ms: i64) {
    let (white_ms, black_ms) = match running {
        Color::White => (left_ms, 60_000),
        Color::Black => (60_000, left_ms),
    };
    let view = ClockView {
        white_ms,
        black_ms,
        running: Some(running),
    };
    let mut online = app.world_mut().resource_mut::<OnlineGame>();
    online.seat.as_mut().unwrap().clock = Clock::new(view, Instant::now());
    for _ in 0..5 {
        app.update();
    }
}

fn heard(app: &App) -> usize {
    app.world().resource::<Heard>().0.len()
}

#[test]
fn the_low_time_cue_sounds_once_for_ones_own_clock_only() {
    // Ann plays Black; Bob (White) has moved, so her clock runs.
    let (_dir, _server, _bob, mut app, id) = after_bobs_first_move();
    app.init_resource::<Heard>().add_systems(Update, hear);
    reading(&mut app, Color::Black, 20_000);
    assert_eq!(heard(&app), 0, "twenty seconds are not low");
    reading(&mut app, Color::White, 5_000);
    assert_eq!(
        heard(&app),
        0,
        "the opponent's low clock is not the player's cue"
    );
    reading(&mut app, Color::Black, 9_500);
    assert_eq!(
        app.world().resource::<Heard>().0,
        [LowTime(id)],
        "under ten seconds: once"
    );
    reading(&mut app, Color::Black, 8_000);
    reading(&mut app, Color::Black, 3_000);
    assert_eq!(heard(&app), 1, "not again in the same game");
}
