//! The lobby: the open seeks, the live games to watch, the player's own seeks and invite
//! code, kept up to date from the server's messages: while the lobby screen shows, the
//! connection watches the lobby (`watch_lobby`, `unwatch_lobby` on leaving it), and the
//! server's `lobby` news (seeks and games come and gone, merged) updates the lists. The lobby
//! screen sends [`LobbyCommand`]s; nothing here draws.

use bevy::prelude::*;
use camelot_protocol::choices::DEFAULT_TIME;
use camelot_protocol::time_control::TimeControl;
use camelot_protocol::{
    ClientMsg, ColorChoice, ErrorCode, GameStatus, GameSummary, GameView, SeekView, ServerMsg,
};
use camelot_rules::Variant;

use super::connection::{Connection, FromServer, LinkChanged, ToServer};
use crate::i18n::Tr;
use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Lobby>()
        .add_message::<LobbyCommand>()
        .add_systems(
            Update,
            (refresh_on_welcome, hear, obey)
                .chain()
                .in_set(super::OnlineSystems::Lobby),
        )
        .add_systems(OnEnter(Screen::Lobby), watch_lobby)
        .add_systems(OnExit(Screen::Lobby), unwatch_lobby);
}

/// The lobby screen shows: its news from now on (and the seeks and games now).
fn watch_lobby(connection: Res<Connection>, mut out: MessageWriter<ToServer>) {
    if connection.open() {
        out.write(ToServer(ClientMsg::WatchLobby));
    }
}

/// The lobby screen is left: no more of its news.
fn unwatch_lobby(connection: Res<Connection>, mut out: MessageWriter<ToServer>) {
    if connection.open() {
        out.write(ToServer(ClientMsg::UnwatchLobby));
    }
}

/// What the lobby shows.
#[derive(Resource, Default, Debug)]
pub struct Lobby {
    /// Every open seek, the player's own among them.
    pub seeks: Vec<SeekView>,
    /// Games being played now, to watch.
    pub live: Vec<GameSummary>,
    /// The player's own games in progress.
    pub mine: Vec<GameView>,
    /// The invite code of the player's open challenge, to pass on.
    pub invite: Option<String>,
    /// The server's last refusal of a lobby request, in its words.
    pub notice: Option<String>,
    /// The seek last accepted, until the game starts or the server refuses.
    accepting: Option<u64>,
}

impl Lobby {
    /// Shows `seek`, in place of one of the same id.
    fn opened(&mut self, seek: &SeekView) {
        self.seeks.retain(|s| s.id != seek.id);
        self.seeks.push(seek.clone());
    }
}

/// A seek or challenge's terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Terms {
    pub time: TimeControl,
    pub color: ColorChoice,
    pub rated: bool,
    /// The game of the Camelot family to play (V0.1).
    pub variant: Variant,
}

impl Default for Terms {
    /// Camelot at the time control both clients start a seek at, either colour, rated.
    fn default() -> Terms {
        Terms {
            time: DEFAULT_TIME,
            color: ColorChoice::Any,
            rated: true,
            variant: Variant::Camelot,
        }
    }
}

#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum LobbyCommand {
    Seek(Terms),
    CancelSeek(u64),
    Accept(u64),
    /// A private challenge: the server answers with an invite code.
    Invite(Terms),
    /// Play whoever made this invite code.
    JoinInvite(String),
    Watch(i64),
    /// Ask again for the seeks and games.
    Refresh,
}

/// A welcome (a new connection) on the lobby screen watches the lobby again.
fn refresh_on_welcome(
    mut links: MessageReader<LinkChanged>,
    mut lobby: ResMut<Lobby>,
    screen: Res<State<Screen>>,
    mut out: MessageWriter<ToServer>,
) {
    for link in links.read() {
        if let Some(games) = &link.welcome {
            lobby.mine = games.clone();
            if *screen.get() == Screen::Lobby {
                out.write(ToServer(ClientMsg::WatchLobby));
            }
        }
    }
}

