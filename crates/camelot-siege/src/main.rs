//! camelot-siege: a load generator for camelot-server (docs/server.md, "Load and costs").
//! It starts the server as its own process (or targets a running one with `--server`), fills
//! its database with a history if asked (`--fill-games`, `--fill-accounts`), then runs honest
//! pairs, spectators, lobby watchers, probers of every costly request and one flooding
//! account together, and prints each request kind's p50/p99. It exits non-zero if an
//! honest client met an error (a refusal, a lost connection, a missing answer): CI runs it
//! small. Pin it and the server to a core each: `taskset -c 0 camelot-siege --server-cpus 1`.
//!
//! The hostile cases (bad frames, limits, slow readers) are the server's tests, not this.

mod abuse;
mod client;
mod crowd;
mod fill;
mod flood;
mod honest;
mod server;
mod stats;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use clap::Parser;

use crate::crowd::Known;
use crate::server::Target;
use crate::stats::Stats;

#[derive(Parser)]
#[command(about = "Load for camelot-server: honest pairs, spectators, lobbies, probes, a flood")]
struct Args {
    /// A running server to load (its database is not filled); by default one is started.
    #[arg(long)]
    server: Option<SocketAddr>,
    /// The server binary to start (default: camelot-server beside this program).
    #[arg(long)]
    server_bin: Option<PathBuf>,
    /// The CPUs the started server is pinned to (`taskset -c`), e.g. `1`.
    #[arg(long)]
    server_cpus: Option<String>,
    /// The started server's database (default: a new one in a temporary directory).
    #[arg(long)]
    db: Option<PathBuf>,
    /// Finished games to put in the database before the server starts.
    #[arg(long, default_value_t = 0)]
    fill_games: u32,
    /// Accounts to put in the database (they play the filled games).
    #[arg(long, default_value_t = 1000)]
    fill_accounts: u32,
    /// Only fill the database (`--db`), then stop: no server, no load.
    #[arg(long)]
    fill_only: bool,
    /// Honest pairs playing.
    #[arg(long, default_value_t = 10)]
    pairs: u32,
    /// Milliseconds between an honest pair's moves.
    #[arg(long, default_value_t = 1000)]
    pace_ms: u64,
    /// Spectators, each watching a game in progress.
    #[arg(long, default_value_t = 0)]
    spectators: u32,
    /// Lobby watchers asking both listings every 3 s.
    #[arg(long, default_value_t = 0)]
    lobby: u32,
    /// Probers asking every costly request in turn.
    #[arg(long, default_value_t = 2)]
    probers: u32,
    /// Milliseconds between a prober's requests.
    #[arg(long, default_value_t = 50)]
    probe_pace_ms: u64,
    /// One account floods seeks and draw offers from 20 addresses.
    #[arg(long)]
    flood: bool,
    /// The visitors' doors attacked (`abuse.rs`): analysis waiters, puzzle loops, engine
    /// hoarders from 20 addresses and one IPv6 /48, one address's many accounts.
    #[arg(long)]
    abuse: bool,
    /// Honest visitors playing Beginner, each reply timed.
    #[arg(long, default_value_t = 0)]
    visitors: u32,
    /// Seconds measured (after the warm-up, which is not).
    #[arg(long, default_value_t = 10)]
    seconds: u64,
    #[arg(long, default_value_t = 3)]
    warmup: u64,
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    match run(args).await {
        Ok(true) => {}
        Ok(false) => std::process::exit(1),
        Err(e) => {
            eprintln!("camelot-siege: {e}");
            std::process::exit(2);
        }
    }
}

