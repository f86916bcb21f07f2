//! The end of an online game, as the server decided it: put into the live game once every
//! move heard has been played (a resignation, an agreed draw or a flag is declared through
//! the game's own commands; the rules core decides the rest), and the game's record goes into
//! the saves like any game. The profile remembers the game in progress, so that the title
//! screen can return to it after a restart.

use bevy::prelude::*;
use camelot_rules::{Color, Record};
use camelot_server::export::{Archive, online_record};

use super::connection::Connection;
use super::play::OnlineGame;
use super::seat::Seat;
use crate::game::{ActiveGame, GameCommand};
use crate::persistence::online::{GameInProgress, OnlineProfile};
use crate::persistence::saves::SavesCommand;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (apply_end, save_record, remember_game_in_progress)
            .chain()
            .in_set(super::OnlineSystems::End),
    );
}

/// The loser of a `1-0` or `0-1`, `None` for a draw or an aborted game.
fn loser(result: &str) -> Option<Color> {
    match result {
        "1-0" => Some(Color::Black),
        "0-1" => Some(Color::White),
        _ => None,
    }
}

fn apply_end(
    mut online: ResMut<OnlineGame>,
    active: Res<ActiveGame>,
    mut commands: MessageWriter<GameCommand>,
) {
    let Some(seat) = online.seat.as_mut() else {
        return;
    };
    let Some(end) = &seat.end else {
        return;
    };
    if seat.end_applied || !seat.all_played() || active.busy() || !active.online() {
        return;
    }
    seat.end_applied = true;
    if !active.game.is_over() {
        match (end.termination.as_str(), loser(&end.result)) {
            ("aborted", _) => {}
            (_, Some(side)) => {
                commands.write(GameCommand::Resign(side));
            }
            (_, None) if end.result == "1/2-1/2" => {
                commands.write(GameCommand::AgreeDraw);
            }
            _ => {}
        }
    }
}

/// Once the end is in the live game, the player's game goes into the saves.
fn save_record(
    mut online: ResMut<OnlineGame>,
    active: Res<ActiveGame>,
    connection: Res<Connection>,
    mut saves: MessageWriter<SavesCommand>,
) {
    let Some(seat) = online.seat.as_mut() else {
        return;
    };
    let aborted = seat.end.as_ref().is_some_and(|e| e.result == "*");
    if !seat.end_applied || seat.saved || seat.me.is_none() || !(active.game.is_over() || aborted) {
        return;
    }
    seat.saved = true;
    let record = match record(seat, &active, &connection.server) {
        Ok(record) => record.to_string(),
        Err(e) => {
            online.notice = Some(format!("The game could not be saved: {e}"));
            return;
        }
    };
    let Some(seat) = &online.seat else {
        return;
    };
    saves.write(SavesCommand::Save {
        name: format!(
            "online {} {} vs {}",
            seat.id(),
            seat.view.white,
            seat.view.black
        ),
        record,
        replace: true,
    });
}

/// The game's record as the server's archive writes it, with the server's address as its site.
fn record(seat: &Seat, active: &ActiveGame, server: &str) -> Result<Record, String> {
    let now_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64);
    online_record(
        active.game.clone(),
        &Archive {
            id: seat.id(),
            names: seat.names(),
            time: seat.view.time,
            rated: seat.view.rated,
            site: server,
            started_ms: now_ms,
            flagged: seat.end.as_ref().is_some_and(|e| e.termination == "time"),
        },
    )
}

/// The profile keeps the game the player is in, and forgets it once it has ended.
fn remember_game_in_progress(
    online: Res<OnlineGame>,
    connection: Res<Connection>,
    mut profile: ResMut<OnlineProfile>,
) {
    if !online.is_changed() {
        return;
    }
    let Some(seat) = &online.seat else {
        return;
    };
    let now = match (seat.me, seat.running(), &connection.player) {
        (Some(_), true, Some(name)) => Some(GameInProgress {
            server: connection.server.clone(),
            name: name.clone(),
            game: seat.id(),
        }),
        _ => None,
    };
    let ended_here = profile
        .in_progress
        .as_ref()
        .is_some_and(|g| g.game == seat.id() && now.is_none());
    if (now.is_some() || ended_here) && profile.in_progress != now {
        profile.in_progress = now;
    }
}
