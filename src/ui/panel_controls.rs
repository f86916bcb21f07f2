//! The game panel's controls for entering a move: the status line, the typed-move field and
//! the move buttons. They stand in the same place in every kind of game and on every turn:
//! the field is disabled, never hidden, when no move may be typed (the computer's or the
//! opponent's turn), so nothing below it jumps.

use bevy_egui::egui;

use super::panel_view::GamePanelView;
use crate::game::GameCommand;
use crate::i18n::Tr;

/// What a click or Enter in the controls asks for.
#[derive(Clone, Debug)]
pub enum Control {
    /// A move typed in the field, played with Enter.
    Typed(String),
    Command(GameCommand),
    /// End the move being entered where it stands.
    EndMove,
    Flip,
    /// Switch between the flat and the 3D view.
    ToggleFlat,
    Hint,
}

/// The controls' state from outside the game's view.
pub struct ControlsInput<'a> {
    /// The text in the move field, kept between frames.
    pub typed: &'a mut String,
    /// A move to show in the empty field.
    pub example: &'a str,
    /// `/` was pressed: the keyboard goes to the field.
    pub focus: bool,
    pub flat_view: bool,
    /// The player's language.
    pub tr: &'a Tr,
}

/// The egui id of the typed-move field (tests find its place by it).
pub const TYPED_FIELD: &str = "typed move";

/// Lays out the status line, the move field and the move buttons; returns what was asked.
pub fn controls(ui: &mut egui::Ui, view: &GamePanelView, input: ControlsInput) -> Option<Control> {
    let tr = input.tr;
    ui.label(egui::RichText::new(&view.status).strong().size(16.0));
    let label = tr.t("typed-label");
    let field = TypedField {
        typed: input.typed,
        example: input.example,
        focus: input.focus,
        enabled: view.typing,
        label: &label,
    };
    let mut asked = typed_move_field(ui, field).map(Control::Typed);
    ui.horizontal_wrapped(|ui| {
        let buttons = [
            (view.undo, "panel-undo", "Ctrl+Z", GameCommand::Undo),
            (view.redo, "panel-redo", "Ctrl+Y", GameCommand::Redo),
        ];
        for (enabled, label, key, command) in buttons {
            if ui
                .add_enabled(enabled, egui::Button::new(tr.t(label)))
                .on_hover_text(key)
                .clicked()
            {
                asked = Some(Control::Command(command));
            }
        }
        if ui
            .add_enabled(view.end_move, egui::Button::new(tr.t("panel-end-move")))
            .on_hover_text("Enter")
            .clicked()
        {
            asked = Some(Control::EndMove);
        }
        if ui.button(tr.t("panel-flip")).on_hover_text("V").clicked() {
            asked = Some(Control::Flip);
        }
        let flat = if input.flat_view {
            "panel-3d"
        } else {
            "panel-flat"
        };
        if ui.button(tr.t(flat)).on_hover_text("T").clicked() {
            asked = Some(Control::ToggleFlat);
        }
        // In every game where a hint may ever be asked; disabled while none may be.
        if let Some(searching) = view.hint {
            let label = if searching {
                "panel-hint-searching"
            } else {
                "panel-hint"
            };
            if ui
                .add_enabled(view.typing && !searching, egui::Button::new(tr.t(label)))
                .on_hover_text(tr.t("panel-hint-hover"))
                .clicked()
            {
                asked = Some(Control::Hint);
            }
        }
    });
    asked
}

/// The typed-move field's state.
pub struct TypedField<'a> {
    /// The text in the field, kept between frames.
    pub typed: &'a mut String,
    /// A move to show in the empty field.
    pub example: &'a str,
    /// `/` was pressed: the keyboard goes to the field.
    pub focus: bool,
    /// Whether a move may be typed now.
    pub enabled: bool,
    /// The field's name, in the player's language (`typed-label`).
    pub label: &'a str,
}

/// The move field of a game or a lesson: a move in any form the rules core reads, played with
/// Enter (returned); the keyboard stays in the field for the next.
pub fn typed_move_field(ui: &mut egui::Ui, field: TypedField) -> Option<String> {
    let mut entered = None;
    ui.horizontal(|ui| {
        ui.label(format!("{}:", field.label));
        let response = ui.add_enabled(
            field.enabled,
            egui::TextEdit::singleline(field.typed)
                .id_salt(TYPED_FIELD)
                .hint_text(field.example)
                .desired_width(150.0),
        );
        if field.focus {
            response.request_focus();
        }
        if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            let text = std::mem::take(field.typed);
            if !text.trim().is_empty() {
                entered = Some(text);
            }
            response.request_focus();
        }
    });
    entered
}

/// A move to show in the empty move field, in the notation of the board played.
pub fn example_move(position: &camelot_rules::Position) -> &'static str {
    use camelot_rules::Variant;
    match position.variant() {
        _ if position.placing_trees() => "C2,D2,I2",
        Variant::Camelot | Variant::Anti => "E6-E5",
        Variant::Camette => "C3-C4",
        Variant::Cam => "D5-D6",
        Variant::Chivalry => "G7-G8",
        Variant::River => "E5-E6",
        Variant::Grand => "H5-H6",
        Variant::GrandCam => "G4-G5",
    }
}
