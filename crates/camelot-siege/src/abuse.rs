//! The visitors' doors under attack (issue 48), beside the honest clients, each counted by
//! what it sent and what the server refused (refusals are the defence working, not errors):
//!
//! - *analysis waiters*: accounts asking `analyse` of one finished game as fast as they go;
//! - *puzzle loops*: accounts opening the next puzzle and taking its hint, again and again
//!   (each count was a stored row before);
//! - *engine hoarders*: visitors starting games against the computer from 20 addresses and
//!   from 20 /64s of one IPv6 /48, and never moving;
//! - *multiplied*: one address signing in many accounts, each asking costly requests.
//!
//! And the honest *visitors* playing Beginner, each reply timed as `beginner`.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use camelot_protocol::time_control::TimeControl;
use camelot_protocol::{ClientMsg, ColorChoice, EngineLevel, GameId, PROTOCOL_VERSION, ServerMsg};
use camelot_rules::{Game, Variant};

use crate::client::{Client, From};
use crate::stats::Stats;

/// Sends `burst` again and again on `c` until `stop` or the connection ends, reading what
/// came back in between: counted as `kind`.
async fn hammer(
    mut c: Client,
    kind: &'static str,
    burst: &[ClientMsg],
    stats: &Stats,
    stop: &AtomicBool,
) {
    while !stop.load(Ordering::Relaxed) {
        for msg in burst {
            if c.send(msg).await.is_err() {
                return;
            }
            stats.count(kind, false);
        }
        while let Ok(heard) = tokio::time::timeout(Duration::from_millis(1), c.next()).await {
            match heard {
                Ok(ServerMsg::Error { .. }) => stats.count(kind, true),
                Ok(_) => {}
                Err(_) => return,
            }
        }
        // A connection's own pace: the message budget, not the loop, is what is tested.
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// Keeps `count` accounts signed up from the forwarded addresses `from(i)` hammering with
/// `burst`, until `stop`.
async fn accounts(
    server: SocketAddr,
    (count, from): (u32, fn(u32) -> Ipv4Addr),
    (kind, burst): (&'static str, Vec<ClientMsg>),
    stats: Arc<Stats>,
    stop: Arc<AtomicBool>,
) {
    let tag = std::process::id();
    let mut tasks = Vec::new();
    for i in 0..count {
        let name = format!("{}{tag}x{i}", &kind[..1]);
        let (burst, stats, stop) = (burst.clone(), stats.clone(), stop.clone());
        tasks.push(tokio::spawn(async move {
            let Ok(c) =
                Client::hello(server, From::Forwarded(IpAddr::V4(from(i))), &name, None).await
            else {
                stats.count(kind, true);
                return;
            };
            hammer(c, kind, &burst, &stats, &stop).await;
        }));
    }
    for t in tasks {
        let _ = t.await;
    }
}

/// Every attacker at once, until `stop`; `finished` is a finished game's id (analysed once,
/// then asked for again and again).
pub async fn attack(
    server: SocketAddr,
    finished: GameId,
    stats: Arc<Stats>,
    stop: Arc<AtomicBool>,
) {
    let analyse = vec![ClientMsg::Analyse { game: finished }];
    let puzzles = vec![
        ClientMsg::PuzzleNext {
            variant: Variant::Camelot,
            theme: None,
            streak: false,
        },
        ClientMsg::PuzzleHint,
    ];
    let leaderboard = vec![ClientMsg::Leaderboard {
        class: camelot_protocol::time_control::TimeClass::Live,
    }];
    let (s, st) = (stats.clone(), stop.clone());
    let waiters = tokio::spawn(accounts(
        server,
        (8, |i| Ipv4Addr::new(10, 7, 0, 1 + (i / 4) as u8)),
        ("analysis waiter", analyse),
        s,
        st,
    ));
    let (s, st) = (stats.clone(), stop.clone());
    let loops = tokio::spawn(accounts(
        server,
        (8, |i| Ipv4Addr::new(10, 7, 1, 1 + (i / 4) as u8)),
        ("puzzle loop", puzzles),
        s,
        st,
    ));
    // Ten accounts of one address: the address's share, not ten accounts' worth.
    let (s, st) = (stats.clone(), stop.clone());
    let multiplied = tokio::spawn(accounts(
        server,
        (10, |_| Ipv4Addr::new(10, 7, 2, 1)),
        ("multiplied", leaderboard),
        s,
        st,
    ));
    let mut hoarders = Vec::new();
    for i in 0..20u16 {
        let v4 = IpAddr::V4(Ipv4Addr::new(10, 7, 3, 1 + i as u8));
        let v6 = IpAddr::V6(Ipv6Addr::new(0x2001, 0xdb8, 0x48, i, 0, 0, 0, 1));
        for from in [v4, v6] {
            let (s, st) = (stats.clone(), stop.clone());
            hoarders.push(tokio::spawn(hoard(server, from, s, st)));
        }
    }
    for t in [waiters, loops, multiplied].into_iter().chain(hoarders) {
        let _ = t.await;
    }
}

/// A visitor from `from` starting games against the computer (as Black: the computer moves
/// first) and never moving, as many as the server lets it, until `stop`.
async fn hoard(server: SocketAddr, from: IpAddr, stats: Arc<Stats>, stop: Arc<AtomicBool>) {
    let mut held = Vec::new();
    while !stop.load(Ordering::Relaxed) {
        let Ok(mut c) = Client::open(server, From::Forwarded(from)).await else {
            tokio::time::sleep(Duration::from_secs(1)).await;
            continue;
        };
        let hello = ClientMsg::Hello {
            protocol: PROTOCOL_VERSION,
            name: None,
            token: None,
        };
        let play = ClientMsg::PlayComputer {
            level: EngineLevel::Beginner,
            time: TimeControl::Untimed,
            color: ColorChoice::Black,
            variant: Variant::Camelot,
        };
        if c.send(&hello).await.is_err() || c.send(&play).await.is_err() {
            continue;
        }
        stats.count("engine hoarder", false);
        let started = c
            .until(|m| matches!(m, ServerMsg::Game { .. }).then_some(()))
            .await;
        if started.is_err() {
            stats.count("engine hoarder", true);
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
        // Kept open, read by no one: the game is held as long as the server lets it.
        held.push(c);
    }
}

/// An honest visitor (client number `n`) playing Beginner game after game, as White, its
/// first legal move each time; the computer's reply timed from the visitor's move on disk
/// (its `moved`) to the computer's `moved`.
pub async fn visitor(server: SocketAddr, n: u32, stats: Arc<Stats>, stop: Arc<AtomicBool>) {
    if let Err(e) = play_beginner(server, n, &stats, &stop).await
        && !stop.load(Ordering::Relaxed)
    {
        stats.error(format!("visitor {n}: {e}"));
    }
}

async fn play_beginner(
    server: SocketAddr,
    n: u32,
    stats: &Stats,
    stop: &AtomicBool,
) -> Result<(), String> {
    let mut c = Client::open(server, From::Own(n)).await?;
    c.send(&ClientMsg::Hello {
        protocol: PROTOCOL_VERSION,
        name: None,
        token: None,
    })
    .await?;
    while !stop.load(Ordering::Relaxed) {
        c.send(&ClientMsg::PlayComputer {
            level: EngineLevel::Beginner,
            time: TimeControl::Untimed,
            color: ColorChoice::White,
            variant: Variant::Camelot,
        })
        .await?;
        let id = c
            .until(|m| match m {
                ServerMsg::Game { game } => Some(game.id),
                _ => None,
            })
            .await?;
        let mut game = Game::default();
        while !game.is_over() && !stop.load(Ordering::Relaxed) {
            let mv = game.position().legal_moves()[0].to_string();
            let ply = game.moves().len() as u32;
            c.send(&ClientMsg::Move {
                game: id,
                notation: mv.clone(),
                ply: Some(ply),
            })
            .await?;
            let moved = |want: u32| {
                move |m: ServerMsg| match m {
                    ServerMsg::Moved { ply, notation, .. } if ply == want => Some(notation),
                    _ => None,
                }
            };
            c.until(moved(ply + 1)).await?;
            game.play_notation(&mv).map_err(|e| e.to_string())?;
            if game.is_over() {
                break;
            }
            let asked = Instant::now();
            let reply = c.until(moved(ply + 2)).await?;
            stats.time("beginner", asked.elapsed());
            game.play_notation(&reply).map_err(|e| e.to_string())?;
        }
        c.until(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
            .await?;
    }
    Ok(())
}
