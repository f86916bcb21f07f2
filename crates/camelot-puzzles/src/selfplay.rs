//! Games for mining: the engine against itself at varied levels, from seeded random openings
//! or seeded random endgames ([`endgame`]). The levels used search to a fixed depth and pick
//! among the moves they scored with seeded chance, so a game is the same for the same seed on
//! any machine (their time budget is far beyond what a fixed depth needs).

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use camelot_ai::{Engine, Level, Rng};
use camelot_rules::{Game, HouseRules, Position, Variant};

use crate::endgame::endgame;

/// The levels that play mining games: both pick by seeded chance, so they err as people do.
const LEVELS: [Level; 2] = [Level::Beginner, Level::Easy];

/// Far beyond what their fixed depths need (a level searches for a share of it, Beginner a
/// fifth): the clock never decides a move, not even in a run suspended for minutes, which
/// would otherwise make it unreproducible.
const BUDGET: Duration = Duration::from_secs(6 * 3600);

/// The longest game played.
const MAX_PLIES: usize = 200;

/// Where self-play games start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// The variant's start position, then a few random plies.
    Opening,
    /// A seeded random endgame ([`endgame`]): few pieces, where capturing the last ones
    /// (R13, V1.6) and leaving one's own castle (R9) come up.
    Endgame,
}

impl Start {
    /// How a puzzle's source and a run's settings name its games.
    pub fn name(self) -> &'static str {
        match self {
            Start::Opening => "self-play",
            Start::Endgame => "endgame",
        }
    }
}

/// Game number `game` of the run seeded `seed` in `variant`, with the levels of its two sides.
pub fn self_play(variant: Variant, seed: u64, game: u64, start: Start) -> (Game, [Level; 2]) {
    let mut rng = Rng::new(seed ^ (variant as u64) << 48 ^ game.wrapping_mul(0x9E37_79B9));
    let mut levels = [
        LEVELS[rng.below(LEVELS.len())],
        LEVELS[rng.below(LEVELS.len())],
    ];
    if variant == Variant::River {
        // The armies meet only on the four bridges (V5.1), which weak players rarely seek
        // out: one side plays Hard (a fixed depth, its best move) and drives the play there.
        levels[rng.below(2)] = Level::Hard;
    }
    let (first, random_plies) = match start {
        Start::Opening => (Position::start_of(variant), 2 + rng.below(5)),
        Start::Endgame => (endgame(variant, &mut rng), 0),
    };
    // No R15 draws: weak players shuffle, and the game goes on to where they meet.
    let mut game = Game::new(first, HouseRules::STRICT_WCF);
    let mut engine = Engine::new(4);
    // One thread, as for the scorer: a game must not depend on the machine's cores.
    engine.set_threads(1);
    let stop = AtomicBool::new(false);
    while !game.is_over() && game.moves().len() < MAX_PLIES {
        let pos = *game.position();
        // The opening and River's tree placements (V5.4) are chance: varied games.
        let key = if pos.placing_trees() || game.moves().len() < random_plies {
            let keys = pos.legal_keys();
            keys[rng.below(keys.len())]
        } else {
            let level = levels[pos.side_to_move().index()];
            match engine.think(level, &game, Some(BUDGET), &stop, rng.next_u64(), |_| {}) {
                Some(choice) => choice.key,
                None => break,
            }
        };
        if game.play(&pos.canonical_path(&key)).is_err() {
            break;
        }
    }
    (game, levels)
}
