//! Glicko-2 ratings, one per player and time class, through `skillratings`.

use camelot_rules::{Color, Outcome};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// A player's rating in one class, with the number of rated games behind it.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Rating {
    pub glicko: Glicko2Rating,
    pub games: u32,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating {
            glicko: Glicko2Rating::new(),
            games: 0,
        }
    }
}

/// Both ratings after a game between `white` and `black` that ended with `outcome`.
pub fn rate(white: Rating, black: Rating, outcome: Outcome) -> (Rating, Rating) {
    let result = match outcome {
        Outcome::Win(Color::White) => Outcomes::WIN,
        Outcome::Win(Color::Black) => Outcomes::LOSS,
        Outcome::Draw => Outcomes::DRAW,
    };
    let (w, b) = glicko2(&white.glicko, &black.glicko, &result, &Glicko2Config::new());
    (
        Rating {
            glicko: w,
            games: white.games + 1,
        },
        Rating {
            glicko: b,
            games: black.games + 1,
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_winner_gains_what_the_loser_loses_from_equal_ratings() {
        let (w, b) = rate(
            Rating::default(),
            Rating::default(),
            Outcome::Win(Color::White),
        );
        assert!(w.glicko.rating > 1500.0 && b.glicko.rating < 1500.0);
        assert!((w.glicko.rating - 1500.0 - (1500.0 - b.glicko.rating)).abs() < 1e-6);
        assert_eq!((w.games, b.games), (1, 1));
        let (w, b) = rate(Rating::default(), Rating::default(), Outcome::Draw);
        assert!((w.glicko.rating - 1500.0).abs() < 1e-9 && (b.glicko.rating - 1500.0).abs() < 1e-9);
    }
}
