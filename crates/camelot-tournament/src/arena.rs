//! Arenas as lichess runs them: players waiting for a game are paired near their rank, never
//! with the opponent they just played; a win scores 2 and a draw 1, doubled after two wins
//! in a row, with one more point for a berserked win (docs/tournaments.md, "Arena").

use serde::{Deserialize, Serialize};

use crate::model::PlayerId;
use crate::standings::performance;

/// A player waiting for a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Waiting {
    pub id: PlayerId,
    /// Place on the leaderboard, 1 the leader.
    pub rank: u32,
    /// The opponent of the player's last game, whom they do not meet again at once.
    pub last_opponent: Option<PlayerId>,
    /// White games minus black games so far: the lower gets White.
    pub colour_balance: i32,
}

/// How many rank neighbours on each side a waiting player may be paired with: lichess pairs
/// near the rank, and the bound keeps a 500-player wave's graph sparse.
const WINDOW: usize = 24;

/// Pairs a wave of waiting players: the most pairs, then the smallest sum of rank
/// differences (a maximum-weight matching), no immediate rematch. Returns (White, Black);
/// anyone left waits for the next wave.
pub fn pair_wave(waiting: &[Waiting]) -> Vec<(PlayerId, PlayerId)> {
    let mut order: Vec<&Waiting> = waiting.iter().collect();
    order.sort_by_key(|w| (w.rank, w.id));
    order.dedup_by_key(|w| w.id);
    let rematch =
        |a: &Waiting, b: &Waiting| a.last_opponent == Some(b.id) || b.last_opponent == Some(a.id);
    // Weights must be positive for the matching to want an edge at all: the widest rank gap
    // in the window, plus one, less the pair's gap.
    let gap = |a: &Waiting, b: &Waiting| a.rank.abs_diff(b.rank) as i64;
    let mut edges = Vec::new();
    for i in 0..order.len() {
        for j in i + 1..order.len().min(i + 1 + WINDOW) {
            if !rematch(order[i], order[j]) {
                edges.push((i, j, gap(order[i], order[j])));
            }
        }
    }
    let widest = edges.iter().map(|e| e.2).max().unwrap_or(0) + 1;
    // The matching's weights are i32: clamp rank gaps that no real arena reaches.
    let weight = |g: i64| i32::try_from(widest - g).unwrap_or(i32::MAX).max(1);
    let edges: Vec<_> = edges
        .into_iter()
        .map(|(i, j, g)| (i, j, weight(g)))
        .collect();
    if edges.is_empty() {
        return Vec::new();
    }
    let mates = mwmatching::Matching::new(edges).max_cardinality().solve();
    let mut pairs = Vec::new();
    for (i, &mate) in mates.iter().enumerate() {
        if mate != mwmatching::SENTINEL && i < mate && mate < order.len() {
            let (a, b) = (order[i], order[mate]);
            let a_white = (a.colour_balance, a.rank) <= (b.colour_balance, b.rank);
            pairs.push(if a_white { (a.id, b.id) } else { (b.id, a.id) });
        }
    }
    pairs
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
}

/// One of a player's arena games, from their side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArenaGame {
    pub outcome: Outcome,
    /// The player halved their clock at the start.
    pub berserk: bool,
    /// Moves the player made in the game.
    pub moves: u32,
    pub opponent_rating: u32,
}

/// A berserked win scores the bonus only with at least this many of the player's own moves.
pub const BERSERK_MIN_MOVES: u32 = 7;

/// A player's arena score sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sheet {
    /// Each game's points, in order.
    pub points: Vec<u32>,
    pub total: u32,
    /// Two wins in a row just now: the next game's points are doubled.
    pub on_fire: bool,
    /// The performance rating over the games (FIDE's, see `standings`); 0 with no games.
    pub performance: u32,
}

