//! The shipped weights (crates/camelot-ai/weights.toml) load for every variant and evaluate
//! positions as recorded when they were shipped: a change to the file or to the evaluation
//! shows here, and is then recorded anew on purpose.

use camelot_ai::{Weights, evaluate};
use camelot_rules::{Position, Variant};

/// A few plies into each variant's game (the first legal move each time, trees included),
/// then middle games of the standard board.
fn positions() -> Vec<Position> {
    let mut out: Vec<Position> = Variant::ALL
        .iter()
        .map(|&v| {
            let mut p = Position::start_of(v);
            for _ in 0..5 {
                if let Some(m) = p.legal_keys().last() {
                    p = p.play(m);
                }
            }
            p
        })
        .collect();
    for fen in [
        "2/8/10/4m7/4m1m5/3m1m1m4/6m2N2/12/12/1MMN5M2/1N1M1n2MN2/12/6M1M3/10/8/2 w 0 0 - 0",
        "2/8/10/12/5n4n1/3m1mm1m3/4mmmm4/12/4N7/5MM5/3M5N2/3MM5N1/4M7/10/8/2 b 0 0 - 1",
        "2/8/10/10m1/6m5/3m1m6/3n1mmm4/6m5/12/2M1M3n3/3M1MM5/2N2M6/2M9/10/8/2 b 0 0 - 1",
    ] {
        out.push(fen.parse().unwrap());
    }
    out
}

#[test]
fn v0_1_the_shipped_weights_evaluate_positions_as_recorded() {
    let recorded = [-113, -550, -101, -215, 67, -39, 1337, -24, 768];
    let scores: Vec<i32> = positions()
        .iter()
        .map(|p| evaluate(p, &Weights::shipped(p.variant())))
        .collect();
    assert_eq!(scores, recorded);
}
