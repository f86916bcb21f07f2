//! Puts the live game on the board: its position, last move and move cues, whenever the board
//! shows the live game and something it draws has changed. Behind the title screen, a variant
//! chosen other than the live game's shows that variant's board and start instead.

use bevy::prelude::*;
use camelot_rules::{Position, Variant};

use super::GameSystems;
use super::active::ActiveGame;
use super::hint::ShownHint;
use crate::screens::{BoardOwner, Screen};
use crate::shown::{Cues, ShownPosition};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<TitleVariant>()
        .init_resource::<TitleChoice>()
        .add_systems(
            Update,
            (choose_title_variant, publish_live)
                .chain()
                .in_set(GameSystems::Publish),
        );
}

/// The title screen's variant picker chose this variant (the menu sends it; the board is the
/// game's to set): until a game is started or loaded, the board behind the title screen shows
/// its board and start position, unless it is the live game's own variant.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TitleVariant(pub Variant);

/// The variant chosen on the title screen, and the game ([`ActiveGame::replaced`]) it was
/// chosen beside: a game started or loaded since brings its own variant back.
#[derive(Resource, Default)]
struct TitleChoice {
    variant: Option<Variant>,
    beside: u64,
}

impl TitleChoice {
    /// The variant whose start the title screen shows instead of the live game, if any.
    fn shown(&self, active: &ActiveGame, screen: Screen) -> Option<Variant> {
        self.variant.filter(|v| {
            screen == Screen::MainMenu
                && self.beside == active.replaced
                && *v != active.game.start().variant()
        })
    }
}

fn choose_title_variant(
    mut chosen: MessageReader<TitleVariant>,
    active: Res<ActiveGame>,
    mut title: ResMut<TitleChoice>,
) {
    if let Some(TitleVariant(variant)) = chosen.read().last() {
        *title = TitleChoice {
            variant: Some(*variant),
            beside: active.replaced,
        };
    }
}

/// What the board last got from the live game.
#[derive(PartialEq, Eq, Clone, Copy)]
struct Published {
    input_revision: u64,
    replaced: u64,
    hint: Option<u64>,
    playing: bool,
    /// The title screen's variant shown instead of the live game.
    title: Option<Variant>,
}

fn publish_live(
    active: Res<ActiveGame>,
    hint: Res<ShownHint>,
    screen: Res<State<Screen>>,
    owner: Res<State<BoardOwner>>,
    mut shown: ResMut<ShownPosition>,
    title: Res<TitleChoice>,
    mut last: Local<Option<Published>>,
) {
    if *owner.get() != BoardOwner::Live {
        // Whoever has the board now; show the live game afresh when it comes back.
        *last = None;
        return;
    }
    let now = Published {
        input_revision: active.input_revision,
        replaced: active.replaced,
        hint: hint.0.as_ref().map(|(rev, _)| *rev),
        playing: *screen.get() == Screen::Playing,
        title: title.shown(&active, *screen.get()),
    };
    if *last == Some(now) {
        return;
    }
    let cut = last.is_none_or(|l| l.replaced != now.replaced || l.title != now.title);
    *last = Some(now);
    if let Some(variant) = now.title {
        if cut {
            let start = Position::start_of(variant);
            shown.cut_to(start, None, Some(start));
        }
        return;
    }
    // A move waiting for its animation to end is shown played, so that the board does not
    // put its piece back in between.
    let (position, last_move) = match &active.pending {
        Some(mv) => (active.position().play(&mv.key()), Some(mv.clone())),
        None => (*active.position(), active.game.moves().last().cloned()),
    };
    if cut {
        // The board drops the old scene's animations and answers them.
        shown.cut_to(position, last_move, Some(*active.game.start()));
    } else {
        shown.position = position;
        shown.last_move = last_move;
    }
    // Cues only where a person may move now, on the playing screen.
    shown.cues = if now.playing && active.human_to_move() {
        let position = active.position();
        Cues {
            // While trees are placed (V5.4), the free tree squares take the rings.
            movable: if position.placing_trees() {
                position.tree_places() & !active.entry.trees
            } else if active.entry.input.is_none() {
                position.movable_pieces()
            } else {
                Default::default()
            },
            trees: active.entry.trees,
            input: active.entry.input.clone(),
            hint: hint
                .0
                .as_ref()
                .filter(|(rev, _)| *rev == active.revision)
                .map(|(_, mv)| mv.clone()),
        }
    } else {
        Cues::default()
    };
}
