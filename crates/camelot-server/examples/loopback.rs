//! Loopback benchmark (not a test): a server in this process on 127.0.0.1 with a temporary
//! database, then
//! 1. `--connections` WebSocket connections opened, signed up and held (each answers a ping
//!    while all are open);
//! 2. `--games` games played at once by bot clients (two connections each), `--plies` moves
//!    each, every move timed from send to the mover's acknowledgement (which the server sends
//!    after the move's transaction is committed to disk).
//!
//! `cargo run --release -p camelot-server --example loopback -- --connections 2000 --games 100`

use std::time::{Duration, Instant};

use camelot_protocol::{ClientMsg, PROTOCOL_VERSION, ServerMsg};
use camelot_rules::{Color, Game};
use camelot_server::{Config, Server};
use clap::Parser;
use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

#[derive(Parser)]
struct Args {
    /// Idle connections to open and hold.
    #[arg(long, default_value_t = 1000)]
    connections: usize,
    /// Games played at the same time.
    #[arg(long, default_value_t = 50)]
    games: usize,
    /// Moves per game (fewer if the game ends).
    #[arg(long, default_value_t = 60)]
    plies: usize,
}

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

async fn send(ws: &mut Ws, msg: &ClientMsg) {
    let text = serde_json::to_string(msg).unwrap();
    ws.send(Message::text(text)).await.expect("send");
}

async fn recv(ws: &mut Ws) -> ServerMsg {
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(30), ws.next())
            .await
            .expect("an answer within 30 s")
            .expect("open")
            .expect("a frame");
        if let Message::Text(t) = frame {
            return serde_json::from_str(t.as_str()).unwrap();
        }
    }
}

async fn connect(url: &str, name: Option<String>) -> Ws {
    let (mut ws, _) = tokio_tungstenite::connect_async(url)
        .await
        .expect("connect");
    send(
        &mut ws,
        &ClientMsg::Hello {
            protocol: PROTOCOL_VERSION,
            name,
            token: None,
        },
    )
    .await;
    assert!(matches!(recv(&mut ws).await, ServerMsg::Welcome { .. }));
    ws
}

/// One game between two fresh players; the round trip of every move, in microseconds.
async fn play_game(url: String, n: usize, plies: usize) -> Vec<u64> {
    let mut white = connect(&url, Some(format!("w{n}"))).await;
    let mut black = connect(&url, Some(format!("b{n}"))).await;
    send(
        &mut white,
        &ClientMsg::Challenge {
            time: "60+0".parse().unwrap(),
            color: camelot_protocol::ColorChoice::White,
            rated: false,
            variant: camelot_rules::Variant::Camelot,
        },
    )
    .await;
    let invite = loop {
        if let ServerMsg::Challenge { invite, .. } = recv(&mut white).await {
            break invite;
        }
    };
    send(&mut black, &ClientMsg::AcceptInvite { invite }).await;
    let id = loop {
        if let ServerMsg::Game { game } = recv(&mut white).await {
            break game.id;
        }
    };
    let mut game = Game::default();
    let mut times = Vec::new();
    let mut seed = n as u64 * 0x9E37_79B9 + 1;
    while game.moves().len() < plies && !game.is_over() {
        let moves = game.position().legal_moves();
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let mv = moves[(seed % moves.len() as u64) as usize].to_string();
        let (mover, other) = match game.position().side_to_move() {
            Color::White => (&mut white, &mut black),
            Color::Black => (&mut black, &mut white),
        };
        let t = Instant::now();
        send(
            mover,
            &ClientMsg::Move {
                game: id,
                notation: mv.clone(),
                ply: Some(game.moves().len() as u32),
            },
        )
        .await;
        loop {
            match recv(mover).await {
                ServerMsg::Moved { .. } => break,
                ServerMsg::Error { message, .. } => panic!("{mv}: {message}"),
                _ => {}
            }
        }
        times.push(t.elapsed().as_micros() as u64);
        while !matches!(recv(other).await, ServerMsg::Moved { .. }) {}
        game.play_notation(&mv).unwrap();
    }
    times
}

fn percentile(sorted: &[u64], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i] as f64 / 1000.0
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    let dir = tempfile::tempdir().unwrap();
    // Every client of this benchmark comes from 127.0.0.1: no per-address limits.
    let config = Config {
        connections_per_ip: usize::MAX,
        sockets_per_ip: usize::MAX,
        max_sockets: usize::MAX,
        signups_per_ip_per_hour: usize::MAX,
        messages_per_second: 1e9,
        message_burst: 1e9,
        ..Config::default()
    };
    let server = Server::start("127.0.0.1:0", &dir.path().join("bench.db"), config)
        .await
        .unwrap();
    let url = format!("ws://{}", server.addr);

    let t = Instant::now();
    let mut held = Vec::with_capacity(args.connections);
    for n in 0..args.connections {
        held.push(connect(&url, Some(format!("held{n}"))).await);
    }
    let opened = t.elapsed();
    for ws in &mut held {
        send(ws, &ClientMsg::Ping).await;
    }
    for ws in &mut held {
        assert_eq!(recv(ws).await, ServerMsg::Pong);
    }
    println!(
        "connections held: {} (opened and greeted in {:.2} s, all answering a ping)",
        held.len(),
        opened.as_secs_f64()
    );

    let t = Instant::now();
    let tasks: Vec<_> = (0..args.games)
        .map(|n| tokio::spawn(play_game(url.clone(), n, args.plies)))
        .collect();
    let mut times = Vec::new();
    for task in tasks {
        times.extend(task.await.unwrap());
    }
    let took = t.elapsed().as_secs_f64();
    times.sort_unstable();
    println!(
        "concurrent games: {} by {} bot connections, {} moves in {took:.2} s ({:.0} moves/s), \
         with {} idle connections held",
        args.games,
        2 * args.games,
        times.len(),
        times.len() as f64 / took,
        held.len()
    );
    println!(
        "move round trip (send to committed acknowledgement): p50 {:.2} ms, p99 {:.2} ms, \
         max {:.2} ms",
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        percentile(&times, 1.0)
    );
    drop(held);
    server.kill().await;
}
