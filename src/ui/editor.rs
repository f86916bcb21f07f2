//! The position editor's panel (`Screen::Editor`): what a click puts on the board, the side
//! to move, castle moves used, the clock of R15, the position string to copy or paste, the
//! rules' verdict, and the ways to play from the position. It sends `EditorCommand`s; the
//! editor (`crate::editor`) keeps the position.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use camelot_ai::Level;
use camelot_rules::{Color, Piece, PieceKind};

use super::layout::{full_viewport, side_panel};
use super::menu::level_picker;
use super::names::{piece_key, side_key};
use super::saves::Clipboard;
use super::theme::PROBLEM;
use crate::board::camera::BoardView;
use crate::editor::{Editor, EditorCommand, Unplayable};
use crate::game::{FairPlay, Player};
use crate::i18n::{Tr, result_in_words};
use crate::persistence::settings::Settings;
use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        editor_panel.run_if(in_state(Screen::Editor)),
    )
    .add_systems(OnExit(Screen::Editor), full_viewport);
}

/// The panel's own state: the computer's level and side, the clipboard, what it last said.
#[derive(Default)]
struct Choices {
    level: usize,
    human_plays_black: bool,
    clipboard: Clipboard,
    said: Option<String>,
    /// A position string typed in the field.
    typed: String,
}

fn editor_panel(
    mut contexts: EguiContexts,
    (editor, settings, fair_play, tr): (Res<Editor>, Res<Settings>, Res<FairPlay>, Res<Tr>),
    mut commands: MessageWriter<EditorCommand>,
    mut next: ResMut<NextState<Screen>>,
    mut view: ResMut<BoardView>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut choices: Local<Choices>,
) -> Result {
    side_panel(contexts.ctx_mut()?, "editor", &mut view, &window, |ui| {
        let mut send = |c| {
            commands.write(c);
        };
        ui.heading(tr.t("menu-editor"));
        if let Some(why) = fair_play.refused {
            ui.colored_label(PROBLEM, why.in_words(&tr));
        }
        brushes(ui, &tr, &editor, &mut send);
        ui.separator();
        fields(ui, &tr, &editor, &mut send);
        ui.separator();
        position_string(ui, &tr, &editor, &mut choices, &mut send);
        ui.separator();
        match &editor.checked {
            Ok(_) => ui.label(tr.t("editor-accepted")),
            Err(Unplayable::Rules(why)) => {
                ui.colored_label(PROBLEM, because(&tr, "editor-not-playable", why))
            }
            Err(Unplayable::Over(result)) => {
                let how = result_in_words(&tr, *result);
                ui.colored_label(PROBLEM, tr.t_args("editor-over", &[("how", how.into())]))
            }
        };
        let playable = editor.checked.is_ok();
        let rules = settings.house_rules;
        ui.add_enabled_ui(playable, |ui| {
            if ui.button(tr.t("editor-play-friend")).clicked() {
                send(EditorCommand::Play([Player::Human; 2], rules));
            }
            let play = ui.button(tr.t("menu-play-computer"));
            ui.horizontal(|ui| {
                level_picker(ui, &tr, "editor-level", &mut choices.level);
                ui.label(tr.t("menu-as"));
                let black = &mut choices.human_plays_black;
                ui.selectable_value(black, false, tr.t("menu-as-white"));
                ui.selectable_value(black, true, tr.t("menu-as-black"));
            });
            if play.clicked() {
                let computer = Player::Computer(Level::ALL[choices.level]);
                let players = if choices.human_plays_black {
                    [computer, Player::Human]
                } else {
                    [Player::Human, computer]
                };
                send(EditorCommand::Play(players, rules));
            }
            if ui
                .button(tr.t("editor-analyse"))
                .on_hover_text(tr.t("editor-analyse-hint"))
                .clicked()
            {
                send(EditorCommand::Analyse(rules));
            }
        });
        ui.separator();
        if ui.button(tr.t("back-title")).clicked() {
            next.set(Screen::MainMenu);
        }
    });
    Ok(())
}

