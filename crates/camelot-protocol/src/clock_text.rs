//! A clock's time as both clients show it, and when it is low. The browser's
//! `web/src/model/clock.ts` writes the same rules in TypeScript (it has no Rust); the cases
//! in `fixtures/clock-text.json` are checked against both, so the two read alike.

use crate::time_control::TimeClass;

/// Under this many milliseconds a clock is low: it turns red, shows tenths, and sounds once.
pub const LOW_TIME_MS: i64 = 10_000;

/// Whether `left_ms` is low time.
pub const fn is_low(left_ms: i64) -> bool {
    left_ms < LOW_TIME_MS
}

/// A clock's time as players write it: `0:07.3` when low, `4:59` under an hour; from an
/// hour, `1:02:05` live but `5h 3m` in correspondence (its seconds do not matter); from a
/// day, `2d 5h`. Below zero reads as zero; the units are not rounded up.
pub fn clock_text(left_ms: i64, class: TimeClass) -> String {
    let ms = left_ms.max(0);
    if is_low(ms) {
        return format!("0:{:02}.{}", ms / 1000, ms % 1000 / 100);
    }
    let secs = ms / 1000;
    let (days, hours) = (secs / 86_400, secs % 86_400 / 3600);
    let (minutes, seconds) = (secs % 3600 / 60, secs % 60);
    match class {
        _ if days > 0 => format!("{days}d {hours}h"),
        TimeClass::Correspondence if hours > 0 => format!("{hours}h {minutes}m"),
        TimeClass::Live if hours > 0 => format!("{hours}:{minutes:02}:{seconds:02}"),
        _ => format!("{minutes}:{seconds:02}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One case of `fixtures/clock-text.json` (web/test/clock.test.ts reads the same file).
    #[derive(serde::Deserialize)]
    struct Case {
        ms: i64,
        class: TimeClass,
        text: String,
    }

    #[test]
    fn clocks_read_as_the_shared_cases_say() {
        let cases: Vec<Case> = serde_json::from_str(include_str!("../fixtures/clock-text.json"))
            .expect("clock-text.json");
        assert!(cases.len() > 10);
        for case in cases {
            assert_eq!(
                clock_text(case.ms, case.class),
                case.text,
                "{} ms, {:?}",
                case.ms,
                case.class
            );
        }
    }

    #[test]
    fn extreme_times_read_without_overflow() {
        for class in TimeClass::ALL {
            assert_eq!(clock_text(i64::MIN, class), "0:00.0");
            assert!(clock_text(i64::MAX, class).ends_with('h'));
        }
    }

    #[test]
    fn low_time_is_under_ten_seconds() {
        assert!(is_low(9_999) && !is_low(10_000));
    }
}
