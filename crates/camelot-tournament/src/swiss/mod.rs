//! Swiss rounds by the FIDE Dutch system (Handbook C.04.3, the rules in force from 2017):
//! brackets by score from the top, each paired by `bracket`, colours by `colour`
//! (docs/tournaments.md, "Swiss").

mod bracket;
mod card;
mod colour;
mod field;

use std::collections::HashSet;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::model::{Bye, ByeKind, Colour, Game, GameResult, Player, PlayerId, Round};
use bracket::Search;
use card::Card;
use colour::{colour_of_first, ranks_above};
use field::Field;

/// Everything needed to pair the next round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SwissRequest {
    /// Every entrant in pairing-number order (the initial ranking list: see
    /// [`initial_order`]); a late entry is inserted there too.
    pub players: Vec<Player>,
    /// The rounds played so far, results in.
    pub rounds: Vec<Round>,
    /// Half-point or zero-point byes asked for the round being paired.
    pub byes_asked: Vec<Bye>,
    /// Entrants not to pair this round: withdrawn, or absent without a bye.
    pub absent: Vec<PlayerId>,
    /// Pairs that must not meet (players from one club or family, as the organiser says).
    pub forbidden: Vec<(PlayerId, PlayerId)>,
    /// The tournament's number of rounds (topscorers in the last round are exempt from C3);
    /// 0 when not set.
    pub total_rounds: u32,
    /// The colour of the top-ranked player in round one.
    pub initial_colour: Colour,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SwissError {
    DuplicatePlayer(PlayerId),
    UnknownPlayer(PlayerId),
    /// Only half-point and zero-point byes are asked for; the pairing gives the other.
    ByeNotAskable(PlayerId),
    /// No pairing obeys the absolute criteria (everyone has met everyone, say).
    NoPairing,
}

impl fmt::Display for SwissError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            SwissError::DuplicatePlayer(id) => write!(f, "player {id} is entered twice"),
            SwissError::UnknownPlayer(id) => write!(f, "player {id} is not entered"),
            SwissError::ByeNotAskable(id) => {
                write!(
                    f,
                    "player {id} asked for a pairing-allocated bye, which is not asked for"
                )
            }
            SwissError::NoPairing => {
                write!(
                    f,
                    "no pairing avoids a rematch and two equal absolute colour preferences"
                )
            }
        }
    }
}

impl std::error::Error for SwissError {}

/// Sorts entrants into the initial ranking list (C.04.2 B): rating, highest first, then
/// name, then id.
pub fn initial_order(players: &mut [Player]) {
    players.sort_by(|a, b| {
        b.rating
            .cmp(&a.rating)
            .then(a.name.cmp(&b.name))
            .then(a.id.cmp(&b.id))
    });
}

/// Pairs the next round: games with colours (results pending) and byes, the boards in the
/// Handbook's order (the higher score of the pair, then the sum, then the higher rank).
pub fn pair_round(request: &SwissRequest) -> Result<Round, SwissError> {
    let ids = check(request)?;
    let mut field = Field::new(
        Card::read_all(&ids, &request.rounds),
        &request.forbidden,
        topscorer_above(request),
        request.initial_colour,
    );
    let resting: HashSet<PlayerId> = request
        .byes_asked
        .iter()
        .map(|b| b.player)
        .chain(request.absent.iter().copied())
        .collect();
    let mut order: Vec<usize> = (0..ids.len())
        .filter(|&i| !resting.contains(&ids[i]))
        .collect();
    order.sort_by(|&a, &b| rank_order(&field.cards[a], &field.cards[b]));
    if !field.completable(&order) {
        return Err(SwissError::NoPairing);
    }
    let mut pairs = Vec::new();
    let mut carried: Vec<usize> = Vec::new();
    let mut start = 0;
    while start < order.len() {
        let score = field.cards[order[start]].score;
        let end = start
            + order[start..]
                .iter()
                .take_while(|&&p| field.cards[p].score == score)
                .count();
        let lower = order[end..].to_vec();
        let paired = Search::new(&mut field, lower)
            .pair(&carried, &order[start..end])
            .ok_or(SwissError::NoPairing)?;
        pairs.extend(paired.pairs);
        carried = paired.leftovers;
        carried.sort_by(|&a, &b| rank_order(&field.cards[a], &field.cards[b]));
        start = end;
    }
    if carried.len() > 1 {
        return Err(SwissError::NoPairing);
    }
    let cards = &field.cards;
    pairs.sort_by_key(|&(a, b)| {
        let (x, y) = (&cards[a], &cards[b]);
        let higher = if ranks_above(x, y) { x } else { y };
        (
            std::cmp::Reverse((x.score.max(y.score), x.score + y.score)),
            higher.rank,
        )
    });
    let games = pairs
        .into_iter()
        .map(|(a, b)| {
            let (x, y) = (&cards[a], &cards[b]);
            let (white, black) = match colour_of_first(x, y, request.initial_colour) {
                Colour::White => (x.id, y.id),
                Colour::Black => (y.id, x.id),
            };
            Game {
                white,
                black,
                result: GameResult::Pending,
            }
        })
        .collect();
    let mut byes: Vec<Bye> = request.byes_asked.clone();
    byes.extend(carried.iter().map(|&p| Bye {
        player: cards[p].id,
        kind: ByeKind::Pairing,
    }));
    Ok(Round { games, byes })
}

