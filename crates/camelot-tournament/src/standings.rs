//! Standings from results: points, then tie-breaks in the order a tournament chooses, as
//! FIDE defines them (Handbook C.07; unplayed rounds as docs/tournaments.md, "Tie-breaks").

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::model::{Entry, HalfPoints, Player, PlayerId, Round, round_points};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TieBreak {
    SonnebornBerger,
    Buchholz,
    BuchholzCut1,
    DirectEncounter,
    Wins,
    Performance,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Format {
    RoundRobin,
    Swiss,
    Arena,
}

/// The tie-breaks a format uses unless its organiser chooses others.
pub fn default_order(format: Format) -> Vec<TieBreak> {
    use TieBreak::*;
    match format {
        Format::RoundRobin => vec![DirectEncounter, SonnebornBerger, Wins],
        Format::Swiss => vec![
            BuchholzCut1,
            Buchholz,
            SonnebornBerger,
            DirectEncounter,
            Wins,
        ],
        Format::Arena => vec![Performance],
    }
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Standing {
    pub player: PlayerId,
    /// 1 for the winner; players level on points and every tie-break share a rank.
    pub rank: u32,
    pub points: f64,
    /// The values of the tie-breaks, in the order asked for.
    pub tie_breaks: Vec<f64>,
}

/// The standings after `rounds` (finished ones: a pending game counts as not played).
pub fn standings(players: &[Player], rounds: &[Round], order: &[TieBreak]) -> Vec<Standing> {
    let table = Table::new(players, rounds);
    let ids: Vec<PlayerId> = players.iter().map(|p| p.id).collect();
    let mut values: HashMap<PlayerId, Vec<f64>> = ids.iter().map(|&id| (id, Vec::new())).collect();
    // Groups of players still level, refined one tie-break at a time: direct encounter is
    // counted within the group level at that point.
    let mut groups: Vec<Vec<PlayerId>> = vec![ids.clone()];
    let points = |id: PlayerId| table.score(id) as f64 / 2.0;
    groups = refine(groups, points);
    for (step, &tb) in order.iter().enumerate() {
        for group in &groups {
            for &id in group {
                let value = table.tie_break(tb, id, group);
                if let Some(v) = values.get_mut(&id) {
                    v.push(value);
                }
            }
        }
        groups = refine(groups, |id| values[&id][step]);
    }
    let mut out = Vec::with_capacity(ids.len());
    let mut rank = 1;
    for group in groups {
        for &id in &group {
            out.push(Standing {
                player: id,
                rank,
                points: points(id),
                tie_breaks: values.remove(&id).unwrap_or_default(),
            });
        }
        rank += group.len() as u32;
    }
    out
}

/// Sorts each group by `key` (highest first, ties by id) and splits it where the key changes.
fn refine(groups: Vec<Vec<PlayerId>>, key: impl Fn(PlayerId) -> f64) -> Vec<Vec<PlayerId>> {
    let mut out = Vec::new();
    for mut group in groups {
        let keys: HashMap<PlayerId, f64> = group.iter().map(|&id| (id, key(id))).collect();
        group.sort_by(|a, b| keys[b].total_cmp(&keys[a]).then(a.cmp(b)));
        let mut current: Vec<PlayerId> = Vec::new();
        for id in group {
            if current.last().is_some_and(|last| keys[last] != keys[&id]) {
                out.push(std::mem::take(&mut current));
            }
            current.push(id);
        }
        if !current.is_empty() {
            out.push(current);
        }
    }
    out
}

/// Results indexed for the tie-breaks.
struct Table<'a> {
    rounds: &'a [Round],
    ratings: HashMap<PlayerId, u32>,
}

impl<'a> Table<'a> {
    fn new(players: &[Player], rounds: &'a [Round]) -> Table<'a> {
        Table {
            rounds,
            ratings: players.iter().map(|p| (p.id, p.rating)).collect(),
        }
    }

    fn score(&self, id: PlayerId) -> HalfPoints {
        crate::model::score(id, self.rounds)
    }

    /// The player's opponent in a game played over the board in `round`.
    fn played_opponent(&self, id: PlayerId, round: &Round) -> Option<PlayerId> {
        match round.entry_of(id) {
            Some(Entry::Game(g)) if g.result.is_played() => g.opponent_of(id),
            _ => None,
        }
    }

    /// A player's score as an opponent's: their unplayed rounds count as draws.
    fn score_as_opponent(&self, id: PlayerId) -> HalfPoints {
        self.rounds
            .iter()
            .map(|r| {
                if self.played_opponent(id, r).is_some() {
                    round_points(id, r)
                } else {
                    1
                }
            })
            .sum()
    }

    /// Per round: the opponent's score and the player's half-points. An unplayed round is
    /// against a virtual opponent with the player's score before it, the opposite result in
    /// it, and draws in every round after.
    fn opponents(&self, id: PlayerId) -> Vec<(HalfPoints, HalfPoints)> {
        let mut before = 0;
        let total = self.rounds.len() as u32;
        self.rounds
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let own = round_points(id, r);
                let opponent = match self.played_opponent(id, r) {
                    Some(o) => self.score_as_opponent(o),
                    None => before + (2 - own.min(2)) + (total - 1 - i as u32),
                };
                before += own;
                (opponent, own)
            })
            .collect()
    }

    fn tie_break(&self, tb: TieBreak, id: PlayerId, group: &[PlayerId]) -> f64 {
        let half = |x: HalfPoints| x as f64 / 2.0;
        match tb {
            TieBreak::Buchholz => half(self.opponents(id).iter().map(|o| o.0).sum()),
            TieBreak::BuchholzCut1 => {
                let scores: Vec<HalfPoints> = self.opponents(id).iter().map(|o| o.0).collect();
                let lowest = scores.iter().min().copied().unwrap_or(0);
                half(scores.iter().sum::<HalfPoints>() - lowest)
            }
            TieBreak::SonnebornBerger => self
                .opponents(id)
                .iter()
                .map(|&(o, own)| half(o) * half(own))
                .sum(),
            TieBreak::Wins => self
                .rounds
                .iter()
                .filter(|r| self.played_opponent(id, r).is_some() && round_points(id, r) == 2)
                .count() as f64,
            TieBreak::DirectEncounter => self.direct_encounter(id, group),
            TieBreak::Performance => {
                let games: Vec<(u32, HalfPoints)> = self
                    .rounds
                    .iter()
                    .filter_map(|r| {
                        let o = self.played_opponent(id, r)?;
                        Some((
                            self.ratings.get(&o).copied().unwrap_or(0),
                            round_points(id, r),
                        ))
                    })
                    .collect();
                performance(&games).map_or(0.0, f64::from)
            }
        }
    }

    /// Points scored against the rest of `group`, when every pair in it has met; otherwise
    /// the tie-break separates no one (0 for all).
    fn direct_encounter(&self, id: PlayerId, group: &[PlayerId]) -> f64 {
        let met = |a: PlayerId, b: PlayerId| {
            self.rounds
                .iter()
                .any(|r| self.played_opponent(a, r) == Some(b))
        };
        let all_met = group
            .iter()
            .enumerate()
            .all(|(i, &a)| group[i + 1..].iter().all(|&b| met(a, b)));
        if group.len() < 2 || !all_met {
            return 0.0;
        }
        let scored: HalfPoints = self
            .rounds
            .iter()
            .filter(|r| {
                self.played_opponent(id, r)
                    .is_some_and(|o| group.contains(&o))
            })
            .map(|r| round_points(id, r))
            .sum();
        scored as f64 / 2.0
    }
}

