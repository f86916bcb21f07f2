//! Siege (a check, not a test): the release `camelot-server` as a separate process on
//! 127.0.0.1, attacked by raw WebSocket clients the way the issue's hidden check does, with an
//! honest pair playing throughout. It prints one line per check and exits non-zero on any
//! failure:
//!
//! - every hostile case answered with its documented error code (or documented close), the
//!   honest game unaffected;
//! - the server's resident memory (its /proc/PID/status VmRSS) sampled through floods of
//!   seeks, connections, messages and slow readers: the peak;
//! - the honest move round trip p50/p99 while others flood (p99 must be under 100 ms);
//! - `kill -9` mid-game, restart on the same database: every acknowledged move and the
//!   finished game are there;
//! - leaving and coming back on one's own turn costs the clock what staying costs (twin games).
//!
//! `nice -n 10 cargo build --release -p camelot-server --bins --examples &&
//!  nice -n 10 target/release/examples/siege`
//! (the sign-in timeout is set to 2 s in the config it writes, so idle connections are seen
//! closed without waiting 30 s; every other limit is the default.)

use std::io::{BufRead, BufReader};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use camelot_protocol::{
    ClientMsg, ColorChoice, ErrorCode, GameStatus, PROTOCOL_VERSION, ServerMsg,
};
use camelot_rules::{Color, Game};
use clap::Parser;
use futures_util::{SinkExt, StreamExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

#[derive(Parser)]
struct Args {
    /// Honest moves timed under the flood (the flood lasts as long).
    #[arg(long, default_value_t = 300)]
    moves: usize,
}

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// How long any answer may take before the check calls it missing.
const WAIT: Duration = Duration::from_secs(10);

/// The server process under siege.
struct Target {
    child: Child,
    addr: SocketAddr,
}

impl Target {
    fn start(bin: &Path, db: &Path, config: &Path) -> Target {
        let mut child = Command::new(bin)
            .args(["--listen", "127.0.0.1:0", "--db"])
            .arg(db)
            .arg("--config")
            .arg(config)
            .stdout(Stdio::piped())
            .spawn()
            .expect("start camelot-server");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let addr = line
            .trim()
            .strip_prefix("listening on ws://")
            .unwrap_or_else(|| panic!("first line: {line:?}"))
            .parse()
            .unwrap();
        Target { child, addr }
    }

    fn rss_mb(&self) -> f64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .unwrap_or_default();
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
            .map_or(0.0, |kb| kb / 1024.0)
    }

    fn alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// SIGKILL, as `kill -9`.
    fn kill9(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

/// A raw client from 127.0.0.`from`.
struct Conn {
    ws: Ws,
    token: String,
}

async fn open(server: SocketAddr, from: u8, small_buffer: bool) -> Option<Ws> {
    let socket = TcpSocket::new_v4().ok()?;
    socket
        .bind(SocketAddr::new(
            IpAddr::V4(Ipv4Addr::new(127, 0, 0, from)),
            0,
        ))
        .ok()?;
    if small_buffer {
        socket.set_recv_buffer_size(4096).ok()?;
    }
    let tcp = socket.connect(server).await.ok()?;
    let url = format!("ws://{server}");
    let (ws, _) = tokio_tungstenite::client_async(url, MaybeTlsStream::Plain(tcp))
        .await
        .ok()?;
    Some(ws)
}

fn json(msg: &ClientMsg) -> String {
    serde_json::to_string(msg).unwrap()
}

enum Heard {
    Msg(Box<ServerMsg>),
    Closed,
    Silent,
}

async fn hear(ws: &mut Ws, within: Duration) -> Heard {
    let end = Instant::now() + within;
    loop {
        let left = end.saturating_duration_since(Instant::now());
        match tokio::time::timeout(left, ws.next()).await {
            Err(_) => return Heard::Silent,
            Ok(None | Some(Err(_))) | Ok(Some(Ok(Message::Close(_)))) => return Heard::Closed,
            Ok(Some(Ok(Message::Text(t)))) => match serde_json::from_str(t.as_str()) {
                Ok(m) => return Heard::Msg(Box::new(m)),
                Err(e) => panic!("the server sent what its own types cannot read: {e}: {t}"),
            },
            Ok(Some(Ok(_))) => {}
        }
    }
}

impl Conn {
    async fn hello(server: SocketAddr, from: u8, name: Option<&str>, token: Option<&str>) -> Conn {
        let mut ws = open(server, from, false).await.expect("connect");
        let hello = ClientMsg::Hello {
            protocol: PROTOCOL_VERSION,
            name: name.map(str::to_string),
            token: token.map(str::to_string),
        };
        ws.send(Message::text(json(&hello))).await.unwrap();
        let mut conn = Conn {
            ws,
            token: String::new(),
        };
        conn.token = conn
            .until(|m| match m {
                ServerMsg::Welcome { token, .. } => Some(token),
                _ => None,
            })
            .await
            .unwrap_or_else(|| panic!("{name:?} was not welcomed"));
        conn
    }

    async fn send(&mut self, msg: &ClientMsg) {
        let _ = self.ws.send(Message::text(json(msg))).await;
    }

    /// The first message `pick` takes, skipping others; None if closed or silent.
    async fn until<T>(&mut self, mut pick: impl FnMut(ServerMsg) -> Option<T>) -> Option<T> {
        let end = Instant::now() + WAIT;
        loop {
            match hear(&mut self.ws, end.saturating_duration_since(Instant::now())).await {
                Heard::Msg(m) => {
                    if let Some(t) = pick(*m) {
                        return Some(t);
                    }
                }
                _ => return None,
            }
        }
    }

    /// The next error's code, skipping broadcasts (lobby news, pong).
    async fn error(&mut self) -> Option<ErrorCode> {
        self.until(|m| match m {
            ServerMsg::Error { code, .. } => Some(code),
            _ => None,
        })
        .await
    }

    /// Whether the server closes this connection within `within` (reading everything).
    async fn closed(&mut self, within: Duration) -> bool {
        let end = Instant::now() + within;
        loop {
            match hear(&mut self.ws, end.saturating_duration_since(Instant::now())).await {
                Heard::Msg(_) => {}
                Heard::Closed => return true,
                Heard::Silent => return false,
            }
        }
    }
}

/// White and Black of a game by private challenge, and the game's id.
async fn pair(white: &mut Conn, black: &mut Conn, time: &str) -> i64 {
    white
        .send(&ClientMsg::Challenge {
            time: time.parse().unwrap(),
            color: ColorChoice::White,
            rated: false,
            variant: camelot_rules::Variant::Camelot,
        })
        .await;
    let invite = white
        .until(|m| match m {
            ServerMsg::Challenge { invite, .. } => Some(invite),
            _ => None,
        })
        .await
        .expect("an invite");
    black.send(&ClientMsg::AcceptInvite { invite }).await;
    white
        .until(|m| match m {
            ServerMsg::Game { game } => Some(game.id),
            _ => None,
        })
        .await
        .expect("the game starts")
}

/// The honest pair: their game, its moves as acknowledged, round trips.
struct Honest {
    white: Conn,
    black: Conn,
    id: i64,
    game: Game,
    acked: Vec<String>,
}

/// What a move's acknowledgement says: round trip and the clock after it.
struct Ack {
    rtt: Duration,
    white_ms: i64,
}

impl Honest {
    /// Plays the side to move's first legal move; Err if it is not acknowledged as sent.
    async fn step(&mut self) -> Result<Ack, String> {
        let mv = self.game.position().legal_moves()[0].to_string();
        let ply = self.game.moves().len() as u32;
        let (mover, other) = match self.game.position().side_to_move() {
            Color::White => (&mut self.white, &mut self.black),
            Color::Black => (&mut self.black, &mut self.white),
        };
        let (id, sent) = (self.id, Instant::now());
        mover
            .send(&ClientMsg::Move {
                game: id,
                notation: mv.clone(),
                ply: Some(ply),
            })
            .await;
        let ack = mover
            .until(|m| match m {
                ServerMsg::Moved {
                    game,
                    ply: p,
                    clock,
                    ..
                } if game == id && p == ply + 1 => Ok(Some(clock)).transpose(),
                ServerMsg::Error { code, message, .. } => Some(Err(format!("{code:?}: {message}"))),
                _ => None,
            })
            .await
            .ok_or("the honest mover heard nothing (closed or silent)")??;
        let rtt = sent.elapsed();
        self.acked.push(mv.clone());
        self.game.play_notation(&mv).unwrap();
        other
            .until(|m| matches!(m, ServerMsg::Moved { game, .. } if game == id).then_some(()))
            .await
            .ok_or("the honest opponent did not hear the move")?;
        Ok(Ack {
            rtt,
            white_ms: ack.white_ms,
        })
    }

    /// A new game if this one is over.
    async fn live(&mut self) {
        if self.game.is_over() {
            self.id = pair(&mut self.white, &mut self.black, "60+0").await;
            self.game = Game::default();
            self.acked.clear();
        }
    }

    /// A move each, both acknowledged; a new game when this one ends.
    async fn unaffected(&mut self) -> Result<(), String> {
        for _ in 0..2 {
            self.live().await;
            self.step().await?;
        }
        Ok(())
    }
}

struct Report {
    rows: Vec<(String, bool, String)>,
}

impl Report {
    fn row(&mut self, check: &str, ok: bool, detail: impl Into<String>) {
        let detail = detail.into();
        println!("{} {check}: {detail}", if ok { "PASS" } else { "FAIL" });
        self.rows.push((check.to_string(), ok, detail));
    }
}

/// One hostile message from `eve`: the expected code, and the honest game unaffected.
async fn case(
    report: &mut Report,
    honest: &mut Honest,
    eve: &mut Conn,
    name: &str,
    frame: Message,
    want: ErrorCode,
) {
    let _ = eve.ws.send(frame).await;
    let got = eve.error().await;
    let others = honest.unaffected().await;
    report.row(
        name,
        got == Some(want) && others.is_ok(),
        format!("{got:?} (want {want:?}); honest pair: {others:?}"),
    );
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i].as_secs_f64() * 1000.0
}

fn release_binary() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    // target/release/examples/siege -> target/release/camelot-server
    exe.parent()
        .unwrap()
        .parent()
        .unwrap()
        .join("camelot-server")
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let args = Args::parse();
    let bin = release_binary();
    assert!(
        bin.exists(),
        "{} missing: cargo build --release -p camelot-server --bins --examples",
        bin.display()
    );
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("siege.db");
    let config = dir.path().join("limits.toml");
    std::fs::write(&config, "sign_in_timeout_ms = 2000\n").unwrap();
    let mut target = Target::start(&bin, &db, &config);
    let addr = target.addr;
    let mut report = Report { rows: Vec::new() };

    // The honest pair, each from an address of its own.
    let mut white = Conn::hello(addr, 2, Some("HonestW"), None).await;
    let mut black = Conn::hello(addr, 3, Some("HonestB"), None).await;
    let id = pair(&mut white, &mut black, "60+0").await;
    let mut honest = Honest {
        white,
        black,
        id,
        game: Game::default(),
        acked: Vec::new(),
    };
    honest.unaffected().await.expect("honest start");

    hostile_cases(&mut report, &mut honest, addr).await;
    let flood_peak = flood(&mut report, &mut honest, &target, args.moves).await;
    report.row(
        "server alive after the floods",
        target.alive(),
        format!("peak VmRSS {flood_peak:.0} MB"),
    );

    // A finished game (resigned) and the honest game mid-play, then kill -9.
    let mut fa = Conn::hello(addr, 4, Some("Finisher"), None).await;
    let mut fb = Conn::hello(addr, 5, Some("Resigner"), None).await;
    let finished = pair(&mut fa, &mut fb, "5+0").await;
    fb.send(&ClientMsg::Resign { game: finished }).await;
    let over = fa
        .until(|m| match m {
            ServerMsg::GameOver { game, result, .. } if game == finished => Some(result),
            _ => None,
        })
        .await;
    let tokens = (honest.white.token.clone(), honest.black.token.clone());
    let acked_before_kill = {
        // Moves go on until the kill lands on a move in flight, in a game in progress.
        honest.live().await;
        let kill_at = Instant::now() + Duration::from_millis(300);
        while Instant::now() < kill_at && honest.game.moves().len() < 6 && !honest.game.is_over() {
            if honest.step().await.is_err() {
                break;
            }
        }
        let mv = honest.game.position().legal_moves()[0].to_string();
        let ply = Some(honest.game.moves().len() as u32);
        let mover = match honest.game.position().side_to_move() {
            Color::White => &mut honest.white,
            Color::Black => &mut honest.black,
        };
        mover
            .send(&ClientMsg::Move {
                game: honest.id,
                notation: mv,
                ply,
            })
            .await;
        target.kill9();
        honest.acked.clone()
    };
    let mut target = Target::start(&bin, &db, &config);
    let addr = target.addr;
    let mut w = Conn::hello(addr, 2, None, Some(&tokens.0)).await;
    w.send(&ClientMsg::Watch { game: honest.id }).await;
    let stored = w
        .until(|m| match m {
            ServerMsg::Game { game } if game.id == honest.id => Some(game),
            _ => None,
        })
        .await;
    let kept = stored.as_ref().is_some_and(|g| {
        g.moves.len() >= acked_before_kill.len()
            && g.moves[..acked_before_kill.len()] == acked_before_kill[..]
    });
    report.row(
        "kill -9: every acknowledged move kept",
        kept,
        format!(
            "{} acknowledged, {} stored",
            acked_before_kill.len(),
            stored.as_ref().map_or(0, |g| g.moves.len())
        ),
    );
    w.send(&ClientMsg::Watch { game: finished }).await;
    let after = w
        .until(|m| match m {
            ServerMsg::Game { game } if game.id == finished => Some(game),
            _ => None,
        })
        .await;
    let same = after
        .as_ref()
        .is_some_and(|g| g.status == GameStatus::Finished && over == Some(g.result));
    report.row(
        "kill -9: the finished game kept",
        same && over.is_some(),
        format!(
            "acknowledged {over:?}, stored {:?}",
            after.map(|g| (g.status, g.result))
        ),
    );

    clock_twins(&mut report, addr).await;
    report.row("server alive at the end", target.alive(), "");
    target.kill9();

    println!();
    println!("| check | result | detail |");
    println!("|---|---|---|");
    for (check, ok, detail) in &report.rows {
        println!(
            "| {check} | {} | {detail} |",
            if *ok { "pass" } else { "FAIL" }
        );
    }
    let failed = report.rows.iter().filter(|r| !r.1).count();
    println!("\n{} checks, {failed} failed", report.rows.len());
    if failed > 0 {
        std::process::exit(1);
    }
}

