//! `camelot-cli match` and `camelot-cli tune`: games between engines, refereed by the rules
//! core with the R15 house rules on so that every game ends. A side may be an external
//! program (see [`external`]).

use std::collections::BTreeMap;
use std::io;
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use camelot_ai::{Engine, Level, Rng, Weights};
use camelot_rules::{
    Color, EndReason, Game, GameResult, HouseRules, Move, Outcome, Position, Variant,
};

use crate::external::External;
use crate::out::{Failure, outln};

/// What plays one side of a match.
pub enum Brain {
    /// A level of this crate's engine (whose weights may be a tuning variant).
    Engine {
        level: Level,
        engine: Engine,
    },
    External(External),
}

/// One side of a match.
pub struct Player {
    pub name: String,
    pub brain: Brain,
}

impl Player {
    /// A level playing with `weights`, or the shipped ones.
    pub fn new(name: String, level: Level, weights: Option<Weights>) -> Player {
        let mut engine = match weights {
            Some(w) => Engine::with_weights(Engine::DEFAULT_TT_MB, w),
            None => Engine::new(Engine::DEFAULT_TT_MB),
        };
        // One thread unless told otherwise: matches measure like for like.
        engine.set_threads(1);
        Player {
            name,
            brain: Brain::Engine { level, engine },
        }
    }

    /// Searches on `threads` threads (an external engine has its own setting).
    pub fn set_threads(&mut self, threads: usize) {
        if let Brain::Engine { engine, .. } = &mut self.brain {
            engine.set_threads(threads);
        }
    }

    pub fn external(command: External) -> Player {
        Player {
            name: command.to_string(),
            brain: Brain::External(command),
        }
    }

    /// Its move in `game`, or why it has none: a forfeit of the game.
    fn play(&mut self, game: &Game, budget: Duration, seed: u64) -> Result<Move, String> {
        match &mut self.brain {
            Brain::Engine { level, engine } => {
                let stop = AtomicBool::new(false);
                engine
                    .think(*level, game, Some(budget), &stop, seed, |_| {})
                    .map(|c| c.path)
                    .ok_or_else(|| "no move found in a game not over".to_string())
            }
            Brain::External(command) => command.play(game.position(), budget),
        }
    }

    fn new_game(&mut self) {
        if let Brain::Engine { engine, .. } = &mut self.brain {
            engine.clear();
        }
    }
}

/// A match side: a level (with `weights`, or the shipped ones), or an external engine's
/// command (clap ensures exactly one).
pub fn player(
    level: Option<Level>,
    command: Option<String>,
    threads: usize,
    weights: Option<Weights>,
) -> Result<Player, String> {
    match (level, command) {
        (Some(level), None) => {
            let mut player = Player::new(level.name().to_string(), level, weights);
            player.set_threads(threads);
            Ok(player)
        }
        (None, Some(command)) => Ok(Player::external(External::parse(&command)?)),
        _ => Err("give a level or a command for each side".to_string()),
    }
}

/// `--white-weights` or `--black-weights`: `hand` for the hand-set weights, or a weights
/// file's table for `variant`; `None` (the shipped weights) when not given.
pub fn read_weights(arg: Option<&Path>, variant: Variant) -> Result<Option<Weights>, Failure> {
    let Some(path) = arg else { return Ok(None) };
    if path == Path::new("hand") {
        return Ok(Some(Weights::default()));
    }
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let tables = Weights::read_tables(&text)
        .map_err(|e| Failure::Located(format!("{}: {e}", path.display())))?;
    Ok(Some(tables[variant as usize]))
}

/// A game lost by a player's failure to move properly.
pub struct Forfeit {
    pub game: u32,
    pub player: String,
    /// What went wrong, with the move if there was one.
    pub reason: String,
}

/// Games from the first player's side, and how the games ended.
#[derive(Default)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub endings: BTreeMap<&'static str, u32>,
    pub forfeits: Vec<Forfeit>,
}

impl Tally {
    fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    fn score(&self) -> f64 {
        (self.wins as f64 + self.draws as f64 / 2.0) / self.games().max(1) as f64
    }

