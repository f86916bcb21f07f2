//! The moves of the game in WCF notation, two to a numbered row. A click on a move shows the
//! position after it (review); the moves that lost most are marked `?` and `??`. A long move
//! breaks only between its legs, never inside a square's name ("H13-G1" / "6" reads as
//! another square).

use bevy_egui::egui;
use camelot_rules::{Color, Game};

use crate::i18n::Tr;
use crate::i18n::end_in_words;
use crate::review::analysis::Analysis;

/// The marks of the game's moves, from the evaluations found so far (camelot-ai's rule,
/// which the server's review shares).
pub fn marks(game: &Game, analysis: &Analysis) -> Vec<&'static str> {
    let positions = game.positions();
    let evaluations: Vec<_> = positions.iter().map(|p| analysis.of(p)).collect();
    camelot_ai::analysis::marks(positions, &evaluations)
}

/// Width of the move numbers' column, in logical pixels.
const NUMBER_WIDTH: f32 = 30.0;

/// Draws the list; returns the ply clicked (the number of moves up to and including it). Each
/// move wraps within its own column, between its legs, so a knight's ten-leg charge never
/// pushes Black's column off the panel.
pub fn move_list(
    ui: &mut egui::Ui,
    game: &Game,
    marks: &[&str],
    current: Option<usize>,
    tr: &Tr,
) -> Option<usize> {
    let first_black = game.start().side_to_move() == Color::Black;
    // Cells of (ply, text); Black's first move sits in the second column.
    let mut cells: Vec<Option<(usize, String)>> = game
        .moves()
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let mark = marks.get(i).copied().unwrap_or("");
            Some((i + 1, format!("{m}{mark}")))
        })
        .collect();
    if first_black {
        cells.insert(0, None);
    }
    let mut clicked = None;
    // Review brings the shown move into view once, when it changes, so that the player may
    // still scroll the list meanwhile.
    let shown_id = ui.id().with("shown move");
    let before = ui.data_mut(|d| d.get_temp::<Option<usize>>(shown_id));
    ui.data_mut(|d| d.insert_temp(shown_id, current));
    let shown_moved = current.is_some() && before != Some(current);
    egui::ScrollArea::vertical()
        .stick_to_bottom(current.is_none())
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let spacing = ui.spacing().item_spacing.x;
            let column = ((ui.available_width() - NUMBER_WIDTH - 2.0 * spacing) / 2.0).floor();
            let font = egui::TextStyle::Monospace.resolve(ui.style());
            let glyph = ui.fonts_mut(|f| f.glyph_width(&font, '0')).max(1.0);
            let inside = column - 2.0 * ui.spacing().button_padding.x;
            let per_line = (inside / glyph).floor().max(1.0) as usize;
            for (row, pair) in cells.chunks(2).enumerate() {
                let fill = if row % 2 == 1 {
                    ui.visuals().faint_bg_color
                } else {
                    egui::Color32::TRANSPARENT
                };
                egui::Frame::new().fill(fill).show(ui, |ui| {
                    ui.horizontal_top(|ui| {
                        fixed_width(ui, NUMBER_WIDTH, |ui| {
                            ui.label(format!("{}.", row + 1));
                        });
                        for cell in [pair.first(), pair.get(1)] {
                            fixed_width(ui, column, |ui| match cell.cloned().flatten() {
                                Some((ply, text)) => {
                                    let text = between_legs(&text, per_line);
                                    let text = egui::RichText::new(text).monospace();
                                    let response = ui
                                        .add(
                                            egui::Button::selectable(current == Some(ply), text)
                                                .wrap_mode(egui::TextWrapMode::Extend),
                                        )
                                        .on_hover_text(tr.t("move-list-review-hover"));
                                    if current == Some(ply) && shown_moved {
                                        response.scroll_to_me(None);
                                    }
                                    if response.clicked() {
                                        clicked = Some(ply);
                                    }
                                }
                                None => {
                                    ui.monospace(if row == 0 && first_black { "…" } else { "" });
                                }
                            });
                        }
                    });
                });
            }
            // The end after the last move, with its score, as a record ends with its result.
            if let Some(end) = end_in_words(tr, game) {
                ui.label(egui::RichText::new(end).strong());
            }
        });
    clicked
}

/// `text` (a move in WCF notation with its mark) in lines of at most `per_line` characters,
/// each line ending after a leg's sign (`-`, `x`, or a placement's `,`): a square's name is
/// never cut, and a name too long for a line stands on a line of its own.
fn between_legs(text: &str, per_line: usize) -> String {
    let mut pieces = Vec::new();
    let mut start = 0;
    for (i, c) in text.char_indices() {
        if matches!(c, '-' | 'x' | ',') {
            pieces.push(&text[start..=i]);
            start = i + 1;
        }
    }
    pieces.push(&text[start..]);
    let mut lines: Vec<String> = Vec::new();
    for piece in pieces.into_iter().filter(|p| !p.is_empty()) {
        match lines.last_mut() {
            Some(line) if line.chars().count() + piece.chars().count() <= per_line => {
                line.push_str(piece)
            }
            _ => lines.push(piece.to_string()),
        }
    }
    lines.join("\n")
}

/// A column `width` wide whose contents wrap inside it.
fn fixed_width(ui: &mut egui::Ui, width: f32, add: impl FnOnce(&mut egui::Ui)) {
    ui.allocate_ui_with_layout(
        egui::vec2(width, 0.0),
        egui::Layout::top_down(egui::Align::Min),
        |ui| {
            ui.set_width(width);
            add(ui);
        },
    );
}

#[cfg(test)]
mod tests {
    use super::between_legs;

    #[test]
    fn a_long_move_breaks_after_a_leg_sign_never_inside_a_square() {
        let seven = "F6-F8-H8xH10xJ12xL12xL14xJ16";
        let lines = between_legs(seven, 9);
        assert_eq!(lines, "F6-F8-H8x\nH10xJ12x\nL12xL14x\nJ16");
        assert_eq!(lines.replace('\n', ""), seven, "nothing lost or added");
        assert_eq!(between_legs("I12xK10?", 6), "I12x\nK10?", "the mark stays");
        assert_eq!(between_legs("H13-G16", 7), "H13-G16", "it fits");
        assert_eq!(
            between_legs("H13-G16", 3),
            "H13-\nG16",
            "a sign never starts a line"
        );
        assert_eq!(between_legs("C2,D2,I2", 6), "C2,D2,\nI2");
    }
}
