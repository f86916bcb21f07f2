//! A game's clocks. The side to move's clock runs from `since`, connected or not: a player
//! who leaves on their own turn pays for the time away exactly as if they had stayed (the
//! opponent may claim the game after a while, `presence.rs`). One promise is the server's:
//!
//! - After a restart, the time up to the server's last heartbeat counts (the server was up),
//!   the rest does not: each game's clock starts again at the restart.
//!
//! No clock runs before each side has made its first move (`play.rs`).

use camelot_rules::Color;

use camelot_protocol::time_control::TimeControl;

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

    /// `mover` moved at `now`: their time is charged and topped up as the control says, and
    /// the opponent's clock starts.
    pub fn moved(&mut self, time: TimeControl, mover: Color, now: Millis) {
        let left = self.left_at(mover, mover, now);
        self.left[index(mover)] = time.after_move(left);
        self.since = now;
    }

    /// Charges `mover` up to `at` and starts their clock again at `from` (a restart: the
    /// time between was the server's own downtime).
    pub fn charge(&mut self, mover: Color, at: Millis, from: Millis) {
        self.left[index(mover)] = self.left_at(mover, mover, at);
        self.since = from;
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
    fn a_restart_charges_up_to_the_heartbeat_only() {
        let mut c = Clock::new(LIVE, 0);
        // Up until 10 s, down until 70 s: 10 s charged, the clock runs again from 70 s.
        c.charge(Color::White, 10_000, 70_000);
        assert_eq!(c.left_at(Color::White, Color::White, 70_000), 50_000);
        assert_eq!(c.left_at(Color::White, Color::White, 75_000), 45_000);
        assert!(!c.flagged(Color::White, 119_999));
        assert!(c.flagged(Color::White, 120_000));
    }
}
