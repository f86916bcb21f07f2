//! The title screen: the game's name over the board seen from a slowly circling camera, and
//! large buttons: continue or resume, play the computer, two players, computer against
//! computer, lessons, load, settings, quit. Mouse, or the arrow keys and Enter.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use camelot_ai::Level;
use camelot_rules::{Position, Variant};

use super::Dialogs;
use super::layout::{frame_board, full_viewport};
use super::panel_view::variant_title;
use super::theme::{GILT, PROBLEM};
use crate::board::camera::BoardView;
use crate::game::autosave::Autosave;
use crate::game::replacing::describe;
use crate::game::{ActiveGame, GameCommand, Player};
use crate::online::{ConnectCommand, OnlineCommand, OnlineGame};
use crate::persistence::online::OnlineProfile;
use crate::persistence::settings::Settings;
use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FocusFirst>()
        .add_systems(OnEnter(Screen::MainMenu), |mut f: ResMut<FocusFirst>| {
            f.0 = true
        })
        .add_systems(OnExit(Screen::MainMenu), full_viewport)
        .add_systems(
            EguiPrimaryContextPass,
            main_menu.run_if(in_state(Screen::MainMenu)),
        );
}

/// The keyboard starts on the first button each time the title screen opens.
#[derive(Resource, Default)]
struct FocusFirst(bool);

/// The choices of the new-game menu, as indices into [`Level::ALL`].
struct MenuChoice {
    /// The game of the family every new game is played in (VARIANTS.md); the title screen
    /// opens on the variant of the game last played.
    variant: Option<Variant>,
    /// The game (its [`ActiveGame::replaced`] count) the variant was chosen beside: a game
    /// started or loaded since brings its own variant back.
    beside: u64,
    level: usize,
    human_plays_black: bool,
    white_level: usize,
    black_level: usize,
}

impl Default for MenuChoice {
    fn default() -> MenuChoice {
        MenuChoice {
            variant: None,
            beside: 0,
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
    autosave: Res<'w, Autosave>,
    settings: Res<'w, Settings>,
    dialogs: ResMut<'w, Dialogs>,
    commands: MessageWriter<'w, GameCommand>,
    next: ResMut<'w, NextState<Screen>>,
    exit: MessageWriter<'w, AppExit>,
    choice: Local<'s, MenuChoice>,
    focus_first: ResMut<'w, FocusFirst>,
    view: ResMut<'w, BoardView>,
    window: Single<'w, 's, &'static Window, With<PrimaryWindow>>,
    online: OnlineChoices<'w>,
}

/// Online play from the title screen: the lobby, or the online game left at the last run.
#[derive(SystemParam)]
struct OnlineChoices<'w> {
    profile: Res<'w, OnlineProfile>,
    game: Res<'w, OnlineGame>,
    connect: MessageWriter<'w, ConnectCommand>,
    commands: MessageWriter<'w, OnlineCommand>,
}

const WIDTH: f32 = 330.0;
const BUTTON: [f32; 2] = [WIDTH, 40.0];

/// A large title-screen button.
fn big_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add_sized(
        BUTTON,
        egui::Button::new(egui::RichText::new(text).size(19.0)),
    )
}

pub(super) fn level_picker(ui: &mut egui::Ui, id: &str, value: &mut usize) {
    egui::ComboBox::from_id_salt(id)
        .selected_text(Level::ALL[*value].name())
        .show_ui(ui, |ui| {
            for (i, l) in Level::ALL.iter().enumerate() {
                ui.selectable_value(value, i, l.name());
            }
        });
}

/// One line on what a variant is (VARIANTS.md).
fn variant_summary(variant: Variant) -> &'static str {
    match variant {
        Variant::Camelot => "The 1930 game: 160 squares, fourteen pieces a side.",
        Variant::Camette => "23 squares, four pieces a side: a piece in the castle wins.",
        Variant::Cam => "67 squares, seven pieces a side: a piece in the castle wins.",
        Variant::Chivalry => "Parker's 1887 original: 176 squares, twenty pieces a side.",
        Variant::Anti => "The goals reversed: entering the castle loses, no move wins.",
        Variant::River => "A river with four bridges; each side plants three trees first.",
    }
}

fn main_menu(mut contexts: EguiContexts, mut menu: Menu) -> Result {
    let ctx = contexts.ctx_mut()?;
    let frame = egui::Frame::new()
        .fill(egui::Color32::from_rgba_unmultiplied(24, 19, 15, 232))
        .inner_margin(egui::Margin::symmetric(28, 24));
    let shown = egui::Area::new("title".into())
        .anchor(egui::Align2::LEFT_TOP, [0.0, 0.0])
        .show(ctx, |ui| {
            frame.show(ui, |ui| {
                ui.set_width(WIDTH);
                let height = ctx.viewport_rect().height() - 48.0;
                ui.set_min_height(height);
                // A short window scrolls the menu rather than cutting it off.
                egui::ScrollArea::vertical()
                    .max_height(height)
                    .show(ui, |ui| menu.show(ui));
            });
        });
    let Menu { view, window, .. } = &mut menu;
    frame_board(view, window, shown.response.rect.width(), 0.0);
    Ok(())
}

impl Menu<'_, '_> {
    /// A new game; one that would replace an unfinished game waits for the player's answer
    /// (the game's own command handling asks: `game::replacing`).
    fn new_game(&mut self, players: [Player; 2]) {
        let variant = self.variant();
        self.commands.write(GameCommand::NewGame {
            position: Position::start_of(variant),
            players,
            rules: self.settings.house_rules,
        });
    }

