//! The colours the panels share.

use bevy_egui::egui;

/// Why a piece must move (R7, R9).
pub const OBLIGATION: egui::Color32 = egui::Color32::from_rgb(255, 170, 90);
/// Why a click did nothing; a failed load or save.
pub const PROBLEM: egui::Color32 = egui::Color32::from_rgb(255, 120, 110);
/// Width of the game panel beside the board, in logical pixels.
pub const PANEL_WIDTH: f32 = 280.0;
