//! The game panel's online part: both players' names, ratings and clocks (the opponent's
//! above), the connection's state, offers to answer, a player gone and the claim (win or
//! draw) once it may be made, what may be asked of the server, and the end with the rule and
//! the rating change. [`OnlinePanelView`] works it out without a window
//! (tested); [`show`] lays it out and sends the buttons' commands.

use std::time::Instant;

use bevy_egui::egui;
use camelot_client::Link;
use camelot_protocol::time_control::TimeControl;
use camelot_rules::Color;

use super::confirm::{EndClick, TwoClicks};
use super::names::{online_player, side_key};
use super::online_offers;
use super::theme::{GILT, PROBLEM};
use crate::i18n::{Tr, ending_in_words};
use crate::online::seat::Left;
use crate::online::{OnlineCommand, Seat};

/// One player's line: name and rating, and their clock (none in an untimed game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerLine {
    pub label: String,
    pub clock: Option<String>,
    /// Their clock is running.
    pub running: bool,
    /// Under ten seconds left (or none): the clock is red and shows tenths.
    pub low: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnlinePanelView {
    /// The opponent's line first (the top of the board), the player's last.
    pub players: [PlayerLine; 2],
    /// "Reconnecting…" while the connection is down.
    pub link: Option<String>,
    /// An offer from the opponent to answer: its sentence, and its accept/decline commands.
    pub offer: Option<(String, OnlineCommand, OnlineCommand)>,
    /// An offer of the player's, waiting for an answer (its withdrawal is among `asks`).
    pub waiting: Option<String>,
    /// "Bob has left: claim the win in 0:42".
    pub gone: Option<String>,
    /// What the player may ask now: the keys of the buttons' words.
    pub asks: Vec<(&'static str, OnlineCommand)>,
    /// The result, the rule that decided it, and the rating change.
    pub end: Option<String>,
    pub notice: Option<String>,
}

impl OnlinePanelView {
    /// `plies`: the moves played in the live game.
    pub fn of(
        seat: &Seat,
        plies: usize,
        link: Option<Link>,
        notice: Option<&str>,
        now: Instant,
        tr: &Tr,
    ) -> Self {
        let names = seat.names();
        let line = |side: Color| {
            let i = side as usize;
            let side_name = tr.t(side_key(side));
            let name = online_player(tr, names[i]);
            let mut args = vec![("side", side_name.into()), ("name", name.into())];
            let mut key = "online-player";
            if let Some(r) = seat.view.ratings {
                args.push(("rating", r[i].to_string().into()));
                key = "online-player-rated";
            }
            let label = tr.t_args(key, &args);
            // An untimed game (against the computer) has no clock to show: its allowance of
            // a year is bookkeeping, not a time anyone plays to.
            if seat.view.time == TimeControl::Untimed {
                return PlayerLine {
                    label,
                    clock: None,
                    running: false,
                    low: false,
                };
            }
            let left = seat.clock.left_ms(side, now);
            PlayerLine {
                label,
                clock: Some(camelot_protocol::clock_text(left, seat.view.time.class())),
                running: seat.clock.running() == Some(side),
                low: camelot_protocol::is_low(left),
            }
        };
        // The player's own side at the bottom, as the board is turned for them.
        let bottom = seat.me.unwrap_or(Color::White);
        let top = other(bottom);
        let link = match link {
            Some(Link::Online) => None,
            Some(Link::Reconnecting { attempt }) => {
                Some(tr.t_args("signin-reconnecting", &[("attempt", attempt.into())]))
            }
            Some(Link::Connecting) => Some(tr.t("online-connecting")),
            Some(Link::Closed) | None => Some(tr.t("online-not-connected")),
        };
        let mut view = OnlinePanelView {
            players: [line(top), line(bottom)],
            link,
            offer: None,
            waiting: None,
            gone: None,
            asks: Vec::new(),
            end: seat.end.as_ref().map(|end| end_text(tr, seat, end)),
            notice: notice.map(str::to_string),
        };
        // The side to move: the server's, then a side per ply played here since.
        let to_move = if plies
            .saturating_sub(seat.view.moves.len())
            .is_multiple_of(2)
        {
            seat.view.to_move
        } else {
            other(seat.view.to_move)
        };
        view.gone = seat
            .gone
            .filter(|_| seat.running())
            .map(|left| gone_text(tr, seat, left, to_move, now));
        let Some(me) = seat.me.filter(|_| seat.running()) else {
            return view;
        };
        if seat.claimable(to_move, now) {
            view.asks.push(("claim-win", OnlineCommand::ClaimWin));
            view.asks.push(("claim-draw", OnlineCommand::ClaimDraw));
        }
        online_offers::add(&mut view, seat, me, plies, tr);
        if plies < 2 {
            view.asks.push(("abort", OnlineCommand::Abort));
        }
        view.asks.push(("resign", OnlineCommand::Resign));
        view
    }
}

fn other(side: Color) -> Color {
    match side {
        Color::White => Color::Black,
        Color::Black => Color::White,
    }
}

/// What the player reads of a player gone, and of the claim.
fn gone_text(tr: &Tr, seat: &Seat, left: Left, to_move: Color, now: Instant) -> String {
    let name = online_player(tr, seat.names()[left.side as usize]);
    let wait_ms = i64::try_from(left.wait(to_move, now).as_millis()).unwrap_or(i64::MAX);
    let wait = camelot_protocol::clock_text(wait_ms, seat.view.time.class());
    let key = match seat.me {
        Some(me) if me != left.side && seat.claimable(to_move, now) => "online-gone-claimable",
        Some(me) if me != left.side && to_move == left.side => "online-gone-wait",
        Some(me) if me != left.side => "online-gone-their-turn",
        _ => "online-gone",
    };
    tr.t_args(key, &[("name", name.into()), ("wait", wait.into())])
}

/// "1-0 By resignation (R15). Ann: rating 1512 (+12)", in the browser's words too.
fn end_text(tr: &Tr, seat: &Seat, end: &crate::online::seat::Ending) -> String {
    let mut text = ending_in_words(tr, end.result, end.termination);
    if let (Some(rating), Some(me)) = (end.rating, seat.me) {
        let change = match me {
            Color::White => rating.white,
            Color::Black => rating.black,
        };
        let delta = (change.after - change.before).round() as i64;
        let args = [
            ("player", seat.names()[me as usize].into()),
            ("after", format!("{:.0}", change.after).into()),
            ("change", format!("{delta:+}").into()),
        ];
        text = format!("{text} {}", tr.t_args("rating-change", &args));
    }
    text
}

/// Lays the online part out; the command of a button clicked (Resign and Abort ask their
/// question with the seconds left while `confirm` waits for their second click, at `now`).
pub fn show(
    ui: &mut egui::Ui,
    view: &OnlinePanelView,
    confirm: &TwoClicks,
    now: std::time::Duration,
    tr: &Tr,
) -> Option<OnlineCommand> {
    let mut clicked = None;
    for (i, player) in view.players.iter().enumerate() {
        ui.horizontal(|ui| {
            if let Some(clock) = &player.clock {
                let clock = egui::RichText::new(clock).monospace().size(22.0);
                ui.label(match (player.low, player.running) {
                    (true, _) => clock.color(PROBLEM).strong(),
                    (false, true) => clock.color(GILT).strong(),
                    (false, false) => clock,
                });
            }
            ui.label(egui::RichText::new(&player.label).size(15.0));
        });
        if i == 0 {
            ui.add_space(2.0);
        }
    }
    // The buttons stand above the lines that come and go (an offer, a notice, the end), and
    // keep their row's height when none is offered, so nothing moves under the pointer.
    let row = ui.spacing().interact_size.y;
    ui.horizontal_wrapped(|ui| {
        ui.set_min_height(row);
        for (key, command) in &view.asks {
            let mut label = tr.t(key);
            if let Some(click) = EndClick::of_online(*command) {
                label = confirm.label(tr, click, &label, now);
            }
            if ui.button(label).clicked() {
                clicked = Some(*command);
            }
        }
    });
    if let Some(link) = &view.link {
        ui.colored_label(PROBLEM, link);
    }
    if let Some((text, accept, decline)) = &view.offer {
        ui.colored_label(GILT, text);
        ui.horizontal(|ui| {
            if ui.button(tr.t("online-accept")).clicked() {
                clicked = Some(*accept);
            }
            if ui.button(tr.t("online-decline")).clicked() {
                clicked = Some(*decline);
            }
        });
    }
    if let Some(waiting) = &view.waiting {
        ui.label(waiting);
    }
    if let Some(gone) = &view.gone {
        ui.colored_label(GILT, gone);
    }
    if let Some(notice) = &view.notice {
        ui.colored_label(PROBLEM, notice);
    }
    if let Some(end) = &view.end {
        ui.label(egui::RichText::new(end).strong());
    }
    clicked
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn en() -> Tr {
        Tr::new(Lang::English)
    }
    use camelot_protocol::{ClockView, GameStatus, GameView};

    pub(in crate::ui) fn view(draw_offer: Option<Color>) -> GameView {
        GameView {
            id: 7,
            white: "Bob".into(),
            black: "Ann".into(),
            time: "5+3".parse().unwrap(),
            rated: true,
            status: GameStatus::Active,
            moves: vec!["E6-E5".into()],
            position: String::new(),
            to_move: Color::Black,
            clock: ClockView {
                white_ms: 301_000,
                black_ms: 7_340,
                running: Some(Color::Black),
            },
            clocked: true,
            turn: None,
            result: None,
            termination: None,
            draw_offer,
            takeback_offer: None,
            ratings: Some([1512, 1488]),
            gone: None,
            variant: camelot_rules::Variant::Camelot,
            aborted: None,
        }
    }

    #[test]
    fn the_player_sees_both_clocks_own_side_below_and_what_may_be_asked() {
        let seat = Seat::new(view(None), Some(Color::Black));
        let now = Instant::now();
        let panel = OnlinePanelView::of(&seat, 1, Some(Link::Online), None, now, &en());
        assert_eq!(panel.players[0].label, "White: Bob (1512)");
        assert_eq!(panel.players[1].label, "Black: Ann (1488)");
        assert!(panel.players[1].running && !panel.players[0].running);
        assert_eq!(panel.players[0].clock.as_deref(), Some("5:01"));
        // Black's 7.34 s: red, in tenths; White's five minutes are not low.
        assert_eq!(panel.players[1].clock.as_deref(), Some("0:07.3"));
        assert!(panel.players[1].low && !panel.players[0].low);
        assert_eq!(panel.link, None);
        let asks: Vec<_> = panel.asks.iter().map(|(label, _)| *label).collect();
        // Black has no move to take back yet; both sides have not moved, so abort is open.
        assert_eq!(asks, ["draw-offer", "abort", "resign"]);
        let later = OnlinePanelView::of(
            &seat,
            2,
            Some(Link::Reconnecting { attempt: 2 }),
            None,
            now,
            &en(),
        );
        assert!(later.asks.iter().any(|(l, _)| *l == "takeback-offer"));
        assert!(!later.asks.iter().any(|(l, _)| *l == "abort"));
        assert!(later.link.unwrap().contains("reconnecting"));
    }

    #[test]
    fn an_untimed_game_shows_no_clock() {
        let mut game = view(None);
        game.time = TimeControl::Untimed;
        game.clock.black_ms = camelot_protocol::time_control::UNTIMED_MS;
        let watched = Seat::new(game, None);
        let panel =
            OnlinePanelView::of(&watched, 1, Some(Link::Online), None, Instant::now(), &en());
        for player in &panel.players {
            assert_eq!(player.clock, None, "{}", player.label);
            assert!(!player.running && !player.low);
        }
    }

    #[test]
    fn an_offer_from_the_opponent_is_answered_and_a_watcher_asks_nothing() {
        let seat = Seat::new(view(Some(Color::White)), Some(Color::Black));
        let panel = OnlinePanelView::of(&seat, 1, Some(Link::Online), None, Instant::now(), &en());
        let (text, accept, decline) = panel.offer.unwrap();
        assert_eq!(text, "Bob offers a draw.");
        assert_eq!(
            (accept, decline),
            (OnlineCommand::AcceptDraw, OnlineCommand::DeclineDraw)
        );
        let watched = Seat::new(view(None), None);
        let panel =
            OnlinePanelView::of(&watched, 1, Some(Link::Online), None, Instant::now(), &en());
        assert!(panel.asks.is_empty() && panel.offer.is_none());
        assert_eq!(
            panel.players[1].label, "White: Bob (1512)",
            "White below for a watcher"
        );
    }

    #[test]
    fn a_player_gone_is_counted_down_and_then_claimed() {
        use camelot_protocol::Gone;
        use std::time::Duration;
        let mut gone = view(None);
        // Bob (White) left; it is Black's turn, so his claim clock waits.
        gone.gone = Some(Gone {
            side: Color::White,
            claimable_in_ms: 42_000,
        });
        let seat = Seat::new(gone, Some(Color::Black));
        // When the server's word was heard: the countdown starts there.
        let now = seat.gone.unwrap().heard;
        let panel = OnlinePanelView::of(&seat, 1, Some(Link::Online), None, now, &en());
        assert!(panel.gone.unwrap().contains("once it is their turn"));
        // Ann moved: Bob is to move, and his time away counts.
        let panel = OnlinePanelView::of(&seat, 2, Some(Link::Online), None, now, &en());
        assert_eq!(panel.gone.unwrap(), "Bob has left: claim the win in 0:42.");
        assert!(
            !panel
                .asks
                .iter()
                .any(|(_, c)| *c == OnlineCommand::ClaimWin)
        );
        let later = now + Duration::from_secs(43);
        let panel = OnlinePanelView::of(&seat, 2, Some(Link::Online), None, later, &en());
        let asks: Vec<_> = panel.asks.iter().map(|(_, c)| *c).collect();
        assert!(
            asks.contains(&OnlineCommand::ClaimWin) && asks.contains(&OnlineCommand::ClaimDraw)
        );
        // A watcher reads that he left, and claims nothing.
        let mut watched = view(None);
        watched.gone = Some(Gone {
            side: Color::White,
            claimable_in_ms: i64::MIN,
        });
        let watcher = Seat::new(watched, None);
        let panel = OnlinePanelView::of(&watcher, 2, Some(Link::Online), None, later, &en());
        assert_eq!(panel.gone.unwrap(), "Bob has left the game.");
        assert!(panel.asks.is_empty());
    }
}
