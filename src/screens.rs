//! Screens: the main menu (new game, load, settings, quit) over the board, and playing.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use camelot_ai::Level;
use camelot_rules::Position;

use crate::hud::Windows;
use crate::play::{ActiveGame, GameCommand, Player};
use crate::settings::Settings;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>().add_systems(
        EguiPrimaryContextPass,
        main_menu.run_if(in_state(Screen::MainMenu)),
    );
}

#[derive(States, Default, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Screen {
    #[default]
    MainMenu,
    Playing,
}

/// Whether the game is on the playing screen. Headless apps have no screens and always play.
pub fn is_playing(screen: Option<Res<State<Screen>>>) -> bool {
    screen.is_none_or(|s| *s.get() == Screen::Playing)
}

/// The choices of the new-game menu.
#[derive(Default)]
struct MenuChoice {
    level: usize,
    human_plays_black: bool,
    white_level: usize,
    black_level: usize,
}

#[allow(clippy::too_many_arguments)]
fn main_menu(
    mut contexts: EguiContexts,
    mut choice: Local<Option<MenuChoice>>,
    active: Res<ActiveGame>,
    settings: Res<Settings>,
    mut windows: ResMut<Windows>,
    mut commands: MessageWriter<GameCommand>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Camelot 3D")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::LEFT_CENTER, [24.0, 0.0])
        .show(ctx, |ui| {
            ui.label("The 1930 Parker Brothers game, by the World Camelot Federation's rules.");
            ui.add_space(8.0);
            let in_progress = !active.game.moves().is_empty() && !active.game.is_over();
            if in_progress && ui.button("Continue the game").clicked() {
                next.set(Screen::Playing);
            }
            if ui.button("Two players on this machine").clicked() {
                commands.write(GameCommand::NewGame {
                    position: Position::start(),
                    players: [Player::Human; 2],
                    rules: settings.house_rules,
                });
                next.set(Screen::Playing);
            }
            let choice = choice.get_or_insert_with(|| MenuChoice { level: 2, white_level: 2, black_level: 3, ..default() });
            let levels = Level::ALL;
            let pick = |ui: &mut egui::Ui, id: &str, value: &mut usize| {
                egui::ComboBox::from_id_salt(id).selected_text(levels[*value].name()).show_ui(ui, |ui| {
                    for (i, l) in levels.iter().enumerate() {
                        ui.selectable_value(value, i, l.name());
                    }
                });
            };
            ui.add_space(4.0);
            ui.group(|ui| {
                ui.horizontal(|ui| {
                    ui.label("Play the computer at");
                    pick(ui, "level", &mut choice.level);
                    ui.label("as");
                    ui.selectable_value(&mut choice.human_plays_black, false, "White");
                    ui.selectable_value(&mut choice.human_plays_black, true, "Black");
                });
                if ui.button("Play the computer").clicked() {
                    let computer = Player::Computer(levels[choice.level]);
                    let players = if choice.human_plays_black { [computer, Player::Human] } else { [Player::Human, computer] };
                    commands.write(GameCommand::NewGame { position: Position::start(), players, rules: settings.house_rules });
                    next.set(Screen::Playing);
                }
            });
            ui.group(|ui| {
                ui.horizontal(|ui| {
                    ui.label("White");
                    pick(ui, "white", &mut choice.white_level);
                    ui.label("Black");
                    pick(ui, "black", &mut choice.black_level);
                });
                if ui.button("Watch computer vs computer").clicked() {
                    let players = [Player::Computer(levels[choice.white_level]), Player::Computer(levels[choice.black_level])];
                    commands.write(GameCommand::NewGame { position: Position::start(), players, rules: settings.house_rules });
                    next.set(Screen::Playing);
                }
            });
            ui.add_space(4.0);
            if ui.button("Load a saved game").clicked() {
                windows.saves = true;
            }
            if ui.button("Settings").clicked() {
                windows.settings = true;
            }
            if ui.button("Quit").clicked() {
                exit.write(AppExit::Success);
            }
            ui.add_space(6.0);
            ui.small("Mouse: left-click to move, right-drag to orbit, wheel to zoom, middle-drag to pan. V turns the board.");
        });
    Ok(())
}
