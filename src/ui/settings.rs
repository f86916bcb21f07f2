//! The settings window, and the notice when the settings, progress or online profile file
//! could not be used.
//! The window sends the edited settings only when something really changed, so they are
//! written only then.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Dialogs;
use super::theme::PROBLEM;
use crate::i18n::{Lang, Tr};
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
    tr: Res<Tr>,
    mut dismissed: Local<bool>,
) -> Result {
    let problems: Vec<String> = [
        ("settings-file-settings", &settings.load_error),
        ("settings-file-progress", &progress.load_error),
        ("settings-file-profile", &profile.load_error),
    ]
    .into_iter()
    .filter_map(|(key, error)| {
        let error = error.as_deref()?;
        Some(tr.t_args(key, &[("error", error.into())]))
    })
    .collect();
    if *dismissed || problems.is_empty() {
        return Ok(());
    }
    egui::Window::new(tr.t("settings-file-title"))
        .collapsible(false)
        .show(contexts.ctx_mut()?, |ui| {
            for problem in &problems {
                ui.label(problem);
            }
            if ui.button(tr.t("ok")).clicked() {
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
    tr: Res<Tr>,
    mut changes: MessageWriter<ChangeSettings>,
) -> Result {
    if !dialogs.settings {
        return Ok(());
    }
    let mut edited = settings.clone();
    let mut open = true;
    egui::Window::new(tr.t("settings-title"))
        .id("settings".into())
        .open(&mut open)
        .collapsible(false)
        .show(contexts.ctx_mut()?, |ui| {
            language(ui, &tr, &mut edited.language);
            edit(ui, &tr, &mut edited);
            if let Some(e) = &file.save_error {
                ui.separator();
                let said = tr.t_args("settings-not-saved", &[("error", e.as_str().into())]);
                ui.colored_label(PROBLEM, said);
            }
        });
    dialogs.settings = open;
    if edited != *settings {
        changes.write(ChangeSettings(edited));
    }
    Ok(())
}

/// The language: the system's, or one chosen, each named in its own tongue.
fn language(ui: &mut egui::Ui, tr: &Tr, choice: &mut Option<Lang>) {
    let name = |lang: Lang| tr.t(lang.name_key());
    let system = tr.t_args(
        "settings-language-system",
        &[("lang", name(tr.system()).into())],
    );
    ui.horizontal(|ui| {
        ui.label(tr.t("settings-language"));
        egui::ComboBox::from_id_salt("language")
            .selected_text(choice.map_or(system.clone(), name))
            .show_ui(ui, |ui| {
                ui.selectable_value(choice, None, system);
                for lang in Lang::ALL {
                    ui.selectable_value(choice, Some(lang), name(lang));
                }
            });
    });
}

fn edit(ui: &mut egui::Ui, tr: &Tr, s: &mut Settings) {
    let animation = tr.t("settings-animation");
    ui.add(egui::Slider::new(&mut s.animation_speed, 0.0..=4.0).text(animation));
    ui.checkbox(&mut s.view_follows_turn, tr.t("settings-follow-turn"));
    ui.checkbox(&mut s.show_coordinates, tr.t("settings-coordinates"));
    ui.checkbox(&mut s.flat_view, tr.t("settings-flat"));
    ui.horizontal(|ui| {
        ui.label(tr.t("settings-graphics"));
        ui.selectable_value(
            &mut s.graphics,
            Graphics::Auto,
            tr.t("settings-graphics-auto"),
        );
        ui.selectable_value(
            &mut s.graphics,
            Graphics::High,
            tr.t("settings-graphics-high"),
        );
        ui.selectable_value(
            &mut s.graphics,
            Graphics::Low,
            tr.t("settings-graphics-low"),
        );
    });
    let mut percent = (s.render_scale * 100.0).round();
    ui.add(
        egui::Slider::new(&mut percent, 25.0..=100.0)
            .step_by(5.0)
            .suffix("%")
            .text(tr.t("settings-resolution")),
    );
    s.render_scale = percent / 100.0;
    if cfg!(sound) {
        ui.add(egui::Slider::new(&mut s.volume, 0.0..=1.0).text(tr.t("settings-volume")));
    } else {
        ui.label(tr.t("settings-no-sound"));
    }
    ui.separator();
    ui.label(tr.t("settings-house-rules"));
    let rules = &mut s.house_rules;
    ui.checkbox(&mut rules.repetition, tr.t("settings-repetition"));
    ui.checkbox(&mut rules.no_progress, tr.t("settings-no-progress"));
    ui.separator();
    ui.add(egui::Slider::new(&mut s.computer_ms, 100..=20_000).text(tr.t("settings-computer-ms")));
    ui.add(
        egui::Slider::new(&mut s.search_threads, 0..=MAX_SEARCH_THREADS)
            .text(tr.t("settings-threads")),
    );
}
