//! Questions and news over any screen: "replace your unfinished game?" for a new or loaded
//! game the game's command handling holds (`game::replacing`), and a new online game of the
//! player's that started while they were elsewhere ("Bob accepted your seek: go to the
//! game"), which never takes them away by itself.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::names::game_summary;
use super::theme::PROBLEM;
use crate::game::{ReplaceAnswer, Replaced, Replacing};
use crate::i18n::Tr;
use crate::online::connection::Connection;
use crate::online::{OnlineCommand, OnlineGame};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, (replace_question, announcement));
}

fn replace_question(
    mut contexts: EguiContexts,
    replacing: Res<Replacing>,
    tr: Res<Tr>,
    mut answers: MessageWriter<ReplaceAnswer>,
) -> Result {
    let (Some(_), Some(what)) = (&replacing.waiting, replacing.what) else {
        return Ok(());
    };
    let question = match what {
        Replaced::Online => tr.t("replace-online"),
        Replaced::Unfinished { moves, players } => {
            let game = game_summary(&tr, moves, players);
            tr.t_args("replace-unfinished", &[("game", game.into())])
        }
        Replaced::LastTime { moves, players } => {
            let game = game_summary(&tr, moves, players);
            tr.t_args("replace-last-time", &[("game", game.into())])
        }
    };
    egui::Window::new(tr.t("replace-title"))
        .id("replace".into())
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(contexts.ctx_mut()?, |ui| {
            ui.colored_label(PROBLEM, question);
            ui.horizontal(|ui| {
                if ui.button(tr.t("replace-yes")).clicked() {
                    answers.write(ReplaceAnswer::Replace);
                }
                if ui.button(tr.t("replace-keep")).clicked() {
                    answers.write(ReplaceAnswer::Keep);
                }
            });
        });
    Ok(())
}

/// The sentence announcing a new online game, from the player's side.
fn announcement_text(tr: &Tr, online: &OnlineGame, me: &str) -> Option<String> {
    let view = online.announced.as_ref()?;
    let opponent = if view.white.eq_ignore_ascii_case(me) {
        &view.black
    } else {
        &view.white
    };
    Some(tr.t_args("news-accepted", &[("opponent", opponent.as_str().into())]))
}

fn announcement(
    mut contexts: EguiContexts,
    online: Res<OnlineGame>,
    connection: Res<Connection>,
    tr: Res<Tr>,
    mut commands: MessageWriter<OnlineCommand>,
) -> Result {
    let me = connection.player.as_deref().unwrap_or_default();
    let (Some(text), Some(view)) = (announcement_text(&tr, &online, me), &online.announced) else {
        return Ok(());
    };
    egui::Window::new(tr.t("news-title"))
        .id("online-news".into())
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::RIGHT_TOP, [-12.0, 12.0])
        .show(contexts.ctx_mut()?, |ui| {
            ui.label(text);
            ui.horizontal(|ui| {
                if ui.button(tr.t("news-go")).clicked() {
                    commands.write(OnlineCommand::Open(view.id));
                }
                if ui.button(tr.t("news-later")).clicked() {
                    commands.write(OnlineCommand::Later);
                }
            });
        });
    Ok(())
}
