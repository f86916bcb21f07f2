//! A game's clocks. The side to move's clock runs from `since`, connected or not: a player
//! who leaves on their own turn pays for the time away exactly as if they had stayed (the
//! opponent may claim the game after a while, `presence.rs`). One promise is the server's:
//!
//! - After a restart, the time up to the server's last heartbeat counts (the server was up),
//!   the rest does not: each game's clock starts again at the restart.
//!
//! No clock runs before each side has made its first move (`play.rs`).
//!
//! The time they are read at is [`ServerTime`]'s: a move is charged up to when its frame
//! arrived (`net/`), not when the hub got to it, and time never runs backwards for a game (a
//! stamp earlier than the turn's start charges nothing).

use std::time::{Instant, SystemTime, UNIX_EPOCH};

use camelot_rules::Color;

use camelot_protocol::time_control::TimeControl;

/// Milliseconds since the Unix epoch, as [`ServerTime`] counts them: clocks are stored, so
/// they are dated, but they follow the monotonic clock.
pub type Millis = i64;

/// The server's time: the wall clock read once at start, carried on by the monotonic clock,
/// so no game's clock jumps when the system's clock is set. What is stored is dated by it:
/// wall time, give or take the system clock's corrections since the server started.
#[derive(Clone, Copy, Debug)]
pub struct ServerTime {
    wall: Millis,
    start: Instant,
}

impl ServerTime {
    pub fn start() -> ServerTime {
        let wall = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as Millis);
        ServerTime {
            wall,
            start: Instant::now(),
        }
    }

    /// The time at `instant` (a frame's arrival, read from the monotonic clock).
    pub fn at(&self, instant: Instant) -> Millis {
        self.wall + instant.saturating_duration_since(self.start).as_millis() as Millis
    }

    pub fn now(&self) -> Millis {
        self.at(Instant::now())
    }
}

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
        self.restart(now);
    }

    /// The turn's clock starts at `now`, or where it stood if `now` is earlier (a move that
    /// arrived before the one it follows was handled): no turn starts before the last.
    pub fn restart(&mut self, now: Millis) {
        self.since = self.since.max(now);
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
    fn a_stamp_before_the_turn_began_charges_nothing_and_moves_no_clock_back() {
        let mut c = Clock::new(LIVE, 10_000);
        // Stamped at 9 s, before White's turn began at 10 s: nothing charged.
        c.moved(LIVE, Color::White, 9_000);
        assert_eq!(c.left, [62_000, 60_000]);
        assert_eq!(
            c.since, 10_000,
            "Black's turn starts no earlier than White's did"
        );
        assert!(!c.flagged(Color::Black, 69_999));
        assert!(c.flagged(Color::Black, 70_000));
    }

    #[test]
    fn server_time_follows_the_monotonic_clock() {
        let t = ServerTime::start();
        let later = t.start + std::time::Duration::from_millis(1_500);
        assert_eq!(t.at(later) - t.at(t.start), 1_500);
        if let Some(before) = t.start.checked_sub(std::time::Duration::from_secs(1)) {
            assert_eq!(t.at(before), t.wall, "nothing before the start");
        }
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
