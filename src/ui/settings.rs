//! The settings window, and the notice when the settings, progress or online profile file
//! could not be used.
//! The window sends the edited settings only when something really changed, so they are
//! written only then.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Dialogs;
use super::theme::PROBLEM;
use crate::persistence::online::ProfileFile;
use crate::persistence::progress::ProgressFile;
use crate::persistence::settings::{
    ChangeSettings, Graphics, MAX_SEARCH_THREADS, Settings, SettingsFile,
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, (load_problem, settings_window));
}

/// Says once what in the settings, progress or profile file could not be used at start.
fn load_problem(
    mut contexts: EguiContexts,
    settings: Res<SettingsFile>,
    progress: Res<ProgressFile>,
    profile: Res<ProfileFile>,
    mut dismissed: Local<bool>,
) -> Result {
    let problems: Vec<String> = [
        settings.load_error.as_ref().map(|e| {
            format!("Some settings could not be used and are back to their defaults: {e}")
        }),
        progress
            .load_error
            .as_ref()
            .map(|e| format!("Your lesson progress could not all be read: {e}")),
        profile
            .load_error
            .as_ref()
            .map(|e| format!("Your online accounts could not all be read: {e}")),
    ]
    .into_iter()
    .flatten()
    .collect();
    if *dismissed || problems.is_empty() {
        return Ok(());
    }
    egui::Window::new("Settings file")
        .collapsible(false)
        .show(contexts.ctx_mut()?, |ui| {
            for problem in &problems {
                ui.label(problem);
            }
            if ui.button("OK").clicked() {
                *dismissed = true;
            }
        });
    Ok(())
}

fn settings_window(
    mut contexts: EguiContexts,
    mut dialogs: ResMut<Dialogs>,
    settings: Res<Settings>,
    file: Res<SettingsFile>,
    mut changes: MessageWriter<ChangeSettings>,
) -> Result {
    if !dialogs.settings {
        return Ok(());
    }
    let mut edited = settings.clone();
    let mut open = true;
    egui::Window::new("Settings")
        .open(&mut open)
        .collapsible(false)
        .show(contexts.ctx_mut()?, |ui| {
            edit(ui, &mut edited);
            if let Some(e) = &file.save_error {
                ui.separator();
                ui.colored_label(PROBLEM, format!("The settings could not be saved: {e}"));
            }
        });
    dialogs.settings = open;
    if edited != *settings {
        changes.write(ChangeSettings(edited));
    }
    Ok(())
}

fn edit(ui: &mut egui::Ui, s: &mut Settings) {
    ui.add(
        egui::Slider::new(&mut s.animation_speed, 0.0..=4.0).text("animation speed (0 = instant)"),
    );
    ui.checkbox(
        &mut s.view_follows_turn,
        "Turn the view to the side to move (two players)",
    );
    ui.checkbox(&mut s.show_coordinates, "Show coordinates");
    ui.checkbox(&mut s.flat_view, "Flat view from above (T)");
    ui.horizontal(|ui| {
        ui.label("Graphics:");
        ui.selectable_value(&mut s.graphics, Graphics::Auto, "Auto");
        ui.selectable_value(&mut s.graphics, Graphics::High, "High");
        ui.selectable_value(&mut s.graphics, Graphics::Low, "Low");
    });
    let mut percent = (s.render_scale * 100.0).round();
    ui.add(
        egui::Slider::new(&mut percent, 25.0..=100.0)
            .step_by(5.0)
            .suffix("%")
            .text("board resolution (Low: 50% at most)"),
    );
    s.render_scale = percent / 100.0;
    if cfg!(sound) {
        ui.add(egui::Slider::new(&mut s.volume, 0.0..=1.0).text("sound volume"));
    } else {
        ui.label(
            "Sound: this build has none. On Linux install libasound2-dev and build with \
             --features audio (README).",
        );
    }
    ui.separator();
    ui.label("House rules for new games (not WCF, R15):");
    ui.checkbox(
        &mut s.house_rules.repetition,
        "Threefold repetition is a draw",
    );
    ui.checkbox(
        &mut s.house_rules.no_progress,
        "100 plies without capture or castle entry is a draw",
    );
    ui.separator();
    ui.add(
        egui::Slider::new(&mut s.computer_ms, 100..=20_000)
            .text("computer thinking time, ms (Expert)"),
    );
    ui.add(
        egui::Slider::new(&mut s.search_threads, 0..=MAX_SEARCH_THREADS)
            .text("computer's threads (0: all cores but one)"),
    );
}
