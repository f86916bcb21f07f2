//! The end-of-game window (not in review, where the banner has the top of the board): the
//! result in words with its score and rule, and the choices that fit the game
//! ([`EndView`]). It can be closed, and the panel's "Result" button opens it again.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Dialogs;
use super::end_view::{EndChoice, EndView};
use crate::game::ActiveGame;
use crate::i18n::Tr;
use crate::online::{OnlineCommand, OnlineGame};
use crate::review::ReviewCommand;
use crate::screens::{PlayMode, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        result_window.run_if(in_state(PlayMode::Live)),
    );
}

/// Where the window's choices go.
#[derive(SystemParam)]
struct Choices<'w> {
    next_screen: ResMut<'w, NextState<Screen>>,
    online: MessageWriter<'w, OnlineCommand>,
    review: MessageWriter<'w, ReviewCommand>,
}

impl Choices<'_> {
    fn take(&mut self, choice: EndChoice, dialogs: &mut Dialogs) {
        match choice {
            EndChoice::Rematch => {
                self.online.write(OnlineCommand::OfferRematch);
            }
            EndChoice::AcceptRematch => {
                self.online.write(OnlineCommand::AcceptRematch);
            }
            EndChoice::DeclineRematch => {
                self.online.write(OnlineCommand::DeclineRematch);
            }
            EndChoice::Lobby => self.next_screen.set(Screen::Lobby),
            EndChoice::NewGame => self.next_screen.set(Screen::MainMenu),
            EndChoice::Analyse => {
                self.review
                    .write_batch([ReviewCommand::Show(0), ReviewCommand::ShowBest(true)]);
            }
            EndChoice::Close => dialogs.end_closed = true,
        }
    }
}

fn result_window(
    mut contexts: EguiContexts,
    active: Res<ActiveGame>,
    online: Res<OnlineGame>,
    mut dialogs: ResMut<Dialogs>,
    mut was_over: Local<bool>,
    tr: Res<Tr>,
    mut choices: Choices,
) -> Result {
    let over = active.game.is_over();
    // A game that ends (again, after an undo) shows its window.
    if over && !*was_over {
        dialogs.end_closed = false;
    }
    *was_over = over;
    let Some(view) = EndView::of(&active, online.seat.as_ref(), &tr) else {
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
        // Over the table's corner, leaving the final position in view.
        .anchor(egui::Align2::LEFT_TOP, [12.0, 12.0])
        .show(contexts.ctx_mut()?, |ui| {
            ui.label(egui::RichText::new(&view.words).strong().size(16.0));
            if let Some(rematch) = &view.rematch {
                ui.label(rematch);
            }
            ui.horizontal_wrapped(|ui| {
                for choice in &view.choices {
                    if ui.button(tr.t(choice.label_key())).clicked() {
                        chosen = Some(*choice);
                    }
                }
            });
        });
    if let Some(choice) = chosen {
        choices.take(choice, &mut dialogs);
    }
    Ok(())
}
