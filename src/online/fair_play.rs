//! What runs online, told to the game's fair-play gate ([`crate::game::FairPlay`]): the
//! player's own game running (the seat's, or one in the lobby's list of their games in
//! progress, which the server keeps playing when the player is elsewhere), or a game watched
//! while it runs.

use bevy::prelude::*;
use camelot_protocol::GameStatus;

use super::lobby::Lobby;
use super::play::OnlineGame;
use crate::game::{ActiveGame, FairPlay};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, tell.in_set(super::OnlineSystems::End));
}

fn tell(
    online: Res<OnlineGame>,
    lobby: Res<Lobby>,
    active: Res<ActiveGame>,
    mut fair_play: ResMut<FairPlay>,
) {
    let seat = online.seat.as_ref().filter(|seat| seat.running());
    let playing = seat.is_some_and(|seat| seat.me.is_some())
        || lobby.mine.iter().any(|g| g.status == GameStatus::Active);
    let watching = !playing && active.online() && seat.is_some_and(|seat| seat.me.is_none());
    if fair_play.playing_online != playing || fair_play.watching != watching {
        fair_play.playing_online = playing;
        fair_play.watching = watching;
        // A refusal said while the engine was barred is stale once it is not.
        if !playing && !watching {
            fair_play.refused = None;
        }
    }
}
