//! The stable codes of how a game ended, as the online protocol carries them and the server
//! stores them (`white_wins`, `time_forfeit`, …): one word each, never translated, never
//! renamed (a record writes the PGN-style words of `record/tags.rs` instead).

use super::result::{EndReason, Outcome};
use crate::square::Color;

impl EndReason {
    /// The reason's code: its name in snake_case (`castle_occupied`, `resignation`,
    /// `time_forfeit`, `abandonment`, …).
    pub const fn code(self) -> &'static str {
        match self {
            EndReason::CastleOccupied => "castle_occupied",
            EndReason::BareKings => "bare_kings",
            EndReason::AllCaptured => "all_captured",
            EndReason::NoLegalMove => "no_legal_move",
            EndReason::Repetition => "repetition",
            EndReason::NoProgress => "no_progress",
            EndReason::Resignation => "resignation",
            EndReason::Agreement => "agreement",
            EndReason::CastleEntered => "castle_entered",
            EndReason::Eliminated => "eliminated",
            EndReason::NoMoveLoses => "no_move_loses",
            EndReason::CastleEnteredLoses => "castle_entered_loses",
            EndReason::NoMoveWins => "no_move_wins",
            EndReason::TimeForfeit => "time_forfeit",
            EndReason::Abandonment => "abandonment",
        }
    }

    pub fn from_code(code: &str) -> Option<EndReason> {
        EndReason::ALL.into_iter().find(|r| r.code() == code)
    }
}

impl Outcome {
    /// Every outcome: White wins, Black wins, a draw.
    pub const ALL: [Outcome; 3] = [
        Outcome::Win(Color::White),
        Outcome::Win(Color::Black),
        Outcome::Draw,
    ];

    /// The outcome's code: `white_wins`, `black_wins`, `draw`.
    pub const fn code(self) -> &'static str {
        match self {
            Outcome::Win(Color::White) => "white_wins",
            Outcome::Win(Color::Black) => "black_wins",
            Outcome::Draw => "draw",
        }
    }

    pub fn from_code(code: &str) -> Option<Outcome> {
        Outcome::ALL.into_iter().find(|o| o.code() == code)
    }
}

/// Both travel as their codes.
#[cfg(feature = "serde")]
mod wire {
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::{EndReason, Outcome};

    impl Serialize for Outcome {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.serialize_str(self.code())
        }
    }

    impl<'de> Deserialize<'de> for Outcome {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Outcome, D::Error> {
            let code = <std::borrow::Cow<'de, str>>::deserialize(d)?;
            Outcome::from_code(&code)
                .ok_or_else(|| D::Error::custom(format!("unknown outcome {code:?}")))
        }
    }

    impl Serialize for EndReason {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.serialize_str(self.code())
        }
    }

    impl<'de> Deserialize<'de> for EndReason {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<EndReason, D::Error> {
            let code = <std::borrow::Cow<'de, str>>::deserialize(d)?;
            EndReason::from_code(&code)
                .ok_or_else(|| D::Error::custom(format!("unknown end reason {code:?}")))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_is_read_back_and_said_once() {
        for r in EndReason::ALL {
            assert_eq!(EndReason::from_code(r.code()), Some(r));
            assert_eq!(
                EndReason::ALL
                    .iter()
                    .filter(|o| o.code() == r.code())
                    .count(),
                1
            );
        }
        for o in Outcome::ALL {
            assert_eq!(Outcome::from_code(o.code()), Some(o));
        }
        assert_eq!(EndReason::from_code("time"), None);
        assert_eq!(Outcome::from_code("1-0"), None);
    }
}