    /// The Elo difference the score implies, and its 95% margin from the per-game variance.
    pub fn elo(&self) -> (f64, f64) {
        let n = self.games().max(1) as f64;
        let s = self.score();
        let var = (self.wins as f64 * (1.0 - s).powi(2)
            + self.draws as f64 * (0.5 - s).powi(2)
            + self.losses as f64 * s.powi(2))
            / n;
        let margin = 1.96 * (var / n).sqrt();
        let elo = |p: f64| {
            let p = p.clamp(0.5 / n, 1.0 - 0.5 / n);
            -400.0 * (1.0 / p - 1.0).log10()
        };
        (elo(s), (elo(s + margin) - elo(s - margin)) / 2.0)
    }

    /// `W 12 D 3 L 5 score 67.5%` for the first player, or the second's mirror.
    pub fn line(&self, second: bool) -> String {
        let (w, l, s) = if second {
            (self.losses, self.wins, 1.0 - self.score())
        } else {
            (self.wins, self.losses, self.score())
        };
        format!(
            "W {w:>3}  D {:>3}  L {l:>3}  score {:5.1}%",
            self.draws,
            s * 100.0
        )
    }
}

/// Plays `games` games between `a` and `b` at `ms` per move. Each pair of games starts from
/// the same two random plies of `variant`, with colours swapped, so neither side gets the
/// better opening.
pub fn play_match(
    variant: Variant,
    a: &mut Player,
    b: &mut Player,
    games: u32,
    ms: u64,
    seed: u64,
) -> Result<Tally, String> {
    let mut tally = Tally::default();
    let budget = Duration::from_millis(ms);
    for g in 0..games {
        let opening = random_opening(variant, seed.wrapping_add((g / 2) as u64), 2);
        let a_white = g % 2 == 0;
        let (white, black) = if a_white {
            (&mut *a, &mut *b)
        } else {
            (&mut *b, &mut *a)
        };
        let mut rng = Rng::new(seed ^ (g as u64).wrapping_mul(0x9E37_79B9));
        let (result, forfeit) = play_game(opening, [white, black], budget, &mut rng);
        let a_color = if a_white { Color::White } else { Color::Black };
        match result.outcome {
            Outcome::Draw => tally.draws += 1,
            Outcome::Win(c) if c == a_color => tally.wins += 1,
            Outcome::Win(_) => tally.losses += 1,
        }
        // Progress on stderr, so that a long match can be followed.
        eprintln!(
            "game {}/{games}: {} {}",
            g + 1,
            match result.outcome {
                Outcome::Draw => "draw".to_string(),
                Outcome::Win(c) if c == a_color => format!("{} wins", a.name),
                Outcome::Win(_) => format!("{} wins", b.name),
            },
            forfeit
                .as_ref()
                .map_or(result.reason.rule().to_string(), |(_, why)| format!(
                    "forfeit: {why}"
                ))
        );
        let ending = match forfeit {
            Some((player, reason)) => {
                tally.forfeits.push(Forfeit {
                    game: g + 1,
                    player,
                    reason,
                });
                "forfeit"
            }
            None => result.reason.rule(),
        };
        *tally.endings.entry(ending).or_default() += 1;
    }
    Ok(tally)
}

/// The start position after `plies` random legal moves (fewer if the game ends).
pub(crate) fn random_opening(variant: Variant, seed: u64, plies: usize) -> Position {
    let mut rng = Rng::new(seed);
    let mut pos = Position::start_of(variant);
    for _ in 0..plies {
        let moves = pos.legal_keys();
        if moves.is_empty() {
            break;
        }
        pos = pos.play(&moves[rng.below(moves.len())]);
    }
    pos
}

