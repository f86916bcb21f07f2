//! Pairing one bracket (C.04.3 B and D): candidates in the Handbook's order (MDP-pairings,
//! then the remainder's transpositions of S2, then exchanges between S1 and S2), the first
//! that breaks no quality criterion taken, else the best by the criteria in order.

use std::collections::HashMap;

use super::card::{Card, Float, Strength};
use super::colour::{colour_cost, colour_of_first};
use super::field::Field;
use crate::model::Colour;

/// Candidates examined per bracket before the best found so far is taken: enough for every
/// bracket seen in the property tests, a bound on pathological ones (docs/tournaments.md).
const BUDGET: usize = 200_000;

/// The quality criteria after C6 that this search counts, in order: C7 (players of the next
/// bracket its downfloaters leave unpaired there), C10 and C11 (in the last round,
/// topscorers and their opponents given a colour difference past ±2, or one colour three
/// times running), C12 (colour preferences denied), C13 (strong ones denied), C14 and C15
/// (a float again as in the last round), C16 and C17 (as two rounds before), then C18–C21
/// (the score differences, in half-points, of the pairs that give those repeated floats).
type Counts = [u32; 13];

const ZERO: Counts = [0; 13];

fn add(a: Counts, b: Counts) -> Counts {
    std::array::from_fn(|i| a[i] + b[i])
}

/// A bracket's pairs and the players it sends down.
#[derive(Clone, Debug)]
pub struct Paired {
    pub pairs: Vec<(usize, usize)>,
    pub leftovers: Vec<usize>,
    counts: Counts,
}

pub struct Search<'a> {
    field: &'a mut Field,
    /// Everyone in the brackets below: the completion check's other half.
    lower: Vec<usize>,
    /// The next bracket's own players (the first score group below).
    next: Vec<usize>,
    /// C7's count per set of downfloaters, as the search meets the same sets again.
    next_unpaired: HashMap<Vec<usize>, u32>,
    /// The best counts a candidate of the homogeneous level being searched could have.
    target: Counts,
    /// The bracket's residents' score.
    low: u32,
    budget: usize,
}

