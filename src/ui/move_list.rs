//! The moves of the game in WCF notation, two to a numbered row. A click on a move shows the
//! position after it (review); the moves that lost most are marked `?` and `??`.

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
/// move wraps within its own column, so a knight's ten-leg charge never pushes Black's column
/// off the panel.
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
    egui::ScrollArea::vertical()
        .stick_to_bottom(current.is_none())
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let spacing = ui.spacing().item_spacing.x;
            let column = ((ui.available_width() - NUMBER_WIDTH - 2.0 * spacing) / 2.0).floor();
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
                                    let text = egui::RichText::new(text).monospace();
                                    if ui
                                        .add(
                                            egui::Button::selectable(current == Some(ply), text)
                                                .wrap(),
                                        )
                                        .on_hover_text(tr.t("move-list-review-hover"))
                                        .clicked()
                                    {
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
