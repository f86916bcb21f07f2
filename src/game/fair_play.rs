//! Fair play: no engine in any form (hint, analysis, the editor's copy of the position, a
//! computer opponent) while the player's own online game runs, and no analysis of a watched
//! game until it ends. The online module says what runs ([`FairPlay::playing_online`],
//! [`FairPlay::watching`]); every use of the engine asks [`FairPlay::allow`], the one gate,
//! which refuses with an [`Unfair`] for the screen to word.

use bevy::prelude::*;

use crate::i18n::Tr;

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
    /// The key of what is refused: `No hint`, `No analysis`, ...
    fn key(self) -> &'static str {
        match self {
            EngineUse::Hint => "fair-no-hint",
            EngineUse::Analysis => "fair-no-analysis",
            EngineUse::EditorCopy => "fair-no-editor-copy",
            EngineUse::Opponent => "fair-no-opponent",
        }
    }
}

/// Why the engine may not be used: what was asked, and whether the game it would help is
/// the player's own or one watched. Worded when shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unfair {
    pub what: EngineUse,
    pub watching: bool,
}

impl Unfair {
    pub fn in_words(self, tr: &Tr) -> String {
        let key = if self.watching {
            "fair-watching"
        } else {
            "fair-playing"
        };
        tr.t_args(key, &[("what", tr.t(self.what.key()).into())])
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
    pub refused: Option<Unfair>,
}

impl FairPlay {
    /// Whether the engine may be used for `what` now; if not, the refusal is kept for the
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
    pub fn refusal(&self, what: EngineUse) -> Option<Unfair> {
        if self.playing_online {
            Some(Unfair {
                what,
                watching: false,
            })
        } else if self.watching && what != EngineUse::Opponent {
            Some(Unfair {
                what,
                watching: true,
            })
        } else {
            None
        }
    }

    /// Whether the engine may be used at all now (the review's analysis runs only then).
    pub fn engine_allowed(fair_play: Res<FairPlay>) -> bool {
        fair_play.refusal(EngineUse::Analysis).is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

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
            let said = fair.refused.unwrap().in_words(&Tr::new(Lang::English));
            assert!(said.contains("online game runs"), "{said}");
        }
    }
}
