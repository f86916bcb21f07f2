//! Honest pairs: two accounts playing game after game by private challenge, each move the
//! first legal one (the rules core picks it), at a human pace; each move's round trip (sent
//! to the mover's `moved`, which comes once the move is on disk) is timed as `move`.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use camelot_protocol::{ClientMsg, ColorChoice, GameId, ServerMsg};
use camelot_rules::{Color, Game, Variant};

use crate::client::{Client, From};
use crate::stats::Stats;

/// One pair's play until `stop`: client numbers `2n` and `2n + 1`, a move every `pace`.
pub async fn pair(
    server: SocketAddr,
    n: u32,
    pace: Duration,
    stats: Arc<Stats>,
    stop: Arc<AtomicBool>,
) {
    if let Err(e) = play(server, n, pace, &stats, &stop).await
        && !stop.load(Ordering::Relaxed)
    {
        stats.error(format!("pair {n}: {e}"));
    }
}

async fn play(
    server: SocketAddr,
    n: u32,
    pace: Duration,
    stats: &Stats,
    stop: &AtomicBool,
) -> Result<(), String> {
    let tag = std::process::id();
    let mut white = Client::hello(server, From::Own(2 * n), &format!("w{tag}x{n}"), None).await?;
    let mut black =
        Client::hello(server, From::Own(2 * n + 1), &format!("b{tag}x{n}"), None).await?;
    let mut first = true;
    while !stop.load(Ordering::Relaxed) {
        let id = challenge(&mut white, &mut black).await?;
        if first {
            stats.paired.fetch_add(1, Ordering::Relaxed);
            // The pairs' moves spread over one pace, not all at once.
            tokio::time::sleep(pace.mul_f64(f64::from(n % 97) / 97.0)).await;
            first = false;
        }
        let mut game = Game::default();
        while !game.is_over() && !stop.load(Ordering::Relaxed) {
            tokio::time::sleep(pace).await;
            let mv = game.position().legal_moves()[0].to_string();
            let (mover, other) = match game.position().side_to_move() {
                Color::White => (&mut white, &mut black),
                Color::Black => (&mut black, &mut white),
            };
            let ply = game.moves().len() as u32;
            let sent = Instant::now();
            mover
                .send(&ClientMsg::Move {
                    game: id,
                    notation: mv.clone(),
                    ply: Some(ply),
                })
                .await?;
            let moved = |m: ServerMsg| {
                matches!(m, ServerMsg::Moved { ply: p, .. } if p == ply + 1).then_some(())
            };
            mover.until(moved).await?;
            stats.time("move", sent.elapsed());
            other.until(moved).await?;
            game.play_notation(&mv).map_err(|e| e.to_string())?;
        }
        if game.is_over() {
            for c in [&mut white, &mut black] {
                c.until(|m| matches!(m, ServerMsg::GameOver { .. }).then_some(()))
                    .await?;
            }
        }
    }
    Ok(())
}

/// White challenges Black, who accepts: the new game's id.
async fn challenge(white: &mut Client, black: &mut Client) -> Result<GameId, String> {
    white
        .send(&ClientMsg::Challenge {
            time: "60+0".parse().expect("a time control"),
            color: ColorChoice::White,
            rated: true,
            variant: Variant::Camelot,
        })
        .await?;
    let invite = white
        .until(|m| match m {
            ServerMsg::Challenge { invite, .. } => Some(invite),
            _ => None,
        })
        .await?;
    black.send(&ClientMsg::AcceptInvite { invite }).await?;
    let game = |m: ServerMsg| match m {
        ServerMsg::Game { game } => Some(game.id),
        _ => None,
    };
    let id = white.until(game).await?;
    black.until(game).await?;
    Ok(id)
}