/// What a click on the board puts there.
fn brushes(ui: &mut egui::Ui, tr: &Tr, editor: &Editor, send: &mut impl FnMut(EditorCommand)) {
    ui.label(tr.t("editor-brush"));
    for color in [Color::White, Color::Black] {
        ui.horizontal(|ui| {
            for kind in [PieceKind::Man, PieceKind::Knight] {
                let piece = Piece { color, kind };
                let label = tr.t(piece_key(piece));
                let piece = Some(piece);
                if ui.selectable_label(editor.brush == piece, label).clicked() {
                    send(EditorCommand::Brush(piece));
                }
            }
        });
    }
    ui.horizontal(|ui| {
        if ui
            .selectable_label(editor.brush.is_none(), tr.t("editor-empty"))
            .clicked()
        {
            send(EditorCommand::Brush(None));
        }
        if ui.button(tr.t("editor-clear")).clicked() {
            send(EditorCommand::Clear);
        }
    });
}

/// The side to move, castle moves used (R10) and the clock of R15.
fn fields(ui: &mut egui::Ui, tr: &Tr, editor: &Editor, send: &mut impl FnMut(EditorCommand)) {
    ui.horizontal(|ui| {
        ui.label(tr.t("editor-to-move"));
        for side in [Color::White, Color::Black] {
            if ui
                .selectable_label(editor.side == side, tr.t(side_key(side)))
                .clicked()
            {
                send(EditorCommand::Side(side));
            }
        }
    });
    ui.label(tr.t("editor-castle-moves"));
    for side in [Color::White, Color::Black] {
        ui.horizontal(|ui| {
            ui.label(tr.t(side_key(side)));
            for n in 0..=2 {
                let made = editor.castle_moves[side.index()] == n;
                if ui.selectable_label(made, n.to_string()).clicked() {
                    send(EditorCommand::CastleMoves(side, n));
                }
            }
        });
    }
    ui.horizontal(|ui| {
        ui.label(tr.t("editor-clock"));
        let mut clock = editor.clock;
        ui.add(egui::DragValue::new(&mut clock).range(0..=999))
            .on_hover_text(tr.t("editor-clock-hint"));
        if clock != editor.clock {
            send(EditorCommand::Clock(clock));
        }
    });
}

/// The position string: shown, copied, pasted or typed.
fn position_string(
    ui: &mut egui::Ui,
    tr: &Tr,
    editor: &Editor,
    choices: &mut Choices,
    send: &mut impl FnMut(EditorCommand),
) {
    ui.label(tr.t("editor-string"));
    // Broken anywhere: the string has few spaces.
    ui.add(
        egui::Label::new(egui::RichText::new(editor.text()).monospace().size(11.0))
            .wrap_mode(egui::TextWrapMode::Wrap),
    );
    ui.horizontal(|ui| {
        if ui.button(tr.t("editor-copy")).clicked() {
            choices.said = Some(match choices.clipboard.copy(tr, editor.text()) {
                Ok(()) => tr.t("editor-copied"),
                Err(e) => e,
            });
        }
        if ui.button(tr.t("editor-paste")).clicked() {
            match choices.clipboard.paste(tr) {
                Ok(text) => {
                    choices.said = None;
                    send(EditorCommand::Paste(text));
                }
                Err(e) => choices.said = Some(e),
            }
        }
    });
    ui.horizontal(|ui| {
        let field = ui.add(
            egui::TextEdit::singleline(&mut choices.typed)
                .hint_text(tr.t("editor-type"))
                .desired_width(200.0),
        );
        if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            send(EditorCommand::Paste(std::mem::take(&mut choices.typed)));
        }
    });
    if let Some(said) = &choices.said {
        ui.label(said);
    }
    if let Some(why) = &editor.refused_paste {
        ui.colored_label(PROBLEM, because(tr, "editor-refused", why));
    }
}

/// The sentence `key` with the rules' reason `why`, in the player's language.
fn because(tr: &Tr, key: &str, why: &camelot_rules::Error) -> String {
    tr.t_args(key, &[("why", tr.refusal(why).into())])
}
