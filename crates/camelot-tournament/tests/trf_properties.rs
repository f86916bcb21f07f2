//! The TRF import on damaged files (what the fuzz target does, in miniature, on every test
//! run): any text is an error or a report that exports and reads back the same.

use camelot_tournament::swiss::{SwissRequest, pair_round};
use camelot_tournament::{Colour, GameResult, Player, trf};
use proptest::prelude::*;

/// A real file: four rounds of a ten-player Swiss, results by pairing number.
fn sample() -> String {
    let players: Vec<Player> = (1..=10)
        .map(|id| Player {
            id,
            name: format!("Player {id}"),
            rating: 2100 - id * 20,
        })
        .collect();
    let mut rounds = Vec::new();
    for _ in 0..4 {
        let request = SwissRequest {
            players: players.clone(),
            rounds: rounds.clone(),
            byes_asked: Vec::new(),
            absent: Vec::new(),
            forbidden: Vec::new(),
            total_rounds: 5,
            initial_colour: Colour::White,
        };
        let mut round = pair_round(&request).unwrap();
        for (i, g) in round.games.iter_mut().enumerate() {
            g.result = [
                GameResult::WhiteWins,
                GameResult::Draw,
                GameResult::BlackWinsByForfeit,
            ][i % 3];
        }
        rounds.push(round);
    }
    let report = trf::Report {
        name: "Sample".into(),
        total_rounds: 5,
        initial_colour: Colour::White,
        players,
        rounds,
    };
    trf::export(&report).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn damaged_files_are_errors_or_read_back_the_same(
        edits in proptest::collection::vec((any::<prop::sample::Index>(), "[0-9 wb=+\\-HUZF1\nx.é]"), 1..6),
    ) {
        let mut text: Vec<char> = sample().chars().collect();
        for (at, with) in edits {
            let i = at.index(text.len());
            text.splice(i..=i, with.chars());
        }
        let text: String = text.into_iter().collect();
        if let Ok(report) = trf::import(&text) {
            let again = trf::import(&trf::export(&report).unwrap()).unwrap();
            prop_assert_eq!(again, report);
        }
    }
}

#[test]
fn the_sample_reads_back() {
    let text = sample();
    let report = trf::import(&text).unwrap();
    assert_eq!(report.rounds.len(), 4);
    assert_eq!(trf::export(&report).unwrap(), text);
}
