//! Buttons that end a game ask for a second click: the first turns "Resign" into "Resign as
//! Black? 4 s", the question counting its seconds down in the same button, and only a click on
//! that does it (a game is not lost to a slip of the mouse). The panels send an [`EndClick`] per click and read [`TwoClicks`] for the
//! button's words; [`confirm_ends`] passes a second click in time on as the command, so the
//! rule runs (and is tested) without a window.

use std::time::Duration;

use bevy::prelude::*;
use camelot_rules::Color;

use crate::game::{GameCommand, GameSystems};
use crate::i18n::Tr;
use crate::online::{OnlineCommand, OnlineSystems};

/// How long a first click waits for the second.
pub const CONFIRM_WITHIN: Duration = Duration::from_secs(4);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<TwoClicks>()
        .add_message::<EndClick>()
        .add_systems(
            Update,
            confirm_ends
                .before(GameSystems::Commands)
                .before(OnlineSystems::Game),
        );
}

/// A click on a button that ends the game.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndClick {
    /// The local game's side resigns.
    Resign(Color),
    /// The player resigns the online game.
    OnlineResign,
    /// The player aborts the online game.
    OnlineAbort,
}

impl EndClick {
    /// The click that asks for `command`, if it ends the online game.
    pub fn of_online(command: OnlineCommand) -> Option<EndClick> {
        match command {
            OnlineCommand::Resign => Some(EndClick::OnlineResign),
            OnlineCommand::Abort => Some(EndClick::OnlineAbort),
            _ => None,
        }
    }
}

/// The button armed by a first click, and when (the real time since the start).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct TwoClicks {
    armed: Option<(EndClick, Duration)>,
}

impl TwoClicks {
    /// Whether `click`'s button waits for its second click at `now`.
    pub fn armed(&self, click: EndClick, now: Duration) -> bool {
        self.armed
            .is_some_and(|(c, at)| c == click && now.saturating_sub(at) < CONFIRM_WITHIN)
    }

    /// The button's label: `action` (in the player's words), or once armed the question
    /// naming who would resign, with the seconds left to answer it (rounded up, so it never
    /// reads 0 while a click still counts).
    pub fn label(&self, tr: &Tr, click: EndClick, action: &str, now: Duration) -> String {
        let Some((_, at)) = self.armed.filter(|_| self.armed(click, now)) else {
            return action.to_string();
        };
        let left = CONFIRM_WITHIN.saturating_sub(now.saturating_sub(at));
        let seconds = left.as_millis().div_ceil(1000) as u64;
        let key = match click {
            EndClick::Resign(Color::White) => "confirm-resign-white",
            EndClick::Resign(Color::Black) => "confirm-resign-black",
            EndClick::OnlineResign => "confirm-resign",
            EndClick::OnlineAbort => "confirm-abort",
        };
        tr.t_args(key, &[("seconds", seconds.into())])
    }

    /// A click: whether it is the second in time (then do it); otherwise it arms its button.
    fn click(&mut self, click: EndClick, now: Duration) -> bool {
        if self.armed(click, now) {
            self.armed = None;
            return true;
        }
        self.armed = Some((click, now));
        false
    }

    /// Whether a first click waits (the panel repaints to take the label back in time).
    pub fn waiting(&self, now: Duration) -> bool {
        self.armed.is_some_and(|(c, _)| self.armed(c, now))
    }
}

/// A second click in time becomes the command that ends the game.
fn confirm_ends(
    mut clicks: MessageReader<EndClick>,
    mut two: ResMut<TwoClicks>,
    time: Res<Time<Real>>,
    mut games: MessageWriter<GameCommand>,
    mut online: MessageWriter<OnlineCommand>,
) {
    let now = time.elapsed();
    for &click in clicks.read() {
        if !two.click(click, now) {
            continue;
        }
        match click {
            EndClick::Resign(side) => {
                games.write(GameCommand::Resign(side));
            }
            EndClick::OnlineResign => {
                online.write(OnlineCommand::Resign);
            }
            EndClick::OnlineAbort => {
                online.write(OnlineCommand::Abort);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn a_second_click_in_time_does_it_and_a_late_one_arms_again() {
        let t0 = Duration::from_secs(100);
        let resign = EndClick::Resign(Color::Black);
        let mut clicks = TwoClicks::default();
        let tr = Tr::new(Lang::English);
        assert_eq!(
            clicks.label(&tr, resign, "Black resigns", t0),
            "Black resigns"
        );
        assert!(!clicks.click(resign, t0), "one click does nothing");
        assert_eq!(
            clicks.label(&tr, resign, "Black resigns", t0),
            "Resign as Black? 4 s"
        );
        let later = t0 + Duration::from_millis(3_100);
        assert_eq!(
            clicks.label(&tr, resign, "Black resigns", later),
            "Resign as Black? 1 s",
            "the seconds left, rounded up"
        );
        assert!(
            !clicks.click(EndClick::OnlineAbort, t0),
            "another button arms itself"
        );
        assert!(
            !clicks.click(resign, t0),
            "the first resign click was forgotten"
        );
        let late = t0 + CONFIRM_WITHIN;
        assert_eq!(
            clicks.label(&tr, resign, "Black resigns", late),
            "Black resigns"
        );
        assert!(!clicks.click(resign, late), "too late: armed again");
        assert!(clicks.click(resign, late + Duration::from_secs(1)));
        assert!(!clicks.waiting(late + Duration::from_secs(1)));
        clicks.click(EndClick::OnlineResign, late);
        assert_eq!(
            clicks.label(
                &Tr::new(Lang::Russian),
                EndClick::OnlineResign,
                "Сдаться",
                late
            ),
            "Сдаться? 4 с"
        );
    }
}
