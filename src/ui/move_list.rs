//! The moves of the game in WCF notation, two to a numbered row.

use bevy_egui::egui;
use camelot_rules::{Color as Side, Game};

pub fn move_list(ui: &mut egui::Ui, game: &Game) {
    let first_black = game.start().side_to_move() == Side::Black;
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            egui::Grid::new("moves")
                .num_columns(3)
                .striped(true)
                .show(ui, |ui| {
                    let mut moves: Vec<String> =
                        game.moves().iter().map(|m| m.to_string()).collect();
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
