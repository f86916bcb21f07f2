//! Pairs the next round of a TRF file and prints it as bbpPairings and JaVaFo do (the number
//! of pairs, then "white black" per line, a bye as "player 0"), to compare with them:
//! `cargo run --release -p camelot-tournament --example pair_trf -- FILE`.

use camelot_tournament::swiss::pair_round;
use camelot_tournament::{ByeKind, trf};

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: pair_trf FILE.trf");
        std::process::exit(2);
    };
    let text = match std::fs::read(&path) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    };
    let report = match trf::import(&text) {
        Ok(report) => report,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    };
    let started = std::time::Instant::now();
    let round = match pair_round(&report.next_round()) {
        Ok(round) => round,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    };
    let elapsed = started.elapsed();
    let byes: Vec<_> = round
        .byes
        .iter()
        .filter(|b| b.kind == ByeKind::Pairing)
        .collect();
    println!("{}", round.games.len() + byes.len());
    for g in &round.games {
        println!("{} {}", g.white, g.black);
    }
    for b in byes {
        println!("{} 0", b.player);
    }
    eprintln!(
        "paired {} players in {:.1} ms",
        report.players.len(),
        elapsed.as_secs_f64() * 1000.0
    );
}
