//! Random Swiss tournaments, paired round by round: every round obeys the Dutch system's
//! absolute criteria (C.04.3 C1–C3) and pairs everyone who is to be paired.

use std::collections::{HashMap, HashSet};

use camelot_tournament::swiss::{SwissError, SwissRequest, pair_round};
use camelot_tournament::{Bye, ByeKind, Colour, GameResult, Player, PlayerId, Round};
use proptest::prelude::*;

/// A small deterministic generator for the results (proptest shrinks the seed).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Everyone's colours in the games played so far.
fn colours(rounds: &[Round]) -> HashMap<PlayerId, Vec<Colour>> {
    let mut out: HashMap<PlayerId, Vec<Colour>> = HashMap::new();
    for round in rounds {
        for g in round.games.iter().filter(|g| g.result.is_played()) {
            out.entry(g.white).or_default().push(Colour::White);
            out.entry(g.black).or_default().push(Colour::Black);
        }
    }
    out
}

/// The colour a player must have by C3, if any (A.6 a).
fn absolute(colours: &[Colour]) -> Option<Colour> {
    let difference: i32 = colours
        .iter()
        .map(|c| if *c == Colour::White { 1 } else { -1 })
        .sum();
    let n = colours.len();
    if difference > 1 {
        Some(Colour::Black)
    } else if difference < -1 {
        Some(Colour::White)
    } else if n >= 2 && colours[n - 1] == colours[n - 2] {
        Some(colours[n - 1].opposite())
    } else {
        None
    }
}

/// Whether `players` can be paired at all under C1–C3 (with one C2-eligible bye when odd):
/// an exhaustive search, independent of the crate's matching, for the rare refusals.
fn pairable(
    players: &[PlayerId],
    ok: &dyn Fn(PlayerId, PlayerId) -> bool,
    bye_ok: &dyn Fn(PlayerId) -> bool,
) -> bool {
    fn go(
        rest: &[PlayerId],
        bye_left: bool,
        ok: &dyn Fn(PlayerId, PlayerId) -> bool,
        bye_ok: &dyn Fn(PlayerId) -> bool,
    ) -> bool {
        let Some((&first, others)) = rest.split_first() else {
            return !bye_left;
        };
        if bye_left && bye_ok(first) && go(others, false, ok, bye_ok) {
            return true;
        }
        (0..others.len()).any(|i| {
            ok(first, others[i]) && {
                let mut next = others.to_vec();
                next.remove(i);
                go(&next, bye_left, ok, bye_ok)
            }
        })
    }
    go(players, players.len() % 2 == 1, ok, bye_ok)
}

fn run(n: u32, rounds: usize, seed: u64) -> Result<(), TestCaseError> {
    let mut rng = Rng(seed);
    let players: Vec<Player> = (1..=n)
        .map(|id| Player {
            id,
            name: format!("P{id}"),
            rating: 1000 + rng.below(1200) as u32,
        })
        .collect();
    let forbidden = if n > 3 && rng.below(3) == 0 {
        vec![(1, 2)]
    } else {
        Vec::new()
    };
    let mut played: Vec<Round> = Vec::new();
    let mut met: HashSet<(PlayerId, PlayerId)> = HashSet::new();
    let mut unplayed_wins: HashMap<PlayerId, u32> = HashMap::new();
    for _ in 0..rounds {
        let mut byes_asked = Vec::new();
        let mut absent = Vec::new();
        for p in &players {
            match rng.below(40) {
                0 => byes_asked.push(Bye {
                    player: p.id,
                    kind: ByeKind::Half,
                }),
                1 => absent.push(p.id),
                _ => {}
            }
        }
        let request = SwissRequest {
            players: players.clone(),
            rounds: played.clone(),
            byes_asked: byes_asked.clone(),
            absent: absent.clone(),
            forbidden: forbidden.clone(),
            total_rounds: 0,
            initial_colour: Colour::White,
        };
        let resting: HashSet<PlayerId> = byes_asked
            .iter()
            .map(|b| b.player)
            .chain(absent.iter().copied())
            .collect();
        let to_pair: Vec<PlayerId> = players
            .iter()
            .map(|p| p.id)
            .filter(|id| !resting.contains(id))
            .collect();
        let history = colours(&played);
        let must = |p: PlayerId| history.get(&p).and_then(|c| absolute(c));
        let ok = |a: PlayerId, b: PlayerId| {
            let key = (a.min(b), a.max(b));
            let same_absolute = must(a).is_some() && must(a) == must(b);
            !met.contains(&key) && !forbidden.contains(&key) && !same_absolute
        };
        let bye_ok = |p: PlayerId| !unplayed_wins.contains_key(&p);
        let round = match pair_round(&request) {
            Ok(round) => round,
            Err(SwissError::NoPairing) => {
                prop_assert!(
                    !pairable(&to_pair, &ok, &bye_ok),
                    "refused a pairable round"
                );
                return Ok(());
            }
            Err(e) => return Err(TestCaseError::fail(format!("{e}"))),
        };
        // Everyone to be paired is in exactly one game or has the one bye.
        let mut seen: Vec<PlayerId> = round
            .games
            .iter()
            .flat_map(|g| [g.white, g.black])
            .collect();
        let pabs: Vec<PlayerId> = round
            .byes
            .iter()
            .filter(|b| b.kind == ByeKind::Pairing)
            .map(|b| b.player)
            .collect();
        prop_assert_eq!(pabs.len(), to_pair.len() % 2);
        seen.extend(&pabs);
        seen.sort_unstable();
        prop_assert_eq!(&seen, &to_pair);
        for &p in &pabs {
            prop_assert!(bye_ok(p), "player {} had a second unplayed win", p);
        }
        for g in &round.games {
            prop_assert!(
                ok(g.white, g.black),
                "{}-{} breaks C1 or C3",
                g.white,
                g.black
            );
            if let Some(c) = must(g.white) {
                prop_assert_eq!(c, Colour::White, "{} is owed White", g.white);
            }
            if let Some(c) = must(g.black) {
                prop_assert_eq!(c, Colour::Black, "{} is owed Black", g.black);
            }
        }
        for &p in &pabs {
            *unplayed_wins.entry(p).or_default() += 1;
        }
        // Results: mostly decisive, a few draws and forfeits.
        let mut round = round;
        for g in &mut round.games {
            g.result = match rng.below(20) {
                0 => GameResult::WhiteWinsByForfeit,
                1..=5 => GameResult::Draw,
                6..=12 => GameResult::WhiteWins,
                _ => GameResult::BlackWins,
            };
            // A forfeited game was not played: its players may still meet (C1).
            if g.result.is_played() {
                met.insert((g.white.min(g.black), g.white.max(g.black)));
            } else {
                *unplayed_wins.entry(g.white).or_default() += 1;
            }
        }
        played.push(round);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn random_tournaments_keep_the_absolute_criteria(n in 2u32..=26, rounds in 1usize..=9, seed in any::<u64>()) {
        run(n, rounds, seed)?;
    }
}
