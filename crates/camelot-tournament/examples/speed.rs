//! How long pairing takes at size: every round of a 200-player, 9-round Swiss (random
//! results), and waves of a 500-player arena. `cargo run --release -p camelot-tournament
//! --example speed`; the figures are in docs/tournaments.md.

use std::time::Instant;

use camelot_tournament::arena::{Waiting, pair_wave};
use camelot_tournament::swiss::{SwissRequest, pair_round};
use camelot_tournament::{Colour, GameResult, Player, Round};

/// splitmix64: reproducible figures without a dependency.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) % n
    }
}

fn main() {
    let mut rng = Rng(46);
    let mut players: Vec<Player> = (1..=200)
        .map(|id| Player {
            id,
            name: format!("P{id}"),
            rating: 1000 + rng.below(1400) as u32,
        })
        .collect();
    camelot_tournament::swiss::initial_order(&mut players);
    let mut rounds: Vec<Round> = Vec::new();
    let mut slowest = 0.0f64;
    for number in 1..=9 {
        let request = SwissRequest {
            players: players.clone(),
            rounds: rounds.clone(),
            byes_asked: Vec::new(),
            absent: Vec::new(),
            forbidden: Vec::new(),
            total_rounds: 9,
            initial_colour: Colour::White,
        };
        let started = Instant::now();
        let mut round = pair_round(&request).expect("a 200-player field pairs");
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        slowest = slowest.max(ms);
        println!("swiss 200 players, round {number}: {ms:.1} ms");
        for g in &mut round.games {
            g.result = match rng.below(10) {
                0..=2 => GameResult::Draw,
                3..=6 => GameResult::WhiteWins,
                _ => GameResult::BlackWins,
            };
        }
        rounds.push(round);
    }
    println!("swiss 200 players: slowest round {slowest:.1} ms");

    let mut waiting: Vec<Waiting> = (1..=500)
        .map(|id| Waiting {
            id,
            rank: id,
            last_opponent: None,
            colour_balance: rng.below(3) as i32 - 1,
        })
        .collect();
    for wave in 1..=5 {
        let started = Instant::now();
        let pairs = pair_wave(&waiting);
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        println!(
            "arena 500 waiting, wave {wave}: {} pairs in {ms:.1} ms",
            pairs.len()
        );
        for &(white, black) in &pairs {
            waiting[white as usize - 1].last_opponent = Some(black);
            waiting[black as usize - 1].last_opponent = Some(white);
        }
        // New ranks after the games: a shuffle of neighbours.
        for i in 0..waiting.len() {
            let j = (i + rng.below(9) as usize).min(waiting.len() - 1);
            let (a, b) = (waiting[i].rank, waiting[j].rank);
            waiting[i].rank = b;
            waiting[j].rank = a;
        }
    }
}
