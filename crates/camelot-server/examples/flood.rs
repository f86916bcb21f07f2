//! Flood benchmark (not a test): an honest pair plays moves on a server in this process
//! (127.0.0.1, temporary database, the default limits or `--no-rate-limit`) while other
//! clients flood it, and the honest move's round trip (send to committed acknowledgement) is
//! timed. The flooders come from other loopback addresses (127.0.0.10 and up), as they would
//! from other machines, so the per-address limits apply to them and not to the honest pair:
//!
//! - `--noisy N` clients each send as fast as they can, and read what comes back: draw
//!   offers in their own game (repeats), big listings (`list_seeks` of 100 seeks), garbage,
//!   binary frames;
//! - `--slow N` clients ask for big listings and never read (a small receive buffer).
//!
//! The process's memory (VmRSS: server and clients) is sampled throughout.
//!
//! `nice -n 10 cargo run --release -p camelot-server --example flood -- --noisy 8 --slow 4`

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use camelot_protocol::{ClientMsg, ColorChoice, PROTOCOL_VERSION, ServerMsg};
use camelot_rules::{Color, Game};
use camelot_server::{Config, Server};
use clap::Parser;
use futures_util::{SinkExt, StreamExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

#[derive(Parser)]
struct Args {
    /// Flooders that read their answers.
    #[arg(long, default_value_t = 8)]
    noisy: usize,
    /// Flooders that never read.
    #[arg(long, default_value_t = 4)]
    slow: usize,
    /// Honest moves to time.
    #[arg(long, default_value_t = 300)]
    moves: usize,
    /// Milliseconds between honest moves (a person's pace, well within the rate limit).
    #[arg(long, default_value_t = 20)]
    pace_ms: u64,
    /// Lift the per-address rate limit: every flooded message reaches the hub.
    #[arg(long)]
    no_rate_limit: bool,
}

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// A connection from loopback address 127.0.0.`from`.
async fn open(server: SocketAddr, from: u8, small_buffer: bool) -> Ws {
    // (small_buffer: a client that does not read should not have megabytes of kernel buffer
    // taking the server's output for it.)
    let socket = TcpSocket::new_v4().unwrap();
    socket
        .bind(SocketAddr::new(
            IpAddr::V4(Ipv4Addr::new(127, 0, 0, from)),
            0,
        ))
        .unwrap();
    if small_buffer {
        socket.set_recv_buffer_size(4096).unwrap();
    }
    let tcp = socket.connect(server).await.unwrap();
    let (ws, _) =
        tokio_tungstenite::client_async(format!("ws://{server}"), MaybeTlsStream::Plain(tcp))
            .await
            .unwrap();
    ws
}

async fn send(ws: &mut Ws, msg: &ClientMsg) -> bool {
    ws.send(Message::text(serde_json::to_string(msg).unwrap()))
        .await
        .is_ok()
}

async fn recv(ws: &mut Ws) -> Option<ServerMsg> {
    loop {
        match ws.next().await? {
            Ok(Message::Text(t)) => return serde_json::from_str(t.as_str()).ok(),
            Ok(_) => {}
            Err(_) => return None,
        }
    }
}

/// Signs up as `name`: the connection and the token.
async fn hello(server: SocketAddr, from: u8, name: &str) -> (Ws, String) {
    let mut ws = open(server, from, name.starts_with("slow")).await;
    let hello = ClientMsg::Hello {
        protocol: PROTOCOL_VERSION,
        name: Some(name.to_string()),
        token: None,
    };
    send(&mut ws, &hello).await;
    match recv(&mut ws).await {
        Some(ServerMsg::Welcome { token, .. }) => (ws, token),
        other => panic!("{name}: {other:?}"),
    }
}

/// Signs in again with `token` once the address's rate budget allows it.
async fn back(server: SocketAddr, from: u8, name: &str, token: &str) -> Ws {
    loop {
        let mut ws = open(server, from, name.starts_with("slow")).await;
        let hello = ClientMsg::Hello {
            protocol: PROTOCOL_VERSION,
            name: None,
            token: Some(token.to_string()),
        };
        send(&mut ws, &hello).await;
        if let Some(ServerMsg::Welcome { .. }) = recv(&mut ws).await {
            return ws;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn sign_up(server: SocketAddr, from: u8, name: &str) -> Ws {
    hello(server, from, name).await.0
}

/// Two players in a new game by invite: (White, Black, game id).
async fn pair(mut white: Ws, mut black: Ws) -> (Ws, Ws, i64) {
    let challenge = ClientMsg::Challenge {
        time: "60+0".parse().unwrap(),
        color: ColorChoice::White,
        rated: false,
        variant: camelot_rules::Variant::Camelot,
    };
    send(&mut white, &challenge).await;
    let invite = loop {
        if let Some(ServerMsg::Challenge { invite, .. }) = recv(&mut white).await {
            break invite;
        }
    };
    send(&mut black, &ClientMsg::AcceptInvite { invite }).await;
    let id = loop {
        if let Some(ServerMsg::Game { game }) = recv(&mut white).await {
            break game.id;
        }
    };
    (white, black, id)
}

/// The process's resident memory, in MB.
fn rss_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

/// A reading flooder: its own game to offer draws in, then everything at once, signing in
/// again whenever the server closes the connection (too many refusals).
async fn noisy(server: SocketAddr, n: usize, stop: Arc<AtomicBool>, sent: Arc<AtomicU64>) {
    let from = 10 + n as u8;
    let name = format!("noisy{n}");
    let (a, token) = hello(server, from, &name).await;
    let b = sign_up(server, from, &format!("mate{n}")).await;
    let (mut ws, _mate, id) = pair(a, b).await;
    let flood = [
        serde_json::to_string(&ClientMsg::OfferDraw { game: id }).unwrap(),
        serde_json::to_string(&ClientMsg::ListSeeks).unwrap(),
        "{\"type\":\"fly\"}".to_string(),
    ];
    let mut i = 0;
    while !stop.load(Ordering::Relaxed) {
        let (mut sink, mut stream) = ws.split();
        let reader = tokio::spawn(async move { while let Some(Ok(_)) = stream.next().await {} });
        while !stop.load(Ordering::Relaxed) {
            let frame = if i % 4 == 3 {
                Message::binary(vec![0u8; 64])
            } else {
                Message::text(flood[i % 4].clone())
            };
            i += 1;
            if sink.send(frame).await.is_err() {
                break;
            }
            sent.fetch_add(1, Ordering::Relaxed);
        }
        reader.abort();
        ws = back(server, from, &name, &token).await;
    }
}

/// A flooder that asks for big listings and never reads.
async fn slow(server: SocketAddr, n: usize, stop: Arc<AtomicBool>, sent: Arc<AtomicU64>) {
    let name = format!("slow{n}");
    let (mut ws, token) = hello(server, 100 + n as u8, &name).await;
    while !stop.load(Ordering::Relaxed) {
        if !send(&mut ws, &ClientMsg::ListSeeks).await {
            // Dropped for not reading: back, to do it again.
            ws = back(server, 100 + n as u8, &name, &token).await;
            continue;
        }
        sent.fetch_add(1, Ordering::Relaxed);
    }
}

fn percentile(sorted: &[u64], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i] as f64 / 1000.0
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    let dir = tempfile::tempdir().unwrap();
    let mut config = Config::default();
    if args.no_rate_limit {
        config.messages_per_second = 1e9;
        config.message_burst = 1e9;
        config.errors_per_minute = usize::MAX;
    }
    let server = Server::start("127.0.0.1:0", &dir.path().join("flood.db"), config)
        .await
        .unwrap();
    let addr = server.addr;
    // 100 open seeks, each unlike the others, so listings are big (about 9 KB).
    let mut seekers = Vec::new();
    for n in 0..10u8 {
        let mut ws = sign_up(addr, 200 + n, &format!("seeker{n}")).await;
        for minutes in 1..=10 {
            let seek = format!(r#"{{"type":"seek","time":"{minutes}+{n}"}}"#);
            ws.send(Message::text(seek)).await.unwrap();
        }
        seekers.push(ws);
    }
    let before = rss_mb();
    let stop = Arc::new(AtomicBool::new(false));
    let sent = Arc::new(AtomicU64::new(0));
    let mut floods = Vec::new();
    for n in 0..args.noisy {
        floods.push(tokio::spawn(noisy(addr, n, stop.clone(), sent.clone())));
    }
    for n in 0..args.slow {
        floods.push(tokio::spawn(slow(addr, n, stop.clone(), sent.clone())));
    }
    let peak = Arc::new(AtomicU64::new(0));
    let sampler = tokio::spawn({
        let peak = peak.clone();
        async move {
            loop {
                peak.fetch_max((rss_mb() * 1024.0) as u64, Ordering::Relaxed);
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }
    });
    // Let the flood start before timing.
    tokio::time::sleep(Duration::from_millis(500)).await;

    let mut times = Vec::new();
    let t = Instant::now();
    let mut white = sign_up(addr, 2, "honest-w").await;
    let mut black = sign_up(addr, 3, "honest-b").await;
    while times.len() < args.moves {
        let id;
        (white, black, id) = pair(white, black).await;
        let mut game = Game::default();
        while times.len() < args.moves && !game.is_over() {
            let mv = game.position().legal_moves()[0].to_string();
            let (mover, other) = match game.position().side_to_move() {
                Color::White => (&mut white, &mut black),
                Color::Black => (&mut black, &mut white),
            };
            tokio::time::sleep(Duration::from_millis(args.pace_ms)).await;
            let sent_at = Instant::now();
            let ply = Some(game.moves().len() as u32);
            send(
                mover,
                &ClientMsg::Move {
                    game: id,
                    notation: mv.clone(),
                    ply,
                },
            )
            .await;
            loop {
                let heard = tokio::time::timeout(Duration::from_secs(30), recv(mover)).await;
                match heard.expect("the honest move is answered within 30 s") {
                    Some(ServerMsg::Moved { .. }) => break,
                    Some(ServerMsg::Error { message, .. }) => panic!("{mv}: {message}"),
                    Some(_) => {}
                    None => panic!("the honest player was disconnected"),
                }
            }
            times.push(sent_at.elapsed().as_micros() as u64);
            while !matches!(recv(other).await, Some(ServerMsg::Moved { .. }) | None) {}
            game.play_notation(&mv).unwrap();
        }
    }
    let took = t.elapsed().as_secs_f64();
    stop.store(true, Ordering::Relaxed);
    let flooded = sent.load(Ordering::Relaxed);
    for f in floods {
        f.abort();
    }
    sampler.abort();
    times.sort_unstable();
    println!(
        "flooders: {} reading, {} never reading ({}); {flooded} frames flooded in {took:.1} s \
         ({:.0}/s)",
        args.noisy,
        args.slow,
        if args.no_rate_limit {
            "no rate limit"
        } else {
            "default limits"
        },
        flooded as f64 / took
    );
    println!(
        "honest move round trip over {} moves: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        times.len(),
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        percentile(&times, 1.0)
    );
    println!(
        "memory (VmRSS, server and clients): {before:.0} MB before the flood, peak {:.0} MB, \
         {:.0} MB after",
        peak.load(Ordering::Relaxed) as f64 / 1024.0,
        rss_mb()
    );
    drop(seekers);
    server.kill().await;
}
