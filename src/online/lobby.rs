//! The lobby: the open seeks, the live games to watch, the player's own seeks and invite
//! code, kept up to date from the server's messages. The lobby screen sends
//! [`LobbyCommand`]s; nothing here draws.

use bevy::prelude::*;
use camelot_rules::Variant;
use camelot_server::protocol::{ClientMsg, ColorChoice, GameView, SeekView, ServerMsg};
use camelot_server::time_control::TimeControl;

use super::connection::{Connection, FromServer, LinkChanged, ToServer};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Lobby>()
        .add_message::<LobbyCommand>()
        .add_systems(
            Update,
            (refresh_on_welcome, hear, obey)
                .chain()
                .in_set(super::OnlineSystems::Lobby),
        );
}

/// What the lobby shows.
#[derive(Resource, Default, Debug)]
pub struct Lobby {
    /// Every open seek, the player's own among them.
    pub seeks: Vec<SeekView>,
    /// Games being played now, to watch.
    pub live: Vec<GameView>,
    /// The player's own games in progress.
    pub mine: Vec<GameView>,
    /// The invite code of the player's open challenge, to pass on.
    pub invite: Option<String>,
    /// The server's last refusal of a lobby request, in its words.
    pub notice: Option<String>,
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
    /// Camelot, ten minutes each and five seconds a move, either colour, rated.
    fn default() -> Terms {
        Terms {
            time: TimeControl::Live {
                minutes: 10,
                increment: 5,
            },
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

fn refresh_on_welcome(
    mut links: MessageReader<LinkChanged>,
    mut lobby: ResMut<Lobby>,
    mut out: MessageWriter<ToServer>,
) {
    for link in links.read() {
        if let Some(games) = &link.welcome {
            lobby.mine = games.clone();
            out.write(ToServer(ClientMsg::ListSeeks));
            out.write(ToServer(ClientMsg::ListGames));
        }
    }
}

fn hear(mut heard: MessageReader<FromServer>, mut lobby: ResMut<Lobby>) {
    for FromServer(msg) in heard.read() {
        match msg {
            ServerMsg::Seeks { seeks } => lobby.seeks = seeks.clone(),
            ServerMsg::SeekPosted { seek } => {
                lobby.seeks.retain(|s| s.id != seek.id);
                lobby.seeks.push(seek.clone());
            }
            ServerMsg::SeekClosed { seek } => lobby.seeks.retain(|s| s.id != *seek),
            ServerMsg::Challenge { invite, .. } => lobby.invite = Some(invite.clone()),
            ServerMsg::LiveGames { games } => lobby.live = games.clone(),
            ServerMsg::Games { games } => lobby.mine = games.clone(),
            ServerMsg::Error { code, message } if is_lobby_refusal(*code) => {
                lobby.notice = Some(message.clone());
            }
            _ => {}
        }
    }
}

/// Refusals of lobby requests (the game's are the online game's).
fn is_lobby_refusal(code: camelot_server::protocol::ErrorCode) -> bool {
    use camelot_server::protocol::ErrorCode::*;
    matches!(
        code,
        UnknownSeek | UnknownInvite | OwnSeek | UnknownGame | NotAllowed | RateLimited | Storage
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
            LobbyCommand::Accept(seek) => ClientMsg::Accept { seek: *seek },
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
            LobbyCommand::Refresh => {
                out.write(ToServer(ClientMsg::ListSeeks));
                out.write(ToServer(ClientMsg::MyGames));
                ClientMsg::ListGames
            }
        };
        out.write(ToServer(msg));
    }
}
