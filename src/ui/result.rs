//! The end-of-game window (not in review, where the banner has the top of the board): the
//! result in words with its score and rule, and the choices that fit the game
//! ([`EndView`]). It can be closed, and the panel's "Result" button opens it again.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Dialogs;
use super::end_view::{EndChoice, EndView};
use crate::game::ActiveGame;
use crate::online::{OnlineCommand, OnlineGame};
use crate::review::ReviewCommand;
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
    online: Res<OnlineGame>,
    mut dialogs: ResMut<Dialogs>,
    mut was_over: Local<bool>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut online_commands: MessageWriter<OnlineCommand>,
    mut review: MessageWriter<ReviewCommand>,
) -> Result {
    let over = active.game.is_over();
    // A game that ends (again, after an undo) shows its window.
    if over && !*was_over {
        dialogs.end_closed = false;
    }
    *was_over = over;
    let Some(view) = EndView::of(&active, online.seat.as_ref()) else {
        return Ok(());
    };
    if dialogs.end_closed {
        return Ok(());
    }
    let mut chosen = None;
    egui::Window::new(&view.title)
        .id(egui::Id::new("end of the game"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(contexts.ctx_mut()?, |ui| {
            ui.label(egui::RichText::new(&view.words).strong().size(16.0));
            if let Some(rematch) = &view.rematch {
                ui.label(rematch);
            }
            ui.horizontal_wrapped(|ui| {
                for choice in &view.choices {
                    if ui.button(choice.label()).clicked() {
                        chosen = Some(*choice);
                    }
                }
            });
        });
    match chosen {
        Some(EndChoice::Rematch) => {
            online_commands.write(OnlineCommand::OfferRematch);
        }
        Some(EndChoice::AcceptRematch) => {
            online_commands.write(OnlineCommand::AcceptRematch);
        }
        Some(EndChoice::DeclineRematch) => {
            online_commands.write(OnlineCommand::DeclineRematch);
        }
        Some(EndChoice::Lobby) => next_screen.set(Screen::Lobby),
        Some(EndChoice::NewGame) => next_screen.set(Screen::MainMenu),
        Some(EndChoice::Analyse) => {
            review.write_batch([ReviewCommand::Show(0), ReviewCommand::ShowBest(true)]);
        }
        Some(EndChoice::Close) => dialogs.end_closed = true,
        None => {}
    }
    Ok(())
}