/// Score, highest first, then pairing number (A.2).
fn rank_order(a: &Card, b: &Card) -> std::cmp::Ordering {
    b.score.cmp(&a.score).then(a.rank.cmp(&b.rank))
}

/// When the last round is paired, players with more than half the points possible so far
/// are topscorers (A.7): in half-points, more than the number of rounds played.
fn topscorer_above(request: &SwissRequest) -> Option<u32> {
    let played = request.rounds.len();
    let last = request.total_rounds > 0 && played + 1 >= request.total_rounds as usize;
    last.then_some(played as u32)
}

/// The entrants' ids, once every id the request names is known and entered once.
fn check(request: &SwissRequest) -> Result<Vec<PlayerId>, SwissError> {
    let mut seen = HashSet::new();
    for p in &request.players {
        if !seen.insert(p.id) {
            return Err(SwissError::DuplicatePlayer(p.id));
        }
    }
    let known = |id: PlayerId| {
        if seen.contains(&id) {
            Ok(())
        } else {
            Err(SwissError::UnknownPlayer(id))
        }
    };
    for round in &request.rounds {
        for g in &round.games {
            known(g.white)?;
            known(g.black)?;
        }
        for b in &round.byes {
            known(b.player)?;
        }
    }
    for b in &request.byes_asked {
        known(b.player)?;
        if b.kind == ByeKind::Pairing {
            return Err(SwissError::ByeNotAskable(b.player));
        }
    }
    for &id in &request.absent {
        known(id)?;
    }
    for &(a, b) in &request.forbidden {
        known(a)?;
        known(b)?;
    }
    Ok(request.players.iter().map(|p| p.id).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn players(n: u32) -> Vec<Player> {
        (1..=n)
            .map(|id| Player {
                id,
                name: format!("P{id}"),
                rating: 2000 - id,
            })
            .collect()
    }

    fn request(n: u32, rounds: Vec<Round>) -> SwissRequest {
        SwissRequest {
            players: players(n),
            rounds,
            byes_asked: Vec::new(),
            absent: Vec::new(),
            forbidden: Vec::new(),
            total_rounds: 0,
            initial_colour: Colour::White,
        }
    }

    fn boards(round: &Round) -> Vec<(PlayerId, PlayerId)> {
        round.games.iter().map(|g| (g.white, g.black)).collect()
    }

    #[test]
    fn round_one_pairs_the_top_half_against_the_bottom_half() {
        let round = pair_round(&request(8, Vec::new())).unwrap();
        assert_eq!(boards(&round), vec![(1, 5), (6, 2), (3, 7), (8, 4)]);
        assert!(round.byes.is_empty());
    }

    #[test]
    fn an_odd_field_gives_the_lowest_ranked_the_bye() {
        let round = pair_round(&request(5, Vec::new())).unwrap();
        assert_eq!(boards(&round), vec![(1, 3), (4, 2)]);
        assert_eq!(
            round.byes,
            vec![Bye {
                player: 5,
                kind: ByeKind::Pairing
            }]
        );
    }

    #[test]
    fn round_two_pairs_by_score_and_alternates_colours() {
        let mut r1 = pair_round(&request(8, Vec::new())).unwrap();
        // The higher-ranked player wins every board.
        for g in &mut r1.games {
            g.result = if g.white < g.black {
                GameResult::WhiteWins
            } else {
                GameResult::BlackWins
            };
        }
        let r2 = pair_round(&request(8, vec![r1])).unwrap();
        // Winners 1–4 and losers 5–8. S1 against S2 in order (1–3, 2–4) would deny two
        // players their colour in each pair (C12), so the next transposition is taken.
        assert_eq!(boards(&r2), vec![(4, 1), (2, 3), (5, 8), (7, 6)]);
    }

    #[test]
    fn asked_byes_and_absences_are_not_paired() {
        let mut req = request(6, Vec::new());
        req.byes_asked = vec![Bye {
            player: 2,
            kind: ByeKind::Half,
        }];
        req.absent = vec![6];
        let round = pair_round(&req).unwrap();
        assert_eq!(boards(&round), vec![(1, 4), (3, 5)]);
        assert_eq!(
            round.byes,
            vec![Bye {
                player: 2,
                kind: ByeKind::Half
            }]
        );
    }

    #[test]
    fn late_entries_join_on_the_points_they_have() {
        // 5 and 6 enter in round two: no entry in round one, so no points from it.
        let r1 = Round {
            games: vec![
                Game {
                    white: 1,
                    black: 3,
                    result: GameResult::WhiteWins,
                },
                Game {
                    white: 4,
                    black: 2,
                    result: GameResult::BlackWins,
                },
            ],
            byes: vec![],
        };
        let round = pair_round(&request(6, vec![r1])).unwrap();
        let pairs: Vec<_> = boards(&round)
            .into_iter()
            .map(|(w, b)| (w.min(b), w.max(b)))
            .collect();
        // The winners meet; the losers meet the newcomers, S1 {3, 4} against S2 {5, 6}.
        assert_eq!(pairs, vec![(1, 2), (3, 5), (4, 6)]);
    }

    #[test]
    fn forbidden_pairs_do_not_meet() {
        let mut req = request(4, Vec::new());
        req.forbidden = vec![(1, 3)];
        let round = pair_round(&req).unwrap();
        assert_eq!(boards(&round), vec![(1, 4), (3, 2)]);
    }

    #[test]
    fn a_forfeited_game_is_no_meeting() {
        let forfeited = Round {
            games: vec![Game {
                white: 1,
                black: 2,
                result: GameResult::WhiteWinsByForfeit,
            }],
            byes: Vec::new(),
        };
        let round = pair_round(&request(2, vec![forfeited])).unwrap();
        assert_eq!(boards(&round), vec![(1, 2)]);
    }

    #[test]
    fn in_the_last_round_topscorers_may_meet_despite_equal_absolute_preferences() {
        use GameResult::*;
        // 1 and 2 both had White twice and won both games: both must have Black.
        let game = |white, black| Game {
            white,
            black,
            result: WhiteWins,
        };
        let rounds = vec![
            Round {
                games: vec![game(1, 3), game(2, 4), game(5, 6)],
                byes: vec![],
            },
            Round {
                games: vec![game(1, 6), game(2, 5), game(3, 4)],
                byes: vec![],
            },
        ];
        let mut req = request(6, rounds);
        let meets = |round: &Round| {
            boards(round)
                .iter()
                .any(|&(w, b)| w.min(b) == 1 && w.max(b) == 2)
        };
        assert!(!meets(&pair_round(&req).unwrap()));
        // The last of three rounds: the two leaders are topscorers and meet.
        req.total_rounds = 3;
        assert!(meets(&pair_round(&req).unwrap()));
    }

    #[test]
    fn the_downfloater_is_chosen_so_that_the_next_bracket_pairs() {
        use GameResult::*;
        let game = |white, black, result| Game {
            white,
            black,
            result,
        };
        let r1 = Round {
            games: vec![
                game(1, 5, WhiteWins),
                game(2, 6, WhiteWins),
                game(3, 7, WhiteWins),
                game(4, 8, Draw),
            ],
            byes: vec![],
        };
        let mut req = request(8, vec![r1]);
        // 3 could pair with no one on half a point: floating 3 there would leave the whole
        // next bracket unpaired, so 2 floats instead (C7), 1 meeting 3.
        req.forbidden = vec![(3, 4), (3, 8)];
        let pairs: Vec<_> = boards(&pair_round(&req).unwrap())
            .into_iter()
            .map(|(w, b)| (w.min(b), w.max(b)))
            .collect();
        assert!(pairs.contains(&(1, 3)), "{pairs:?}");
        assert!(
            pairs.contains(&(2, 4)) || pairs.contains(&(2, 8)),
            "{pairs:?}"
        );
    }

    #[test]
    fn bad_requests_are_errors() {
        let mut req = request(3, Vec::new());
        req.absent = vec![9];
        assert_eq!(pair_round(&req), Err(SwissError::UnknownPlayer(9)));
        let mut req = request(3, Vec::new());
        req.byes_asked = vec![Bye {
            player: 1,
            kind: ByeKind::Pairing,
        }];
        assert_eq!(pair_round(&req), Err(SwissError::ByeNotAskable(1)));
        let mut req = request(3, Vec::new());
        req.players.push(req.players[0].clone());
        assert_eq!(pair_round(&req), Err(SwissError::DuplicatePlayer(1)));
        // Two players who have met cannot be paired again.
        let played = Round {
            games: vec![Game {
                white: 1,
                black: 2,
                result: GameResult::Draw,
            }],
            byes: Vec::new(),
        };
        assert_eq!(
            pair_round(&request(2, vec![played])),
            Err(SwissError::NoPairing)
        );
    }
}
