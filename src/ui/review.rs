//! Review on screen: the banner ("Reviewing after 12. … of 40 — Back to game"), the
//! evaluation bar beside the board and the graph of the evaluation over the whole game, from
//! White's side in men (a man is 1.00); "Play on from here" after a confirmation.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use camelot_rules::Color;

use super::theme::PANEL_WIDTH;
use crate::board::camera::BoardView;
use crate::game::{ActiveGame, GameCommand};
use crate::game::{EngineUse, FairPlay};
use crate::i18n::Tr;
use crate::review::analysis::{Analysis, WIN};
use crate::review::{CancelPuzzlesFromGame, GameMining, MiningSaid, PuzzlesFromGame};
use crate::review::{Review, ReviewCommand};
use crate::screens::PlayMode;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        review_overlay.run_if(in_state(PlayMode::Review)),
    )
    .add_systems(
        OnExit(PlayMode::Review),
        |mut confirm: ResMut<ConfirmPlayOn>, mut view: ResMut<BoardView>| {
            confirm.0 = false;
            view.top = 0.0;
        },
    )
    .init_resource::<ConfirmPlayOn>();
}

/// The "Play on from here?" question is open.
#[derive(Resource, Default)]
struct ConfirmPlayOn(bool);

/// What the review banner shows, read from the game and the reviewed ply: `None` when the ply
/// is not in the game (a frame in which the game changed and review is ending).
#[derive(Debug, PartialEq)]
pub struct ReviewBanner {
    pub ply: usize,
    pub title: String,
    /// "Play on from here" is offered (not at the game's end).
    pub can_play_on: bool,
    pub evaluation: String,
}

impl ReviewBanner {
    pub fn of(
        tr: &Tr,
        active: &ActiveGame,
        review: &Review,
        analysis: &Analysis,
    ) -> Option<ReviewBanner> {
        let ply = review.ply;
        let plies = active.game.moves().len();
        let position = active.game.positions().get(ply)?;
        let evaluation = match analysis.of(position) {
            Some(e) => {
                let score = ("score", describe(tr, e.white).into());
                match e.best.as_ref().filter(|_| review.show_best) {
                    Some(m) => tr.t_args(
                        "review-evaluation-best",
                        &[score, ("move", m.to_string().into())],
                    ),
                    None => tr.t_args("review-evaluation", &[score]),
                }
            }
            None => tr.t("review-evaluating"),
        };
        let title = tr.t_args(
            "review-title",
            &[
                ("where", ply_label(tr, active, ply).into()),
                ("plies", plies.into()),
            ],
        );
        Some(ReviewBanner {
            ply,
            title,
            can_play_on: ply < plies,
            evaluation,
        })
    }
}

#[derive(SystemParam)]
struct ReviewView<'w> {
    active: Res<'w, ActiveGame>,
    review: Res<'w, Review>,
    analysis: Res<'w, Analysis>,
    commands: MessageWriter<'w, ReviewCommand>,
    game_commands: MessageWriter<'w, GameCommand>,
    confirm: ResMut<'w, ConfirmPlayOn>,
    fair_play: Res<'w, FairPlay>,
    mining: Res<'w, GameMining>,
    ask_puzzles: MessageWriter<'w, PuzzlesFromGame>,
    cancel_puzzles: MessageWriter<'w, CancelPuzzlesFromGame>,
    tr: Res<'w, Tr>,
}

/// A score in the game's words: `+1.25` (White better by a man and a quarter), or who wins.
pub fn describe(tr: &Tr, white: i32) -> String {
    if white >= WIN {
        tr.t("review-white-wins")
    } else if white <= -WIN {
        tr.t("review-black-wins")
    } else {
        format!("{:+.2}", white as f32 / 100.0)
    }
}

/// White's share of the bar for a score: even is half, three men ahead most of it.
fn white_share(white: i32) -> f32 {
    0.5 + 0.5 * (white as f32 / 300.0).tanh()
}

/// "after 12. E6-E5", "after 12. … E10-E9", or "at the start".
pub fn ply_label(tr: &Tr, active: &ActiveGame, ply: usize) -> String {
    if ply == 0 {
        return tr.t("review-at-start");
    }
    let game = &active.game;
    let first_black = game.start().side_to_move() == Color::Black;
    let index = ply - 1 + usize::from(first_black);
    let number = index / 2 + 1;
    let key = if index.is_multiple_of(2) {
        "review-after-white"
    } else {
        "review-after-black"
    };
    let mv = game.moves()[ply - 1].to_string();
    tr.t_args(key, &[("number", number.into()), ("move", mv.into())])
}

