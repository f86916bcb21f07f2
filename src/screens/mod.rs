//! The game's modes as Bevy states, so that no system runs in a mode it does not belong to:
//!
//! - [`Screen`]: the title screen, playing, the lessons, the position editor, or puzzles.
//! - [`PlayMode`], a sub-state of [`Screen::Playing`]: the live game, or review of its past.
//! - [`BoardOwner`], computed from both: whose position the board shows, and so who takes
//!   its clicks and keys (the live game, review, a lesson, the editor, or a puzzle).
//!
//! Part of the headless core, so tests go from the menu to a game and back; systems are gated
//! with `run_if(in_state(..))` and screen entities despawned with `DespawnOnExit`.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .add_sub_state::<PlayMode>()
        .add_computed_state::<BoardOwner>()
        .configure_sets(
            Update,
            (
                AppSystems::Input,
                AppSystems::Navigate,
                AppSystems::Update,
                AppSystems::Follow,
                AppSystems::Present,
            )
                .chain(),
        );
}

#[derive(States, Default, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Screen {
    /// New game, load, settings, quit, beside the board.
    #[default]
    MainMenu,
    /// A game on the board: two players, against the computer, or computer against computer.
    Playing,
    /// "Learn to play": the lessons beside the board.
    Tutorial,
    /// Online play: the server, the open seeks, games to watch, hosting.
    Lobby,
    /// The position editor (`crate::editor`).
    Editor,
    /// Tactics puzzles (`crate::puzzles`).
    Puzzles,
}

/// What the playing screen is doing: playing the game, or reviewing its past positions.
#[derive(SubStates, Default, Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[source(Screen = Screen::Playing)]
pub enum PlayMode {
    #[default]
    Live,
    /// A past position is shown; the live game waits (no clicks, no computer moves).
    Review,
}

/// Who sets the board's shown position and takes its input.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BoardOwner {
    /// The game in progress (also behind the title screen, without cues).
    Live,
    /// A past position of the game.
    Review,
    /// A lesson's position.
    Lesson,
    /// The position being set up in the editor.
    Editor,
    /// A puzzle's position.
    Puzzle,
}

impl ComputedStates for BoardOwner {
    type SourceStates = (Screen, Option<PlayMode>);

    fn compute((screen, mode): (Screen, Option<PlayMode>)) -> Option<BoardOwner> {
        Some(match (screen, mode) {
            (Screen::Tutorial, _) => BoardOwner::Lesson,
            (Screen::Editor, _) => BoardOwner::Editor,
            (Screen::Puzzles, _) => BoardOwner::Puzzle,
            (Screen::Playing, Some(PlayMode::Review)) => BoardOwner::Review,
            _ => BoardOwner::Live,
        })
    }
}

/// The order of a frame's work, by phase (as bevy_new_2d names its sets), not by module.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppSystems {
    /// Keys become commands (skipped while a panel's text field has the keyboard).
    Input,
    /// The mode changes before anything applies commands in it: review entered or left (the
    /// board cut to the reviewed ply), and the work tied to review (its analysis, puzzles
    /// mined from the game, the editor's position analysed) started or stopped.
    Navigate,
    /// The live game, the editor and online play apply their commands; the live game commits
    /// and publishes the position the board shows.
    Update,
    /// The board's other owners (a lesson, a puzzle) take their turn after the live game has
    /// published, so their board requests of this frame are seen by the board this frame.
    Follow,
    /// The board shows the result: animations queued and played, pieces and cues redrawn.
    Present,
}
