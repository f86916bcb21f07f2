//! The connection to a server: a `camelot-client` running on its own thread, polled once a
//! frame (no frame ever waits on the network). Its events become messages: [`FromServer`]
//! for everything the server says, [`LinkChanged`] for the connection's state; what the
//! lobby and the game want said goes out as [`ToServer`]. The token the server issues is kept
//! in the profile, never shown; it is forgotten only on the server's `bad_token` code. A
//! hostile server cannot hold up a frame: at most [`BUDGET`] worth of events is taken each
//! frame (a message carrying whole games counts by their moves), the rest the next frames.

use bevy::prelude::*;
use camelot_client::{Client, Connect, Event, Link, SignIn, plain_text_warning, server_url};
use camelot_protocol::{ClientMsg, ErrorCode, GameView, ServerMsg};

use crate::i18n::Tr;
use crate::persistence::online::{Account, OnlineProfile};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Connection>()
        .add_message::<ConnectCommand>()
        .add_message::<ToServer>()
        .add_message::<FromServer>()
        .add_message::<LinkChanged>()
        .add_systems(
            Update,
            (connect, pump, send)
                .chain()
                .in_set(super::OnlineSystems::Connection),
        );
}

/// Connect to a server (signing in, or up with a new name), or disconnect.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum ConnectCommand {
    /// `name` empty is refused in words: watching needs a name too.
    Connect {
        server: String,
        name: String,
    },
    Disconnect,
    /// Keep the account of an account code from another machine (while not connected).
    UseAccountCode(String),
}

/// A message for the server.
#[derive(Message, Clone, Debug)]
pub struct ToServer(pub ClientMsg);

/// A message from the server (the welcome and refusals are [`Connection`]'s).
#[derive(Message, Clone, Debug)]
pub struct FromServer(pub ServerMsg);

/// The connection's state changed; `welcome` on each (re)sign-in, with the games in progress.
#[derive(Message, Clone, Debug)]
pub struct LinkChanged {
    pub welcome: Option<Vec<camelot_protocol::GameView>>,
}

/// The connection, if any.
#[derive(Resource, Default)]
pub struct Connection {
    client: Option<Client>,
    /// The server's address, as typed.
    pub server: String,
    /// The name asked for.
    pub name: String,
    pub link: Option<Link>,
    /// The name signed in with, once the server has welcomed us.
    pub player: Option<String>,
    /// Why the server (or the network) refused, in plain words.
    pub refused: Option<String>,
    /// The name whose kept sign-in the server did not know (`bad_token`): forgotten, and the
    /// player is offered to sign up under another name.
    pub forgotten: Option<String>,
    /// The address is plain `ws://` beyond this machine's network: the sign-in travels
    /// unencrypted.
    pub warning: Option<String>,
}

/// What the events taken in one frame may weigh: an event weighs 1, a message carrying games
/// 1 more per [`PLIES_PER_WEIGHT`] of their moves (reading them back costs that much).
pub const BUDGET: usize = 64;
const PLIES_PER_WEIGHT: usize = 100;

/// What reading `event` costs the frame.
fn weight(event: &Event) -> usize {
    let games = |games: &[GameView]| games.iter().map(|g| g.moves.len()).sum::<usize>();
    let plies = match event {
        Event::Welcome { games: g, .. } => games(g),
        Event::Server(ServerMsg::Game { game }) => game.moves.len(),
        Event::Server(ServerMsg::Games { games: g }) => games(g),
        _ => 0,
    };
    1 + plies / PLIES_PER_WEIGHT
}

impl Connection {
    /// Whether signed in now.
    pub fn online(&self) -> bool {
        self.link == Some(Link::Online) && self.player.is_some()
    }

    /// Whether a connection is open or being opened (not refused, not closed).
    pub fn open(&self) -> bool {
        self.client.is_some()
    }
}

