//! The online game: a server's game played (or watched) as the live game. The server is the
//! authority: the opponent's moves arrive as `moved` and are played on the board leg by leg
//! like the computer's; the player's own moves are sent once committed (once: never again
//! from the server's echo, and one made offline after the resync, `resync.rs`); any
//! disagreement (a take-back, a reconnection, a refused move) loads the server's state.
//! Resigning, draws, take-backs, aborts and claims are asked of the server
//! ([`OnlineCommand`]), and the game ends here only when the server says so (`end.rs`).

use std::time::Instant;

use bevy::prelude::*;
use camelot_protocol::{ClientMsg, ErrorCode, GameId, GameView, ServerMsg};
use camelot_rules::{Color, EndReason};

use super::clock::Clock;
use super::connection::{Connection, FromServer, ToServer};
use super::resync::{GameLoader, resync_on_welcome};
use super::seat::{Ending, Left, Seat};
use crate::game::{ActiveGame, GameCommand, MoveCommitted, Replacing};
use crate::i18n::Tr;
use crate::persistence::online::OnlineProfile;
use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnlineGame>()
        .add_message::<OnlineCommand>()
        .add_systems(
            Update,
            (detach, resync_on_welcome, hear, obey, feed_moves)
                .chain()
                .in_set(super::OnlineSystems::Game),
        )
        .add_systems(
            Update,
            send_own_moves.after(crate::game::GameSystems::Commit),
        );
}

#[derive(Resource, Default)]
pub struct OnlineGame {
    pub seat: Option<Seat>,
    /// The server's last refusal of something done in the game, in its words.
    pub notice: Option<String>,
    /// A game asked for by id (to watch or return to): taken when its state arrives.
    pub(super) wanted: Option<GameId>,
    /// A new game of the player's that started while they were elsewhere, announced.
    pub announced: Option<GameView>,
    /// Games the resync asked about with `watch` (they were not in progress on the server),
    /// in the order asked: the server answers each with the game, or `unknown_game` when it
    /// does not know it (a fresh database), and such a game is forgotten without a word.
    pub(super) lookups: Vec<GameId>,
}

/// What the player asks of the server in an online game, or of the lobby's games.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnlineCommand {
    Resign,
    /// End a game before both sides have moved: no result, no rating.
    Abort,
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    /// Take back one's own draw offer before the opponent answers.
    WithdrawDraw,
    OfferTakeback,
    AcceptTakeback,
    DeclineTakeback,
    WithdrawTakeback,
    /// Open one's own game in progress (after a restart, from the lobby).
    Open(GameId),
    /// Watch a game.
    Watch(GameId),
    /// The opponent to move has been gone long enough: win, or call it a draw.
    ClaimWin,
    ClaimDraw,
    /// Not now: the announced game stays in the lobby's list of the player's games.
    Later,
    /// Once the game is over: a new one against the same opponent, colours swapped.
    OfferRematch,
    AcceptRematch,
    DeclineRematch,
}

/// A local game that replaced the online one ends the seat (the server's game goes on, and
/// the lobby offers it again); not while the online game waits for the player's answer to
/// replace a local one.
fn detach(mut online: ResMut<OnlineGame>, active: Res<ActiveGame>, replacing: Res<Replacing>) {
    let asked = matches!(&replacing.waiting, Some(GameCommand::Load { players, .. })
        if players.contains(&crate::game::Player::Remote));
    if online.seat.is_some() && !active.online() && !asked {
        online.seat = None;
    }
}