impl<'a> Search<'a> {
    pub fn new(field: &'a mut Field, lower: Vec<usize>) -> Search<'a> {
        let score = |p: &usize| field.cards[*p].score;
        let next_score = lower.first().map(score);
        let next = lower
            .iter()
            .copied()
            .take_while(|p| Some(score(p)) == next_score)
            .collect();
        Search {
            field,
            lower,
            next,
            next_unpaired: HashMap::new(),
            target: ZERO,
            low: 0,
            budget: BUDGET,
        }
    }

    /// C7 (only up to the next bracket): how many of the next bracket's players, with these
    /// downfloaters moved into it, a maximum matching there leaves unpaired, past parity.
    fn next_unpaired(&mut self, leftovers: &[usize]) -> u32 {
        if self.next.is_empty() {
            return 0;
        }
        let mut key = leftovers.to_vec();
        key.sort_unstable();
        if let Some(&known) = self.next_unpaired.get(&key) {
            return known;
        }
        let mut bracket = key.clone();
        bracket.extend_from_slice(&self.next);
        // Counted above the odd one out an odd bracket always has, so that a candidate
        // doing as well as can be counts zero (and stops the search).
        let unpaired =
            (bracket.len() - 2 * self.field.matching(&bracket).len() - bracket.len() % 2) as u32;
        self.next_unpaired.insert(key, unpaired);
        unpaired
    }

    /// Pairs the bracket of `mdps` (moved down, best first) and `residents` (best first).
    pub fn pair(mut self, mdps: &[usize], residents: &[usize]) -> Option<Paired> {
        self.low = residents
            .iter()
            .map(|&r| self.card(r).score)
            .min()
            .unwrap_or(0);
        let found = if mdps.is_empty() {
            self.homogeneous(residents, &[])
        } else {
            self.heterogeneous(mdps, residents)
        };
        found.or_else(|| self.fallback(mdps, residents))
    }

    fn card(&self, i: usize) -> &Card {
        &self.field.cards[i]
    }

    /// What a pair adds to the counted criteria.
    fn pair_counts(&self, a: usize, b: usize) -> Counts {
        let (x, y) = (self.card(a), self.card(b));
        let (c12, c13) = colour_cost(x, y);
        let mut counts = ZERO;
        counts[3] = c12;
        counts[4] = c13;
        if self.field.is_topscorer(a) || self.field.is_topscorer(b) {
            let colour = colour_of_first(x, y, self.field.initial);
            for (card, colour) in [(x, colour), (y, colour.opposite())] {
                let step = if colour == Colour::White { 1 } else { -1 };
                counts[1] += u32::from((card.colour_difference + step).abs() > 2);
                let played: Vec<Colour> = card.colours.iter().flatten().copied().collect();
                counts[2] +=
                    u32::from(played.len() >= 2 && played[played.len() - 2..] == [colour; 2]);
            }
        }
        if x.score != y.score {
            let (high, low) = if x.score > y.score { (x, y) } else { (y, x) };
            let repeats = [
                high.float_back(1) == Float::Down,
                low.float_back(1) == Float::Up,
                high.float_back(2) == Float::Down,
                low.float_back(2) == Float::Up,
            ];
            let difference = high.score - low.score;
            for (k, repeated) in repeats.into_iter().enumerate() {
                counts[5 + k] = u32::from(repeated);
                counts[9 + k] = if repeated { difference } else { 0 };
            }
        }
        counts
    }

    /// What sending a player down adds.
    /// What sending a player down adds; its score difference, for C18 and C20, is counted
    /// as for C6: against one point under the bracket's residents.
    fn leftover_counts(&self, a: usize) -> Counts {
        let x = self.card(a);
        let difference = x.score + 2 - self.low;
        let mut counts = ZERO;
        for (k, back) in [(0, 1), (2, 2)] {
            let repeated = x.float_back(back) == Float::Down;
            counts[5 + k] = u32::from(repeated);
            counts[9 + k] = if repeated { difference } else { 0 };
        }
        counts
    }

    fn completes(&mut self, leftovers: &[usize]) -> bool {
        let mut rest = leftovers.to_vec();
        rest.extend_from_slice(&self.lower);
        self.field.completable(&rest)
    }

    /// The least C12 and C13 can be with `pairs` pairs among `players`: a pair grants at most
    /// one White and one Black preference, and the leftovers can take only so many of the
    /// rest. A candidate with this and no other criterion broken cannot be bettered, so the
    /// search stops there rather than spend its budget proving it.
    fn colour_bound(&self, players: &[usize], pairs: usize) -> Counts {
        let left = players.len() - 2 * pairs;
        let count = |colour: Colour, strong: bool| {
            let n = players
                .iter()
                .filter_map(|&p| self.card(p).preference)
                .filter(|q| q.colour == colour && (!strong || q.strength >= Strength::Strong))
                .count();
            n.saturating_sub(left + pairs) as u32
        };
        let mut bound = ZERO;
        bound[3] = count(Colour::White, false) + count(Colour::Black, false);
        bound[4] = count(Colour::White, true) + count(Colour::Black, true);
        bound
    }

    /// A bracket of equal scores (or a remainder): the most pairs that leave the rest
    /// pairable, S1 against S2. `fixed` are leftovers already decided (unpaired MDPs).
    fn homogeneous(&mut self, players: &[usize], fixed: &[usize]) -> Option<Paired> {
        for pairs in (0..=players.len() / 2).rev() {
            let mut best = None;
            self.target = self.colour_bound(players, pairs);
            for (s1, s2) in splits(players, pairs) {
                let mut used = vec![false; s2.len()];
                let mut chosen = Vec::with_capacity(pairs);
                let stop = self.transpose(&s1, &s2, fixed, &mut used, &mut chosen, ZERO, &mut best);
                if stop {
                    break;
                }
            }
            if best.is_some() || self.budget == 0 {
                return best;
            }
        }
        None
    }

    /// Pairs S1[i] with S2's players in order (the transpositions of S2 in the Handbook's
    /// order), keeping the best candidate. True to stop: a perfect one, or out of budget.
    #[allow(clippy::too_many_arguments)]
    fn transpose(
        &mut self,
        s1: &[usize],
        s2: &[usize],
        fixed: &[usize],
        used: &mut [bool],
        chosen: &mut Vec<(usize, usize)>,
        counts: Counts,
        best: &mut Option<Paired>,
    ) -> bool {
        if self.budget == 0 {
            return true;
        }
        self.budget -= 1;
        // Counts only grow deeper down: no better candidate below this one.
        if best.as_ref().is_some_and(|b| counts >= b.counts) {
            return false;
        }
        let i = chosen.len();
        if i == s1.len() {
            let mut leftovers = fixed.to_vec();
            let mut total = counts;
            for (j, &p) in s2.iter().enumerate() {
                if !used[j] {
                    leftovers.push(p);
                    total = add(total, self.leftover_counts(p));
                }
            }
            if best.as_ref().is_some_and(|b| total >= b.counts) || !self.completes(&leftovers) {
                return false;
            }
            total[0] = self.next_unpaired(&leftovers);
            if best.as_ref().is_some_and(|b| total >= b.counts) {
                return false;
            }
            *best = Some(Paired {
                pairs: chosen.clone(),
                leftovers,
                counts: total,
            });
            return total == self.target;
        }
        for j in 0..s2.len() {
            if used[j] || !self.field.compatible(s1[i], s2[j]) {
                continue;
            }
            used[j] = true;
            chosen.push((s1[i], s2[j]));
            let more = add(counts, self.pair_counts(s1[i], s2[j]));
            let stop = self.transpose(s1, s2, fixed, used, chosen, more, best);
            chosen.pop();
            used[j] = false;
            if stop {
                return true;
            }
        }
        false
    }

    /// A bracket with moved-down players: as many MDPs as can be paired, each against a
    /// resident (the MDP-pairing), then the remainder paired as a homogeneous bracket.
    fn heterogeneous(&mut self, mdps: &[usize], residents: &[usize]) -> Option<Paired> {
        let low = residents.first().map_or(0, |&r| self.card(r).score);
        for paired in (0..=mdps.len().min(residents.len())).rev() {
            let mut best: Option<(Vec<u32>, Paired)> = None;
            let mut state = MdpState {
                used: vec![false; residents.len()],
                ..MdpState::default()
            };
            // No MDP-pairing has a smaller PSD than the top `paired` MDPs paired, the
            // rest sent down, and at most one remainder player left over.
            let mut ideal: Vec<u32> = mdps
                .iter()
                .enumerate()
                .map(|(k, &m)| {
                    let s = self.card(m).score;
                    if k < paired { s - low } else { s + 2 - low }
                })
                .collect();
            ideal.extend(std::iter::repeat_n(2, (residents.len() - paired) % 2));
            ideal.sort_unstable_by(|a, b| b.cmp(a));
            let target = Target {
                mdps,
                residents,
                paired,
                low,
                ideal: &ideal,
            };
            self.mdp_pairing(&target, 0, &mut state, &mut best);
            if let Some((_, found)) = best {
                return Some(found);
            }
            if self.budget == 0 {
                return None;
            }
        }
        None
    }

    /// Chooses a resident (or none) for MDP `k` and those after it; at the end, pairs the
    /// remainder. True to stop.
    fn mdp_pairing(
        &mut self,
        target: &Target,
        k: usize,
        state: &mut MdpState,
        best: &mut Option<(Vec<u32>, Paired)>,
    ) -> bool {
        if self.budget == 0 {
            return true;
        }
        if k == target.mdps.len() {
            return self.finish(target, state, best);
        }
        let m = target.mdps[k];
        if state.pairs.len() < target.paired {
            for j in 0..target.residents.len() {
                let r = target.residents[j];
                if state.used[j] || !self.field.compatible(m, r) {
                    continue;
                }
                state.used[j] = true;
                state.pairs.push((m, r));
                let stop = self.mdp_pairing(target, k + 1, state, best);
                state.pairs.pop();
                state.used[j] = false;
                if stop {
                    return true;
                }
            }
        }
        let floated = k - state.pairs.len();
        if floated < target.mdps.len() - target.paired {
            state.floated.push(m);
            let stop = self.mdp_pairing(target, k + 1, state, best);
            state.floated.pop();
            return stop;
        }
        false
    }

    /// An MDP-pairing chosen: pair the remainder and keep the candidate if it is the best.
    fn finish(
        &mut self,
        target: &Target,
        state: &MdpState,
        best: &mut Option<(Vec<u32>, Paired)>,
    ) -> bool {
        let remainder: Vec<usize> = (0..target.residents.len())
            .filter(|&j| !state.used[j])
            .map(|j| target.residents[j])
            .collect();
        let Some(rest) = self.homogeneous(&remainder, &state.floated) else {
            return self.budget == 0;
        };
        let score = |s: &Search, p: usize| s.card(p).score;
        let mut psd: Vec<u32> = state
            .pairs
            .iter()
            .map(|&(m, r)| score(self, m) - score(self, r))
            .chain(
                rest.leftovers
                    .iter()
                    .map(|&p| score(self, p) + 2 - target.low),
            )
            .collect();
        psd.sort_unstable_by(|a, b| b.cmp(a));
        let mut counts = rest.counts;
        for &(m, r) in &state.pairs {
            counts = add(counts, self.pair_counts(m, r));
        }
        for &m in &state.floated {
            // The remainder counts only the leftovers it chose, not these.
            counts = add(counts, self.leftover_counts(m));
        }
        if best
            .as_ref()
            .is_some_and(|(p, b)| (&psd, counts) >= (p, b.counts))
        {
            return false;
        }
        let perfect = psd == *target.ideal && counts == ZERO;
        let mut pairs = state.pairs.clone();
        pairs.extend(rest.pairs);
        *best = Some((
            psd,
            Paired {
                pairs,
                leftovers: rest.leftovers,
                counts,
            },
        ));
        perfect
    }

    /// No candidate within the budget: a maximum matching of the bracket and everyone below,
    /// its pairs inside the bracket kept, the bracket's players it pairs lower down sent
    /// down. Valid by C1–C4, though not optimised by the quality criteria.
    fn fallback(&mut self, mdps: &[usize], residents: &[usize]) -> Option<Paired> {
        let bracket: Vec<usize> = mdps.iter().chain(residents).copied().collect();
        let mut everyone = bracket.clone();
        everyone.extend_from_slice(&self.lower);
        let matched = self.field.perfect_pairs(&everyone)?;
        let inside = |p: &usize| bracket.contains(p);
        let pairs: Vec<_> = matched
            .into_iter()
            .filter(|(a, b)| inside(a) && inside(b))
            .collect();
        let leftovers = bracket
            .iter()
            .copied()
            .filter(|p| !pairs.iter().any(|&(a, b)| a == *p || b == *p))
            .collect();
        Some(Paired {
            pairs,
            leftovers,
            counts: ZERO,
        })
    }
}

/// What one bracket's MDP-pairing search aims at.
struct Target<'t> {
    mdps: &'t [usize],
    residents: &'t [usize],
    /// How many MDPs to pair (M1).
    paired: usize,
    /// The residents' score.
    low: u32,
    ideal: &'t [u32],
}