fn hear(
    mut heard: MessageReader<FromServer>,
    mut lobby: ResMut<Lobby>,
    connection: Res<Connection>,
    online: Res<super::OnlineGame>,
    tr: Res<Tr>,
) {
    for FromServer(msg) in heard.read() {
        match msg {
            ServerMsg::Seeks { seeks } => lobby.seeks = seeks.clone(),
            ServerMsg::SeekPosted { seek } => lobby.opened(seek),
            ServerMsg::SeekClosed { seek } => lobby.seeks.retain(|s| s.id != *seek),
            ServerMsg::Lobby {
                seeks_opened,
                seeks_closed,
                games_started,
                games_ended,
            } => {
                // By id: news of what a listing already showed changes nothing.
                for seek in seeks_opened {
                    lobby.opened(seek);
                }
                lobby.seeks.retain(|s| !seeks_closed.contains(&s.id));
                lobby.live.retain(|g| {
                    !games_ended.contains(&g.id) && !games_started.iter().any(|n| n.id == g.id)
                });
                lobby.live.extend(games_started.iter().cloned());
            }
            ServerMsg::Challenge { invite, .. } => lobby.invite = Some(invite.clone()),
            ServerMsg::LiveGames { games } => lobby.live = games.clone(),
            ServerMsg::Games { games } => lobby.mine = games.clone(),
            ServerMsg::Game { game } => {
                let me = connection.player.as_deref().unwrap_or_default();
                let mine = [&game.white, &game.black]
                    .iter()
                    .any(|name| name.eq_ignore_ascii_case(me));
                lobby.mine.retain(|g| g.id != game.id);
                if mine && game.status == GameStatus::Active {
                    lobby.accepting = None;
                    lobby.mine.push(game.clone());
                }
            }
            ServerMsg::GameOver { game, .. } => lobby.mine.retain(|g| g.id != *game),
            ServerMsg::Error {
                code: ErrorCode::UnknownSeek,
                ..
            } => {
                // Said plainly here, whatever the server's words.
                if let Some(gone) = lobby.accepting.take() {
                    lobby.seeks.retain(|s| s.id != gone);
                }
                lobby.notice = Some(tr.t("online-seek-gone"));
            }
            // The answer to the online game's own question about a stale game: no news.
            ServerMsg::Error {
                code: ErrorCode::UnknownGame,
                ..
            } if !online.lookups.is_empty() => {}
            ServerMsg::Error { code, message, .. } if is_lobby_refusal(*code) => {
                lobby.notice = Some(tr.server_refusal(*code, message));
            }
            _ => {}
        }
    }
}

/// Refusals of lobby requests (the game's are the online game's).
fn is_lobby_refusal(code: camelot_protocol::ErrorCode) -> bool {
    use camelot_protocol::ErrorCode::*;
    matches!(
        code,
        UnknownInvite
            | OwnSeek
            | UnknownGame
            | NotAllowed
            | RateLimited
            | Storage
            | Limit
            | NotSignedIn
    )
}

fn obey(
    mut commands: MessageReader<LobbyCommand>,
    mut lobby: ResMut<Lobby>,
    connection: Res<Connection>,
    mut out: MessageWriter<ToServer>,
) {
    for command in commands.read() {
        if !connection.open() {
            continue;
        }
        lobby.notice = None;
        let msg = match command {
            LobbyCommand::Seek(t) => ClientMsg::Seek {
                time: t.time,
                color: t.color,
                rated: t.rated,
                variant: t.variant,
            },
            LobbyCommand::CancelSeek(seek) => ClientMsg::CancelSeek { seek: *seek },
            LobbyCommand::Accept(seek) => {
                lobby.accepting = Some(*seek);
                ClientMsg::Accept { seek: *seek }
            }
            LobbyCommand::Invite(t) => ClientMsg::Challenge {
                time: t.time,
                color: t.color,
                rated: t.rated,
                variant: t.variant,
            },
            LobbyCommand::JoinInvite(code) => ClientMsg::AcceptInvite {
                invite: code.trim().to_string(),
            },
            LobbyCommand::Watch(game) => ClientMsg::Watch { game: *game },
            // Answered with the seeks and games now, as on entering the lobby.
            LobbyCommand::Refresh => {
                out.write(ToServer(ClientMsg::MyGames));
                ClientMsg::WatchLobby
            }
        };
        out.write(ToServer(msg));
    }
}
