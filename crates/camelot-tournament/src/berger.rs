//! Round robins by the FIDE Berger tables (Handbook C.05, Annex 1), single or double, and
//! sections of at most N players (docs/tournaments.md, "Round robin").

use serde::{Deserialize, Serialize};

use crate::model::{Bye, ByeKind, Game, GameResult, PlayerId, Round};

/// One board of a Berger table: pairing numbers from 1, White first.
pub type Board = (usize, usize);

/// The Berger table for `n` pairing numbers: one list of boards per round. An odd `n` is
/// played as `n + 1` with the last number a rest (its partner sits the round out), as the
/// Handbook prescribes. Fewer than two players have no rounds.
pub fn berger_table(n: usize) -> Vec<Vec<Board>> {
    if n < 2 {
        return Vec::new();
    }
    let n = n + n % 2;
    let ring = n - 1;
    let half = n / 2;
    // Numbers 1..=ring turn around a ring; `n` is fixed. In round r (from 0) number n meets
    // `head`, and board k pairs head + k against head − k around the ring.
    let on_ring = |x: usize| (x % ring) + 1;
    (0..ring)
        .map(|r| {
            let head = (r * half) % ring;
            let first = if r % 2 == 0 {
                (head + 1, n)
            } else {
                (n, head + 1)
            };
            let mut boards = vec![first];
            boards.extend((1..half).map(|k| (on_ring(head + k), on_ring(head + ring - k))));
            boards
        })
        .collect()
}

/// The rounds of a round robin among `players` in pairing-number order (the first is
/// number 1): single, or double with colours swapped in the second cycle. A player paired
/// with the odd field's rest number gets a zero-point bye that round.
pub fn round_robin(players: &[PlayerId], cycles: Cycles) -> Vec<Round> {
    let table = berger_table(players.len());
    let cycle = |swap: bool| {
        table.iter().map(move |boards| {
            let mut round = Round::default();
            for &(a, b) in boards {
                let (white, black) = if swap { (b, a) } else { (a, b) };
                match (players.get(white - 1), players.get(black - 1)) {
                    (Some(&white), Some(&black)) => round.games.push(Game {
                        white,
                        black,
                        result: GameResult::Pending,
                    }),
                    (Some(&player), None) | (None, Some(&player)) => round.byes.push(Bye {
                        player,
                        kind: ByeKind::Zero,
                    }),
                    (None, None) => {}
                }
            }
            round
        })
    };
    let mut rounds: Vec<Round> = cycle(false).collect();
    if cycles == Cycles::Double {
        // The Handbook's advice for two cycles: exchange the first cycle's last two rounds,
        // or most players would have one colour three times running across the seam.
        let n = rounds.len();
        if n >= 2 {
            rounds.swap(n - 2, n - 1);
        }
        rounds.extend(cycle(true));
    }
    rounds
}

