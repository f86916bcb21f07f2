//! The main menu beside the board: continue, a new game (two players, against the computer,
//! computer against computer), load, settings, quit.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use camelot_ai::Level;
use camelot_rules::Position;

use super::Dialogs;
use crate::game::{ActiveGame, GameCommand, Player};
use crate::persistence::settings::Settings;
use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        main_menu.run_if(in_state(Screen::MainMenu)),
    );
}

/// The choices of the new-game menu, as indices into [`Level::ALL`].
struct MenuChoice {
    level: usize,
    human_plays_black: bool,
    white_level: usize,
    black_level: usize,
}

impl Default for MenuChoice {
    fn default() -> MenuChoice {
        MenuChoice {
            level: 2,
            human_plays_black: false,
            white_level: 2,
            black_level: 3,
        }
    }
}

#[derive(SystemParam)]
struct Menu<'w, 's> {
    active: Res<'w, ActiveGame>,
    settings: Res<'w, Settings>,
    dialogs: ResMut<'w, Dialogs>,
    commands: MessageWriter<'w, GameCommand>,
    next: ResMut<'w, NextState<Screen>>,
    exit: MessageWriter<'w, AppExit>,
    choice: Local<'s, MenuChoice>,
}

impl Menu<'_, '_> {
    fn new_game(&mut self, players: [Player; 2]) {
        self.commands.write(GameCommand::NewGame {
            position: Position::start(),
            players,
            rules: self.settings.house_rules,
        });
    }
}

fn level_picker(ui: &mut egui::Ui, id: &str, value: &mut usize) {
    egui::ComboBox::from_id_salt(id)
        .selected_text(Level::ALL[*value].name())
        .show_ui(ui, |ui| {
            for (i, l) in Level::ALL.iter().enumerate() {
                ui.selectable_value(value, i, l.name());
            }
        });
}

fn main_menu(mut contexts: EguiContexts, mut menu: Menu) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Camelot 3D")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::LEFT_CENTER, [24.0, 0.0])
        .show(ctx, |ui| {
            ui.label("The 1930 Parker Brothers game, by the World Camelot Federation's rules.");
            ui.add_space(8.0);
            let game = &menu.active.game;
            let in_progress = !game.moves().is_empty() && !game.is_over();
            if in_progress && ui.button("Continue the game").clicked() {
                menu.next.set(Screen::Playing);
            }
            if ui.button("Learn to play").clicked() {
                menu.next.set(Screen::Tutorial);
            }
            if ui.button("Two players on this machine").clicked() {
                menu.new_game([Player::Human; 2]);
            }
            ui.add_space(4.0);
            ui.group(|ui| {
                ui.horizontal(|ui| {
                    ui.label("Play the computer at");
                    level_picker(ui, "level", &mut menu.choice.level);
                    ui.label("as");
                    ui.selectable_value(&mut menu.choice.human_plays_black, false, "White");
                    ui.selectable_value(&mut menu.choice.human_plays_black, true, "Black");
                });
                if ui.button("Play the computer").clicked() {
                    let computer = Player::Computer(Level::ALL[menu.choice.level]);
                    let players = if menu.choice.human_plays_black {
                        [computer, Player::Human]
                    } else {
                        [Player::Human, computer]
                    };
                    menu.new_game(players);
                }
            });
            ui.group(|ui| {
                ui.horizontal(|ui| {
                    ui.label("White");
                    level_picker(ui, "white", &mut menu.choice.white_level);
                    ui.label("Black");
                    level_picker(ui, "black", &mut menu.choice.black_level);
                });
                if ui.button("Watch computer vs computer").clicked() {
                    let level = |i: usize| Player::Computer(Level::ALL[i]);
                    let players = [
                        level(menu.choice.white_level),
                        level(menu.choice.black_level),
                    ];
                    menu.new_game(players);
                }
            });
            ui.add_space(4.0);
            if ui.button("Load a saved game").clicked() {
                menu.dialogs.saves = true;
            }
            if ui.button("Settings").clicked() {
                menu.dialogs.settings = true;
            }
            if ui.button("Quit").clicked() {
                menu.exit.write(AppExit::Success);
            }
            ui.add_space(6.0);
            ui.small("Mouse: left-click to move, right-drag to orbit, wheel to zoom, middle-drag to pan. V turns the board. F1: all shortcuts.");
        });
    Ok(())
}
