//! Questions and news over any screen: "replace your unfinished game?" for a new or loaded
//! game the game's command handling holds (`game::replacing`), and a new online game of the
//! player's that started while they were elsewhere ("Bob accepted your seek: go to the
//! game"), which never takes them away by itself.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::theme::PROBLEM;
use crate::game::{ReplaceAnswer, Replacing};
use crate::online::connection::Connection;
use crate::online::{OnlineCommand, OnlineGame};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, (replace_question, announcement));
}

fn replace_question(
    mut contexts: EguiContexts,
    replacing: Res<Replacing>,
    mut answers: MessageWriter<ReplaceAnswer>,
) -> Result {
    if replacing.waiting.is_none() {
        return Ok(());
    }
    egui::Window::new("Replace your game?")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(contexts.ctx_mut()?, |ui| {
            ui.colored_label(
                PROBLEM,
                format!("The new game replaces {}.", replacing.what),
            );
            ui.horizontal(|ui| {
                if ui.button("Replace it").clicked() {
                    answers.write(ReplaceAnswer::Replace);
                }
                if ui.button("Keep my game").clicked() {
                    answers.write(ReplaceAnswer::Keep);
                }
            });
        });
    Ok(())
}

/// The sentence announcing a new online game, from the player's side.
fn announcement_text(online: &OnlineGame, me: &str) -> Option<String> {
    let view = online.announced.as_ref()?;
    let opponent = if view.white.eq_ignore_ascii_case(me) {
        &view.black
    } else {
        &view.white
    };
    Some(format!("{opponent} accepted your seek: go to the game."))
}

fn announcement(
    mut contexts: EguiContexts,
    online: Res<OnlineGame>,
    connection: Res<Connection>,
    mut commands: MessageWriter<OnlineCommand>,
) -> Result {
    let me = connection.player.as_deref().unwrap_or_default();
    let (Some(text), Some(view)) = (announcement_text(&online, me), &online.announced) else {
        return Ok(());
    };
    egui::Window::new("Your online game")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::RIGHT_TOP, [-12.0, 12.0])
        .show(contexts.ctx_mut()?, |ui| {
            ui.label(text);
            ui.horizontal(|ui| {
                if ui.button("Go to the game").clicked() {
                    commands.write(OnlineCommand::Open(view.id));
                }
                if ui.button("Later").clicked() {
                    commands.write(OnlineCommand::Later);
                }
            });
        });
    Ok(())
}
