//! Games and results as the rules core and records know them.

use camelot_rules::{Color, EndReason, Game, HouseRules, Outcome, Position, Variant};

/// The game of a list of moves from the start (a game's `moves`), replayed through the rules
/// core with the default house rules (R15), as the server plays every game.
pub fn replay(moves: &[String]) -> Result<Game, String> {
    replay_in(Variant::Camelot, moves)
}

/// [`replay`] in `variant` (a game view's `variant`).
pub fn replay_in(variant: Variant, moves: &[String]) -> Result<Game, String> {
    let mut game = Game::new(Position::start_of(variant), HouseRules::default());
    for (i, m) in moves.iter().enumerate() {
        game.play_notation(m)
            .map_err(|e| format!("ply {} ({m}): {e}", i + 1))?;
    }
    Ok(game)
}

/// A result as records write it: `1-0`, `0-1`, `1/2-1/2`.
pub fn result_token(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win(Color::White) => "1-0",
        Outcome::Win(Color::Black) => "0-1",
        Outcome::Draw => "1/2-1/2",
    }
}

/// How a game ended, as records write it (docs/records.md `Termination`), or `time` for a
/// flag.
pub fn termination_word(reason: EndReason) -> &'static str {
    match reason {
        EndReason::Resignation => "resignation",
        EndReason::Agreement => "agreement",
        other => other.rule(),
    }
}