/// Scores a player's games in order.
pub fn sheet(games: &[ArenaGame]) -> Sheet {
    let mut points = Vec::with_capacity(games.len());
    let mut wins_in_a_row = 0;
    for game in games {
        let fire = wins_in_a_row >= 2;
        let base = match game.outcome {
            Outcome::Win => 2,
            Outcome::Draw => 1,
            Outcome::Loss => 0,
        };
        // The berserk point is not doubled on a streak (lichess: 5 for a berserked win on fire).
        let bonus = u32::from(
            game.outcome == Outcome::Win && game.berserk && game.moves >= BERSERK_MIN_MOVES,
        );
        points.push(base * if fire { 2 } else { 1 } + bonus);
        wins_in_a_row = if game.outcome == Outcome::Win {
            wins_in_a_row + 1
        } else {
            0
        };
    }
    let scored: Vec<(u32, u32)> = games
        .iter()
        .map(|g| {
            let half_points = match g.outcome {
                Outcome::Win => 2,
                Outcome::Draw => 1,
                Outcome::Loss => 0,
            };
            (g.opponent_rating, half_points)
        })
        .collect();
    Sheet {
        total: points.iter().sum(),
        points,
        on_fire: wins_in_a_row >= 2,
        performance: performance(&scored).unwrap_or(0),
    }
}

/// The leaderboard: total points, then performance, then id; the players' ids in order.
pub fn leaderboard(sheets: &[(PlayerId, Sheet)]) -> Vec<PlayerId> {
    let mut order: Vec<&(PlayerId, Sheet)> = sheets.iter().collect();
    order.sort_by(|(a, x), (b, y)| {
        y.total
            .cmp(&x.total)
            .then(y.performance.cmp(&x.performance))
            .then(a.cmp(b))
    });
    order.into_iter().map(|(id, _)| *id).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(outcome: Outcome, berserk: bool, moves: u32) -> ArenaGame {
        ArenaGame {
            outcome,
            berserk,
            moves,
            opponent_rating: 1500,
        }
    }

    #[test]
    fn streaks_double_after_two_wins_and_end_on_a_draw_or_loss() {
        use Outcome::*;
        let games = [
            Win, Win, Win, Draw, Win, Win, Draw, Loss, Win, Win, Win, Loss,
        ]
        .map(|o| game(o, false, 20));
        let s = sheet(&games);
        assert_eq!(s.points, vec![2, 2, 4, 2, 2, 2, 2, 0, 2, 2, 4, 0]);
        assert_eq!(s.total, 24);
        assert!(!s.on_fire);
        assert!(sheet(&[game(Win, false, 9), game(Win, false, 9)]).on_fire);
    }

    #[test]
    fn a_berserked_win_of_seven_moves_scores_one_more() {
        use Outcome::*;
        assert_eq!(sheet(&[game(Win, true, 7)]).points, vec![3]);
        assert_eq!(sheet(&[game(Win, true, 6)]).points, vec![2]);
        assert_eq!(sheet(&[game(Draw, true, 30)]).points, vec![1]);
        let on_fire = [game(Win, false, 9), game(Win, false, 9), game(Win, true, 9)];
        assert_eq!(sheet(&on_fire).points, vec![2, 2, 5]);
    }

    fn waiting(id: PlayerId, rank: u32, last: Option<PlayerId>) -> Waiting {
        Waiting {
            id,
            rank,
            last_opponent: last,
            colour_balance: 0,
        }
    }

    #[test]
    fn waves_pair_neighbours_and_avoid_the_last_opponent() {
        let w = [
            waiting(1, 1, None),
            waiting(2, 2, None),
            waiting(3, 3, None),
            waiting(4, 4, None),
        ];
        let mut pairs = pair_wave(&w);
        pairs.sort();
        assert_eq!(pairs, vec![(1, 2), (3, 4)]);
        let w = [
            waiting(1, 1, Some(2)),
            waiting(2, 2, Some(1)),
            waiting(3, 3, None),
            waiting(4, 4, None),
        ];
        let mut pairs = pair_wave(&w);
        pairs.sort();
        assert_eq!(pairs, vec![(1, 3), (2, 4)]);
        // Two who just played each other wait rather than meet again.
        assert!(pair_wave(&[waiting(1, 1, Some(2)), waiting(2, 5, Some(1))]).is_empty());
        assert!(pair_wave(&[]).is_empty());
    }

    #[test]
    fn the_player_with_fewer_whites_gets_white() {
        let a = Waiting {
            colour_balance: 1,
            ..waiting(1, 1, None)
        };
        let b = Waiting {
            colour_balance: -1,
            ..waiting(2, 2, None)
        };
        assert_eq!(pair_wave(&[a, b]), vec![(2, 1)]);
    }
}
