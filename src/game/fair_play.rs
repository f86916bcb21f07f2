//! Fair play: no engine in any form (hint, analysis, the editor's copy of the position, a
//! computer opponent) while the player's own online game runs, and no analysis of a watched
//! game until it ends. The online module says what runs ([`FairPlay::playing_online`],
//! [`FairPlay::watching`]); every use of the engine asks [`FairPlay::allow`], the one gate,
//! which refuses with a sentence for the screen.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FairPlay>();
}

/// What the engine would be asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineUse {
    Hint,
    Analysis,
    /// The editor opened on the live game's position.
    EditorCopy,
    /// A game against the computer.
    Opponent,
}

impl EngineUse {
    fn what(self) -> &'static str {
        match self {
            EngineUse::Hint => "No hint",
            EngineUse::Analysis => "No analysis",
            EngineUse::EditorCopy => "The editor does not copy the position",
            EngineUse::Opponent => "No game against the computer",
        }
    }
}

/// What runs online, and the last refusal.
#[derive(Resource, Default, Debug)]
pub struct FairPlay {
    /// One of the player's own online games is running (here or in the lobby's list).
    pub playing_online: bool,
    /// The live game is an online game watched while it runs.
    pub watching: bool,
    /// The last refusal, for the screen.
    pub refused: Option<String>,
}

impl FairPlay {
    /// Whether the engine may be used for `what` now; if not, the sentence is kept for the
    /// screen.
    pub fn allow(&mut self, what: EngineUse) -> bool {
        let sentence = self.refusal(what);
        let allowed = sentence.is_none();
        if !allowed {
            self.refused = sentence;
        }
        allowed
    }

    /// Why the engine may not be used for `what` now.
    pub fn refusal(&self, what: EngineUse) -> Option<String> {
        let why = if self.playing_online {
            "while your online game runs: it is played without help, and it all comes back \
             once the game is over"
        } else if self.watching && what != EngineUse::Opponent {
            "of a game you watch until it is over: its players may not have help"
        } else {
            return None;
        };
        Some(format!("{} {why}.", what.what()))
    }

    /// Whether the engine may be used at all now (the review's analysis runs only then).
    pub fn engine_allowed(fair_play: Res<FairPlay>) -> bool {
        fair_play.refusal(EngineUse::Analysis).is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_gets_no_engine_and_a_spectator_no_analysis_while_the_game_runs() {
        let mut fair = FairPlay::default();
        assert!(fair.allow(EngineUse::Hint));
        fair.watching = true;
        assert!(!fair.allow(EngineUse::Analysis));
        assert!(fair.allow(EngineUse::Opponent));
        fair.playing_online = true;
        for what in [EngineUse::Hint, EngineUse::EditorCopy, EngineUse::Opponent] {
            assert!(!fair.allow(what));
            assert!(fair.refused.as_ref().unwrap().contains("online game runs"));
        }
    }
}
