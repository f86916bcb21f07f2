//! One account flooding seeks and draw offers from 20 addresses (through a trusted proxy,
//! each connection naming its own forwarded address): post a seek, cancel it, offer a draw in
//! its game with its partner, withdraw it, as fast as the connection goes, reading what comes
//! back. A refused sign-in (the account's connection limit) or a closed connection (too many
//! refusals) is tried again a moment later. What the server refuses is counted, not an error:
//! the honest clients' round trips meanwhile are the measure.

use std::net::{Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use camelot_protocol::{ClientMsg, ColorChoice, GameId, ServerMsg};
use camelot_rules::Variant;

use crate::client::{Client, From};
use crate::stats::Stats;

/// How many addresses the flooding account uses.
pub const ADDRESSES: u8 = 20;

/// Signs up the flooder and its partner (client numbers `n` and `n + 1`), starts their game,
/// and floods from [`ADDRESSES`] connections until `stop`.
pub async fn flood(
    server: SocketAddr,
    n: u32,
    stats: Arc<Stats>,
    stop: Arc<AtomicBool>,
) -> Result<(), String> {
    let tag = std::process::id();
    let mut flooder = Client::hello(server, From::Own(n), &format!("f{tag}"), None).await?;
    let mut partner = Client::hello(server, From::Own(n + 1), &format!("g{tag}"), None).await?;
    flooder
        .send(&ClientMsg::Challenge {
            time: "60+0".parse().expect("a time control"),
            color: ColorChoice::White,
            rated: false,
            variant: Variant::Camelot,
        })
        .await?;
    let invite = flooder
        .until(|m| match m {
            ServerMsg::Challenge { invite, .. } => Some(invite),
            _ => None,
        })
        .await?;
    partner.send(&ClientMsg::AcceptInvite { invite }).await?;
    let game = flooder
        .until(|m| match m {
            ServerMsg::Game { game } => Some(game.id),
            _ => None,
        })
        .await?;
    let token = flooder.token.clone();
    drop(flooder);
    let mut tasks = Vec::new();
    for a in 1..=ADDRESSES {
        let from = From::Forwarded(Ipv4Addr::new(10, 9, 0, a).into());
        let (token, stats, stop) = (token.clone(), stats.clone(), stop.clone());
        tasks.push(tokio::spawn(async move {
            while !stop.load(Ordering::Relaxed) {
                match Client::hello(server, from, "", Some(&token)).await {
                    Ok(c) => spam(c, game, &stats, &stop).await,
                    Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
                }
            }
        }));
    }
    // The partner reads (its game's offers), never answering.
    while !stop.load(Ordering::Relaxed) {
        tokio::select! {
            m = partner.next() => { m?; }
            () = tokio::time::sleep(Duration::from_millis(200)) => {}
        }
    }
    for t in tasks {
        t.abort();
    }
    Ok(())
}

/// Floods on one connection until it is closed or `stop`.
async fn spam(mut c: Client, game: GameId, stats: &Stats, stop: &AtomicBool) {
    let mut seek = 0;
    while !stop.load(Ordering::Relaxed) {
        let burst = [
            ClientMsg::Seek {
                time: "5+0".parse().expect("a time control"),
                color: ColorChoice::Any,
                rated: false,
                variant: Variant::Camelot,
            },
            ClientMsg::CancelSeek { seek },
            ClientMsg::OfferDraw { game },
            ClientMsg::WithdrawDraw { game },
        ];
        for msg in &burst {
            if c.send(msg).await.is_err() {
                return;
            }
            stats.flooded.fetch_add(1, Ordering::Relaxed);
        }
        // Read what has come, without waiting for more.
        while let Ok(heard) = tokio::time::timeout(Duration::from_millis(1), c.next()).await {
            match heard {
                Ok(ServerMsg::Error { .. }) => {
                    stats.flood_refused.fetch_add(1, Ordering::Relaxed);
                }
                Ok(ServerMsg::SeekPosted { seek: s }) => seek = s.id,
                Ok(_) => {}
                Err(_) => return,
            }
        }
    }
}
