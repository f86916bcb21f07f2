//! The players' clocks as the panel shows them: the server's reading (time left when it was
//! sent, whose clock runs) ticking down locally from the moment it arrived, corrected by each
//! new reading. The server alone decides a flag. Its numbers are not trusted: any `i64`
//! reads as a time between zero and its value, never overflowing. Its text and when it is
//! low are the protocol's (`camelot_protocol::clock_text`), so the game shows what the
//! browser shows.

use std::time::Instant;

use camelot_protocol::ClockView;
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

    /// The milliseconds `side` has left at `now`, never below zero.
    pub fn left_ms(&self, side: Color, now: Instant) -> i64 {
        let ms = match side {
            Color::White => self.reading.white_ms,
            Color::Black => self.reading.black_ms,
        };
        let ran = if self.reading.running == Some(side) {
            i64::try_from(now.saturating_duration_since(self.at).as_millis()).unwrap_or(i64::MAX)
        } else {
            0
        };
        ms.saturating_sub(ran).max(0)
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
            self.left_ms(side, now)
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

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use camelot_protocol::clock_text;
    use camelot_protocol::time_control::TimeClass;

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
        assert_eq!(clock.left_ms(Color::White, later), 500);
        assert_eq!(clock.left_ms(Color::Black, later), 300_000);
        assert_eq!(clock.left_ms(Color::White, t0 + Duration::from_secs(9)), 0);
        let flag = clock.flag_fell(t0 + Duration::from_millis(1_800));
        assert_eq!(flag.left_ms(Color::White, later), 0, "0:00.0, not 0:00.2");
        assert_eq!(flag.left_ms(Color::Black, later), 300_000);
        assert_eq!(flag.running(), None);
        let stopped = clock.stopped(later);
        assert_eq!(stopped.running(), None);
        assert_eq!(
            stopped.left_ms(Color::White, later + Duration::from_secs(60)),
            500
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
        assert_eq!(clock.left_ms(Color::White, later), 0);
        assert_eq!(clock.left_ms(Color::Black, later), i64::MAX);
        let stopped = clock.stopped(later);
        assert_eq!(stopped.left_ms(Color::White, later), 0);
        assert!(!clock_text(clock.left_ms(Color::Black, later), TimeClass::Live).is_empty());
    }
}
