//! The result window when the game is over, with the rule that decided it (not in review,
//! where the banner has the top of the board).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use camelot_rules::Outcome;

use crate::game::{ActiveGame, GameCommand};
use crate::screens::{PlayMode, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        result_window.run_if(in_state(PlayMode::Live)),
    );
}

fn result_window(
    mut contexts: EguiContexts,
    active: Res<ActiveGame>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    let Some(result) = active.game.result() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let title = match result.outcome {
        Outcome::Win(side) => format!("{} wins", side.name()),
        Outcome::Draw => "Draw".to_string(),
    };
    egui::Window::new(title)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 16.0])
        .show(ctx, |ui| {
            ui.label(format!("The game is over: {}.", result.reason.describe()));
            ui.horizontal(|ui| {
                if ui.button("New game").clicked() {
                    next_screen.set(Screen::MainMenu);
                }
                if active.game.can_undo() && ui.button("Undo last move").clicked() {
                    commands.write(GameCommand::Undo);
                }
            });
        });
    Ok(())
}
