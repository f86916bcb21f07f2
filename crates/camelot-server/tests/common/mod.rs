//! A test client: JSON messages over WebSocket to a server on 127.0.0.1, and a helper that
//! plays moves the rules core picks.

#![allow(dead_code)] // each test file uses its own share of the helpers

use std::net::SocketAddr;
use std::path::Path;
use std::time::Duration;

use camelot_protocol::{ClientMsg, GameId, GameView, PROTOCOL_VERSION, ServerMsg};
use camelot_rules::Game;
use camelot_server::{Config, Server};
use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// How long a test waits for a message it expects.
pub const WAIT: Duration = Duration::from_secs(10);

pub async fn start(db: &Path) -> Server {
    start_with(db, Config::default()).await
}

pub async fn start_with(db: &Path, config: Config) -> Server {
    Server::start("127.0.0.1:0", db, config)
        .await
        .expect("server starts")
}

pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    pub token: String,
}

impl Client {
    pub async fn connect(addr: SocketAddr) -> Client {
        Client::try_connect(addr).await.expect("connects")
    }

    /// Connects, or `None` if the server closes the socket before the handshake.
    pub async fn try_connect(addr: SocketAddr) -> Option<Client> {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}"))
            .await
            .ok()?;
        Some(Client {
            ws,
            token: String::new(),
        })
    }

    /// Connects with a receive buffer of a few KB (the kernel's autotuning would otherwise
    /// take in tens of MB for a client that does not read).
    pub async fn connect_small_buffer(addr: SocketAddr) -> Client {
        let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
        socket.set_recv_buffer_size(4096).expect("a small buffer");
        let tcp = socket.connect(addr).await.expect("connects");
        let (ws, _) =
            tokio_tungstenite::client_async(format!("ws://{addr}"), MaybeTlsStream::Plain(tcp))
                .await
                .expect("handshakes");
        Client {
            ws,
            token: String::new(),
        }
    }

    /// Connects from the local address `from` (any 127.0.0.0/8 address is this machine),
    /// sending `headers` with the upgrade request (a proxy's `X-Forwarded-For`, a page's
    /// `Origin`): the client, or the handshake's error (an HTTP refusal, a closed socket).
    pub async fn connect_from(
        addr: SocketAddr,
        from: std::net::IpAddr,
        headers: &[(&'static str, &str)],
    ) -> Result<Client, tokio_tungstenite::tungstenite::Error> {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
        socket
            .bind(SocketAddr::new(from, 0))
            .expect("a local address");
        let tcp = socket.connect(addr).await?;
        let mut request = format!("ws://{addr}").into_client_request()?;
        for &(name, value) in headers {
            request
                .headers_mut()
                .insert(name, value.parse().expect("a header value"));
        }
        let (ws, _) = tokio_tungstenite::client_async(request, MaybeTlsStream::Plain(tcp)).await?;
        Ok(Client {
            ws,
            token: String::new(),
        })
    }

    /// Connects and says hello with neither a name nor a token: a visitor.
    pub async fn visitor(addr: SocketAddr) -> Client {
        let mut c = Client::connect(addr).await;
        c.send(&ClientMsg::Hello {
            protocol: PROTOCOL_VERSION,
            name: None,
            token: None,
        })
        .await;
        match c.recv().await {
            ServerMsg::Welcome { player, .. } => assert_eq!(player, "", "no name"),
            other => panic!("expected welcome, got {other:?}"),
        }
        c
    }

    /// Connects and signs up as `name`.
    pub async fn sign_up(addr: SocketAddr, name: &str) -> Client {
        let mut c = Client::connect(addr).await;
        c.send(&ClientMsg::Hello {
            protocol: PROTOCOL_VERSION,
            name: Some(name.into()),
            token: None,
        })
        .await;
        match c.recv().await {
            ServerMsg::Welcome { token, .. } => c.token = token,
            other => panic!("expected welcome, got {other:?}"),
        }
        c
    }

    /// Connects and signs in again with `token`; the games in progress.
    pub async fn sign_in(addr: SocketAddr, token: &str) -> (Client, Vec<GameView>) {
        let mut c = Client::connect(addr).await;
        c.send(&ClientMsg::Hello {
            protocol: PROTOCOL_VERSION,
            name: None,
            token: Some(token.into()),
        })
        .await;
        match c.recv().await {
            ServerMsg::Welcome { token, games, .. } => {
                c.token = token;
                (c, games)
            }
            other => panic!("expected welcome, got {other:?}"),
        }
    }

    pub async fn send(&mut self, msg: &ClientMsg) {
        self.send_text(&serde_json::to_string(msg).unwrap()).await;
    }

    pub async fn send_text(&mut self, text: &str) {
        self.ws.send(Message::text(text)).await.expect("sends");
    }

    /// Sends, whether or not the server still listens (it may close mid-frame).
    pub async fn try_send_text(&mut self, text: &str) {
        let _ = self.ws.send(Message::text(text)).await;
    }

    pub async fn send_frame(&mut self, frame: Message) {
        self.ws.send(frame).await.expect("sends");
    }

    /// The next message, within [`WAIT`] (the server's pings skipped: this client's reading
    /// answers the WebSocket's, which keeps it alive).
    pub async fn recv(&mut self) -> ServerMsg {
        let until = tokio::time::Instant::now() + WAIT;
        loop {
            let frame = tokio::time::timeout_at(until, self.ws.next())
                .await
                .expect("a message in time")
                .expect("the connection is open")
                .expect("a frame");
            if let Message::Text(text) = frame {
                match serde_json::from_str(text.as_str()).expect("a server message") {
                    ServerMsg::Ping { .. } => {}
                    msg => return msg,
                }
            }
        }
    }

    /// The next frame as it comes, within [`WAIT`]: `None` when the connection ended.
    pub async fn frame(&mut self) -> Option<Message> {
        tokio::time::timeout(WAIT, self.ws.next())
            .await
            .expect("a frame in time")
            .and_then(Result::ok)
    }

    /// The close frame's code and reason, after any messages (`None`: closed without one).
    pub async fn close_frame(&mut self) -> Option<(u16, String)> {
        loop {
            match self.frame().await? {
                Message::Close(frame) => {
                    return frame.map(|f| (u16::from(f.code), f.reason.as_str().to_owned()));
                }
                _ => continue,
            }
        }
    }

    /// Skips messages until one `pick` takes.
    pub async fn until<T>(&mut self, mut pick: impl FnMut(ServerMsg) -> Option<T>) -> T {
        loop {
            if let Some(t) = pick(self.recv().await) {
                return t;
            }
        }
    }

    /// Whether a message comes within `wait`.
    pub async fn quiet_for(&mut self, wait: Duration) -> Option<ServerMsg> {
        match tokio::time::timeout(wait, self.ws.next()).await {
            Ok(Some(Ok(Message::Text(text)))) => Some(serde_json::from_str(text.as_str()).unwrap()),
            _ => None,
        }
    }

    pub async fn game_state(&mut self) -> GameView {
        self.until(|m| match m {
            ServerMsg::Game { game } => Some(game),
            _ => None,
        })
        .await
    }

    pub async fn error(&mut self) -> (camelot_protocol::ErrorCode, String) {
        self.until(|m| match m {
            ServerMsg::Error { code, message, .. } => Some((code, message)),
            _ => None,
        })
        .await
    }

    pub async fn moved(&mut self) -> (u32, String) {
        self.until(|m| match m {
            ServerMsg::Moved { ply, notation, .. } => Some((ply, notation)),
            _ => None,
        })
        .await
    }

    /// Whether the server closes the connection within [`WAIT`] (messages before are
    /// skipped).
    pub async fn closed(&mut self) -> bool {
        let until = tokio::time::Instant::now() + WAIT;
        loop {
            match tokio::time::timeout_at(until, self.ws.next()).await {
                Err(_) => return false,
                Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_)))) => return true,
                Ok(Some(Ok(_))) => {}
            }
        }
    }

    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}