/// Runs the siege; `false` when an honest client met an error.
async fn run(args: Args) -> Result<bool, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let mut known = None;
    let mut target = match args.server {
        Some(addr) => Target::running(addr),
        None => {
            let db = args
                .db
                .clone()
                .unwrap_or_else(|| dir.path().join("siege.db"));
            if args.fill_games > 0 {
                if args.fill_accounts < 2 {
                    return Err("the filled games need two accounts at least".into());
                }
                let t = Instant::now();
                let filled = fill::fill(&db, args.fill_accounts, args.fill_games)?;
                // The accounts' names, for a caller that opens their pages (web/e2e).
                println!(
                    "filled {} with {} finished games and {} accounts ({} to {}) in {:.1} s",
                    db.display(),
                    args.fill_games,
                    args.fill_accounts,
                    filled.names.first().map_or("", String::as_str),
                    filled.names.last().map_or("", String::as_str),
                    t.elapsed().as_secs_f64()
                );
                known = Some(filled);
            }
            if args.fill_only {
                return Ok(true);
            }
            let bin = args.server_bin.clone().unwrap_or_else(server::default_bin);
            let t = Instant::now();
            let target = Target::start(&bin, &db, args.server_cpus.as_deref(), args.abuse)?;
            println!("server started in {:.1} s", t.elapsed().as_secs_f64());
            target
        }
    };
    let addr = target.addr;
    let stats = Arc::new(Stats::default());
    let stop = Arc::new(AtomicBool::new(false));
    let mut tasks = Vec::new();
    let pace = Duration::from_millis(args.pace_ms);
    for n in 0..args.pairs {
        tasks.push(tokio::spawn(honest::pair(
            addr,
            n,
            pace,
            stats.clone(),
            stop.clone(),
        )));
    }
    // Client numbers after the pairs' (each client has its own address).
    let mut next = 2 * args.pairs;
    let mut number = |count: u32| {
        let first = next;
        next += count;
        first..first + count
    };
    let tag = std::process::id();
    let known = known.unwrap_or_else(|| Known {
        names: (0..args.pairs.max(1))
            .map(|n| format!("w{tag}x{n}"))
            .collect(),
        games: i64::from(args.pairs.max(1)),
    });
    // The others come once every pair has a game (spectators watch them, probers ask for
    // games 1 to `pairs` on a fresh database).
    let paired = Instant::now();
    while stats.paired.load(Ordering::Relaxed) < u64::from(args.pairs) {
        if paired.elapsed() > Duration::from_secs(60) || !stats.errors().is_empty() {
            stats.error("the pairs did not all start a game within 60 s".into());
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    for n in number(args.spectators) {
        tasks.push(tokio::spawn(crowd::spectator(
            addr,
            n,
            stats.clone(),
            stop.clone(),
        )));
    }
    for n in number(args.lobby) {
        tasks.push(tokio::spawn(crowd::lobby(
            addr,
            n,
            stats.clone(),
            stop.clone(),
        )));
    }
    let probe = Duration::from_millis(args.probe_pace_ms);
    for n in number(args.probers) {
        let k = known.clone();
        tasks.push(tokio::spawn(crowd::prober(
            addr,
            n,
            k,
            probe,
            stats.clone(),
            stop.clone(),
        )));
    }
    if args.flood {
        let (s, st, n) = (stats.clone(), stop.clone(), number(2).start);
        tasks.push(tokio::spawn(async move {
            if let Err(e) = flood::flood(addr, n, s.clone(), st).await {
                s.error(format!("flood setup: {e}"));
            }
        }));
    }
    if args.abuse {
        let (s, st) = (stats.clone(), stop.clone());
        // A finished game of the filled history (the pairs' games are in progress).
        let finished = known.games.max(1);
        tasks.push(tokio::spawn(abuse::attack(addr, finished, s, st)));
    }
    for n in number(args.visitors) {
        tasks.push(tokio::spawn(abuse::visitor(
            addr,
            n,
            stats.clone(),
            stop.clone(),
        )));
    }
    tokio::time::sleep(Duration::from_secs(args.warmup)).await;
    stats.reset_times();
    let db_at_start = target.db_bytes();
    let mut peak_mb: f64 = 0.0;
    let measured = Instant::now();
    while measured.elapsed() < Duration::from_secs(args.seconds) {
        tokio::time::sleep(Duration::from_millis(250)).await;
        peak_mb = peak_mb.max(target.rss_mb().unwrap_or(0.0));
        if !target.alive() {
            stats.error("the server stopped".into());
            break;
        }
    }
    stop.store(true, Ordering::Relaxed);
    print_report(&args, &stats, peak_mb, measured.elapsed());
    if let (Some(start), Some(end)) = (db_at_start, target.db_bytes()) {
        let minutes = measured.elapsed().as_secs_f64() / 60.0;
        let grown = (end as f64 - start as f64) / 1e6;
        println!(
            "database (with its WAL) grew {grown:.2} MB: {:.2} MB a minute",
            grown / minutes.max(f64::MIN_POSITIVE)
        );
    }
    for t in tasks {
        t.abort();
    }
    let errors = stats.errors();
    for e in errors.iter().take(20) {
        println!("error: {e}");
    }
    println!("{} errors", errors.len());
    Ok(errors.is_empty())
}

fn print_report(args: &Args, stats: &Stats, peak_mb: f64, took: Duration) {
    println!(
        "{} pairs ({} connections), {} spectators, {} lobby watchers, {} probers{}; {:.1} s measured",
        args.pairs,
        2 * args.pairs,
        args.spectators,
        args.lobby,
        args.probers,
        if args.flood {
            ", one account flooding from 20 addresses"
        } else {
            ""
        },
        took.as_secs_f64()
    );
    for line in stats.report() {
        println!("{line}");
    }
    if args.flood {
        println!("{}", stats.flood_line());
    }
    for line in stats.attack_lines() {
        println!("{line}");
    }
    if peak_mb > 0.0 {
        println!("server memory (VmRSS) peak {peak_mb:.0} MB");
    }
}