fn hear(
    mut heard: MessageReader<FromServer>,
    mut online: ResMut<OnlineGame>,
    mut loader: GameLoader,
    mut profile: ResMut<OnlineProfile>,
    tr: Res<Tr>,
) {
    for FromServer(msg) in heard.read() {
        let seat_id = online.seat_here(&loader.connection).map(Seat::id);
        match msg {
            ServerMsg::Game { game } => {
                online.lookups.retain(|id| *id != game.id);
                online.offer(game, &mut loader);
            }
            ServerMsg::Games { games } => {
                let running = online
                    .seat_here(&loader.connection)
                    .filter(|s| s.running())
                    .map(Seat::id);
                let wanted = online.wanted.or(running);
                match games.iter().find(|g| Some(g.id) == wanted) {
                    Some(view) => online.take(view.clone(), &mut loader),
                    // Not in progress any more: its final state comes with `watch`.
                    None => {
                        if let Some(id) = wanted {
                            online.look_up(id, &mut loader.out);
                        }
                    }
                }
            }
            ServerMsg::Error {
                code: ErrorCode::UnknownGame,
                ..
            } if !online.lookups.is_empty() => {
                let id = online.lookups.remove(0);
                online.forget(id, &loader.connection, &mut profile);
            }
            ServerMsg::Moved {
                game,
                ply,
                notation,
                clock,
                ..
            } if Some(*game) == seat_id => {
                let seat = online.seat.as_mut().expect("checked");
                seat.clock = Clock::new(*clock, Instant::now());
                seat.known_plies = seat.known_plies.max(*ply as usize);
                seat.draw_offer = None;
                seat.takeback_offer = None;
                seat.incoming.push_back((*ply as usize, notation.clone()));
            }
            ServerMsg::GameOver {
                game,
                result,
                termination,
                rating,
                ..
            } if Some(*game) == seat_id => {
                let seat = online.seat.as_mut().expect("checked");
                seat.clock = if *termination == Some(EndReason::TimeForfeit) {
                    seat.clock.flag_fell(Instant::now())
                } else {
                    seat.clock.stopped(Instant::now())
                };
                seat.draw_offer = None;
                seat.takeback_offer = None;
                seat.end = Some(Ending {
                    result: *result,
                    termination: *termination,
                    rating: *rating,
                });
            }
            ServerMsg::DrawOffered { game, by } if Some(*game) == seat_id => {
                online.seat.as_mut().expect("checked").draw_offer = Some(*by);
            }
            ServerMsg::DrawDeclined { game } if Some(*game) == seat_id => {
                online.seat.as_mut().expect("checked").draw_offer = None;
                online.notice = Some(loader.tr.t("draw-declined"));
            }
            ServerMsg::RematchOffered { game, by } if Some(*game) == seat_id => {
                online.seat.as_mut().expect("checked").rematch_offer = Some(*by);
            }
            ServerMsg::RematchDeclined { game } if Some(*game) == seat_id => {
                online.seat.as_mut().expect("checked").rematch_offer = None;
                online.notice = Some(loader.tr.t("rematch-declined"));
            }
            ServerMsg::TakebackOffered { game, by } if Some(*game) == seat_id => {
                online.seat.as_mut().expect("checked").takeback_offer = Some(*by);
            }
            ServerMsg::TakebackDeclined { game } if Some(*game) == seat_id => {
                online.seat.as_mut().expect("checked").takeback_offer = None;
                online.notice = Some(loader.tr.t("takeback-declined"));
            }
            ServerMsg::DrawWithdrawn { game, by } if Some(*game) == seat_id => {
                let seat = online.seat.as_mut().expect("checked");
                seat.draw_offer = None;
                online.notice = withdrawn(seat, *by, "draw-withdrawn", &tr);
            }
            ServerMsg::TakebackWithdrawn { game, by } if Some(*game) == seat_id => {
                let seat = online.seat.as_mut().expect("checked");
                seat.takeback_offer = None;
                online.notice = withdrawn(seat, *by, "takeback-withdrawn", &tr);
            }
            ServerMsg::PlayerGone {
                game,
                side,
                claimable_in_ms,
            } if Some(*game) == seat_id => {
                let gone = camelot_protocol::Gone {
                    side: *side,
                    claimable_in_ms: *claimable_in_ms,
                };
                online.seat.as_mut().expect("checked").gone = Some(Left::new(gone, Instant::now()));
            }
            ServerMsg::PlayerBack { game, .. } if Some(*game) == seat_id => {
                online.seat.as_mut().expect("checked").gone = None;
            }
            ServerMsg::Error {
                code,
                message,
                illegal,
            } if seat_id.is_some() && is_game_refusal(*code) => {
                // A move the rules refused is said from its reason, as a refusal at the board.
                online.notice = Some(match illegal {
                    Some(reason) => tr.illegal_move(reason),
                    None => tr.server_refusal(*code, message),
                });
                // Whatever was refused, the server's state is the game.
                online.ask_state(&mut loader.out);
            }
            _ => {}
        }
    }
}

/// "Bob withdrew the draw offer", told to the other player (the one who withdrew it sees
/// the offer gone from the panel).
fn withdrawn(seat: &Seat, by: Color, key: &str, tr: &Tr) -> Option<String> {
    (seat.me != Some(by)).then(|| tr.t_args(key, &[("name", seat.names()[by as usize].into())]))
}

/// Refusals of something done in the game.
fn is_game_refusal(code: ErrorCode) -> bool {
    use ErrorCode::*;
    matches!(
        code,
        NotYourGame | NotYourTurn | StalePly | IllegalMove | GameOver | NotAllowed | OfferTooSoon
    )
}