#[derive(Default)]
struct MdpState {
    used: Vec<bool>,
    pairs: Vec<(usize, usize)>,
    floated: Vec<usize>,
}

/// Exchanges of two players each way are tried only in brackets small enough to list them:
/// past this many, the budget would run out first anyway.
const MAX_EXCHANGES: usize = 50_000;

/// The S1/S2 splits of a bracket with `pairs` pairs in the Handbook's order (D.2): the
/// original split, then exchanges of one player, then of two, each by the smallest difference
/// between the sums of the bracket sequence numbers exchanged, then moving the lowest of S1
/// and the highest of S2. Listed lazily: most brackets never get past the first.
fn splits(players: &[usize], pairs: usize) -> impl Iterator<Item = (Vec<usize>, Vec<usize>)> + '_ {
    let original = std::iter::once((players[..pairs].to_vec(), players[pairs..].to_vec()));
    let exchanged = [1, 2]
        .into_iter()
        .flat_map(move |size| exchanges(players.len(), pairs, size))
        .map(move |(from1, from2)| {
            let mut s1: Vec<usize> = (0..pairs).filter(|i| !from1.contains(i)).collect();
            s1.extend(&from2);
            s1.sort_unstable();
            let mut s2: Vec<usize> = (pairs..players.len())
                .filter(|i| !from2.contains(i))
                .collect();
            s2.extend(&from1);
            s2.sort_unstable();
            (
                s1.iter().map(|&i| players[i]).collect(),
                s2.iter().map(|&i| players[i]).collect(),
            )
        });
    original.chain(exchanged)
}

