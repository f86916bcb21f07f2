//! A player's pairing card: what the Dutch system reads from the rounds so far (score, colours,
//! opponents, floats, byes) and the colour preference that follows (C.04.3 A.4, A.6).

use std::collections::HashSet;

use crate::model::{ByeKind, Colour, Entry, HalfPoints, PlayerId, Round, round_points};

/// A float a player received in a round (A.4 b; a pairing-allocated bye counts as a downfloat).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Float {
    None,
    Down,
    Up,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strength {
    Mild,
    Strong,
    Absolute,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preference {
    pub colour: Colour,
    pub strength: Strength,
}

#[derive(Clone, Debug)]
pub struct Card {
    pub id: PlayerId,
    /// Pairing number − 1: the player's place in the initial ranking list.
    pub rank: usize,
    pub score: HalfPoints,
    /// Per round: the colour played with, or none (a bye, a forfeit, absent).
    pub colours: Vec<Option<Colour>>,
    pub floats: Vec<Float>,
    /// Everyone met over the board (C1 forbids a second meeting; a forfeited game was not
    /// played, so its two players may still meet, as bbpPairings and JaVaFo read it).
    pub opponents: HashSet<PlayerId>,
    /// Already had a pairing-allocated bye or a win without playing (C.04.1 d: no second).
    pub had_unplayed_win: bool,
    pub preference: Option<Preference>,
    /// White games minus black games.
    pub colour_difference: i32,
}

impl Card {
    /// Reads every player's card from `rounds`; `players` in pairing-number order.
    pub fn read_all(players: &[PlayerId], rounds: &[Round]) -> Vec<Card> {
        let mut cards: Vec<Card> = players
            .iter()
            .enumerate()
            .map(|(rank, &id)| Card {
                id,
                rank,
                score: 0,
                colours: Vec::new(),
                floats: Vec::new(),
                opponents: HashSet::new(),
                had_unplayed_win: false,
                preference: None,
                colour_difference: 0,
            })
            .collect();
        let index: std::collections::HashMap<PlayerId, usize> =
            players.iter().enumerate().map(|(i, &id)| (id, i)).collect();
        for round in rounds {
            let before: Vec<HalfPoints> = cards.iter().map(|c| c.score).collect();
            for card in &mut cards {
                let (colour, float) = match round.entry_of(card.id) {
                    Some(Entry::Game(game)) => {
                        let colour = game.colour_of(card.id);
                        let opponent = game.opponent_of(card.id);
                        if let Some(o) = opponent.filter(|_| game.result.is_played()) {
                            card.opponents.insert(o);
                        }
                        let points = colour.map_or(0, |c| game.result.points_for(c));
                        if game.result.is_played() {
                            let own = before[card.rank];
                            let theirs = opponent.and_then(|o| index.get(&o)).map(|&i| before[i]);
                            let float = match theirs {
                                Some(t) if own > t => Float::Down,
                                Some(t) if own < t => Float::Up,
                                _ => Float::None,
                            };
                            (colour, float)
                        } else {
                            card.had_unplayed_win |= points == 2;
                            (None, unplayed_float(points))
                        }
                    }
                    Some(Entry::Bye(kind)) => {
                        card.had_unplayed_win |= kind == ByeKind::Pairing;
                        (None, unplayed_float(kind.points()))
                    }
                    None => (None, Float::None),
                };
                card.colours.push(colour);
                card.floats.push(float);
                card.score += round_points(card.id, round);
            }
        }
        for card in &mut cards {
            card.colour_difference = card
                .colours
                .iter()
                .flatten()
                .map(|c| if *c == Colour::White { 1 } else { -1 })
                .sum();
            card.preference = preference(&card.colours);
        }
        cards
    }

    /// The float this player received `back` rounds ago (1 = the last round).
    pub fn float_back(&self, back: usize) -> Float {
        self.floats
            .len()
            .checked_sub(back)
            .map_or(Float::None, |i| self.floats[i])
    }
}

/// A round not played counts as a downfloat when it scored anything (A.4 b counts the
/// pairing-allocated bye; bbpPairings reads a half-point bye or a forfeit win the same way).
fn unplayed_float(points: HalfPoints) -> Float {
    if points > 0 { Float::Down } else { Float::None }
}

/// The colour preference from the colours played so far (A.6): none before a first game.
pub fn preference(colours: &[Option<Colour>]) -> Option<Preference> {
    let played: Vec<Colour> = colours.iter().flatten().copied().collect();
    let last = *played.last()?;
    let difference: i32 = played
        .iter()
        .map(|c| if *c == Colour::White { 1 } else { -1 })
        .sum();
    let twice = played.len() >= 2 && played[played.len() - 2] == last;
    let (colour, strength) = if difference > 1 {
        (Colour::Black, Strength::Absolute)
    } else if difference < -1 {
        (Colour::White, Strength::Absolute)
    } else if twice {
        (last.opposite(), Strength::Absolute)
    } else if difference == 1 {
        (Colour::Black, Strength::Strong)
    } else if difference == -1 {
        (Colour::White, Strength::Strong)
    } else {
        (last.opposite(), Strength::Mild)
    };
    Some(Preference { colour, strength })
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    fn pref(colours: &[Option<Colour>]) -> Option<(Colour, Strength)> {
        preference(colours).map(|p| (p.colour, p.strength))
    }

    #[test]
    fn preferences_follow_the_colour_difference_and_the_last_two_games() {
        assert_eq!(pref(&[]), None);
        assert_eq!(pref(&[None]), None);
        assert_eq!(pref(&[Some(W)]), Some((B, Strength::Strong)));
        assert_eq!(pref(&[Some(W), Some(B)]), Some((W, Strength::Mild)));
        assert_eq!(
            pref(&[Some(B), None, Some(B)]),
            Some((W, Strength::Absolute))
        );
        assert_eq!(
            pref(&[Some(W), Some(B), Some(B)]),
            Some((W, Strength::Absolute))
        );
        assert_eq!(
            pref(&[Some(W), Some(B), Some(W)]),
            Some((B, Strength::Strong))
        );
        assert_eq!(
            pref(&[Some(W), Some(W), Some(B), Some(W)]),
            Some((B, Strength::Absolute))
        );
    }
}