async fn hostile_cases(report: &mut Report, honest: &mut Honest, addr: SocketAddr) {
    // Before a sign-in.
    let mut anon = open(addr, 20, false).await.unwrap();
    anon.send(Message::text(json(&ClientMsg::ListSeeks)))
        .await
        .unwrap();
    let code = match hear(&mut anon, WAIT).await {
        Heard::Msg(m) => match *m {
            ServerMsg::Error { code, .. } => Some(code),
            _ => None,
        },
        _ => None,
    };
    report.row(
        "listing before sign-in",
        code == Some(ErrorCode::NotSignedIn),
        format!("{code:?}"),
    );

    let mut eve = Conn::hello(addr, 21, Some("Eve"), None).await;
    fn text(s: impl Into<String>) -> Message {
        Message::text(s.into())
    }
    case(
        report,
        honest,
        &mut eve,
        "garbage",
        text("not json {"),
        ErrorCode::BadMessage,
    )
    .await;
    case(
        report,
        honest,
        &mut eve,
        "wrong shape",
        text(r#"{"type":"move","game":"seven","move":12}"#),
        ErrorCode::BadMessage,
    )
    .await;
    case(
        report,
        honest,
        &mut eve,
        "oversized text (5 KB)",
        text(format!(r#"{{"type":"ping","pad":"{}"}}"#, "x".repeat(5000))),
        ErrorCode::TooLarge,
    )
    .await;
    case(
        report,
        honest,
        &mut eve,
        "binary frame",
        Message::binary(vec![7u8; 100]),
        ErrorCode::BadMessage,
    )
    .await;
    let wrong_game = json(&ClientMsg::Move {
        game: 987_654,
        notation: "C6-C7".into(),
        ply: None,
    });
    case(
        report,
        honest,
        &mut eve,
        "wrong game",
        text(wrong_game),
        ErrorCode::UnknownGame,
    )
    .await;
    honest.live().await;
    let mv = honest.game.position().legal_moves()[0].to_string();
    let foreign = json(&ClientMsg::Move {
        game: honest.id,
        notation: mv,
        ply: None,
    });
    case(
        report,
        honest,
        &mut eve,
        "move in another's game",
        text(foreign),
        ErrorCode::NotYourGame,
    )
    .await;
    let again = json(&ClientMsg::Hello {
        protocol: PROTOCOL_VERSION,
        name: Some("Eve2".into()),
        token: None,
    });
    case(
        report,
        honest,
        &mut eve,
        "hello again",
        text(again),
        ErrorCode::AlreadySignedIn,
    )
    .await;
    let invite = json(&ClientMsg::AcceptInvite {
        invite: "ZZZZ9999".into(),
    });
    case(
        report,
        honest,
        &mut eve,
        "unknown invite",
        text(invite),
        ErrorCode::UnknownInvite,
    )
    .await;
    let seek = json(&ClientMsg::Accept { seek: 123_456 });
    case(
        report,
        honest,
        &mut eve,
        "unknown seek",
        text(seek),
        ErrorCode::UnknownSeek,
    )
    .await;
    for (name, hello, want) in [
        (
            "another protocol version",
            r#"{"type":"hello","protocol":99,"name":"Zed"}"#.to_string(),
            ErrorCode::Version,
        ),
        (
            "a bad name",
            r#"{"type":"hello","protocol":1,"name":"no spaces!"}"#.to_string(),
            ErrorCode::BadName,
        ),
        (
            "an unknown token",
            r#"{"type":"hello","protocol":1,"token":"00000000000000000000000000000000"}"#
                .to_string(),
            ErrorCode::BadToken,
        ),
    ] {
        let mut ws = open(addr, 23, false).await.unwrap();
        let _ = ws.send(text(hello)).await;
        let got = match hear(&mut ws, WAIT).await {
            Heard::Msg(m) => match *m {
                ServerMsg::Error { code, .. } => Some(code),
                _ => None,
            },
            _ => None,
        };
        let others = honest.unaffected().await;
        report.row(
            name,
            got == Some(want) && others.is_ok(),
            format!("{got:?} (want {want:?}); honest pair: {others:?}"),
        );
    }
    // Wrong side: White, to move, sends a move of Black's pieces.
    let mut w = Conn::hello(addr, 34, Some("SideW"), None).await;
    let mut b = Conn::hello(addr, 35, Some("SideB"), None).await;
    let side_game = pair(&mut w, &mut b, "10+0").await;
    let mut after_white = Game::default();
    after_white
        .play_notation(&after_white.position().legal_moves()[0].to_string())
        .unwrap();
    let blacks = json(&ClientMsg::Move {
        game: side_game,
        notation: after_white.position().legal_moves()[0].to_string(),
        ply: Some(0),
    });
    case(
        report,
        honest,
        &mut w,
        "wrong side's piece",
        text(blacks),
        ErrorCode::IllegalMove,
    )
    .await;
    honest.live().await;
    // Eve as a spectator of the honest game, acting in it.
    eve.send(&ClientMsg::Watch { game: honest.id }).await;
    let resign = json(&ClientMsg::Resign { game: honest.id });
    case(
        report,
        honest,
        &mut eve,
        "spectator resigns",
        text(resign),
        ErrorCode::NotYourGame,
    )
    .await;
    honest.live().await;
    let draw = json(&ClientMsg::OfferDraw { game: honest.id });
    case(
        report,
        honest,
        &mut eve,
        "spectator offers a draw",
        text(draw),
        ErrorCode::NotYourGame,
    )
    .await;

    honest.live().await;
    // Wrong side / out of turn / replayed, by the honest players' own second connections.
    let side_to_move = honest.game.position().side_to_move();
    let waiting_token = match side_to_move {
        Color::White => honest.black.token.clone(),
        Color::Black => honest.white.token.clone(),
    };
    let from = if side_to_move == Color::White { 3 } else { 2 };
    let mut waiting = Conn::hello(addr, from, None, Some(&waiting_token)).await;
    let mv = honest.game.position().legal_moves()[0].to_string();
    let out_of_turn = json(&ClientMsg::Move {
        game: honest.id,
        notation: mv,
        ply: Some(honest.game.moves().len() as u32),
    });
    case(
        report,
        honest,
        &mut waiting,
        "out of turn",
        text(out_of_turn),
        ErrorCode::NotYourTurn,
    )
    .await;
    honest.live().await;
    if honest.acked.is_empty() {
        honest.step().await.expect("honest move");
    }
    // The last move, sent again by its mover (its side is now not to move, or stale).
    let last = honest.acked.last().cloned().unwrap();
    let last_mover_token = match honest.game.position().side_to_move() {
        Color::White => honest.black.token.clone(),
        Color::Black => honest.white.token.clone(),
    };
    let from = if honest.game.position().side_to_move() == Color::White {
        3
    } else {
        2
    };
    let mut replayer = Conn::hello(addr, from, None, Some(&last_mover_token)).await;
    let replay = json(&ClientMsg::Move {
        game: honest.id,
        notation: last,
        ply: Some(honest.game.moves().len() as u32 - 1),
    });
    let _ = replayer.ws.send(text(replay)).await;
    let got = replayer.error().await;
    let others = honest.unaffected().await;
    report.row(
        "replayed move",
        matches!(got, Some(ErrorCode::NotYourTurn | ErrorCode::StalePly)) && others.is_ok(),
        format!("{got:?} (want NotYourTurn or StalePly); honest pair: {others:?}"),
    );
    drop((waiting, replayer));

    // Double accept race.
    let mut seeker = Conn::hello(addr, 30, Some("Seeker"), None).await;
    seeker
        .send(&ClientMsg::Seek {
            time: "7+0".parse().unwrap(),
            color: ColorChoice::Any,
            rated: false,
            variant: camelot_rules::Variant::Camelot,
        })
        .await;
    let seek = seeker
        .until(|m| match m {
            ServerMsg::SeekPosted { seek } => Some(seek.id),
            _ => None,
        })
        .await
        .unwrap();
    let mut a = Conn::hello(addr, 31, Some("RacerA"), None).await;
    let mut b = Conn::hello(addr, 32, Some("RacerB"), None).await;
    let accept = json(&ClientMsg::Accept { seek });
    let (_, _) = tokio::join!(a.ws.send(text(accept.clone())), b.ws.send(text(accept)));
    let outcome = |m: ServerMsg| match m {
        ServerMsg::Game { .. } => Some(Ok(())),
        ServerMsg::Error { code, .. } => Some(Err(code)),
        _ => None,
    };
    let (ra, rb) = tokio::join!(a.until(outcome), b.until(outcome));
    let games = [ra, rb]
        .iter()
        .filter(|r| matches!(r, Some(Ok(()))))
        .count();
    let refused = [ra, rb]
        .iter()
        .filter(|r| matches!(r, Some(Err(ErrorCode::UnknownSeek))))
        .count();
    let others = honest.unaffected().await;
    report.row(
        "double accept race",
        games == 1 && refused == 1 && others.is_ok(),
        format!("{ra:?} / {rb:?}; honest pair: {others:?}"),
    );

    // Many seeks from one player.
    let mut many = Conn::hello(addr, 33, Some("Seeker2"), None).await;
    let (mut posted, mut limited) = (0, 0);
    for minutes in 1..=14 {
        many.send(&ClientMsg::Seek {
            time: format!("{minutes}+1").parse().unwrap(),
            color: ColorChoice::White,
            rated: true,
            variant: camelot_rules::Variant::Camelot,
        })
        .await;
        match many
            .until(|m| match m {
                ServerMsg::SeekPosted { .. } => Some(Ok(())),
                ServerMsg::Error { code, .. } => Some(Err(code)),
                _ => None,
            })
            .await
        {
            Some(Ok(())) => posted += 1,
            Some(Err(ErrorCode::Limit)) => limited += 1,
            _ => {}
        }
    }
    let others = honest.unaffected().await;
    report.row(
        "many seeks from one player",
        posted == 10 && limited == 4 && others.is_ok(),
        format!("{posted} posted, {limited} limit (want 10, 4); honest pair: {others:?}"),
    );

    // Sign-ups from one address: 10 an hour.
    let (mut signed, mut limited) = (0, 0);
    for n in 0..12 {
        let mut ws = open(addr, 36, false).await.unwrap();
        let hello = ClientMsg::Hello {
            protocol: PROTOCOL_VERSION,
            name: Some(format!("Signup{n}")),
            token: None,
        };
        let _ = ws.send(text(json(&hello))).await;
        if let Heard::Msg(m) = hear(&mut ws, WAIT).await {
            match *m {
                ServerMsg::Welcome { .. } => signed += 1,
                ServerMsg::Error {
                    code: ErrorCode::Limit,
                    ..
                } => limited += 1,
                _ => {}
            }
        }
    }
    let others = honest.unaffected().await;
    report.row(
        "12 sign-ups from one address",
        signed == 10 && limited == 2 && others.is_ok(),
        format!("{signed} signed up, {limited} limit (want 10, 2); honest pair: {others:?}"),
    );

    // Many connections from one address.
    let mut held = Vec::new();
    let (mut welcomed, mut refused) = (0, 0);
    for _ in 0..26 {
        let Some(mut ws) = open(addr, 40, false).await else {
            refused += 1;
            continue;
        };
        let hello = ClientMsg::Hello {
            protocol: PROTOCOL_VERSION,
            name: None,
            token: None,
        };
        let _ = ws.send(text(json(&hello))).await;
        match hear(&mut ws, WAIT).await {
            Heard::Msg(m) => match *m {
                ServerMsg::Welcome { .. } => welcomed += 1,
                ServerMsg::Error {
                    code: ErrorCode::Limit,
                    ..
                } => refused += 1,
                _ => {}
            },
            Heard::Closed => refused += 1,
            Heard::Silent => {}
        }
        held.push(ws);
    }
    let others = honest.unaffected().await;
    report.row(
        "many connections from one address",
        welcomed == 20 && refused == 6 && others.is_ok(),
        format!("{welcomed} welcomed, {refused} refused (want 20, 6); honest pair: {others:?}"),
    );
    drop(held);

    // Idle connections that never say hello are closed; a visitor's (a hello without a name,
    // who may look before signing up) stays, counted under its address's limit.
    let mut idle = Vec::new();
    for n in 0..5 {
        let mut ws = open(addr, 41, false).await.unwrap();
        if n == 0 {
            let hello = ClientMsg::Hello {
                protocol: PROTOCOL_VERSION,
                name: None,
                token: None,
            };
            let _ = ws.send(text(json(&hello))).await;
        }
        idle.push(ws);
    }
    let t = Instant::now();
    let mut closed = 0;
    let mut visitor_stayed = false;
    for (n, ws) in idle.iter_mut().enumerate() {
        loop {
            match hear(ws, Duration::from_secs(6).saturating_sub(t.elapsed())).await {
                Heard::Msg(_) => {}
                Heard::Closed => {
                    closed += 1;
                    break;
                }
                Heard::Silent => {
                    visitor_stayed |= n == 0;
                    break;
                }
            }
        }
    }
    let others = honest.unaffected().await;
    report.row(
        "idle connections that never said hello",
        closed == 4 && visitor_stayed && others.is_ok(),
        format!(
            "{closed} of 4 closed in {:.1} s (timeout 2 s), the visitor stayed: {visitor_stayed}; honest pair: {others:?}",
            t.elapsed().as_secs_f64()
        ),
    );

    // Frames over the socket's limit: the connection closes, nobody else notices.
    for (name, frame) in [
        ("oversized text frame (64 KiB)", text("x".repeat(64 << 10))),
        (
            "oversized binary frame (64 KiB)",
            Message::binary(vec![0u8; 64 << 10]),
        ),
    ] {
        let mut bad = Conn::hello(addr, 21, None, Some(&eve.token)).await;
        let _ = bad.ws.send(frame).await;
        let closed = bad.closed(WAIT).await;
        let others = honest.unaffected().await;
        report.row(
            name,
            closed && others.is_ok(),
            format!("closed: {closed}; honest pair: {others:?}"),
        );
    }
    // A connection that keeps breaking the rules is closed.
    let mut rogue = Conn::hello(addr, 22, Some("Rogue"), None).await;
    for _ in 0..130 {
        let _ = rogue.ws.send(text("nonsense")).await;
    }
    let closed = rogue.closed(WAIT).await;
    let others = honest.unaffected().await;
    report.row(
        "130 refused messages in a minute",
        closed && others.is_ok(),
        format!("closed: {closed} (limit 120); honest pair: {others:?}"),
    );
}

/// Floods of seeks, connections, messages and slow readers while the honest pair plays
/// paced moves: the round trips and the server's memory peak.
async fn flood(report: &mut Report, honest: &mut Honest, target: &Target, moves: usize) -> f64 {
    let addr = target.addr;
    let stop = Arc::new(AtomicBool::new(false));
    let sent = Arc::new(AtomicU64::new(0));
    let mut tasks = Vec::new();
    // Seeks: 20 players from 20 addresses, each to the limit and beyond, over and over.
    for n in 0..20u8 {
        let (stop, sent) = (stop.clone(), sent.clone());
        tasks.push(tokio::spawn(async move {
            let mut c = Conn::hello(addr, 60 + n, Some(&format!("flood{n}")), None).await;
            let mut i = 0u32;
            while !stop.load(Ordering::Relaxed) {
                let time = format!("{}+{}", 1 + i % 30, n);
                c.send(&ClientMsg::Seek {
                    time: time.parse().unwrap(),
                    color: ColorChoice::Black,
                    rated: true,
                    variant: camelot_rules::Variant::Camelot,
                })
                .await;
                c.send(&ClientMsg::ListSeeks).await;
                if i % 12 == 11 {
                    // Cancel what is open, to post again.
                    for seek in 0..400 {
                        c.send(&ClientMsg::CancelSeek { seek }).await;
                        if seek % 50 == 0 {
                            tokio::time::sleep(Duration::from_millis(100)).await;
                        }
                    }
                }
                i += 1;
                sent.fetch_add(2, Ordering::Relaxed);
                tokio::time::sleep(Duration::from_millis(10)).await;
                while let Ok(Some(_)) =
                    tokio::time::timeout(Duration::from_millis(0), c.ws.next()).await
                {
                }
            }
        }));
    }
    // Connections: 10 addresses, each opening and dropping 30 at a time.
    for n in 0..10u8 {
        let (stop, sent) = (stop.clone(), sent.clone());
        tasks.push(tokio::spawn(async move {
            while !stop.load(Ordering::Relaxed) {
                let mut held = Vec::new();
                for _ in 0..30 {
                    if let Some(ws) = open(addr, 90 + n, false).await {
                        held.push(ws);
                    }
                    sent.fetch_add(1, Ordering::Relaxed);
                }
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
        }));
    }
    // Noisy: draw offers in their own game, garbage, binary, listings, as fast as they go.
    for n in 0..6u8 {
        let (stop, sent) = (stop.clone(), sent.clone());
        tasks.push(tokio::spawn(async move {
            let from = 110 + n;
            let mut a = Conn::hello(addr, from, Some(&format!("noisy{n}")), None).await;
            let mut b = Conn::hello(addr, from, Some(&format!("mate{n}")), None).await;
            let id = pair(&mut a, &mut b, "60+0").await;
            let token = a.token.clone();
            let frames = [
                json(&ClientMsg::OfferDraw { game: id }),
                json(&ClientMsg::ListSeeks),
                "{\"type\":\"fly\"}".to_string(),
            ];
            let mut ws = a.ws;
            let mut i = 0;
            while !stop.load(Ordering::Relaxed) {
                let (mut sink, mut stream) = ws.split();
                let reader =
                    tokio::spawn(async move { while let Some(Ok(_)) = stream.next().await {} });
                while !stop.load(Ordering::Relaxed) {
                    let frame = if i % 4 == 3 {
                        Message::binary(vec![0u8; 64])
                    } else {
                        Message::text(frames[i % 4].clone())
                    };
                    i += 1;
                    if sink.send(frame).await.is_err() {
                        break;
                    }
                    sent.fetch_add(1, Ordering::Relaxed);
                }
                reader.abort();
                loop {
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    if stop.load(Ordering::Relaxed) {
                        return;
                    }
                    let Some(mut w) = open(addr, from, false).await else {
                        continue;
                    };
                    let hello = ClientMsg::Hello {
                        protocol: PROTOCOL_VERSION,
                        name: None,
                        token: Some(token.clone()),
                    };
                    let _ = w.send(Message::text(json(&hello))).await;
                    if let Heard::Msg(m) = hear(&mut w, WAIT).await
                        && matches!(*m, ServerMsg::Welcome { .. })
                    {
                        ws = w;
                        break;
                    }
                }
            }
        }));
    }
    // Slow readers: big listings, never read; each must be dropped.
    let dropped = Arc::new(AtomicU64::new(0));
    for n in 0..4u8 {
        let (stop, sent, dropped) = (stop.clone(), sent.clone(), dropped.clone());
        tasks.push(tokio::spawn(async move {
            let from = 130 + n;
            let mut ws = open(addr, from, true).await.unwrap();
            let hello = ClientMsg::Hello {
                protocol: PROTOCOL_VERSION,
                name: Some(format!("slow{n}")),
                token: None,
            };
            let _ = ws.send(Message::text(json(&hello))).await;
            let listing = json(&ClientMsg::ListSeeks);
            let mut ok = true;
            while !stop.load(Ordering::Relaxed) && ok {
                ok = tokio::time::timeout(
                    Duration::from_secs(1),
                    ws.send(Message::text(listing.clone())),
                )
                .await
                .is_ok_and(|r| r.is_ok());
                sent.fetch_add(1, Ordering::Relaxed);
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
            // Now read: a dropped reader finds its connection closed after the backlog.
            let mut closed = !ok;
            if !closed {
                let end = Instant::now() + Duration::from_secs(20);
                loop {
                    match hear(&mut ws, end.saturating_duration_since(Instant::now())).await {
                        Heard::Msg(_) => {}
                        Heard::Closed => {
                            closed = true;
                            break;
                        }
                        Heard::Silent => break,
                    }
                }
            }
            if closed {
                dropped.fetch_add(1, Ordering::Relaxed);
            }
        }));
    }
    let start_rss = target.rss_mb();
    let peak = Arc::new(AtomicU64::new(0));
    let pid = target.child.id();
    let sampler = tokio::spawn({
        let peak = peak.clone();
        async move {
            loop {
                let status =
                    std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
                let kb = status
                    .lines()
                    .find_map(|l| l.strip_prefix("VmRSS:"))
                    .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
                    .unwrap_or(0);
                peak.fetch_max(kb, Ordering::Relaxed);
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
    });
    tokio::time::sleep(Duration::from_millis(1000)).await;
    let t = Instant::now();
    let mut rtts = Vec::new();
    let mut failure = None;
    while rtts.len() < moves {
        honest.live().await;
        tokio::time::sleep(Duration::from_millis(20)).await;
        match honest.step().await {
            Ok(ack) => rtts.push(ack.rtt),
            Err(e) => {
                failure = Some(e);
                break;
            }
        }
    }
    let took = t.elapsed().as_secs_f64();
    stop.store(true, Ordering::Relaxed);
    for task in tasks.iter_mut().rev().take(4) {
        let _ = tokio::time::timeout(Duration::from_secs(25), task).await;
    }
    for task in &tasks {
        task.abort();
    }
    sampler.abort();
    let peak_mb = peak.load(Ordering::Relaxed) as f64 / 1024.0;
    rtts.sort_unstable();
    let (p50, p99, max) = if rtts.is_empty() {
        (f64::NAN, f64::NAN, f64::NAN)
    } else {
        (
            percentile(&rtts, 0.5),
            percentile(&rtts, 0.99),
            percentile(&rtts, 1.0),
        )
    };
    report.row(
        "honest round trip under flood",
        failure.is_none() && p99 < 100.0,
        format!(
            "{} moves in {took:.1} s, p50 {p50:.1} ms, p99 {p99:.1} ms, max {max:.1} ms; \
             {} frames/connections flooded; {failure:?}",
            rtts.len(),
            sent.load(Ordering::Relaxed)
        ),
    );
    let dropped = dropped.load(Ordering::Relaxed);
    report.row(
        "slow readers of big listings dropped alone",
        dropped == 4 && failure.is_none(),
        format!("{dropped} of 4 dropped"),
    );
    report.row(
        "server memory bounded through the floods",
        peak_mb < 200.0,
        format!(
            "VmRSS {start_rss:.0} MB before, peak {peak_mb:.0} MB, {:.0} MB after",
            target.rss_mb()
        ),
    );
    peak_mb
}

/// Twin games on `5+0`: in one White stays and moves after 1.5 s; in the other White leaves
/// on their own turn and comes back to move after 1.5 s. Each clock is charged the time the
/// turn took, measured by the client from Black's acknowledgement to White's move.
async fn clock_twins(report: &mut Report, addr: SocketAddr) {
    async fn twin(addr: SocketAddr, from: u8, leaves: bool) -> Result<(i64, i64), String> {
        let tag = if leaves { "Leaver" } else { "Stayer" };
        let white = Conn::hello(addr, from, Some(&format!("{tag}W")), None).await;
        let black = Conn::hello(addr, from + 1, Some(&format!("{tag}B")), None).await;
        let mut h = Honest {
            white,
            black,
            id: 0,
            game: Game::default(),
            acked: Vec::new(),
        };
        h.id = pair(&mut h.white, &mut h.black, "5+0").await;
        h.step().await?;
        let before = h.step().await?; // Black's first move: White's clock runs from here.
        let turn = Instant::now();
        if leaves {
            let token = h.white.token.clone();
            let _ = h.white.ws.close(None).await;
            tokio::time::sleep(Duration::from_millis(1500)).await;
            h.white = Conn::hello(addr, from, None, Some(&token)).await;
        } else {
            tokio::time::sleep(Duration::from_millis(1500)).await;
        }
        let wall = turn.elapsed().as_millis() as i64;
        let after = h.step().await?;
        Ok((before.white_ms - after.white_ms, wall))
    }
    let (stayer, leaver) = tokio::join!(twin(addr, 150, false), twin(addr, 152, true));
    let ok = match (&stayer, &leaver) {
        (Ok((s, sw)), Ok((l, lw))) => {
            // Each charged its turn's time to within the move's round trip; the two alike.
            (s - sw).abs() < 100 && (l - lw).abs() < 100 && (s - l).abs() < 150
        }
        _ => false,
    };
    report.row(
        "leaving and returning on one's turn costs what staying costs",
        ok,
        format!("(charged ms, wall ms): stayed {stayer:?}, left and returned {leaver:?}"),
    );
}