fn review_overlay(
    mut contexts: EguiContexts,
    mut view: ReviewView,
    mut board: ResMut<BoardView>,
) -> Result {
    let tr = Tr::clone(&view.tr);
    let Some(banner) = ReviewBanner::of(&tr, &view.active, &view.review, &view.analysis) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let board_width = ctx.content_rect().width() - PANEL_WIDTH;
    let shown = egui::Area::new(egui::Id::new("review banner"))
        .fixed_pos(egui::pos2(board_width / 2.0 - 230.0, 10.0))
        .show(ctx, |ui| {
            egui::Frame::window(ui.style()).show(ui, |ui| {
                ui.set_width(460.0);
                view.banner(ui, &banner);
                view.graph(ui, banner.ply);
            });
        });
    // The board is framed below the banner (the panel's layout reads the strip next frame).
    let top = (shown.response.rect.bottom() + 6.0).round();
    if board.top != top {
        board.top = top;
    }
    view.bar(ctx, banner.ply);
    if view.confirm.0 {
        egui::Window::new(tr.t("review-play-on-title"))
            .id("play on".into())
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                let place = ply_label(&tr, &view.active, banner.ply);
                ui.label(tr.t_args("review-play-on-why", &[("where", place.into())]));
                ui.horizontal(|ui| {
                    if ui.button(tr.t("review-play-on")).clicked() {
                        view.game_commands
                            .write(GameCommand::PlayOnFrom(banner.ply));
                        view.confirm.0 = false;
                    }
                    if ui.button(tr.t("review-cancel")).clicked() {
                        view.confirm.0 = false;
                    }
                });
            });
    }
    Ok(())
}

