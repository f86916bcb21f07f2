//! One WebSocket client of the siege: opened from its own loopback address (127.1.x.y, so
//! that the server's per-address limits count each client apart, as other machines would
//! be), or through a trusted proxy naming a forwarded address; messages as the protocol
//! types.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::Duration;

use camelot_protocol::{ClientMsg, PROTOCOL_VERSION, ServerMsg};
use futures_util::{SinkExt, StreamExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// How long an answer may take before it counts as missing.
pub const WAIT: Duration = Duration::from_secs(10);

/// Where a client connects from.
#[derive(Clone, Copy, Debug)]
pub enum From {
    /// Client number `n`: its own address 127.1.x.y.
    Own(u32),
    /// From 127.0.0.1 (a trusted proxy when the siege starts the server), as this address.
    Forwarded(IpAddr),
}

pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    pub token: String,
}

impl Client {
    pub async fn open(server: SocketAddr, from: From) -> Result<Client, String> {
        let local = match from {
            From::Own(n) => Ipv4Addr::new(127, 1, (n / 250) as u8, (n % 250 + 1) as u8),
            From::Forwarded(_) => Ipv4Addr::LOCALHOST,
        };
        let socket = TcpSocket::new_v4().map_err(|e| e.to_string())?;
        socket
            .bind(SocketAddr::new(IpAddr::V4(local), 0))
            .map_err(|e| format!("bind {local}: {e}"))?;
        let tcp = socket.connect(server).await.map_err(|e| e.to_string())?;
        let mut request = format!("ws://{server}")
            .into_client_request()
            .map_err(|e| e.to_string())?;
        if let From::Forwarded(ip) = from {
            let value = ip.to_string().parse().map_err(|_| "header".to_string())?;
            request.headers_mut().insert("x-forwarded-for", value);
        }
        let (ws, _) = tokio_tungstenite::client_async(request, MaybeTlsStream::Plain(tcp))
            .await
            .map_err(|e| format!("handshake: {e}"))?;
        Ok(Client {
            ws,
            token: String::new(),
        })
    }

    /// Opens a connection and signs up as `name` (or in with `token`).
    pub async fn hello(
        server: SocketAddr,
        from: From,
        name: &str,
        token: Option<&str>,
    ) -> Result<Client, String> {
        let mut c = Client::open(server, from).await?;
        c.send(&ClientMsg::Hello {
            protocol: PROTOCOL_VERSION,
            name: token.is_none().then(|| name.to_string()),
            token: token.map(str::to_string),
        })
        .await?;
        match c.recv().await? {
            ServerMsg::Welcome { token, .. } => {
                c.token = token;
                Ok(c)
            }
            other => Err(format!("{name}: hello answered {other:?}")),
        }
    }

    pub async fn send(&mut self, msg: &ClientMsg) -> Result<(), String> {
        self.send_text(serde_json::to_string(msg).expect("serializable"))
            .await
    }

    pub async fn send_text(&mut self, text: String) -> Result<(), String> {
        self.ws
            .send(Message::text(text))
            .await
            .map_err(|e| format!("send: {e}"))
    }

    /// The next message, within [`WAIT`].
    pub async fn recv(&mut self) -> Result<ServerMsg, String> {
        tokio::time::timeout(WAIT, self.next())
            .await
            .map_err(|_| format!("no answer within {} s", WAIT.as_secs()))?
    }

    /// The next message, however long it takes (a reader that only listens).
    pub async fn next(&mut self) -> Result<ServerMsg, String> {
        loop {
            match self.ws.next().await {
                Some(Ok(Message::Text(t))) => {
                    return serde_json::from_str(t.as_str())
                        .map_err(|e| format!("unreadable {t}: {e}"));
                }
                Some(Ok(Message::Close(c))) => return Err(format!("closed: {c:?}")),
                Some(Ok(_)) => {}
                Some(Err(e)) => return Err(format!("connection: {e}")),
                None => return Err("closed".into()),
            }
        }
    }

    /// Reads until `want` picks a message out, within [`WAIT`] in all; a refusal on the way
    /// is an error.
    pub async fn until<T>(
        &mut self,
        mut want: impl FnMut(ServerMsg) -> Option<T>,
    ) -> Result<T, String> {
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            let msg = tokio::time::timeout_at(deadline, self.next())
                .await
                .map_err(|_| format!("no answer within {} s", WAIT.as_secs()))??;
            if let ServerMsg::Error { code, message, .. } = &msg {
                return Err(format!("refused ({code:?}): {message}"));
            }
            if let Some(t) = want(msg) {
                return Ok(t);
            }
        }
    }
}
