//! The title screen: the game's name over the board seen from a slowly circling camera, and
//! large buttons: continue or resume, play the computer, two players, computer against
//! computer, lessons, load, settings, quit. Mouse, or the arrow keys and Enter.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use camelot_ai::Level;
use camelot_rules::{Position, Variant};

use super::layout::{frame_board, full_viewport};
use super::names::{game_summary, level_key, variant_key, variant_summary_key};
use super::theme::{GILT, PROBLEM};
use super::{Dialogs, Picture};
use crate::board::camera::BoardView;
use crate::game::autosave::Autosave;
use crate::game::{ActiveGame, GameCommand, Player, TitleVariant};
use crate::i18n::Tr;
use crate::online::{OnlineGame, ReturnOnline};
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
    tr: Res<'w, Tr>,
    dialogs: ResMut<'w, Dialogs>,
    commands: MessageWriter<'w, GameCommand>,
    /// The variant chosen, for the board behind the menu.
    title: MessageWriter<'w, TitleVariant>,
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
    returning: MessageWriter<'w, ReturnOnline>,
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

/// The space between the two buttons of a row.
const HALF_GAP: f32 = 6.0;

/// The title menu's smaller choices, two to a row.
#[derive(Clone, Copy)]
enum More {
    Learn,
    Puzzles,
    Editor,
    Load,
    Settings,
    Quit,
}

fn half_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add_sized(
        [(BUTTON[0] - HALF_GAP) / 2.0, BUTTON[1]],
        egui::Button::new(egui::RichText::new(text).size(15.0)).wrap(),
    )
}

pub(super) fn level_picker(ui: &mut egui::Ui, tr: &Tr, id: &str, value: &mut usize) {
    egui::ComboBox::from_id_salt(id)
        .selected_text(tr.t(level_key(Level::ALL[*value])))
        .show_ui(ui, |ui| {
            for (i, l) in Level::ALL.iter().enumerate() {
                ui.selectable_value(value, i, tr.t(level_key(*l)));
            }
        });
}

/// A picture of the title screen with no window: `picture` is lent its drawing (the tests
/// read its texts).
pub fn title_screen_picture<T: 'static>(
    world: &mut World,
    picture: Picture<T>,
) -> Result<T, String> {
    use bevy::ecs::system::RunSystemOnce;
    world.init_resource::<FocusFirst>();
    world
        .run_system_once(move |mut menu: Menu| {
            picture(&mut |ctx| {
                lay_out(ctx, &mut menu);
            })
        })
        .map_err(|e| e.to_string())
}

fn main_menu(mut contexts: EguiContexts, mut menu: Menu) -> Result {
    let shown = lay_out(contexts.ctx_mut()?, &mut menu);
    let Menu { view, window, .. } = &mut menu;
    frame_board(view, window, shown.response.rect.width(), 0.0);
    Ok(())
}