/// A player leaves a round robin (`rounds`: the whole schedule, unplayed games pending).
/// Before finishing half their games, every game of theirs is voided (the opponents rest
/// that round, and the finished ones no longer count for anyone); from half on, the
/// finished games stand and the rest are lost by forfeit.
pub fn withdraw(rounds: &mut [Round], player: PlayerId) {
    let mine = |g: &Game| g.colour_of(player).is_some();
    let games = rounds.iter().flat_map(|r| &r.games).filter(|g| mine(g));
    let (total, finished) = games.fold((0, 0), |(t, f), g| {
        (t + 1, f + usize::from(g.result != GameResult::Pending))
    });
    let void = finished * 2 < total;
    for round in rounds.iter_mut() {
        if void {
            let (theirs, others): (Vec<Game>, Vec<Game>) =
                round.games.iter().partition(|g| mine(g));
            round.games = others;
            for g in theirs {
                if let Some(opponent) = g.opponent_of(player) {
                    round.byes.push(Bye {
                        player: opponent,
                        kind: ByeKind::Zero,
                    });
                }
            }
        } else {
            for g in round
                .games
                .iter_mut()
                .filter(|g| g.result == GameResult::Pending)
            {
                if g.white == player {
                    g.result = GameResult::BlackWinsByForfeit;
                } else if g.black == player {
                    g.result = GameResult::WhiteWinsByForfeit;
                }
            }
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cycles {
    Single,
    Double,
}

/// Splits `players` (strongest first) into the fewest sections of at most `max` players,
/// as even in size as can be, dealt in a snake (1, 2, 3, 3, 2, 1, …) so that each section
/// gets a fair share of the strong. `max` below 2 is taken as 2.
pub fn sections(players: &[PlayerId], max: usize) -> Vec<Vec<PlayerId>> {
    let max = max.max(2);
    let count = players.len().div_ceil(max).max(1);
    let mut out = vec![Vec::new(); count];
    for (i, &player) in players.iter().enumerate() {
        let lap = i / count;
        let pos = i % count;
        let section = if lap.is_multiple_of(2) {
            pos
        } else {
            count - 1 - pos
        };
        out[section].push(player);
    }
    out.retain(|s| !s.is_empty());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pair_meets_once_and_colours_balance() {
        for n in 2..=16 {
            let table = berger_table(n);
            let even = n + n % 2;
            assert_eq!(table.len(), even - 1);
            let mut met = std::collections::HashSet::new();
            let mut whites = vec![0i32; even + 1];
            for round in &table {
                assert_eq!(round.len(), even / 2);
                for &(w, b) in round {
                    assert!(met.insert((w.min(b), w.max(b))), "n={n}: {w}-{b} twice");
                    whites[w] += 1;
                    whites[b] -= 1;
                }
            }
            assert_eq!(met.len(), even * (even - 1) / 2);
            // Berger tables give everyone a colour difference of at most one.
            assert!(
                whites[1..].iter().all(|d| d.abs() <= 1),
                "n={n}: {whites:?}"
            );
        }
    }

    #[test]
    fn odd_fields_rest_one_player_a_round() {
        let rounds = round_robin(&[10, 20, 30], Cycles::Single);
        assert_eq!(rounds.len(), 3);
        for round in &rounds {
            assert_eq!(round.games.len(), 1);
            assert_eq!(round.byes.len(), 1);
        }
        let rested: Vec<_> = rounds.iter().map(|r| r.byes[0].player).collect();
        assert_eq!(rested, vec![10, 30, 20]);
    }

    #[test]
    fn the_second_cycle_swaps_colours() {
        let rounds = round_robin(&[1, 2, 3, 4], Cycles::Double);
        assert_eq!(rounds.len(), 6);
        let table = berger_table(4);
        for (second, boards) in rounds[3..].iter().zip(&table) {
            let swapped: Vec<_> = boards.iter().map(|&(w, b)| (b as u32, w as u32)).collect();
            let games: Vec<_> = second.games.iter().map(|g| (g.white, g.black)).collect();
            assert_eq!(games, swapped);
        }
    }

    #[test]
    fn double_round_robins_never_give_three_equal_colours_running() {
        for n in 4..=12u32 {
            let players: Vec<PlayerId> = (1..=n).collect();
            let rounds = round_robin(&players, Cycles::Double);
            for &p in &players {
                let colours: Vec<_> = rounds
                    .iter()
                    .filter_map(|r| r.games.iter().find_map(|g| g.colour_of(p)))
                    .collect();
                let three = colours.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]);
                assert!(!three, "{n} players: player {p} has {colours:?}");
            }
        }
    }

    fn finish(rounds: &mut [Round], count: usize) {
        for round in &mut rounds[..count] {
            for g in &mut round.games {
                g.result = GameResult::Draw;
            }
        }
    }

    #[test]
    fn withdrawing_before_half_the_games_voids_them_all() {
        let mut rounds = round_robin(&[1, 2, 3, 4, 5, 6], Cycles::Single);
        finish(&mut rounds, 2);
        withdraw(&mut rounds, 1);
        assert!(
            rounds
                .iter()
                .flat_map(|r| &r.games)
                .all(|g| g.colour_of(1).is_none())
        );
        // Each of the five opponents rests the round they were to meet player 1.
        let rests = rounds
            .iter()
            .flat_map(|r| &r.byes)
            .filter(|b| b.kind == ByeKind::Zero);
        assert_eq!(rests.count(), 5);
    }

    #[test]
    fn withdrawing_after_half_the_games_forfeits_the_rest() {
        let mut rounds = round_robin(&[1, 2, 3, 4, 5, 6], Cycles::Single);
        finish(&mut rounds, 3);
        withdraw(&mut rounds, 1);
        let theirs: Vec<_> = rounds
            .iter()
            .flat_map(|r| &r.games)
            .filter(|g| g.colour_of(1).is_some())
            .collect();
        assert_eq!(theirs.len(), 5);
        assert!(theirs[..3].iter().all(|g| g.result == GameResult::Draw));
        assert!(theirs[3..].iter().all(|g| !g.result.is_played() && g.result.points_for(g.colour_of(1).unwrap()) == 0));
        // Other players' pending games stay pending.
        assert!(
            rounds[4]
                .games
                .iter()
                .any(|g| g.result == GameResult::Pending)
        );
    }

    #[test]
    fn sections_are_even_and_snake_seeded() {
        let players: Vec<PlayerId> = (1..=20).collect();
        let s = sections(&players, 8);
        assert_eq!(s.len(), 3);
        assert_eq!(s.iter().map(Vec::len).collect::<Vec<_>>(), vec![7, 7, 6]);
        assert_eq!(s[0][..3], [1, 6, 7]);
        assert_eq!(s[2][..3], [3, 4, 9]);
        assert_eq!(sections(&[1, 2], 8), vec![vec![1, 2]]);
        assert!(sections(&[], 8).is_empty());
    }
}
