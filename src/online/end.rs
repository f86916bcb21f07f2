//! The end of an online game, as the server decided it: put into the live game once every
//! move heard has been played (a resignation, an agreed draw or a flag is declared through
//! the game's own commands; the rules core decides the rest), and the game's record goes into
//! the saves like any game. The profile remembers the game in progress, so that the title
//! screen can return to it after a restart.

use bevy::prelude::*;
use camelot_rules::{Color, EndReason, GameResult, Outcome, Record};
use camelot_server::export::{Archive, online_record};

use super::connection::Connection;
use super::host::Host;
use super::play::OnlineGame;
use super::seat::Seat;
use crate::game::{ActiveGame, GameCommand};
use crate::i18n::Tr;
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

/// The server's end as the live game's command: a time forfeit, an abandonment claim or an
/// abort said as such (never as a resignation); a resignation or an agreement through the
/// game's own commands. `None` when the words are not the server's (nothing is changed) or
/// the board decided the game (the rules core has it already).
fn end_command(termination: &str, result: &str) -> Option<GameCommand> {
    let outcome = match result {
        "1-0" => Some(Outcome::Win(Color::White)),
        "0-1" => Some(Outcome::Win(Color::Black)),
        "1/2-1/2" => Some(Outcome::Draw),
        _ => None,
    };
    let declared =
        |reason| outcome.map(|outcome| GameCommand::Declare(GameResult { outcome, reason }));
    match (termination, outcome) {
        ("aborted", _) => Some(GameCommand::Abort),
        ("time", _) => declared(EndReason::TimeForfeit),
        ("abandonment", _) => declared(EndReason::Abandonment),
        ("resignation", Some(Outcome::Win(winner))) => Some(GameCommand::Resign(winner.opponent())),
        ("agreement", Some(Outcome::Draw)) => Some(GameCommand::AgreeDraw),
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
    if !active.game.is_over()
        && let Some(command) = end_command(&end.termination, &end.result)
    {
        commands.write(command);
    }
}

/// Once the end is in the live game, the player's game goes into the saves.
fn save_record(
    mut online: ResMut<OnlineGame>,
    active: Res<ActiveGame>,
    connection: Res<Connection>,
    mut saves: MessageWriter<SavesCommand>,
    tr: Res<Tr>,
) {
    let Some(seat) = online.seat.as_mut() else {
        return;
    };
    if !seat.end_applied || seat.saved || seat.me.is_none() || !active.game.is_over() {
        return;
    }
    seat.saved = true;
    let record = match record(seat, &active, &connection.server) {
        Ok(record) => record.to_string(),
        Err(e) => {
            online.notice = Some(tr.t_args("online-not-saved", &[("why", e.into())]));
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
        },
    )
}

/// The profile keeps the game the player is in, and forgets it once it has ended.
fn remember_game_in_progress(
    online: Res<OnlineGame>,
    connection: Res<Connection>,
    host: Res<Host>,
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
            hosted: host.url().as_ref() == Some(&connection.server),
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
