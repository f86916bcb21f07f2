//! Who gets White in a pair (C.04.3 E, the colour allocation rules), and what a pair costs in
//! the colour criteria (C12, C13).

use super::card::{Card, Strength};
use crate::model::Colour;

/// Whether `a` ranks above `b` for pairing (A.2: score, then pairing number).
pub fn ranks_above(a: &Card, b: &Card) -> bool {
    (a.score, std::cmp::Reverse(a.rank)) > (b.score, std::cmp::Reverse(b.rank))
}

/// The colour `a` gets against `b`, by E.1–E.5 in order; `first_white` is the colour the
/// top-ranked player of round one gets (the initial colour, White unless the event says so).
pub fn colour_of_first(a: &Card, b: &Card, initial: Colour) -> Colour {
    let (pa, pb) = (a.preference, b.preference);
    match (pa, pb) {
        // E.1: both preferences granted, or the only one there is.
        (Some(x), Some(y)) if x.colour != y.colour => return x.colour,
        (Some(x), None) => return x.colour,
        (None, Some(y)) => return y.colour.opposite(),
        _ => {}
    }
    if let (Some(x), Some(y)) = (pa, pb) {
        // E.2: the stronger preference; between two absolute ones, the wider difference.
        if x.strength != y.strength {
            return if x.strength > y.strength {
                x.colour
            } else {
                x.colour.opposite()
            };
        }
        if x.strength == Strength::Absolute {
            let (dx, dy) = (a.colour_difference.abs(), b.colour_difference.abs());
            if dx != dy {
                return if dx > dy {
                    x.colour
                } else {
                    x.colour.opposite()
                };
            }
        }
        // E.3: alternate from the latest round in which their colours differed.
        let rounds = a.colours.len().min(b.colours.len());
        for r in (0..rounds).rev() {
            if let (Some(ca), Some(cb)) = (a.colours[r], b.colours[r])
                && ca != cb
            {
                return ca.opposite();
            }
        }
        // E.4: the higher-ranked player's preference.
        return if ranks_above(a, b) {
            x.colour
        } else {
            y.colour.opposite()
        };
    }
    // E.5: the higher-ranked player gets the initial colour with an odd pairing number.
    let (higher, a_is_higher) = if ranks_above(a, b) {
        (a, true)
    } else {
        (b, false)
    };
    let higher_colour = if higher.rank % 2 == 0 {
        initial
    } else {
        initial.opposite()
    };
    if a_is_higher {
        higher_colour
    } else {
        higher_colour.opposite()
    }
}

/// What pairing `a` with `b` costs in C12 (a player denied their preference) and C13 (a
/// player denied a strong or absolute one).
pub fn colour_cost(a: &Card, b: &Card) -> (u32, u32) {
    match (a.preference, b.preference) {
        (Some(x), Some(y)) if x.colour == y.colour => {
            let strong = x.strength.min(y.strength) >= Strength::Strong;
            (1, u32::from(strong))
        }
        _ => (0, 0),
    }
}

#[cfg(test)]
mod tests {
    use super::super::card::preference;
    use super::*;
    use Colour::{Black as B, White as W};

    fn card(rank: usize, score: u32, colours: &[Option<Colour>]) -> Card {
        let mut c = Card::read_all(&[rank as u32], &[]).remove(0);
        c.rank = rank;
        c.score = score;
        c.colours = colours.to_vec();
        c.colour_difference = colours
            .iter()
            .flatten()
            .map(|c| if *c == W { 1 } else { -1 })
            .sum();
        c.preference = preference(colours);
        c
    }

    #[test]
    fn round_one_gives_odd_pairing_numbers_the_initial_colour() {
        let (one, five) = (card(0, 0, &[]), card(4, 0, &[]));
        assert_eq!(colour_of_first(&one, &five, W), W);
        assert_eq!(colour_of_first(&five, &one, W), B);
        let (two, six) = (card(1, 0, &[]), card(5, 0, &[]));
        assert_eq!(colour_of_first(&two, &six, W), B);
        assert_eq!(colour_of_first(&two, &six, B), W);
    }

    #[test]
    fn the_rules_apply_in_order() {
        // E.1: different preferences are both granted.
        let a = card(0, 2, &[Some(W)]);
        let b = card(1, 2, &[Some(B)]);
        assert_eq!(colour_of_first(&a, &b, W), B);
        // E.2: the absolute preference beats the strong one.
        let a = card(0, 2, &[Some(B), Some(W)]);
        let b = card(1, 2, &[Some(W), Some(W)]);
        assert_eq!(colour_of_first(&a, &b, W), W);
        // E.3: equal mild preferences alternate from the last round they differed.
        let a = card(0, 2, &[Some(B), Some(W), Some(W), Some(B)]);
        let b = card(1, 2, &[Some(W), Some(B), Some(W), Some(B)]);
        assert_eq!(colour_of_first(&a, &b, W), B);
        // E.4: the same history: the higher-ranked gets their preference.
        let a = card(3, 2, &[Some(W), Some(B)]);
        let b = card(1, 4, &[Some(W), Some(B)]);
        assert_eq!(colour_of_first(&b, &a, W), W);
        assert_eq!(colour_of_first(&a, &b, W), B);
    }

    #[test]
    fn a_shared_preference_costs_c12_and_c13_only_when_both_are_strong() {
        let strong = card(0, 0, &[Some(W)]);
        let mild = card(1, 0, &[Some(B), Some(W)]);
        let other = card(2, 0, &[Some(B)]);
        assert_eq!(colour_cost(&strong, &strong.clone()), (1, 1));
        assert_eq!(colour_cost(&strong, &mild), (1, 0));
        assert_eq!(colour_cost(&strong, &other), (0, 0));
    }
}
