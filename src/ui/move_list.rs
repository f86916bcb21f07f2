//! The moves of the game in WCF notation, two to a numbered row. A click on a move shows the
//! position after it (review); the moves that lost most are marked `?` and `??`.

use bevy_egui::egui;
use camelot_rules::{Color as Side, Game};

use crate::review::analysis::{Analysis, loss};

/// How much a move must lose (a man is 100) for `?` and for `??`.
const MISTAKE: i32 = 100;
const BLUNDER: i32 = 250;

/// The marks of the game's moves, from the evaluations found so far.
pub fn marks(game: &Game, analysis: &Analysis) -> Vec<&'static str> {
    let positions = game.positions();
    (0..game.moves().len())
        .map(|i| {
            let (Some(before), Some(after)) =
                (analysis.of(&positions[i]), analysis.of(&positions[i + 1]))
            else {
                return "";
            };
            match loss(before, after, positions[i].side_to_move()) {
                l if l >= BLUNDER => "??",
                l if l >= MISTAKE => "?",
                _ => "",
            }
        })
        .collect()
}

/// Draws the list; returns the ply clicked (the number of moves up to and including it).
pub fn move_list(
    ui: &mut egui::Ui,
    game: &Game,
    marks: &[&str],
    current: Option<usize>,
) -> Option<usize> {
    let first_black = game.start().side_to_move() == Side::Black;
    let mut clicked = None;
    egui::ScrollArea::vertical()
        .stick_to_bottom(current.is_none())
        .auto_shrink([false, false])
        .show(ui, |ui| {
            egui::Grid::new("moves")
                .num_columns(3)
                .striped(true)
                .show(ui, |ui| {
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
                    for (row, pair) in cells.chunks(2).enumerate() {
                        ui.label(format!("{}.", row + 1));
                        for cell in [pair.first(), pair.get(1)] {
                            match cell.cloned().flatten() {
                                Some((ply, text)) => {
                                    let text = egui::RichText::new(text).monospace();
                                    if ui
                                        .selectable_label(current == Some(ply), text)
                                        .on_hover_text("Review the position after this move")
                                        .clicked()
                                    {
                                        clicked = Some(ply);
                                    }
                                }
                                None => {
                                    ui.monospace(if row == 0 && first_black { "…" } else { "" });
                                }
                            }
                        }
                        ui.end_row();
                    }
                });
            // The end after the last move, with its score, as a record ends with its result.
            if let Some(end) = game.end_in_words() {
                ui.label(egui::RichText::new(end).strong());
            }
        });
    clicked
}
