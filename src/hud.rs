//! The heads-up display (egui): whose turn it is and why a piece must move, castle moves left,
//! the move list, undo/redo, new game, view, save/load, settings, and the result.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use camelot_rules::{Color as Side, Constraint, Game, MAX_CASTLE_MOVES, Outcome, Position};

use crate::camera::{OrbitCamera, ViewCommand};
use crate::play::{ActiveGame, GameCommand, InputAction, Player};
use crate::screens::Screen;
use crate::settings::Settings;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Windows>()
        .add_systems(
            EguiPrimaryContextPass,
            (coordinates, game_panel, result_window)
                .chain()
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (saves_window, settings_window).after(result_window),
        )
        .add_systems(OnExit(Screen::Playing), full_viewport)
        .add_systems(
            Update,
            shortcuts
                .run_if(in_state(Screen::Playing))
                .run_if(not(bevy_egui::input::egui_wants_any_keyboard_input)),
        );
}

/// Which extra windows are open, and their state.
#[derive(Resource, Default)]
pub struct Windows {
    pub saves: bool,
    pub settings: bool,
    pub save_name: String,
    pub message: Option<String>,
    /// A settings file problem found at start, shown once.
    pub settings_error: Option<String>,
}

fn side_label(side: Side) -> &'static str {
    match side {
        Side::White => "White (ivory)",
        Side::Black => "Black (ebony)",
    }
}

fn status_line(pos: &Position, game: &Game) -> String {
    if let Some(r) = game.result() {
        return match r.outcome {
            Outcome::Win(side) => format!("{} wins: {}", side.name(), r.reason.describe()),
            Outcome::Draw => format!("Draw: {}", r.reason.describe()),
        };
    }
    format!("{} to move", side_label(pos.side_to_move()))
}

/// Why the side to move is restricted, in the player's words.
pub fn constraint_text(pos: &Position) -> Option<String> {
    match pos.constraint() {
        Constraint::None => None,
        Constraint::MustCapture => Some("A capture is available: you must jump (R7).".into()),
        Constraint::MustLeaveCastle(sq) => Some(format!(
            "The piece on {sq} must leave its own castle this turn (R9)."
        )),
    }
}

