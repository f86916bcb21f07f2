//! The hint: the computer's suggestion for the human to move, searched in the background and
//! shown in violet. Entering a move does not disturb it; a change of the game makes it stale.

use std::time::Duration;

use bevy::prelude::*;
use camelot_ai::{Engine, Level};
use camelot_rules::Move;

use super::GameSystems;
use super::active::ActiveGame;
use super::computer::budget;
use super::search::Search;
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
            h.search = None;
        });
}

/// The hint being searched, if any, and the hint's own engine, kept between hints.
#[derive(Resource, Default)]
pub struct HintRequest {
    pub search: Option<Search>,
    engine: Option<Engine>,
}

/// The hint found: the suggested move's path, for the game revision it was found at.
#[derive(Resource, Default, Debug)]
pub struct ShownHint(pub Option<(u64, Move)>);

/// Asks for a hint for the human to move.
#[derive(Message, Clone, Copy, Debug)]
pub struct AskHint;

fn ask_hint(
    mut asks: MessageReader<AskHint>,
    active: Res<ActiveGame>,
    settings: Res<Settings>,
    mut hint: ResMut<HintRequest>,
    mut shown: ResMut<ShownHint>,
) {
    if asks.read().count() == 0 || !active.human_to_move() || hint.search.is_some() {
        return;
    }
    shown.0 = None;
    let time = budget(&settings).min(Duration::from_millis(1500));
    let engine = hint.engine.take().unwrap_or_default();
    hint.search = Some(Search::start(engine, Level::Hard, &active, time, 1));
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
    if hint.search.as_ref().is_some_and(|s| !s.is_current(&active)) {
        hint.search = None;
    }
    let Some(search) = hint.search.as_mut() else {
        return;
    };
    let Some(found) = search.poll() else {
        return;
    };
    hint.search = None;
    hint.engine = Some(found.engine);
    if let Some(mv) = found.mv {
        shown.0 = Some((active.revision, mv));
    }
}
