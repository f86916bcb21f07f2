//! Buttons that end a game ask for a second click: the first turns "Resign" into "Really
//! resign?" for a few seconds, and only a click on that does it (a game is not lost to a slip
//! of the mouse).

use std::time::{Duration, Instant};

use crate::i18n::Tr;

/// How long a first click waits for the second.
pub const CONFIRM_WITHIN: Duration = Duration::from_secs(4);

/// The button armed by a first click, and when.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TwoClicks {
    armed: Option<(String, Instant)>,
}

impl TwoClicks {
    fn armed(&self, action: &str, now: Instant) -> bool {
        self.armed.as_ref().is_some_and(|(a, at)| {
            a == action && now.saturating_duration_since(*at) < CONFIRM_WITHIN
        })
    }

    /// The button's label: `action` (in the player's words), or `Really <action>?`
    /// (lower-cased) once armed.
    pub fn label(&self, tr: &Tr, action: &str, now: Instant) -> String {
        if self.armed(action, now) {
            let action = action.to_lowercase();
            tr.t_args("confirm-really", &[("action", action.into())])
        } else {
            action.to_string()
        }
    }

    /// A click on `action`'s button: whether it is the second in time (then do it).
    pub fn click(&mut self, action: &str, now: Instant) -> bool {
        if self.armed(action, now) {
            self.armed = None;
            return true;
        }
        self.armed = Some((action.to_string(), now));
        false
    }

    /// Whether a first click waits (the panel repaints to take the label back in time).
    pub fn waiting(&self, now: Instant) -> bool {
        self.armed.as_ref().is_some_and(|(a, _)| self.armed(a, now))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn a_second_click_in_time_does_it_and_a_late_one_arms_again() {
        let t0 = Instant::now();
        let mut clicks = TwoClicks::default();
        let tr = Tr::new(Lang::English);
        assert_eq!(clicks.label(&tr, "Resign", t0), "Resign");
        assert!(!clicks.click("Resign", t0), "one click does nothing");
        assert_eq!(clicks.label(&tr, "Resign", t0), "Really resign?");
        assert!(!clicks.click("Abort", t0), "another button arms itself");
        assert!(
            !clicks.click("Resign", t0),
            "the first resign click was forgotten"
        );
        let late = t0 + CONFIRM_WITHIN;
        assert_eq!(clicks.label(&tr, "Resign", late), "Resign");
        assert!(!clicks.click("Resign", late), "too late: armed again");
        assert!(clicks.click("Resign", late + Duration::from_secs(1)));
        assert!(!clicks.waiting(late + Duration::from_secs(1)));
        clicks.click("Сдаться", late);
        assert_eq!(
            clicks.label(&Tr::new(Lang::Russian), "Сдаться", late),
            "Точно сдаться?"
        );
    }
}
