//! A camelot-server in this process on 127.0.0.1 (port 0), and helpers to wait for a client's
//! events.

#![allow(dead_code)] // each test file uses its own share of the helpers

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use camelot_client::{Client, Connect, Event, Link, SignIn};
use camelot_protocol::{ClientMsg, ColorChoice, GameId, GameView, ServerMsg};
use camelot_rules::{Game, Variant};
use camelot_server::{Config, Server};
use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpListener;
use tokio_tungstenite::tungstenite::Message;

/// How long a test waits for an event it expects.
pub const WAIT: Duration = Duration::from_secs(5);

/// A server with its runtime, which can be killed and started again on the same address and
/// database.
pub struct Host {
    runtime: tokio::runtime::Runtime,
    server: Option<Server>,
    pub addr: SocketAddr,
    db: PathBuf,
    _dir: tempfile::TempDir,
}

impl Host {
    pub fn start() -> Host {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("camelot.db");
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        let server = runtime
            .block_on(Server::start("127.0.0.1:0", &db, Config::default()))
            .unwrap();
        Host {
            runtime,
            addr: server.addr,
            server: Some(server),
            db,
            _dir: dir,
        }
    }

    pub fn url(&self) -> String {
        format!("ws://{}", self.addr)
    }

    /// Stops the server as a crash would.
    pub fn kill(&mut self) {
        if let Some(server) = self.server.take() {
            self.runtime.block_on(server.kill());
        }
    }

    /// A new server on the same address and database.
    pub fn restart(&mut self) {
        let server = self
            .runtime
            .block_on(Server::start(
                &self.addr.to_string(),
                &self.db,
                Config::default(),
            ))
            .unwrap();
        self.server = Some(server);
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        self.kill();
    }
}

pub fn connect(url: &str, sign_in: SignIn) -> Client {
    Client::connect(Connect {
        url: url.to_string(),
        sign_in,
    })
}

/// Skips events until `pick` takes one, within [`WAIT`].
pub fn until<T>(client: &Client, mut pick: impl FnMut(Event) -> Option<T>) -> T {
    let since = Instant::now();
    while let Some(left) = WAIT.checked_sub(since.elapsed()) {
        if let Some(t) = client.wait(left).and_then(&mut pick) {
            return t;
        }
    }
    panic!("the event never came");
}

/// The next welcome: player, token, games.
pub fn welcome(client: &Client) -> (String, String, Vec<GameView>) {
    until(client, |e| match e {
        Event::Welcome {
            player,
            token,
            games,
        } => Some((player, token, games)),
        Event::Refused { sentence, .. } => panic!("refused: {sentence}"),
        _ => None,
    })
}

pub fn link(client: &Client, want: Link) {
    until(client, |e| {
        matches!(e, Event::Link(l) if l == want).then_some(())
    });
}

/// Signs up `name`: the client and its token.
pub fn sign_up(url: &str, name: &str) -> (Client, String) {
    let client = connect(url, SignIn::Name(name.into()));
    let (player, token, _) = welcome(&client);
    assert_eq!(player, name);
    (client, token)
}

/// Ann seeks White, Bob any colour: the server pairs them. The game as both see it.
pub fn start_game(ann: &Client, bob: &Client) -> GameView {
    let time = "5+3".parse().unwrap();
    ann.send(ClientMsg::Seek {
        time,
        color: ColorChoice::White,
        rated: true,
        variant: Variant::Camelot,
    });
    until(ann, |e| {
        matches!(e, Event::Server(ServerMsg::SeekPosted { .. })).then_some(())
    });
    bob.send(ClientMsg::Seek {
        time,
        color: ColorChoice::Any,
        rated: true,
        variant: Variant::Camelot,
    });
    let game = game_state(bob);
    assert_eq!(game_state(ann).id, game.id);
    assert_eq!((game.white.as_str(), game.black.as_str()), ("Ann", "Bob"));
    game
}

pub fn game_state(client: &Client) -> GameView {
    until(client, |e| match e {
        Event::Server(ServerMsg::Game { game }) => Some(game),
        _ => None,
    })
}

/// The next `moved`: game, ply, move.
pub fn moved(client: &Client) -> (GameId, u32, String) {
    until(client, |e| match e {
        Event::Server(ServerMsg::Moved {
            game,
            ply,
            notation,
            ..
        }) => Some((game, ply, notation)),
        _ => None,
    })
}

/// A legal move (a capture if there is one, as the rules force), the same every time.
pub fn pick(game: &Game) -> String {
    let moves = game.position().legal_moves();
    moves
        .iter()
        .max_by_key(|m| m.captured().count())
        .expect("the game is not over")
        .to_string()
}

/// The side to move's move, sent by `client`.
pub fn send_move(client: &Client, id: GameId, game: &Game) -> String {
    let notation = pick(game);
    client.send(ClientMsg::Move {
        game: id,
        notation: notation.clone(),
        ply: Some(game.moves().len() as u32),
    });
    notation
}

/// A free port on 127.0.0.1 with nothing listening on it.
pub fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

/// What the fake server reports when a connection ends.
pub const CLOSED: &str = "(connection closed)";

/// A listener on 127.0.0.1 whose every connection gets `answer`'s replies to each message it
/// reads, on a runtime of its own. What it read is sent on the channel, then [`CLOSED`] when
/// the connection ends.
pub fn fake_server(
    answer: fn(&str) -> Vec<String>,
) -> (
    SocketAddr,
    std::sync::mpsc::Receiver<String>,
    tokio::runtime::Runtime,
) {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let listener = runtime.block_on(TcpListener::bind("127.0.0.1:0")).unwrap();
    let addr = listener.local_addr().unwrap();
    let (heard, hearing) = std::sync::mpsc::channel();
    runtime.spawn(async move {
        while let Ok((tcp, _)) = listener.accept().await {
            let heard = heard.clone();
            tokio::spawn(async move {
                let Ok(mut ws) = tokio_tungstenite::accept_async(tcp).await else {
                    return;
                };
                while let Some(Ok(Message::Text(text))) = ws.next().await {
                    let _ = heard.send(text.to_string());
                    for reply in answer(text.as_str()) {
                        if ws.send(Message::text(reply)).await.is_err() {
                            break;
                        }
                    }
                }
                let _ = heard.send(CLOSED.to_string());
            });
        }
    });
    (addr, hearing, runtime)
}
