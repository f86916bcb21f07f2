//! The players' clocks as the panel shows them: the server's reading (time left when it was
//! sent, whose clock runs) ticking down locally from the moment it arrived, corrected by each
//! new reading. The server alone decides a flag. Its numbers are not trusted: any `i64`
//! reads as a time between zero and its value, never overflowing.

use std::time::{Duration, Instant};

use camelot_protocol::ClockView;
use camelot_protocol::time_control::TimeControl;
use camelot_rules::Color;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    reading: ClockView,
    at: Instant,
}

impl Clock {
    pub fn new(reading: ClockView, at: Instant) -> Clock {
        Clock { reading, at }
    }

    /// The time `side` has left at `now`, never below zero.
    pub fn left(&self, side: Color, now: Instant) -> Duration {
        let ms = match side {
            Color::White => self.reading.white_ms,
            Color::Black => self.reading.black_ms,
        };
        let ran = if self.reading.running == Some(side) {
            i64::try_from(now.saturating_duration_since(self.at).as_millis()).unwrap_or(i64::MAX)
        } else {
            0
        };
        Duration::from_millis(u64::try_from(ms.saturating_sub(ran)).unwrap_or(0))
    }

    /// Whose clock runs (none while the player to move is away, or once the game is over).
    pub fn running(&self) -> Option<Color> {
        self.reading.running
    }

    /// The clock stopped where it stands (the game is over).
    pub fn stopped(&self, now: Instant) -> Clock {
        self.stopped_with(now, None)
    }

    /// The clock stopped by a flag: the running side's time is spent (`0:00.0`, whatever
    /// tenths the local ticking still showed when the server's word came).
    pub fn flag_fell(&self, now: Instant) -> Clock {
        self.stopped_with(now, self.reading.running)
    }

    fn stopped_with(&self, now: Instant, spent: Option<Color>) -> Clock {
        let left = |side| {
            if spent == Some(side) {
                return 0;
            }
            i64::try_from(self.left(side, now).as_millis()).unwrap_or(i64::MAX)
        };
        Clock::new(
            ClockView {
                white_ms: left(Color::White),
                black_ms: left(Color::Black),
                running: None,
            },
            now,
        )
    }
}

/// Under this a clock is low: it turns red, shows tenths, and sounds once.
pub const LOW_TIME: Duration = Duration::from_secs(10);

/// Whether `left` is low time.
pub fn is_low(left: Duration) -> bool {
    left < LOW_TIME
}

/// A clock's time as players read it: `4:59`, `0:07.3` in the last ten seconds, and days and
/// hours for correspondence.
pub fn show(left: Duration, time: TimeControl) -> String {
    let secs = left.as_secs();
    if let TimeControl::Correspondence { .. } = time
        && secs >= 3600
    {
        let (days, hours) = (secs / 86_400, secs % 86_400 / 3600);
        return if days > 0 {
            format!("{days}d {hours}h")
        } else {
            format!("{hours}h {}m", secs % 3600 / 60)
        };
    }
    if is_low(left) {
        return format!("0:0{secs}.{}", left.subsec_millis() / 100);
    }
    if secs >= 3600 {
        return format!("{}:{:02}:{:02}", secs / 3600, secs % 3600 / 60, secs % 60);
    }
    format!("{}:{:02}", secs / 60, secs % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIVE: TimeControl = TimeControl::Live {
        minutes: 5,
        increment: 3,
    };

    #[test]
    fn only_the_running_clock_ticks_and_it_stops_at_zero() {
        let t0 = Instant::now();
        let clock = Clock::new(
            ClockView {
                white_ms: 2_000,
                black_ms: 300_000,
                running: Some(Color::White),
            },
            t0,
        );
        let later = t0 + Duration::from_millis(1_500);
        assert_eq!(clock.left(Color::White, later), Duration::from_millis(500));
        assert_eq!(clock.left(Color::Black, later), Duration::from_secs(300));
        assert_eq!(
            clock.left(Color::White, t0 + Duration::from_secs(9)),
            Duration::ZERO
        );
        let flag = clock.flag_fell(t0 + Duration::from_millis(1_800));
        assert_eq!(
            flag.left(Color::White, later),
            Duration::ZERO,
            "0:00.0, not 0:00.2"
        );
        assert_eq!(flag.left(Color::Black, later), Duration::from_secs(300));
        assert_eq!(flag.running(), None);
        let stopped = clock.stopped(later);
        assert_eq!(stopped.running(), None);
        assert_eq!(
            stopped.left(Color::White, later + Duration::from_secs(60)),
            Duration::from_millis(500)
        );
    }

    #[test]
    fn a_servers_extreme_numbers_read_as_times_without_overflow() {
        let t0 = Instant::now();
        let clock = Clock::new(
            ClockView {
                white_ms: i64::MIN,
                black_ms: i64::MAX,
                running: Some(Color::White),
            },
            t0,
        );
        let later = t0 + Duration::from_secs(5);
        assert_eq!(clock.left(Color::White, later), Duration::ZERO);
        assert_eq!(
            clock.left(Color::Black, later),
            Duration::from_millis(i64::MAX as u64)
        );
        let stopped = clock.stopped(later);
        assert_eq!(stopped.left(Color::White, later), Duration::ZERO);
        assert!(!show(clock.left(Color::Black, later), LIVE).is_empty());
    }

    #[test]
    fn times_read_as_players_write_them() {
        assert_eq!(show(Duration::from_millis(299_400), LIVE), "4:59");
        assert_eq!(show(Duration::from_millis(7_340), LIVE), "0:07.3");
        assert_eq!(show(Duration::from_millis(9_760), LIVE), "0:09.7");
        assert_eq!(show(Duration::from_millis(10_000), LIVE), "0:10");
        assert_eq!(show(Duration::ZERO, LIVE), "0:00.0");
        assert_eq!(show(Duration::from_secs(3_725), LIVE), "1:02:05");
        let days = TimeControl::Correspondence { days: 3 };
        assert_eq!(
            show(Duration::from_secs(2 * 86_400 + 5 * 3600), days),
            "2d 5h"
        );
        assert_eq!(show(Duration::from_secs(5 * 3600 + 120), days), "5h 2m");
    }
}