fn obey(
    mut commands: MessageReader<OnlineCommand>,
    mut online: ResMut<OnlineGame>,
    mut out: MessageWriter<ToServer>,
) {
    for command in commands.read() {
        online.notice = None;
        let game = match *command {
            OnlineCommand::Open(id) => {
                online.wanted = Some(id);
                online.announced = None;
                out.write(ToServer(ClientMsg::MyGames));
                continue;
            }
            OnlineCommand::Later => {
                online.announced = None;
                continue;
            }
            OnlineCommand::Watch(id) => {
                online.wanted = Some(id);
                out.write(ToServer(ClientMsg::Watch { game: id }));
                continue;
            }
            OnlineCommand::OfferRematch
            | OnlineCommand::AcceptRematch
            | OnlineCommand::DeclineRematch => {
                rematch(&mut online, *command, &mut out);
                continue;
            }
            _ => match &online.seat {
                Some(seat) if seat.me.is_some() && seat.running() => seat.id(),
                _ => continue,
            },
        };
        out.write(ToServer(match command {
            OnlineCommand::Resign => ClientMsg::Resign { game },
            OnlineCommand::Abort => ClientMsg::Abort { game },
            OnlineCommand::OfferDraw => ClientMsg::OfferDraw { game },
            OnlineCommand::AcceptDraw => ClientMsg::AcceptDraw { game },
            OnlineCommand::DeclineDraw => ClientMsg::DeclineDraw { game },
            OnlineCommand::WithdrawDraw => ClientMsg::WithdrawDraw { game },
            OnlineCommand::OfferTakeback => ClientMsg::OfferTakeback { game },
            OnlineCommand::AcceptTakeback => ClientMsg::AcceptTakeback { game },
            OnlineCommand::DeclineTakeback => ClientMsg::DeclineTakeback { game },
            OnlineCommand::WithdrawTakeback => ClientMsg::WithdrawTakeback { game },
            OnlineCommand::ClaimWin => ClientMsg::ClaimWin { game },
            OnlineCommand::ClaimDraw => ClientMsg::ClaimDraw { game },
            OnlineCommand::Open(_)
            | OnlineCommand::Watch(_)
            | OnlineCommand::Later
            | OnlineCommand::OfferRematch
            | OnlineCommand::AcceptRematch
            | OnlineCommand::DeclineRematch => unreachable!("handled above"),
        }));
    }
}

/// A rematch is asked, taken or declined by a player of a game that is over; the player's
/// own offer waits for the opponent's answer.
fn rematch(online: &mut OnlineGame, command: OnlineCommand, out: &mut MessageWriter<ToServer>) {
    let Some(seat) = online.seat.as_mut().filter(|s| !s.running()) else {
        return;
    };
    let (Some(me), game) = (seat.me, seat.id()) else {
        return;
    };
    out.write(ToServer(match command {
        OnlineCommand::OfferRematch => {
            seat.rematch_offer = Some(me);
            ClientMsg::OfferRematch { game }
        }
        OnlineCommand::AcceptRematch => ClientMsg::AcceptRematch { game },
        _ => {
            seat.rematch_offer = None;
            ClientMsg::DeclineRematch { game }
        }
    }));
}

/// Plays the next heard move once the board is free, leg by leg like the computer's.
fn feed_moves(
    mut online: ResMut<OnlineGame>,
    active: Res<ActiveGame>,
    screen: Res<State<Screen>>,
    mut commands: MessageWriter<GameCommand>,
    mut out: MessageWriter<ToServer>,
    tr: Res<Tr>,
) {
    if *screen.get() != Screen::Playing || !active.online() {
        return;
    }
    let played = active.game.moves().len();
    let Some(seat) = online.seat.as_mut() else {
        return;
    };
    while seat.incoming.front().is_some_and(|(ply, _)| *ply <= played) {
        seat.incoming.pop_front();
    }
    let Some((ply, text)) = seat.incoming.front() else {
        return;
    };
    if *ply != played + 1 {
        // A gap: a move was missed; the server's state settles it.
        seat.incoming.clear();
        online.ask_state(&mut out);
        return;
    }
    if active.busy() || active.game.is_over() {
        return;
    }
    match active.position().read_move(text) {
        Ok(mv) => {
            commands.write(GameCommand::PlayAnimated(mv));
        }
        Err(e) => {
            let args = [
                ("move", text.clone().into()),
                ("why", tr.refusal(&e).into()),
            ];
            online.notice = Some(tr.t_args("online-move-unplayable", &args));
            online.seat.as_mut().expect("checked").incoming.clear();
            online.ask_state(&mut out);
        }
    }
}

/// The player's own move, once committed here, goes to the server with the ply it was
/// played at, so that it cannot land on another position. Only a move the server does not
/// have (never its echo played here), and only online: one made offline goes after the
/// resync (`resync.rs`).
fn send_own_moves(
    mut committed: MessageReader<MoveCommitted>,
    online: Res<OnlineGame>,
    active: Res<ActiveGame>,
    connection: Res<Connection>,
    mut out: MessageWriter<ToServer>,
) {
    for MoveCommitted(mv) in committed.read() {
        let Some(seat) = &online.seat else {
            continue;
        };
        let mover = active.position().side_to_move().opponent();
        let ply = active.game.moves().len().saturating_sub(1);
        let new = ply >= seat.known_plies;
        if seat.me != Some(mover) || !seat.running() || !active.online() || !new {
            continue;
        }
        // Only to the server the game is on (another may have a game of that number).
        if connection.online() && seat.server == connection.server {
            out.write(ToServer(ClientMsg::Move {
                game: seat.id(),
                notation: mv.to_string(),
                ply: Some(ply as u32),
            }));
        }
    }
}
