//! The game's keys on the playing screen: each becomes the command a button would send (the
//! list the help window shows is `ui::shortcuts::SHORTCUTS`). Part of the headless core, so
//! tests press keys as a player does.

use bevy::prelude::*;

use crate::game::GameCommand;
use crate::game::hint::AskHint;
use crate::review::ReviewCommand;
use crate::screens::{AppSystems, PlayMode, Screen};
use crate::shown::InputAction;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ButtonInput<KeyCode>>().add_systems(
        Update,
        game_keys
            .in_set(AppSystems::Input)
            .run_if(in_state(Screen::Playing)),
    );
}

fn game_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mode: Res<State<PlayMode>>,
    mut commands: MessageWriter<GameCommand>,
    mut actions: MessageWriter<InputAction>,
    mut hint: MessageWriter<AskHint>,
    mut review: MessageWriter<ReviewCommand>,
) {
    for (key, command) in [
        (KeyCode::ArrowLeft, ReviewCommand::Back),
        (KeyCode::ArrowRight, ReviewCommand::Forward),
        (KeyCode::Home, ReviewCommand::First),
        (KeyCode::End, ReviewCommand::Last),
    ] {
        if keys.just_pressed(key) {
            review.write(command);
        }
    }
    if keys.just_pressed(KeyCode::KeyH) {
        hint.write(AskHint);
    }
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        commands.write(GameCommand::Undo);
    }
    if ctrl && keys.just_pressed(KeyCode::KeyY) {
        commands.write(GameCommand::Redo);
    }
    let reviewing = *mode.get() == PlayMode::Review;
    if keys.just_pressed(KeyCode::Escape) {
        // Esc takes back the partial move; in review it goes back to the game.
        if reviewing {
            review.write(ReviewCommand::Leave);
        } else {
            actions.write(InputAction::Cancel);
        }
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        actions.write(InputAction::Finish);
    }
}
