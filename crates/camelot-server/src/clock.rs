//! A game's clocks. The side to move's clock runs from `since`; a `since` in the future is a
//! pause that ends then. That one field carries the server's two promises:
//!
//! - A player to move who loses every connection gets [`Clock::pause`] until
//!   `now + grace` (one minute by default): an outage shorter than that costs no time at all,
//!   and a reconnection ([`Clock::resume`]) restarts the clock at once.
//! - After a restart, the time up to the server's last heartbeat counts (the server was up),
//!   the rest does not: every game is paused as if its player to move had just left.

use camelot_rules::Color;

use crate::time_control::TimeControl;

/// Milliseconds since the Unix epoch: clocks are stored, so they use wall time.
pub type Millis = i64;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Clock {
    /// White's and Black's time left as of `since` (the side not to move: as of its move).
    pub left: [Millis; 2],
    /// When the side to move's clock started (or will start) running.
    pub since: Millis,
}

pub(crate) fn index(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

impl Clock {
    /// Both sides' full time, White's clock running from `now`.
    pub fn new(time: TimeControl, now: Millis) -> Clock {
        Clock {
            left: [time.initial_ms(); 2],
            since: now,
        }
    }

    /// `color`'s time left at `now`, when `mover` is to move.
    pub fn left_at(&self, color: Color, mover: Color, now: Millis) -> Millis {
        let left = self.left[index(color)];
        if color == mover {
            left - (now - self.since).max(0)
        } else {
            left
        }
    }

    /// Whether `mover` is out of time at `now`.
    pub fn flagged(&self, mover: Color, now: Millis) -> bool {
        self.left_at(mover, mover, now) <= 0
    }

    /// Whether the side to move's clock runs at `now` (not paused).
    pub fn running(&self, now: Millis) -> bool {
        self.since <= now
    }

    /// `mover` moved at `now`: their time is charged and topped up as the control says, and
    /// the opponent's clock starts.
    pub fn moved(&mut self, time: TimeControl, mover: Color, now: Millis) {
        let left = self.left_at(mover, mover, now);
        self.left[index(mover)] = time.after_move(left);
        self.since = now;
    }

    /// Charges `mover` up to `at` and stops the clock until `until`.
    pub fn pause(&mut self, mover: Color, at: Millis, until: Millis) {
        self.left[index(mover)] = self.left_at(mover, mover, at);
        self.since = until;
    }

    /// Ends a pause at `now` (the player to move is back).
    pub fn resume(&mut self, now: Millis) {
        self.since = self.since.min(now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIVE: TimeControl = TimeControl::Live {
        minutes: 1,
        increment: 2,
    };

    #[test]
    fn the_mover_is_charged_and_gets_the_increment() {
        let mut c = Clock::new(LIVE, 1_000);
        assert_eq!(c.left_at(Color::White, Color::White, 11_000), 50_000);
        assert_eq!(c.left_at(Color::Black, Color::White, 11_000), 60_000);
        c.moved(LIVE, Color::White, 11_000);
        assert_eq!(c.left, [52_000, 60_000]);
        assert!(!c.flagged(Color::Black, 70_999));
        assert!(c.flagged(Color::Black, 71_000));
    }

    #[test]
    fn an_outage_within_the_grace_costs_nothing() {
        let mut c = Clock::new(LIVE, 0);
        // White leaves after 10 s, back 30 s later: 10 s charged in all.
        c.pause(Color::White, 10_000, 70_000);
        assert!(!c.running(40_000));
        assert_eq!(c.left_at(Color::White, Color::White, 40_000), 50_000);
        c.resume(40_000);
        assert_eq!(c.left_at(Color::White, Color::White, 45_000), 45_000);
        // Gone for good: the clock runs again once the grace is over.
        c.pause(Color::White, 45_000, 105_000);
        assert!(!c.flagged(Color::White, 149_999));
        assert!(c.flagged(Color::White, 150_000));
    }
}
