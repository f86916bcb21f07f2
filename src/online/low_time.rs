//! Low time on the player's own clock: once a game, when their running clock falls under ten
//! seconds, a [`LowTime`] message (the sound plays it, with the `audio` feature). The
//! opponent's clock and a watcher's game never warn.

use std::time::Instant;

use bevy::prelude::*;
use camelot_protocol::{GameId, is_low};

use super::OnlineGame;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<LowTime>()
        .add_systems(Update, warn_low_time.in_set(super::OnlineSystems::End));
}

/// The player's own clock in this game has just fallen under ten seconds.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct LowTime(pub GameId);

/// Warns once a game: the id of the game last warned is kept.
fn warn_low_time(
    online: Res<OnlineGame>,
    mut warned: Local<Option<GameId>>,
    mut out: MessageWriter<LowTime>,
) {
    let Some(seat) = &online.seat else {
        return;
    };
    let (Some(me), Some(running)) = (seat.me, seat.clock.running()) else {
        return;
    };
    if me == running && is_low(seat.clock.left_ms(me, Instant::now())) && *warned != Some(seat.id())
    {
        *warned = Some(seat.id());
        out.write(LowTime(seat.id()));
    }
}