    /// The variant chosen, the current game's until another is chosen.
    fn variant(&mut self) -> Variant {
        if self.choice.beside != self.active.replaced {
            self.choice.beside = self.active.replaced;
            self.choice.variant = None;
        }
        *self
            .choice
            .variant
            .get_or_insert_with(|| self.active.game.start().variant())
    }

    fn show(&mut self, ui: &mut egui::Ui) {
        ui.label(
            egui::RichText::new("CAMELOT")
                .size(56.0)
                .color(GILT)
                .strong(),
        );
        ui.label(egui::RichText::new("The 1930 Parker Brothers game of knights and men").italics());
        ui.add_space(18.0);
        let first = self.go_on(ui);
        if let Some(damaged) = &self.autosave.damaged {
            ui.colored_label(PROBLEM, damaged);
        }
        self.variant_picker(ui);
        let play = big_button(ui, "Play the computer");
        ui.horizontal(|ui| {
            level_picker(ui, "level", &mut self.choice.level);
            ui.label("as");
            ui.selectable_value(&mut self.choice.human_plays_black, false, "White");
            ui.selectable_value(&mut self.choice.human_plays_black, true, "Black");
        });
        if play.clicked() {
            let computer = Player::Computer(Level::ALL[self.choice.level]);
            let players = if self.choice.human_plays_black {
                [computer, Player::Human]
            } else {
                [Player::Human, computer]
            };
            self.new_game(players);
        }
        ui.add_space(6.0);
        if big_button(ui, "Two players on this machine").clicked() {
            self.new_game([Player::Human; 2]);
        }
        ui.add_space(6.0);
        let watch = big_button(ui, "Computer against computer");
        ui.horizontal(|ui| {
            level_picker(ui, "white", &mut self.choice.white_level);
            ui.label("against");
            level_picker(ui, "black", &mut self.choice.black_level);
        });
        if watch.clicked() {
            let level = |i: usize| Player::Computer(Level::ALL[i]);
            self.new_game([
                level(self.choice.white_level),
                level(self.choice.black_level),
            ]);
        }
        ui.add_space(6.0);
        if big_button(ui, "Play online").clicked() {
            self.next.set(Screen::Lobby);
        }
        ui.add_space(6.0);
        if big_button(ui, "Learn to play").clicked() {
            self.next.set(Screen::Tutorial);
        }
        if big_button(ui, "Set up a position").clicked() {
            self.next.set(Screen::Editor);
        }
        if big_button(ui, "Load a game").clicked() {
            self.dialogs.saves = true;
        }
        if big_button(ui, "Settings").clicked() {
            self.dialogs.settings = true;
        }
        if big_button(ui, "Quit").clicked() {
            self.exit.write(AppExit::Success);
        }
        // The arrow keys move between the buttons, from the first (again after Esc).
        let lost = ui.memory(|m| m.focused().is_none())
            && ui.input(|i| {
                i.key_pressed(egui::Key::ArrowDown) || i.key_pressed(egui::Key::ArrowUp)
            });
        if std::mem::take(&mut self.focus_first.0) || lost {
            first.unwrap_or(play).request_focus();
        }
        ui.add_space(14.0);
        ui.small(
            "Mouse: left-click to move, right-drag to orbit, wheel to zoom, middle-drag to pan. \
             The arrow keys and Enter choose here. F1: all shortcuts.",
        );
    }

    /// The game of the family the buttons below start.
    fn variant_picker(&mut self, ui: &mut egui::Ui) {
        let mut variant = self.variant();
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new("Game").size(17.0));
            egui::ComboBox::from_id_salt("variant")
                .width(WIDTH - 70.0)
                .selected_text(variant_title(variant))
                .show_ui(ui, |ui| {
                    for v in Variant::ALL {
                        ui.selectable_value(&mut variant, v, variant_title(v))
                            .on_hover_text(variant_summary(v));
                    }
                });
        });
        ui.small(variant_summary(variant));
        self.choice.variant = Some(variant);
        ui.add_space(8.0);
    }

    /// "Continue" for the game in progress, or "Resume your game" for the one autosaved when
    /// the program last ran.
    fn go_on(&mut self, ui: &mut egui::Ui) -> Option<egui::Response> {
        if let Some(button) = self.return_online(ui) {
            return Some(button);
        }
        let game = &self.active.game;
        if !game.moves().is_empty() && !game.is_over() {
            let button = big_button(ui, "Continue");
            ui.small(describe(game.moves().len(), self.active.players));
            if button.clicked() {
                self.next.set(Screen::Playing);
            }
            ui.add_space(6.0);
            return Some(button);
        }
        let (moves, players) = {
            let (game, players) = self.autosave.resumable.as_ref()?;
            (game.moves().len(), *players)
        };
        let button = big_button(ui, "Resume your game");
        ui.small(describe(moves, players));
        if button.clicked()
            && let Some((game, players)) = self.autosave.resumable.clone()
        {
            self.commands.write(GameCommand::Load { game, players });
        }
        ui.add_space(6.0);
        Some(button)
    }

    /// "Return to your online game": the one being played when the program last stopped,
    /// while no online game is open here.
    fn return_online(&mut self, ui: &mut egui::Ui) -> Option<egui::Response> {
        if self.online.game.seat.is_some() {
            return None;
        }
        let game = self.online.profile.in_progress.clone()?;
        let button = big_button(ui, "Return to your online game");
        ui.small(format!(
            "Game {} on {} as {}",
            game.game, game.server, game.name
        ));
        if button.clicked() {
            self.online.connect.write(ConnectCommand::Connect {
                server: game.server,
                name: game.name,
            });
            self.online.commands.write(OnlineCommand::Open(game.game));
            self.next.set(Screen::Lobby);
        }
        ui.add_space(6.0);
        Some(button)
    }
}