#[allow(clippy::too_many_arguments)]
fn game_panel(
    mut contexts: EguiContexts,
    active: Res<ActiveGame>,
    mut computer: ResMut<crate::ai::Computer>,
    hint: Res<crate::ai::HintRequest>,
    mut ask_hint: MessageWriter<crate::ai::AskHint>,
    mut settings: ResMut<Settings>,
    mut commands: MessageWriter<GameCommand>,
    mut actions: MessageWriter<InputAction>,
    mut views: MessageWriter<ViewCommand>,
    mut windows: ResMut<Windows>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut camera: Single<&mut Camera, With<OrbitCamera>>,
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut screen_ui = egui::Ui::new(
        ctx.clone(),
        "screen".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let panel = egui::Panel::right("game")
        .resizable(false)
        .exact_size(PANEL_WIDTH)
        .show(&mut screen_ui, |ui| {
            ui.heading("Camelot");
            let pos = *active.position();
            ui.label(
                egui::RichText::new(status_line(&pos, &active.game))
                    .strong()
                    .size(16.0),
            );
            if !active.game.is_over() {
                if let Player::Computer(level) = active.to_move() {
                    match &computer.thinking {
                        Some(s) => ui.label(format!(
                            "⏳ {} ({}) is thinking… depth {}",
                            pos.side_to_move().name(),
                            level.name(),
                            s.depth()
                        )),
                        None if computer.paused => ui.label("Paused."),
                        None => ui.label(format!(
                            "{} ({}) moves.",
                            pos.side_to_move().name(),
                            level.name()
                        )),
                    };
                }
                if let Some(text) = constraint_text(&pos) {
                    ui.colored_label(egui::Color32::from_rgb(255, 170, 90), text);
                }
                if let Some(b) = &active.input {
                    let mut text = format!("Moving the piece from {}. ", b.path().from);
                    if b.can_end() && !b.next_legs().is_empty() {
                        text += "Click it or press Enter to end the move here, or go on. ";
                    } else {
                        text += "Choose where it goes: green a step, blue a canter, red a jump. ";
                    }
                    text += "Esc or right-click takes it back.";
                    ui.label(text);
                } else if active.human_to_move() {
                    ui.label("Click a piece with a gold ring to move it.");
                }
            }
            if let Some(notice) = &active.notice {
                ui.colored_label(egui::Color32::from_rgb(255, 120, 110), notice);
            }
            ui.separator();
            for side in [Side::White, Side::Black] {
                let left = MAX_CASTLE_MOVES - pos.castle_moves(side).min(MAX_CASTLE_MOVES);
                ui.label(format!(
                    "{}: {} pieces, {left} castle move{} left (R10)",
                    side.name(),
                    pos.pieces_of(side).count(),
                    if left == 1 { "" } else { "s" }
                ));
            }
            ui.separator();
            ui.horizontal_wrapped(|ui| {
                if ui
                    .add_enabled(active.game.can_undo(), egui::Button::new("⟲ Undo"))
                    .on_hover_text("Ctrl+Z")
                    .clicked()
                {
                    commands.write(GameCommand::Undo);
                }
                if ui
                    .add_enabled(active.game.can_redo(), egui::Button::new("⟳ Redo"))
                    .on_hover_text("Ctrl+Y")
                    .clicked()
                {
                    commands.write(GameCommand::Redo);
                }
                if ui
                    .add_enabled(
                        active.input.as_ref().is_some_and(|b| b.can_end()),
                        egui::Button::new("End move"),
                    )
                    .on_hover_text("Enter")
                    .clicked()
                {
                    actions.write(InputAction::Finish);
                }
                if ui.button("Flip view").on_hover_text("V").clicked() {
                    views.write(ViewCommand::Flip);
                }
                if active.human_to_move() && active.players.contains(&Player::Human) {
                    let label = if hint.search.is_some() {
                        "Hint…"
                    } else {
                        "Hint"
                    };
                    if ui
                        .add_enabled(hint.search.is_none(), egui::Button::new(label))
                        .on_hover_text("H: the computer's suggestion, shown in violet")
                        .clicked()
                    {
                        ask_hint.write(crate::ai::AskHint);
                    }
                }
            });
            if !active.players.contains(&Player::Human) && !active.game.is_over() {
                ui.horizontal(|ui| {
                    let label = if computer.paused {
                        "▶ Resume"
                    } else {
                        "⏸ Pause"
                    };
                    if ui.button(label).clicked() {
                        computer.paused = !computer.paused;
                    }
                    ui.add(
                        egui::Slider::new(&mut settings.animation_speed, 0.25..=4.0).text("speed"),
                    );
                });
            }
            ui.horizontal_wrapped(|ui| {
                if ui.button("New game").clicked() {
                    next_screen.set(Screen::MainMenu);
                }
                if ui.button("Save / load").clicked() {
                    windows.saves = true;
                }
                if ui.button("Settings").clicked() {
                    windows.settings = true;
                }
            });
            if !active.game.is_over() {
                ui.horizontal_wrapped(|ui| {
                    let side = pos.side_to_move();
                    if active.players[side.index()] == Player::Human
                        && ui.button(format!("{} resigns", side.name())).clicked()
                    {
                        commands.write(GameCommand::Resign(side));
                    }
                    if active.players == [Player::Human; 2] && ui.button("Agree a draw").clicked() {
                        commands.write(GameCommand::AgreeDraw);
                    }
                });
            }
            ui.separator();
            ui.label(egui::RichText::new("Moves").strong());
            move_list(ui, &active.game);
        });
    // The board is framed in the part of the window the panel leaves free.
    let panel_px = (panel.response.rect.width() * window.scale_factor()) as u32;
    let size = UVec2::new(
        window.physical_width().saturating_sub(panel_px).max(1),
        window.physical_height().max(1),
    );
    camera.viewport = Some(bevy::camera::Viewport {
        physical_position: UVec2::ZERO,
        physical_size: size,
        ..default()
    });
    Ok(())
}

const PANEL_WIDTH: f32 = 280.0;

/// Off the playing screen the board fills the window again.
pub fn full_viewport(mut camera: Single<&mut Camera, With<OrbitCamera>>) {
    camera.viewport = None;
}

fn move_list(ui: &mut egui::Ui, game: &Game) {
    let first_black = game.start().side_to_move() == Side::Black;
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            egui::Grid::new("moves")
                .num_columns(3)
                .striped(true)
                .show(ui, |ui| {
                    let mut moves = game
                        .moves()
                        .iter()
                        .map(|m| m.to_string())
                        .collect::<Vec<_>>();
                    if first_black {
                        moves.insert(0, "…".into());
                    }
                    for (i, pair) in moves.chunks(2).enumerate() {
                        ui.label(format!("{}.", i + 1));
                        ui.monospace(&pair[0]);
                        ui.monospace(pair.get(1).map_or("", |s| s.as_str()));
                        ui.end_row();
                    }
                });
        });
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