impl ReviewView<'_> {
    fn banner(&mut self, ui: &mut egui::Ui, banner: &ReviewBanner) {
        let tr = Tr::clone(&self.tr);
        ui.strong(&banner.title);
        ui.horizontal(|ui| {
            let nav = [
                ("⏮", ReviewCommand::First, tr.t("review-first")),
                ("◀", ReviewCommand::Back, "←".into()),
                ("▶", ReviewCommand::Forward, "→".into()),
                ("⏭", ReviewCommand::Last, tr.t("review-last")),
            ];
            for (label, command, key) in nav {
                if ui.button(label).on_hover_text(key).clicked() {
                    self.commands.write(command);
                }
            }
            if ui
                .button(tr.t("review-leave"))
                .on_hover_text("Esc")
                .clicked()
            {
                self.commands.write(ReviewCommand::Leave);
            }
            if banner.can_play_on && ui.button(tr.t("review-play-on-here")).clicked() {
                self.confirm.0 = true;
            }
            if self.fair_play.refusal(EngineUse::Analysis).is_none() {
                let mut best = self.review.show_best;
                ui.checkbox(&mut best, tr.t("review-best"));
                if best != self.review.show_best {
                    self.commands.write(ReviewCommand::ShowBest(best));
                }
            }
        });
        match self.fair_play.refusal(EngineUse::Analysis) {
            Some(why) => ui.colored_label(super::theme::PROBLEM, why.in_words(&self.tr)),
            None => ui.label(&banner.evaluation),
        };
        self.puzzles_from_game(ui);
    }

    /// "Puzzles from this game": the player's missed chances, searched in the background.
    fn puzzles_from_game(&mut self, ui: &mut egui::Ui) {
        if self.fair_play.refusal(EngineUse::Analysis).is_some() {
            return;
        }
        ui.horizontal(|ui| {
            if self.mining.running() {
                ui.spinner();
                ui.label(self.tr.t("puzzles-from-game-looking"));
                if ui.button(self.tr.t("puzzles-from-game-cancel")).clicked() {
                    self.cancel_puzzles.write(CancelPuzzlesFromGame);
                }
            } else if ui
                .add_enabled(
                    !self.active.game.moves().is_empty(),
                    egui::Button::new(self.tr.t("puzzles-from-game")),
                )
                .on_hover_text(self.tr.t("puzzles-from-game-hover"))
                .clicked()
            {
                self.ask_puzzles.write(PuzzlesFromGame);
            }
        });
        match &self.mining.said {
            Some(MiningSaid::NoneFound) => ui.label(self.tr.t("puzzles-from-game-none")),
            Some(MiningSaid::Cancelled) => ui.label(self.tr.t("puzzles-from-game-cancelled")),
            Some(MiningSaid::Refused(why)) => ui.label(why.in_words(&self.tr)),
            None => return,
        };
    }

    /// The evaluation over the game, with the shown ply marked and named; a click shows that
    /// ply.
    fn graph(&mut self, ui: &mut egui::Ui, ply: usize) {
        ui.small(self.tr.t("review-graph-title"));
        let positions = self.active.game.positions();
        let size = egui::vec2(ui.available_width(), 70.0);
        let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
        let painter = ui.painter_at(rect);
        painter.rect_filled(rect, 2.0, egui::Color32::from_gray(40));
        let n = positions.len().max(2) - 1;
        let x = |i: usize| rect.left() + rect.width() * i as f32 / n as f32;
        let y = |white: i32| rect.bottom() - rect.height() * white_share(white);
        painter.line_segment(
            [
                egui::pos2(rect.left(), y(0)),
                egui::pos2(rect.right(), y(0)),
            ],
            egui::Stroke::new(1.0, egui::Color32::from_gray(90)),
        );
        let points: Vec<egui::Pos2> = positions
            .iter()
            .enumerate()
            .filter_map(|(i, p)| self.analysis.of(p).map(|e| egui::pos2(x(i), y(e.white))))
            .collect();
        painter.add(egui::Shape::line(
            points,
            egui::Stroke::new(2.0, egui::Color32::from_rgb(235, 225, 200)),
        ));
        painter.line_segment(
            [
                egui::pos2(x(ply), rect.top()),
                egui::pos2(x(ply), rect.bottom()),
            ],
            egui::Stroke::new(1.5, egui::Color32::from_rgb(255, 200, 80)),
        );
        // Which way is whose: White's advantage up, Black's down.
        let label = egui::Color32::from_gray(170);
        let font = egui::FontId::proportional(11.0);
        painter.text(
            rect.left_top() + egui::vec2(4.0, 2.0),
            egui::Align2::LEFT_TOP,
            self.tr.t("review-graph-white"),
            font.clone(),
            label,
        );
        painter.text(
            rect.left_bottom() + egui::vec2(4.0, -2.0),
            egui::Align2::LEFT_BOTTOM,
            self.tr.t("review-graph-black"),
            font,
            label,
        );
        if let Some(pos) = response
            .interact_pointer_pos()
            .filter(|_| response.clicked())
        {
            let at = ((pos.x - rect.left()) / rect.width() * n as f32).round() as usize;
            self.commands.write(ReviewCommand::Show(at.min(n)));
        }
    }

    /// The evaluation bar at the board's left edge: White's share from the bottom, each end
    /// named.
    fn bar(&self, ctx: &egui::Context, ply: usize) {
        let Some(e) = self
            .active
            .game
            .positions()
            .get(ply)
            .and_then(|p| self.analysis.of(p))
        else {
            return;
        };
        let screen = ctx.content_rect();
        let rect = egui::Rect::from_min_size(
            egui::pos2(12.0, screen.height() * 0.2),
            egui::vec2(18.0, screen.height() * 0.6),
        );
        let painter = ctx.layer_painter(egui::LayerId::new(
            egui::Order::Foreground,
            egui::Id::new("evaluation bar"),
        ));
        painter.rect_filled(rect, 3.0, egui::Color32::from_rgb(25, 22, 22));
        let white = rect.height() * white_share(e.white);
        let lower =
            egui::Rect::from_min_max(egui::pos2(rect.left(), rect.bottom() - white), rect.max);
        painter.rect_filled(lower, 3.0, egui::Color32::from_rgb(238, 228, 205));
        painter.text(
            egui::pos2(rect.right() + 6.0, rect.bottom() - white),
            egui::Align2::LEFT_CENTER,
            describe(&self.tr, e.white),
            egui::FontId::proportional(13.0),
            egui::Color32::from_rgb(235, 225, 200),
        );
        // Whose end of the bar is whose.
        let label = egui::Color32::from_rgb(235, 225, 200);
        let font = egui::FontId::proportional(12.0);
        painter.text(
            egui::pos2(rect.left(), rect.top() - 4.0),
            egui::Align2::LEFT_BOTTOM,
            self.tr.t("side-black"),
            font.clone(),
            label,
        );
        painter.text(
            egui::pos2(rect.left(), rect.bottom() + 4.0),
            egui::Align2::LEFT_TOP,
            self.tr.t("side-white"),
            font,
            label,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Player;
    use crate::i18n::Lang;
    use camelot_rules::Game;

    fn four_moves() -> ActiveGame {
        let mut game = Game::default();
        for mv in ["E6-E5", "E10-E9", "F6-F5", "F10-F9"] {
            game.play_notation(mv).unwrap();
        }
        ActiveGame::new(game, [Player::Human; 2])
    }

    #[test]
    fn the_banner_names_the_reviewed_move_and_offers_play_on_before_the_end() {
        let active = four_moves();
        let review = Review {
            ply: 3,
            show_best: false,
        };
        let tr = Tr::new(Lang::English);
        let banner = ReviewBanner::of(&tr, &active, &review, &Analysis::default()).unwrap();
        assert_eq!(banner.title, "Reviewing after 2. F6-F5 of 4");
        assert!(banner.can_play_on);
        assert_eq!(banner.evaluation, "Evaluating…");
        let ru = Tr::new(Lang::Russian);
        let banner = ReviewBanner::of(&ru, &active, &review, &Analysis::default()).unwrap();
        assert_eq!(banner.title, "Разбор: после 2. F6-F5 из 4");
        let at_end = Review { ply: 4, ..review };
        assert!(
            !ReviewBanner::of(&tr, &active, &at_end, &Analysis::default())
                .unwrap()
                .can_play_on
        );
    }

    #[test]
    fn a_ply_the_game_no_longer_has_shows_nothing() {
        // The frame after an undo from the last move, before review has ended.
        let mut active = four_moves();
        active.game.undo();
        let review = Review {
            ply: 4,
            show_best: false,
        };
        assert_eq!(
            ReviewBanner::of(
                &Tr::new(Lang::English),
                &active,
                &review,
                &Analysis::default()
            ),
            None
        );
    }
}