/// The exchanges of `size` players between S1 (positions below `pairs`) and S2, in order.
fn exchanges(n: usize, pairs: usize, size: usize) -> Vec<(Vec<usize>, Vec<usize>)> {
    let (s1, s2) = (pairs, n - pairs);
    let count = match size {
        1 => s1 * s2,
        _ => s1 * s1.saturating_sub(1) / 2 * (s2 * s2.saturating_sub(1) / 2),
    };
    if pairs == 0 || count == 0 || count > MAX_EXCHANGES {
        return Vec::new();
    }
    let mut out = Vec::with_capacity(count);
    for a in 0..pairs {
        for b in pairs..n {
            if size == 1 {
                out.push((vec![a], vec![b]));
                continue;
            }
            for a2 in a + 1..pairs {
                for b2 in b + 1..n {
                    out.push((vec![a, a2], vec![b, b2]));
                }
            }
        }
    }
    out.sort_by_cached_key(|(from1, from2)| {
        let difference = from2
            .iter()
            .sum::<usize>()
            .abs_diff(from1.iter().sum::<usize>());
        let mut s1_moved = from1.clone();
        s1_moved.sort_unstable_by(|x, y| y.cmp(x));
        (difference, std::cmp::Reverse(s1_moved), from2.clone())
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_colour_bound_counts_preferences_no_pairing_can_grant() {
        use crate::model::{Game, GameResult, Round};
        // Players 1–4 had White in round one: all four want Black (strongly).
        let games = (1..=4).map(|w| Game {
            white: w,
            black: w + 4,
            result: GameResult::Draw,
        });
        let rounds = [Round {
            games: games.collect(),
            byes: vec![],
        }];
        let cards = Card::read_all(&[1, 2, 3, 4, 5, 6, 7, 8], &rounds);
        let mut field = Field::new(cards, &[], None, Colour::White);
        let search = Search::new(&mut field, Vec::new());
        let bound = search.colour_bound(&[0, 1, 2, 3], 2);
        assert_eq!((bound[3], bound[4]), (2, 2));
        // One of three left over: only one of the other two is denied.
        assert_eq!(search.colour_bound(&[0, 1, 2], 1)[3], 1);
        // Two who want Black and two who want White can all be granted.
        assert_eq!(search.colour_bound(&[0, 1, 4, 5], 2), ZERO);
    }

    #[test]
    fn a_repeated_float_counts_once_and_by_its_score_difference() {
        use crate::model::{Game, GameResult::*, Round};
        let game = |white, black, result| Game {
            white,
            black,
            result,
        };
        // After two rounds 1 (4 half-points) and 3 (3) downfloated last round, 2 (1) and
        // 4 (0) upfloated.
        let rounds = [
            Round {
                games: vec![game(1, 2, WhiteWins), game(3, 4, WhiteWins)],
                byes: vec![],
            },
            Round {
                games: vec![game(3, 2, Draw), game(1, 4, WhiteWins)],
                byes: vec![],
            },
        ];
        let cards = Card::read_all(&[1, 2, 3, 4], &rounds);
        let mut field = Field::new(cards, &[], None, Colour::White);
        let search = Search::new(&mut field, Vec::new());
        let counts = search.pair_counts(0, 1);
        // C14 and C15 count the players, C18 and C19 the difference (3 half-points).
        assert_eq!((counts[5], counts[6], counts[9], counts[10]), (1, 1, 3, 3));
        assert_eq!((counts[7], counts[8], counts[11], counts[12]), (0, 0, 0, 0));
        // Sent down again from a bracket on 1 half-point: 4 − (1 − 2) = 5 half-points.
        let mut search = search;
        search.low = 1;
        let left = search.leftover_counts(0);
        assert_eq!((left[5], left[9], left[6], left[10]), (1, 5, 0, 0));
        // Equal scores: no float at all.
        let cards = Card::read_all(&[1, 2, 3, 4], &rounds[..1]);
        let mut field = Field::new(cards, &[], None, Colour::White);
        assert_eq!(
            Search::new(&mut field, Vec::new()).pair_counts(0, 2)[5..],
            [0; 8]
        );
    }

    #[test]
    fn splits_start_with_the_plain_halves_then_the_closest_exchange() {
        let s: Vec<_> = splits(&[10, 11, 12, 13], 2).collect();
        assert_eq!(s[0], (vec![10, 11], vec![12, 13]));
        // Exchanging BSN 2 and 3 moves the least (a difference of one).
        assert_eq!(s[1], (vec![10, 12], vec![11, 13]));
        assert_eq!(s.len(), 1 + 4 + 1);
        assert_eq!(splits(&[1, 2, 3], 0).count(), 1);
        // Too many two-player exchanges to list: only the single ones are offered.
        assert_eq!(exchanges(200, 100, 2).len(), 0);
        assert_eq!(exchanges(200, 100, 1).len(), 100 * 100);
    }
}