/// File letters and rank numbers along the board's edges, drawn where the camera sees them.
fn coordinates(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    camera: Query<(&Camera, &GlobalTransform), With<OrbitCamera>>,
) -> Result {
    if !settings.show_coordinates {
        return Ok(());
    }
    let Ok((camera, transform)) = camera.single() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("coordinates"),
    ));
    let color = egui::Color32::from_rgba_unmultiplied(235, 225, 200, 210);
    let label = |world: Vec3, text: String| {
        if let Ok(p) = camera.world_to_viewport(transform, world) {
            painter.text(
                egui::pos2(p.x, p.y),
                egui::Align2::CENTER_CENTER,
                text,
                egui::FontId::proportional(14.0),
                color,
            );
        }
    };
    // Files along lines just beyond ranks 1 and 16; ranks beside each rank's end squares.
    let at = |file: f32, rank: f32| Vec3::new(file - 5.5, 0.02, 7.5 - rank);
    for file in 0..camelot_rules::FILES {
        let name = ((b'A' + file as u8) as char).to_string();
        label(at(file as f32, -1.0), name.clone());
        label(at(file as f32, camelot_rules::RANKS as f32), name);
    }
    for rank in 0..camelot_rules::RANKS {
        let files: Vec<usize> = camelot_rules::Square::all()
            .filter(|s| s.rank() == rank)
            .map(|s| s.file())
            .collect();
        let (lo, hi) = (
            files.iter().min().copied().unwrap_or(0),
            files.iter().max().copied().unwrap_or(0),
        );
        label(at(lo as f32 - 1.0, rank as f32), (rank + 1).to_string());
        label(at(hi as f32 + 1.0, rank as f32), (rank + 1).to_string());
    }
    Ok(())
}

fn saves_dir() -> Option<std::path::PathBuf> {
    crate::settings::config_dir().map(|d| d.join("saves"))
}