/// Plays one game; a player who fails to move properly loses it (the forfeit says who and
/// why).
fn play_game(
    opening: Position,
    mut players: [&mut Player; 2],
    budget: Duration,
    rng: &mut Rng,
) -> (GameResult, Option<(String, String)>) {
    let mut game = Game::new(opening, HouseRules::default());
    for p in players.iter_mut() {
        p.new_game();
    }
    loop {
        if let Some(r) = game.result() {
            return (r, None);
        }
        let side = game.position().side_to_move();
        let player = &mut players[side.index()];
        let played = player.play(&game, budget, rng.next_u64()).and_then(|mv| {
            game.play(&mv)
                .map_err(|e| format!("illegal move {mv}: {e}"))
        });
        if let Err(reason) = played {
            let lost = GameResult {
                outcome: Outcome::Win(side.opponent()),
                reason: EndReason::Resignation,
            };
            return (lost, Some((player.name.clone(), reason)));
        }
    }
}

/// Prints a match's table and the Elo difference.
pub fn report(a: &Player, b: &Player, tally: &Tally) -> io::Result<()> {
    let width = a.name.len().max(b.name.len());
    outln!("{:width$}  {}", a.name, tally.line(false))?;
    outln!("{:width$}  {}", b.name, tally.line(true))?;
    let (elo, margin) = tally.elo();
    if tally.wins == tally.games() || tally.losses == tally.games() {
        // A clean sweep bounds the difference from one side only.
        let sign = if elo > 0.0 { ">" } else { "<" };
        outln!(
            "Elo {} - {}: {sign} {elo:+.0} (every game decided one way)",
            a.name,
            b.name
        )?;
    } else {
        outln!("Elo {} - {}: {elo:+.0} ± {margin:.0} (95%)", a.name, b.name)?;
    }
    let endings: Vec<String> = tally
        .endings
        .iter()
        .map(|(k, v)| format!("{k} {v}"))
        .collect();
    outln!("endings: {}", endings.join(", "))?;
    for f in &tally.forfeits {
        outln!(
            "forfeit: game {} lost by {}: {}",
            f.game,
            f.player,
            f.reason
        )?;
    }
    Ok(())
}

/// Self-play of evaluation variants: each weight halved and doubled against the defaults.
pub fn tune(
    game: Variant,
    level: Level,
    only: Option<&str>,
    games: u32,
    ms: u64,
    seed: u64,
) -> Result<(), Failure> {
    let base = Weights::default();
    let mut names: Vec<&str> = Weights::default()
        .named_mut()
        .iter()
        .map(|(n, _)| *n)
        .collect();
    if let Some(name) = only {
        if !names.contains(&name) {
            return Err(format!(
                "unknown weight {name:?}; expected one of {}",
                names.join(", ")
            )
            .into());
        }
        names.retain(|n| *n == name);
    }
    outln!(
        "{level} self-play of {game}, {games} games per weight setting, {ms} ms per move, \
         seed {seed}"
    )?;
    for name in names {
        for factor in [0.5, 2.0] {
            let mut weights = base;
            for (n, w) in weights.named_mut() {
                if n == name {
                    *w = (*w as f64 * factor).round() as i32;
                }
            }
            let label = format!("{name} x{factor}");
            let mut a = Player::new(label.clone(), level, Some(weights));
            let mut b = Player::new("default".into(), level, Some(base));
            let tally = play_match(game, &mut a, &mut b, games, ms, seed)?;
            let (elo, margin) = tally.elo();
            outln!(
                "{label:<24} {}  Elo {elo:+5.0} ± {margin:.0}",
                tally.line(false)
            )?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_follows_the_score() {
        let even = Tally {
            wins: 10,
            draws: 0,
            losses: 10,
            ..Tally::default()
        };
        assert_eq!(even.elo().0.round(), 0.0);
        let three_to_one = Tally {
            wins: 30,
            draws: 0,
            losses: 10,
            ..Tally::default()
        };
        let (elo, margin) = three_to_one.elo();
        assert_eq!(elo.round(), 191.0);
        assert!(margin > 50.0 && margin < 300.0, "{margin}");
    }

    #[test]
    fn r15_refereed_games_end_and_are_counted() {
        let mut a = Player::new("a".into(), Level::Beginner, None);
        let mut b = Player::new("b".into(), Level::Easy, Some(Weights::default()));
        let tally = play_match(Variant::Camelot, &mut a, &mut b, 2, 5, 9).unwrap();
        assert_eq!(tally.games(), 2);
        assert_eq!(tally.endings.values().sum::<u32>(), 2);
    }
}