/// FIDE's rating difference for a fraction of the points (Handbook B.02, table 8.1a), from
/// 0.50 to 1.00 in hundredths; below 0.50 the same, negated.
const DP: [u32; 51] = [
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158,
    166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
    383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/// The performance rating of games (opponent's rating, half-points scored): the opponents'
/// average rating plus the table's difference for the fraction scored. None with no games.
pub fn performance(games: &[(u32, HalfPoints)]) -> Option<u32> {
    if games.is_empty() {
        return None;
    }
    let n = games.len() as u64;
    let average = games.iter().map(|g| u64::from(g.0)).sum::<u64>() as f64 / n as f64;
    let scored: u64 = games.iter().map(|g| u64::from(g.1.min(2))).sum();
    // The fraction in hundredths, rounded: scored / (2n).
    let hundredths = ((scored * 100 + n) / (2 * n)) as i64;
    let dp = if hundredths >= 50 {
        DP[(hundredths - 50) as usize] as i64
    } else {
        -(DP[(50 - hundredths) as usize] as i64)
    };
    Some((average.round() as i64 + dp).max(0) as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Bye, ByeKind, Game, GameResult};

    fn player(id: PlayerId, rating: u32) -> Player {
        Player {
            id,
            name: format!("P{id}"),
            rating,
        }
    }

    fn game(white: PlayerId, black: PlayerId, result: GameResult) -> Game {
        Game {
            white,
            black,
            result,
        }
    }

    #[test]
    fn performance_follows_the_fide_table() {
        assert_eq!(performance(&[]), None);
        assert_eq!(performance(&[(1500, 1), (1700, 1)]), Some(1600));
        assert_eq!(performance(&[(2000, 2)]), Some(2800));
        assert_eq!(performance(&[(2000, 0)]), Some(1200));
        // 3 of 4 = 0.75: +193.
        assert_eq!(
            performance(&[(1800, 2), (1800, 2), (1800, 2), (1800, 0)]),
            Some(1993)
        );
    }

    /// A round robin of four: 1 beats everyone; 2 beats 3, draws 4; 3 beats 4.
    fn four() -> (Vec<Player>, Vec<Round>) {
        use GameResult::*;
        let players = vec![
            player(1, 2000),
            player(2, 1900),
            player(3, 1800),
            player(4, 1700),
        ];
        let rounds = vec![
            Round {
                games: vec![game(1, 4, WhiteWins), game(2, 3, WhiteWins)],
                byes: vec![],
            },
            Round {
                games: vec![game(4, 3, BlackWins), game(1, 2, WhiteWins)],
                byes: vec![],
            },
            Round {
                games: vec![game(2, 4, Draw), game(3, 1, BlackWins)],
                byes: vec![],
            },
        ];
        (players, rounds)
    }

    #[test]
    fn buchholz_and_sonneborn_berger_sum_the_opponents() {
        let (players, rounds) = four();
        let order = [
            TieBreak::Buchholz,
            TieBreak::SonnebornBerger,
            TieBreak::BuchholzCut1,
        ];
        let s = standings(&players, &rounds, &order);
        let by_id = |id| s.iter().find(|x| x.player == id).unwrap();
        assert_eq!(by_id(1).points, 3.0);
        // Opponents of 1 scored 1.5, 1, 0.5.
        assert_eq!(by_id(1).tie_breaks, vec![3.0, 3.0, 2.5]);
        // 2: lost to 1 (3), beat 3 (1), drew 4 (0.5): SB = 1 + 0.25.
        assert_eq!(by_id(2).tie_breaks, vec![4.5, 1.25, 4.0]);
        assert_eq!(
            s.iter().map(|x| x.player).collect::<Vec<_>>(),
            vec![1, 2, 3, 4]
        );
    }

    #[test]
    fn a_bye_counts_as_a_virtual_opponent_and_as_a_draw_for_others() {
        use GameResult::*;
        let players = vec![player(1, 0), player(2, 0), player(3, 0)];
        let rounds = vec![
            Round {
                games: vec![game(1, 2, WhiteWins)],
                byes: vec![Bye {
                    player: 3,
                    kind: ByeKind::Pairing,
                }],
            },
            Round {
                games: vec![game(3, 1, Draw)],
                byes: vec![Bye {
                    player: 2,
                    kind: ByeKind::Pairing,
                }],
            },
        ];
        let s = standings(&players, &rounds, &[TieBreak::Buchholz]);
        let by_id = |id| s.iter().find(|x| x.player == id).unwrap();
        // 3's bye in round 1: a virtual opponent with 0 before, a loss, a draw after: 0.5.
        // 3's round-2 opponent 1 scored 1.5. Buchholz 2.
        assert_eq!(by_id(3).tie_breaks, vec![2.0]);
        // 1 met 2 (a bye, counted as a draw: 0 + 0.5) and 3 (a bye as a draw: 0.5 + 0.5).
        assert_eq!(by_id(1).tie_breaks, vec![1.5]);
    }

    #[test]
    fn direct_encounter_separates_only_players_who_all_met() {
        use GameResult::*;
        let players = vec![player(1, 0), player(2, 0), player(3, 0), player(4, 0)];
        // 1 and 2 both finish on 1 point; 2 beat 1.
        let rounds = vec![
            Round {
                games: vec![game(1, 2, BlackWins), game(3, 4, Draw)],
                byes: vec![],
            },
            Round {
                games: vec![game(1, 3, WhiteWins), game(4, 2, WhiteWins)],
                byes: vec![],
            },
        ];
        let s = standings(
            &players,
            &rounds,
            &[TieBreak::DirectEncounter, TieBreak::Wins],
        );
        let order: Vec<_> = s.iter().map(|x| (x.player, x.rank)).collect();
        assert_eq!(order, vec![(4, 1), (2, 2), (1, 3), (3, 4)]);
        assert_eq!(s[1].tie_breaks[0], 1.0);
    }

    #[test]
    fn players_level_on_everything_share_a_rank() {
        let players = vec![player(1, 0), player(2, 0)];
        let rounds = vec![Round {
            games: vec![game(1, 2, GameResult::Draw)],
            byes: vec![],
        }];
        let s = standings(&players, &rounds, &default_order(Format::Swiss));
        assert_eq!(s.iter().map(|x| x.rank).collect::<Vec<_>>(), vec![1, 1]);
    }
}