fn connect(
    mut commands: MessageReader<ConnectCommand>,
    mut connection: ResMut<Connection>,
    mut profile: ResMut<OnlineProfile>,
) {
    for command in commands.read() {
        if let ConnectCommand::UseAccountCode(code) = command {
            match Account::from_code(code) {
                Ok(account) => {
                    connection.refused = None;
                    profile.import(account);
                }
                Err(why) => connection.refused = Some(why),
            }
            continue;
        }
        // A new connection replaces the old one; dropping a client closes it.
        *connection = Connection::default();
        let ConnectCommand::Connect { server, name } = command else {
            continue;
        };
        let server = match server_url(server) {
            Ok(url) => url,
            Err(why) => {
                connection.refused = Some(why);
                continue;
            }
        };
        let name = name.trim().to_string();
        if name.is_empty() {
            // The server shows its seeks and games only to signed-in players.
            connection.refused = Some(
                "Choose a name first: playing and watching both need one (a name is 2 to 32 \
                 letters, digits, _ or -)."
                    .into(),
            );
            continue;
        }
        let sign_in = if let Some(token) = profile.token(&server, &name) {
            SignIn::Token(token.to_string())
        } else {
            SignIn::Name(name.clone())
        };
        if profile.server != server || profile.name != name {
            profile.server = server.clone();
            profile.name = name.clone();
        }
        connection.client = Some(Client::connect(Connect {
            url: server.clone(),
            sign_in,
        }));
        connection.warning = plain_text_warning(&server);
        connection.server = server;
        connection.name = name;
        connection.link = Some(Link::Connecting);
    }
}

/// Takes what the client thread has heard since the last frame.
fn pump(
    mut connection: ResMut<Connection>,
    mut profile: ResMut<OnlineProfile>,
    mut heard: MessageWriter<FromServer>,
    mut links: MessageWriter<LinkChanged>,
    tr: Res<Tr>,
) {
    let Some(client) = connection.client.take() else {
        return;
    };
    let mut keep = true;
    let mut budget = BUDGET;
    while budget > 0
        && let Some(event) = client.poll()
    {
        budget = budget.saturating_sub(weight(&event));
        match event {
            Event::Link(link) => {
                connection.link = Some(link);
                if link == Link::Closed {
                    keep = false;
                }
                links.write(LinkChanged { welcome: None });
            }
            Event::Welcome {
                player,
                token,
                games,
            } => {
                if !token.is_empty() {
                    let server = connection.server.clone();
                    profile.remember(&server, &player, &token);
                }
                connection.player = (!player.is_empty()).then_some(player);
                connection.refused = None;
                links.write(LinkChanged {
                    welcome: Some(games),
                });
            }
            Event::Refused { code, sentence } => {
                if code == Some(ErrorCode::BadToken) {
                    // The server no longer knows the kept token: the next try signs up.
                    let (server, name) = (connection.server.clone(), connection.name.clone());
                    profile.forget(&server, &name);
                    connection.forgotten = Some(name);
                }
                connection.refused = Some(refused_in_words(&tr, code, sentence));
                connection.player = None;
                keep = false;
            }
            Event::Server(msg) => {
                heard.write(FromServer(msg));
            }
        }
    }
    if keep {
        connection.client = Some(client);
    } else {
        connection.link = Some(Link::Closed);
    }
}

/// A refused connection in the player's language where the server's code says it all (a name
/// taken or malformed, a limit); the client's own sentence where it names more (the address,
/// another program or version, a forgotten account).
fn refused_in_words(tr: &Tr, code: Option<ErrorCode>, sentence: String) -> String {
    use ErrorCode::*;
    match code {
        Some(code @ (NameTaken | BadName | Limit | RateLimited | Storage | TooLarge)) => {
            tr.server_refusal(code, &sentence)
        }
        _ => sentence,
    }
}

fn send(mut outgoing: MessageReader<ToServer>, connection: Res<Connection>) {
    for ToServer(msg) in outgoing.read() {
        if let Some(client) = &connection.client {
            client.send(msg.clone());
        }
    }
}
