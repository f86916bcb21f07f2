//! The hint: the computer's suggestion for the human to move, searched in the background and
//! shown in violet. Entering a move does not disturb it; a change of the game makes it stale.
//! It is the review's analysis's best move (the same search, budget and threads), so that
//! the review never marks the Hint's advice a mistake.

use bevy::prelude::*;
use camelot_ai::analysis::{BUDGET, evaluate_position};
use camelot_rules::Move;

use super::GameSystems;
use super::active::ActiveGame;
use super::fair_play::{EngineUse, FairPlay};
use super::search::Searcher;
use crate::i18n::Tr;
use crate::persistence::settings::Settings;
use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HintRequest>()
        .init_resource::<ShownHint>()
        .add_message::<AskHint>()
        .add_systems(
            Update,
            (ask_hint, finish_hint)
                .chain()
                .in_set(GameSystems::Computer)
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(OnExit(Screen::Playing), |mut h: ResMut<HintRequest>| {
            h.search.cancel();
        });
}

/// The hint being searched, if any, with the hint's own engine, kept between hints.
#[derive(Resource, Default)]
pub struct HintRequest {
    pub search: Searcher<Option<Move>>,
}

/// The hint found: the suggested move's path, for the game revision it was found at.
#[derive(Resource, Default, Debug)]
pub struct ShownHint(pub Option<(u64, Move)>);

impl ShownHint {
    /// The hint in the rules core's WCF notation, for the panel, while it stands for the game
    /// at `revision`.
    pub fn text(&self, tr: &Tr, revision: u64) -> Option<String> {
        let (found_at, mv) = self.0.as_ref()?;
        (*found_at == revision).then(|| tr.t_args("hint-move", &[("move", mv.to_string().into())]))
    }
}

/// Asks for a hint for the human to move.
#[derive(Message, Clone, Copy, Debug)]
pub struct AskHint;

fn ask_hint(
    mut asks: MessageReader<AskHint>,
    active: Res<ActiveGame>,
    settings: Res<Settings>,
    mut hint: ResMut<HintRequest>,
    mut shown: ResMut<ShownHint>,
    mut fair_play: ResMut<FairPlay>,
) {
    if asks.read().count() == 0 || !fair_play.allow(EngineUse::Hint) {
        return;
    }
    if !active.human_to_move() || hint.search.is_running() {
        return;
    }
    shown.0 = None;
    let position = *active.position();
    let threads = settings.search_threads();
    hint.search
        .start(active.revision, threads, move |engine, control| {
            evaluate_position(engine, &position, BUDGET, &control.stop).best
        });
}

fn finish_hint(
    active: Res<ActiveGame>,
    mut hint: ResMut<HintRequest>,
    mut shown: ResMut<ShownHint>,
) {
    if shown
        .0
        .as_ref()
        .is_some_and(|(rev, _)| *rev != active.revision)
    {
        shown.0 = None;
    }
    if hint.search.revision().is_some_and(|r| r != active.revision) {
        hint.search.cancel();
    }
    if let Some((revision, Some(mv))) = hint.search.poll() {
        shown.0 = Some((revision, mv));
    }
}