/// The menu in its frame at the window's left, scrolled in a short window.
fn lay_out(ctx: &egui::Context, menu: &mut Menu) -> egui::InnerResponse<()> {
    let frame = egui::Frame::new()
        .fill(egui::Color32::from_rgba_unmultiplied(24, 19, 15, 232))
        .inner_margin(egui::Margin::symmetric(28, 24));
    egui::Area::new("title".into())
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
        })
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
        let tr = Tr::clone(&self.tr);
        ui.label(
            egui::RichText::new(tr.t("menu-title"))
                .size(56.0)
                .color(GILT)
                .strong(),
        );
        ui.label(egui::RichText::new(tr.t("menu-subtitle")).italics());
        ui.add_space(18.0);
        let first = self.go_on(ui);
        if let Some(damaged) = &self.autosave.damaged {
            ui.colored_label(PROBLEM, damaged.in_words(&tr));
        }
        self.variant_picker(ui);
        let play = big_button(ui, &tr.t("menu-play-computer"));
        ui.horizontal(|ui| {
            level_picker(ui, &tr, "level", &mut self.choice.level);
            ui.label(tr.t("menu-as"));
            let black = &mut self.choice.human_plays_black;
            ui.selectable_value(black, false, tr.t("menu-as-white"));
            ui.selectable_value(black, true, tr.t("menu-as-black"));
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
        if big_button(ui, &tr.t("menu-two-players")).clicked() {
            self.new_game([Player::Human; 2]);
        }
        ui.add_space(6.0);
        let watch = big_button(ui, &tr.t("menu-computer-computer"));
        ui.horizontal(|ui| {
            level_picker(ui, &tr, "white", &mut self.choice.white_level);
            ui.label(tr.t("menu-against"));
            level_picker(ui, &tr, "black", &mut self.choice.black_level);
        });
        if watch.clicked() {
            let level = |i: usize| Player::Computer(Level::ALL[i]);
            self.new_game([
                level(self.choice.white_level),
                level(self.choice.black_level),
            ]);
        }
        ui.add_space(6.0);
        if big_button(ui, &tr.t("menu-online")).clicked() {
            self.next.set(Screen::Lobby);
        }
        ui.add_space(6.0);
        // The rest two to a row, so the whole menu stands in a 720-pixel-high window.
        let mut chosen = None;
        egui::Grid::new("menu-more")
            .num_columns(2)
            .spacing([HALF_GAP, 4.0])
            .show(ui, |ui| {
                let more = [
                    ("menu-learn", More::Learn),
                    ("menu-puzzles", More::Puzzles),
                    ("menu-editor", More::Editor),
                    ("menu-load", More::Load),
                    ("menu-settings", More::Settings),
                    ("menu-quit", More::Quit),
                ];
                for (n, (key, choice)) in more.into_iter().enumerate() {
                    if half_button(ui, &tr.t(key)).clicked() {
                        chosen = Some(choice);
                    }
                    if n % 2 == 1 {
                        ui.end_row();
                    }
                }
            });
        match chosen {
            Some(More::Learn) => self.next.set(Screen::Tutorial),
            Some(More::Puzzles) => self.next.set(Screen::Puzzles),
            Some(More::Editor) => self.next.set(Screen::Editor),
            Some(More::Load) => self.dialogs.saves = true,
            Some(More::Settings) => self.dialogs.settings = true,
            Some(More::Quit) => {
                self.exit.write(AppExit::Success);
            }
            None => {}
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
        ui.small(tr.t("menu-help"));
    }

    /// The game of the family the buttons below start.
    fn variant_picker(&mut self, ui: &mut egui::Ui) {
        let before = self.variant();
        let mut variant = before;
        let tr = Tr::clone(&self.tr);
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(tr.t("menu-game")).size(17.0));
            egui::ComboBox::from_id_salt("variant")
                .width(WIDTH - 70.0)
                .selected_text(tr.t(variant_key(variant)))
                .show_ui(ui, |ui| {
                    for v in Variant::ALL {
                        ui.selectable_value(&mut variant, v, tr.t(variant_key(v)))
                            .on_hover_text(tr.t(variant_summary_key(v)));
                    }
                });
        });
        ui.small(tr.t(variant_summary_key(variant)));
        if variant != before {
            // The board behind the menu shows the chosen game's board and start.
            self.title.write(TitleVariant(variant));
        }
        self.choice.variant = Some(variant);
        ui.add_space(8.0);
    }

    /// "Continue" for the game in progress, or "Resume your game" for the one autosaved when
    /// the program last ran.
    fn go_on(&mut self, ui: &mut egui::Ui) -> Option<egui::Response> {
        if let Some(button) = self.return_online(ui) {
            return Some(button);
        }
        let (game, tr) = (&self.active.game, Tr::clone(&self.tr));
        if !game.moves().is_empty() && !game.is_over() {
            let button = big_button(ui, &tr.t("menu-continue"));
            ui.small(game_summary(&tr, game.moves().len(), self.active.players));
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
        let button = big_button(ui, &tr.t("menu-resume"));
        ui.small(game_summary(&tr, moves, players));
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
        let button = big_button(ui, &self.tr.t("menu-return-online"));
        ui.small(self.tr.t_args(
            "menu-online-game",
            &[
                ("game", game.game.into()),
                ("server", game.server.as_str().into()),
                ("name", game.name.as_str().into()),
            ],
        ));
        if button.clicked() {
            // Its server is started again first if it was the one hosted here.
            self.online.returning.write(ReturnOnline(game));
            self.next.set(Screen::Lobby);
        }
        ui.add_space(6.0);
        Some(button)
    }
}
