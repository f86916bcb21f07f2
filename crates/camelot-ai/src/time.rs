//! Time control: a hard deadline the search never passes, and under it a soft target that
//! decides, after each completed iteration, whether another one is worth starting.

use std::time::{Duration, Instant};

/// Growth of an iteration's time over the last one's: the median measured in play, taken
/// when the last iterations are too short to tell.
const TYPICAL_GROWTH: f64 = 2.5;
const MIN_GROWTH: f64 = 1.5;
const MAX_GROWTH: f64 = 4.0;
/// Iterations shorter than this say little about the next one's time.
const RELIABLE: Duration = Duration::from_millis(1);

/// The clock of one search.
pub(crate) struct Clock {
    start: Instant,
    /// Beyond this the search stops at once, mid-iteration.
    pub deadline: Option<Instant>,
    hard: Option<Duration>,
    /// The time the search aims to use when the best move is neither stable nor in doubt.
    target: Option<Duration>,
    /// When the current iteration started, from the start of the search.
    iteration_start: Duration,
    /// How long the last two completed iterations took, for the next one's estimate.
    last: Option<Duration>,
    before_last: Option<Duration>,
    /// Iterations in a row that kept the best move.
    stable: u32,
}

/// What an iteration found, for [`Clock::next_iteration`].
pub(crate) struct Iteration {
    pub best_changed: bool,
    /// How much the score fell from the previous iteration (0 if it rose).
    pub score_drop: i32,
}

impl Clock {
    pub fn new(start: Instant, hard: Option<Duration>, target: Option<Duration>) -> Clock {
        Clock {
            start,
            // A deadline beyond what the clock can express is no deadline.
            deadline: hard.and_then(|t| start.checked_add(t)),
            hard,
            target,
            iteration_start: Duration::ZERO,
            last: None,
            before_last: None,
            stable: 0,
        }
    }

    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// Called after each completed iteration: whether to start the next. Not when it likely
    /// could not finish before the deadline, nor when the time used passes the target, scaled
    /// down when the best move has been stable for a while with the score holding, and up
    /// when it just changed or the score fell.
    pub fn next_iteration(&mut self, it: Iteration) -> bool {
        let elapsed = self.elapsed();
        let iteration = elapsed.saturating_sub(self.iteration_start);
        self.iteration_start = elapsed;
        // Iteration times alternate between small and large steps (odd and even depths), so
        // the growth is taken over the last two steps; iterations under a millisecond mostly
        // replay the table and say little, so then the typical growth stands in. Its spread
        // is wide (0.5 to 10 a step), so the estimate is the likely time, not the worst.
        let growth = match self.before_last {
            Some(older) if older >= RELIABLE => (iteration.as_secs_f64() / older.as_secs_f64())
                .sqrt()
                .clamp(MIN_GROWTH, MAX_GROWTH),
            _ => TYPICAL_GROWTH,
        };
        self.before_last = self.last;
        self.last = Some(iteration);
        self.stable = if it.best_changed { 0 } else { self.stable + 1 };
        if let Some(hard) = self.hard
            && elapsed.as_secs_f64() + iteration.as_secs_f64() * growth > hard.as_secs_f64()
        {
            return false;
        }
        let Some(target) = self.target else {
            return true;
        };
        let mut scale = match self.stable {
            0 => 1.4,
            1..=3 => 1.0,
            _ if it.score_drop <= 0 => 0.5,
            _ => 1.0,
        };
        if it.score_drop >= 30 {
            scale *= 1.4;
        }
        elapsed.as_secs_f64() < target.as_secs_f64() * scale
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock_at(elapsed_ms: u64, hard_ms: u64, target_ms: Option<u64>) -> Clock {
        let start = Instant::now() - Duration::from_millis(elapsed_ms);
        let ms = Duration::from_millis;
        Clock::new(start, Some(ms(hard_ms)), target_ms.map(ms))
    }

    const STEADY: Iteration = Iteration {
        best_changed: false,
        score_drop: 0,
    };

    #[test]
    fn an_iteration_that_cannot_finish_is_not_started() {
        // 400 ms used by the first iteration; the next takes longer than the 600 ms left.
        let mut c = clock_at(400, 1000, None);
        assert!(!c.next_iteration(STEADY));
        let mut c = clock_at(100, 1000, None);
        assert!(c.next_iteration(STEADY));
    }

    #[test]
    fn iterations_replayed_from_the_table_do_not_inflate_the_estimate() {
        // Two iterations answered from the table in 0.2 ms, then a real one of 25 ms: the
        // next is estimated at the typical growth (about 62 ms), which fits the 70 ms left.
        let mut c = clock_at(0, 100, None);
        c.last = Some(Duration::from_micros(200));
        c.before_last = Some(Duration::from_micros(200));
        c.iteration_start = Duration::from_millis(5);
        c.start -= Duration::from_millis(30);
        assert!(c.next_iteration(STEADY));
    }

    #[test]
    fn a_stable_best_move_stops_early_and_a_changing_one_spends_more() {
        let mut stable = clock_at(0, 100_000, Some(1000));
        stable.stable = 5;
        stable.start -= Duration::from_millis(700);
        assert!(
            !stable.next_iteration(STEADY),
            "stable for long: half the target"
        );
        let mut sliding = clock_at(0, 100_000, Some(1000));
        sliding.stable = 5;
        sliding.start -= Duration::from_millis(700);
        let slid = Iteration {
            best_changed: false,
            score_drop: 10,
        };
        assert!(
            sliding.next_iteration(slid),
            "a stable move with a sliding score: the whole target"
        );
        let mut changing = clock_at(0, 100_000, Some(1000));
        changing.start -= Duration::from_millis(1200);
        let changed = Iteration {
            best_changed: true,
            score_drop: 0,
        };
        assert!(changing.next_iteration(changed), "a new best move: 140%");
        let mut falling = clock_at(0, 100_000, Some(1000));
        falling.stable = 1;
        falling.start -= Duration::from_millis(1200);
        let fell = Iteration {
            best_changed: false,
            score_drop: 50,
        };
        assert!(falling.next_iteration(fell), "a falling score: 140%");
    }
}
