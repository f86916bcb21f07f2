//! The server's engine (issue 36): the levels of a game against the computer, and the
//! engine's evaluation of a position as analysis carries it.

use serde::{Deserialize, Serialize};

/// The computer's playing strength, weakest first: the 3D game's five levels.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, strum::VariantArray)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum EngineLevel {
    Beginner,
    Easy,
    Medium,
    Hard,
    Expert,
}

impl EngineLevel {
    /// Every level, weakest first (derived from the enum).
    pub const ALL: &'static [EngineLevel] = <EngineLevel as strum::VariantArray>::VARIANTS;

    /// The key of the level's name in `common.ftl` (`level-beginner`): both clients word it.
    pub const fn key(self) -> &'static str {
        match self {
            EngineLevel::Beginner => "level-beginner",
            EngineLevel::Easy => "level-easy",
            EngineLevel::Medium => "level-medium",
            EngineLevel::Hard => "level-hard",
            EngineLevel::Expert => "level-expert",
        }
    }

    /// The server's computer player of this level, as every message names it: the rules
    /// core's name of the computer in records, `Computer (Beginner)` (a name no one can sign
    /// up with: it has a space). Clients show it in their language (`player-computer`).
    pub fn player_name(self) -> String {
        let title = match self {
            EngineLevel::Beginner => "Beginner",
            EngineLevel::Easy => "Easy",
            EngineLevel::Medium => "Medium",
            EngineLevel::Hard => "Hard",
            EngineLevel::Expert => "Expert",
        };
        camelot_rules::computer_player(title)
    }

    /// The level of the computer player named `name` ([`EngineLevel::player_name`]); none for
    /// a person.
    pub fn of_player(name: &str) -> Option<EngineLevel> {
        EngineLevel::ALL
            .iter()
            .copied()
            .find(|l| l.player_name() == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_computers_names_are_read_back_and_no_one_can_sign_up_with_them() {
        for &level in EngineLevel::ALL {
            let name = level.player_name();
            assert_eq!(EngineLevel::of_player(&name), Some(level));
            assert!(!crate::valid_name(&name), "{name}");
        }
        assert_eq!(EngineLevel::of_player("Computer"), None);
        assert_eq!(EngineLevel::Easy.player_name(), "Computer (Easy)");
    }
}

/// Beyond this score (either way) a side wins by force: the engine's `MATE_BOUND` (a
/// camelot-server test keeps them equal).
pub const FORCED_SCORE: i32 = 29_000;

/// The engine's view of one position: a score from White's side (a man is 100; beyond
/// ±[`FORCED_SCORE`] a forced result) and its best move there (none once the game is decided).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PositionEvaluation {
    pub white: i32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best: Option<String>,
}
