//! Time controls: live games (`5+3`: 5 minutes each plus 3 seconds a move), correspondence
//! games (`3d`: 3 days for each move), and `untimed` (games against the computer only: no
//! clock is shown and none falls). Written and read as that text, in messages and records.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// How long players may think.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(try_from = "String", into = "String")]
#[cfg_attr(feature = "ts", ts(type = "string"))]
pub enum TimeControl {
    /// Minutes for the whole game and seconds added after each move.
    Live { minutes: u32, increment: u32 },
    /// Days for each move; what is left does not carry over.
    Correspondence { days: u32 },
    /// No clock (games against the computer only): rated as correspondence if ever, with an
    /// allowance per move no one reaches ([`UNTIMED_MS`]).
    Untimed,
}

/// An untimed game's allowance for each move, as its clocks keep it: a year, which no clock
/// shown and no flag ever reaches.
pub const UNTIMED_MS: i64 = 365 * 86_400_000;

/// The rating pools: a rating is kept per class (Glicko-2).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum TimeClass {
    Live,
    Correspondence,
}

impl TimeClass {
    pub const ALL: [TimeClass; 2] = [TimeClass::Live, TimeClass::Correspondence];

    pub const fn name(self) -> &'static str {
        match self {
            TimeClass::Live => "live",
            TimeClass::Correspondence => "correspondence",
        }
    }
}

/// The longest live game (minutes) and increment (seconds), and the most days per move.
const MAX_MINUTES: u32 = 180;
const MAX_INCREMENT: u32 = 180;
const MAX_DAYS: u32 = 14;

impl TimeControl {
    pub const fn class(self) -> TimeClass {
        match self {
            TimeControl::Live { .. } => TimeClass::Live,
            TimeControl::Correspondence { .. } | TimeControl::Untimed => TimeClass::Correspondence,
        }
    }

    /// Whether the game has clocks to show (every control but `untimed`).
    pub const fn clocked(self) -> bool {
        !matches!(self, TimeControl::Untimed)
    }

    /// Each side's time at the start, in milliseconds.
    pub const fn initial_ms(self) -> i64 {
        match self {
            TimeControl::Live { minutes, .. } => minutes as i64 * 60_000,
            TimeControl::Correspondence { days } => days as i64 * 86_400_000,
            TimeControl::Untimed => UNTIMED_MS,
        }
    }

    /// How long the player to move may be gone (no connection) before the opponent may claim
    /// the game (docs/server.md): live, a tenth of the game's expected length (the initial
    /// time and 40 moves' increments), between 15 s and 60 s, as the big servers scale it
    /// down for fast games; correspondence, one move's allowance (absence is normal there:
    /// the claim comes when the flag would fall).
    pub const fn abandonment_ms(self) -> i64 {
        match self {
            TimeControl::Live { minutes, increment } => {
                let expected = minutes as i64 * 60_000 + 40 * increment as i64 * 1000;
                let tenth = expected / 10;
                if tenth < 15_000 {
                    15_000
                } else if tenth > 60_000 {
                    60_000
                } else {
                    tenth
                }
            }
            TimeControl::Correspondence { .. } | TimeControl::Untimed => self.initial_ms(),
        }
    }

    /// How long a side may take over its first move before the server aborts the game (no
    /// clock runs until each side has moved): 30 s live, one move's allowance in
    /// correspondence.
    pub const fn first_move_ms(self) -> i64 {
        match self {
            TimeControl::Live { .. } => 30_000,
            TimeControl::Correspondence { .. } | TimeControl::Untimed => self.initial_ms(),
        }
    }

    /// A player's time after they move, from what they had left: the increment added (live),
    /// or the full allowance again (correspondence).
    pub const fn after_move(self, left_ms: i64) -> i64 {
        match self {
            TimeControl::Live { increment, .. } => left_ms + increment as i64 * 1000,
            TimeControl::Correspondence { .. } | TimeControl::Untimed => self.initial_ms(),
        }
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::Live { minutes, increment } => write!(f, "{minutes}+{increment}"),
            TimeControl::Correspondence { days } => write!(f, "{days}d"),
            TimeControl::Untimed => f.write_str(UNTIMED),
        }
    }
}

/// An untimed game's time control, as written.
const UNTIMED: &str = "untimed";

impl FromStr for TimeControl {
    type Err = String;

    fn from_str(text: &str) -> Result<TimeControl, String> {
        if text == UNTIMED {
            return Ok(TimeControl::Untimed);
        }
        let bad = || {
            format!(
                "time control {text:?}: expected MINUTES+SECONDS (1..={MAX_MINUTES} and \
                 0..={MAX_INCREMENT}, e.g. 5+3) or DAYSd (1..={MAX_DAYS}, e.g. 3d) or {UNTIMED}"
            )
        };
        let number = |s: &str, max: u32| -> Result<u32, String> {
            if s.is_empty() || s.len() > 3 || !s.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            s.parse().ok().filter(|&n| n <= max).ok_or_else(bad)
        };
        if let Some(days) = text.strip_suffix('d') {
            let days = number(days, MAX_DAYS)?;
            return (days > 0)
                .then_some(TimeControl::Correspondence { days })
                .ok_or_else(bad);
        }
        let (minutes, increment) = text.split_once('+').ok_or_else(bad)?;
        let minutes = number(minutes, MAX_MINUTES)?;
        let increment = number(increment, MAX_INCREMENT)?;
        (minutes > 0)
            .then_some(TimeControl::Live { minutes, increment })
            .ok_or_else(bad)
    }
}

impl TryFrom<String> for TimeControl {
    type Error = String;

    fn try_from(text: String) -> Result<TimeControl, String> {
        text.parse()
    }
}

impl From<TimeControl> for String {
    fn from(tc: TimeControl) -> String {
        tc.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn live_and_correspondence_read_and_write_back() {
        for text in ["5+3", "1+0", "180+180", "3d", "14d", "untimed"] {
            let tc: TimeControl = text.parse().unwrap();
            assert_eq!(tc.to_string(), text);
        }
        assert_eq!(
            "5+3".parse::<TimeControl>().unwrap().class(),
            TimeClass::Live
        );
        assert_eq!(
            "2d".parse::<TimeControl>().unwrap().class(),
            TimeClass::Correspondence
        );
    }

    #[test]
    fn out_of_range_or_malformed_is_refused() {
        for text in [
            "",
            "0+3",
            "5+",
            "+3",
            "5-3",
            "181+0",
            "5+181",
            "0d",
            "15d",
            "d",
            "-1d",
            "5+3+1",
            "99999999999+1",
            " 5+3",
        ] {
            assert!(text.parse::<TimeControl>().is_err(), "{text:?}");
        }
    }

    #[test]
    fn increment_is_added_and_correspondence_resets() {
        let live: TimeControl = "5+3".parse().unwrap();
        assert_eq!(live.initial_ms(), 300_000);
        assert_eq!(live.after_move(1_000), 4_000);
        let corr: TimeControl = "2d".parse().unwrap();
        assert_eq!(corr.after_move(5), 2 * 86_400_000);
        assert_eq!(TimeControl::Untimed.after_move(5), UNTIMED_MS);
    }

    #[test]
    fn the_abandonment_timeout_scales_with_the_game() {
        let ms = |t: &str| t.parse::<TimeControl>().unwrap().abandonment_ms();
        assert_eq!(ms("1+0"), 15_000);
        assert_eq!(ms("5+3"), 42_000);
        assert_eq!(ms("15+10"), 60_000);
        assert_eq!(ms("3d"), 3 * 86_400_000);
    }
}