/// Ann (a seek for White, 5+3) and Bob (accepts it): their game's id.
pub async fn start_game(ann: &mut Client, bob: &mut Client) -> GameId {
    start_game_in(ann, bob, "camelot").await
}

/// [`start_game`] in `variant`.
pub async fn start_game_in(ann: &mut Client, bob: &mut Client, variant: &str) -> GameId {
    let seek = format!(r#"{{"type":"seek","time":"5+3","color":"white","variant":"{variant}"}}"#);
    ann.send_text(&seek).await;
    let seek = ann
        .until(|m| match m {
            ServerMsg::SeekPosted { seek } => Some(seek.id),
            _ => None,
        })
        .await;
    bob.send(&ClientMsg::Accept { seek }).await;
    let game = bob.game_state().await;
    assert_eq!(ann.game_state().await.id, game.id);
    game.id
}

/// The move the test players make: a capture when there is one (the rules force it), else
/// the first legal move, so games end soon and the same way every time.
pub fn pick(game: &Game) -> String {
    let moves = game.position().legal_moves();
    moves
        .iter()
        .max_by_key(|m| m.captured().count())
        .expect("the game is not over")
        .to_string()
}

/// The side to move plays `n` moves (or until the game ends), each acknowledged to both.
/// `players[0]` plays White. Returns the local copy of the game.
pub async fn play(players: &mut [&mut Client; 2], id: GameId, game: &mut Game, n: usize) {
    for _ in 0..n {
        if game.is_over() {
            return;
        }
        let mover = match game.position().side_to_move() {
            camelot_rules::Color::White => 0,
            camelot_rules::Color::Black => 1,
        };
        let mv = pick(game);
        players[mover]
            .send(&ClientMsg::Move {
                game: id,
                notation: mv.clone(),
                ply: Some(game.moves().len() as u32),
            })
            .await;
        for p in players.iter_mut() {
            let (ply, notation) = p.moved().await;
            assert_eq!(ply as usize, game.moves().len() + 1);
            assert_eq!(notation, mv);
        }
        game.play_notation(&mv).unwrap();
    }
}
