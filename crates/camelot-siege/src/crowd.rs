//! Everyone else who reads: spectators (each watching a game in progress, reading every
//! move), lobby watchers (`watch_lobby` as the browser does, its answer timed, then its news
//! read), and probers, who ask each costly request in turn and time its answer: listings,
//! stats, the leaderboard, players' pages (first and older pages), finished games watched
//! and reviewed, their own games.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use camelot_protocol::time_control::TimeClass;
use camelot_protocol::{ClientMsg, GameId, ServerMsg};
use rand::RngExt;

use crate::client::{Client, From};
use crate::stats::Stats;

/// What probers ask about: players' names and the finished games' ids (1 to `games`).
#[derive(Clone, Debug)]
pub struct Known {
    pub names: Vec<String>,
    pub games: GameId,
}

/// A spectator, client number `n`: watches a game in progress and reads until `stop`.
pub async fn spectator(server: SocketAddr, n: u32, stats: Arc<Stats>, stop: Arc<AtomicBool>) {
    let run = async {
        let mut c = Client::hello(
            server,
            From::Own(n),
            &format!("s{}x{n}", std::process::id()),
            None,
        )
        .await?;
        c.send(&ClientMsg::ListGames).await?;
        let games = c
            .until(|m| match m {
                ServerMsg::LiveGames { games } => Some(games),
                _ => None,
            })
            .await?;
        let Some(g) = games.get(n as usize % games.len().max(1)) else {
            return Ok(());
        };
        c.send(&ClientMsg::Watch { game: g.id }).await?;
        while !stop.load(Ordering::Relaxed) {
            tokio::select! {
                m = c.next() => { m?; stats.watched.fetch_add(1, Ordering::Relaxed); }
                () = tokio::time::sleep(Duration::from_millis(200)) => {}
            }
        }
        Ok::<(), String>(())
    };
    if let Err(e) = run.await {
        stats.error(format!("spectator {n}: {e}"));
    }
}

/// A lobby watcher, client number `n`: watches the lobby (its listings timed), then reads its
/// news.
pub async fn lobby(server: SocketAddr, n: u32, stats: Arc<Stats>, stop: Arc<AtomicBool>) {
    let run = async {
        let mut c = Client::hello(
            server,
            From::Own(n),
            &format!("l{}x{n}", std::process::id()),
            None,
        )
        .await?;
        tokio::time::sleep(Duration::from_millis(u64::from(n % 30) * 100)).await;
        ask(&mut c, &stats, "watch_lobby", ClientMsg::WatchLobby).await?;
        while !stop.load(Ordering::Relaxed) {
            tokio::select! {
                m = c.next() => match m? {
                    ServerMsg::Error { code, message, .. } => {
                        return Err(format!("refused ({code:?}): {message}"));
                    }
                    _ => { stats.watched.fetch_add(1, Ordering::Relaxed); }
                },
                () = tokio::time::sleep(Duration::from_millis(200)) => {}
            }
        }
        Ok::<(), String>(())
    };
    if let Err(e) = run.await {
        stats.error(format!("lobby watcher {n}: {e}"));
    }
}

/// A prober, client number `n`: every request kind in turn, one every `pace`.
pub async fn prober(
    server: SocketAddr,
    n: u32,
    known: Known,
    pace: Duration,
    stats: Arc<Stats>,
    stop: Arc<AtomicBool>,
) {
    let run = async {
        let mut c = Client::hello(
            server,
            From::Own(n),
            &format!("p{}x{n}", std::process::id()),
            None,
        )
        .await?;
        while !stop.load(Ordering::Relaxed) {
            let (kind, msg) = request(&known);
            ask(&mut c, &stats, kind, msg).await?;
            tokio::time::sleep(pace).await;
        }
        Ok::<(), String>(())
    };
    if let Err(e) = run.await {
        stats.error(format!("prober {n}: {e}"));
    }
}

/// A request of a kind picked at random, about a player or finished game picked at random.
fn request(known: &Known) -> (&'static str, ClientMsg) {
    let mut rng = rand::rng();
    let name = known.names[rng.random_range(0..known.names.len())].clone();
    let game = rng.random_range(1..=known.games.max(1));
    match rng.random_range(0..10) {
        0 => ("list_games", ClientMsg::ListGames),
        1 => ("list_seeks", ClientMsg::ListSeeks),
        2 => ("stats", ClientMsg::Stats),
        3 => (
            "leaderboard",
            ClientMsg::Leaderboard {
                class: TimeClass::Live,
            },
        ),
        4 => (
            "player",
            ClientMsg::Player {
                name: name.clone(),
                before: None,
            },
        ),
        5 => (
            "player_older",
            ClientMsg::Player {
                name: name.clone(),
                before: Some(game),
            },
        ),
        6 => ("watch_finished", ClientMsg::Watch { game }),
        7 => ("review", ClientMsg::Review { game }),
        8 => ("my_games", ClientMsg::MyGames),
        _ => (
            "board",
            ClientMsg::Board {
                variant: camelot_rules::Variant::Camelot,
            },
        ),
    }
}

/// Sends `msg` and times its answer: the next message of the type that answers it (a
/// game watched while in progress may send moves before the prober lets it go).
async fn ask(
    c: &mut Client,
    stats: &Stats,
    kind: &'static str,
    msg: ClientMsg,
) -> Result<(), String> {
    let answer = answer_type(&msg);
    let sent = Instant::now();
    c.send(&msg).await?;
    let heard = c
        .until(|m| (type_of(&m) == answer).then_some(m))
        .await
        .map_err(|e| format!("{kind}: {e}"))?;
    stats.time(kind, sent.elapsed());
    if let ServerMsg::Game { game } = heard
        && game.status == camelot_protocol::GameStatus::Active
    {
        c.send(&ClientMsg::Unwatch { game: game.id }).await?;
    }
    Ok(())
}

fn type_of(m: &ServerMsg) -> String {
    serde_json::to_value(m).expect("serializable")["type"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// The type of the server's answer to `msg`.
fn answer_type(msg: &ClientMsg) -> &'static str {
    match msg {
        // `watch_lobby` answers `seeks`, then `live_games`.
        ClientMsg::ListGames | ClientMsg::WatchLobby => "live_games",
        ClientMsg::ListSeeks => "seeks",
        ClientMsg::Stats => "stats",
        ClientMsg::Leaderboard { .. } => "leaderboard",
        ClientMsg::Player { .. } => "player_profile",
        ClientMsg::Watch { .. } => "game",
        ClientMsg::Review { .. } => "review",
        ClientMsg::MyGames => "games",
        _ => "board",
    }
}
