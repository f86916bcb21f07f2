//! The end of an online game, as the server decided it: put into the live game once every
//! move heard has been played (a resignation, an agreed draw or a flag is declared through
//! the game's own commands; the rules core decides the rest), and the game's record goes into
//! the saves like any game. The profile remembers the game in progress, so that the title
//! screen can return to it after a restart.

use bevy::prelude::*;
use camelot_rules::{EndReason, GameResult, OnlineTags, Outcome, Record};

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
/// game's own commands. `None` when the board decided the game (the rules core has it
/// already) or the reason does not fit the outcome (nothing is changed).
fn end_command(reason: Option<EndReason>, outcome: Option<Outcome>) -> Option<GameCommand> {
    let Some(reason) = reason else {
        return Some(GameCommand::Abort);
    };
    match (reason, outcome?) {
        (EndReason::TimeForfeit | EndReason::Abandonment, outcome) => {
            Some(GameCommand::Declare(GameResult { outcome, reason }))
        }
        (EndReason::Resignation, Outcome::Win(winner)) => {
            Some(GameCommand::Resign(winner.opponent()))
        }
        (EndReason::Agreement, Outcome::Draw) => Some(GameCommand::AgreeDraw),
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
        && let Some(command) = end_command(end.termination, end.result)
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

/// The game's record as the server's archive writes it (the rules core's
/// `Record::online`), with the server's address as its site.
fn record(seat: &Seat, active: &ActiveGame, server: &str) -> Result<Record, String> {
    let now_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64);
    let time = seat.view.time.to_string();
    let tags = OnlineTags {
        id: seat.id(),
        names: seat.names(),
        time: &time,
        rated: seat.view.rated,
        site: server,
        started_ms: now_ms,
    };
    Record::online(active.game.clone(), &tags).map_err(|e| e.to_string())
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

#[cfg(test)]
mod tests {
    use camelot_rules::Color;

    use super::*;

    #[test]
    fn each_end_the_server_says_is_the_live_games_command() {
        let white = Some(Outcome::Win(Color::White));
        assert!(matches!(end_command(None, None), Some(GameCommand::Abort)));
        let resigned = end_command(Some(EndReason::Resignation), white);
        assert!(matches!(resigned, Some(GameCommand::Resign(Color::Black))));
        let agreed = end_command(Some(EndReason::Agreement), Some(Outcome::Draw));
        assert!(matches!(agreed, Some(GameCommand::AgreeDraw)));
        let flag = end_command(Some(EndReason::TimeForfeit), white);
        let declared = GameResult {
            outcome: Outcome::Win(Color::White),
            reason: EndReason::TimeForfeit,
        };
        assert!(matches!(flag, Some(GameCommand::Declare(r)) if r == declared));
        // The board's ends are the rules core's; an agreement is never a win.
        assert!(end_command(Some(EndReason::CastleOccupied), white).is_none());
        assert!(end_command(Some(EndReason::Agreement), white).is_none());
    }
}