fn saves_window(
    mut contexts: EguiContexts,
    mut windows: ResMut<Windows>,
    active: Res<ActiveGame>,
    mut commands: MessageWriter<GameCommand>,
    mut next_screen: ResMut<NextState<Screen>>,
) -> Result {
    if !windows.saves {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new("Save / load")
        .open(&mut open)
        .collapsible(false)
        .show(ctx, |ui| {
            let Some(dir) = saves_dir() else {
                ui.label("No folder for saved games (HOME is not set).");
                return;
            };
            ui.horizontal(|ui| {
                ui.label("Name:");
                ui.text_edit_singleline(&mut windows.save_name);
                if ui.button("Save").clicked() {
                    windows.message =
                        Some(match save_game(&dir, &windows.save_name, &active.game) {
                            Ok(path) => format!("Saved to {}", path.display()),
                            Err(e) => e,
                        });
                }
            });
            ui.separator();
            let mut files: Vec<_> = std::fs::read_dir(&dir)
                .map(|rd| {
                    rd.filter_map(|e| e.ok())
                        .map(|e| e.path())
                        .filter(|p| p.extension().is_some_and(|x| x == "camelot"))
                        .collect()
                })
                .unwrap_or_default();
            files.sort();
            if files.is_empty() {
                ui.label("No saved games yet.");
            }
            for path in files {
                let name = path
                    .file_stem()
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_default();
                ui.horizontal(|ui| {
                    ui.label(&name);
                    if ui.button("Load").clicked() {
                        match std::fs::read_to_string(&path)
                            .map_err(|e| e.to_string())
                            .and_then(|t| Game::from_record(&t).map_err(|e| e.to_string()))
                        {
                            Ok(game) => {
                                commands.write(GameCommand::Load {
                                    game,
                                    players: active.players,
                                });
                                next_screen.set(Screen::Playing);
                                windows.message = Some(format!("Loaded {name}"));
                            }
                            // The current game is kept when a file cannot be read.
                            Err(e) => windows.message = Some(format!("Could not load {name}: {e}")),
                        }
                    }
                });
            }
            if let Some(m) = &windows.message {
                ui.separator();
                ui.label(m);
            }
        });
    windows.saves = open;
    Ok(())
}

/// Writes a game record; the name may only hold letters, digits, spaces, `-` and `_`.
pub fn save_game(
    dir: &std::path::Path,
    name: &str,
    game: &Game,
) -> Result<std::path::PathBuf, String> {
    let name = name.trim();
    if name.is_empty()
        || !name
            .chars()
            .all(|c| c.is_alphanumeric() || c == ' ' || c == '-' || c == '_')
    {
        return Err("Give the game a name of letters, digits, spaces, - or _.".into());
    }
    std::fs::create_dir_all(dir).map_err(|e| format!("Could not create {}: {e}", dir.display()))?;
    let path = dir.join(format!("{name}.camelot"));
    std::fs::write(&path, game.to_record())
        .map_err(|e| format!("Could not write {}: {e}", path.display()))?;
    Ok(path)
}

fn settings_window(
    mut contexts: EguiContexts,
    mut windows: ResMut<Windows>,
    mut settings: ResMut<Settings>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if let Some(e) = windows.settings_error.clone() {
        egui::Window::new("Settings file")
            .collapsible(false)
            .show(ctx, |ui| {
                ui.label(format!("The settings file could not be used: {e}"));
                if ui.button("OK").clicked() {
                    windows.settings_error = None;
                }
            });
    }
    if !windows.settings {
        return Ok(());
    }
    let before = settings.clone();
    let mut open = true;
    egui::Window::new("Settings")
        .open(&mut open)
        .collapsible(false)
        .show(ctx, |ui| {
            ui.add(
                egui::Slider::new(&mut settings.animation_speed, 0.0..=4.0)
                    .text("animation speed (0 = instant)"),
            );
            ui.checkbox(
                &mut settings.view_follows_turn,
                "Turn the view to the side to move (two players)",
            );
            ui.checkbox(&mut settings.show_coordinates, "Show coordinates");
            ui.horizontal(|ui| {
                use crate::settings::Graphics;
                ui.label("Graphics:");
                ui.selectable_value(&mut settings.graphics, Graphics::Auto, "Auto");
                ui.selectable_value(&mut settings.graphics, Graphics::High, "High");
                ui.selectable_value(&mut settings.graphics, Graphics::Low, "Low");
            });
            ui.separator();
            ui.label("House rules for new games (not WCF, R15):");
            ui.checkbox(
                &mut settings.house_rules.repetition,
                "Threefold repetition is a draw",
            );
            ui.checkbox(
                &mut settings.house_rules.no_progress,
                "100 plies without capture or castle entry is a draw",
            );
            ui.separator();
            ui.add(
                egui::Slider::new(&mut settings.computer_ms, 100..=20_000)
                    .text("computer thinking time, ms (Expert)"),
            );
        });
    windows.settings = open;
    if *settings != before
        && let Err(e) = settings.save()
    {
        windows.message = Some(e);
    }
    Ok(())
}

fn shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    mut commands: MessageWriter<GameCommand>,
    mut actions: MessageWriter<InputAction>,
    mut hint: MessageWriter<crate::ai::AskHint>,
) {
    if keys.just_pressed(KeyCode::KeyH) {
        hint.write(crate::ai::AskHint);
    }
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        commands.write(GameCommand::Undo);
    }
    if ctrl && keys.just_pressed(KeyCode::KeyY) {
        commands.write(GameCommand::Redo);
    }
    if keys.just_pressed(KeyCode::Escape) {
        actions.write(InputAction::Cancel);
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        actions.write(InputAction::Finish);
    }
}
