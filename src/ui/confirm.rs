//! Buttons that end a game ask for a second click: the first turns "Resign" into "Really
//! resign?" for a few seconds, and only a click on that does it (a game is not lost to a slip
//! of the mouse). The panels send an [`EndClick`] per click and read [`TwoClicks`] for the
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

    /// The button's label: `action` (in the player's words), or `Really <action>?`
    /// (lower-cased) once armed.
    pub fn label(&self, tr: &Tr, click: EndClick, action: &str, now: Duration) -> String {
        if self.armed(click, now) {
            let action = action.to_lowercase();
            tr.t_args("confirm-really", &[("action", action.into())])
        } else {
            action.to_string()
        }
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
        let resign = EndClick::Resign(Color::White);
        let mut clicks = TwoClicks::default();
        let tr = Tr::new(Lang::English);
        assert_eq!(clicks.label(&tr, resign, "Resign", t0), "Resign");
        assert!(!clicks.click(resign, t0), "one click does nothing");
        assert_eq!(clicks.label(&tr, resign, "Resign", t0), "Really resign?");
        assert!(
            !clicks.click(EndClick::OnlineAbort, t0),
            "another button arms itself"
        );
        assert!(
            !clicks.click(resign, t0),
            "the first resign click was forgotten"
        );
        let late = t0 + CONFIRM_WITHIN;
        assert_eq!(clicks.label(&tr, resign, "Resign", late), "Resign");
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
            "Точно сдаться?"
        );
    }
}
