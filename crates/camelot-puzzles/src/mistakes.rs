//! "Puzzles from this game": the positions of a game where one move was clearly best and the
//! player missed it. Every other move there loses by [`Margin::MINE`] (two and a half men or
//! more), so each such miss is a `??` of the review's marks (250).

use std::sync::atomic::{AtomicBool, Ordering};

use camelot_rules::{Color, Game};

use crate::mine::{Depths, Miner};
use crate::puzzle::Puzzle;

#[cfg(doc)]
use crate::score::Margin;

/// The puzzles of `game`'s missed moves by `player` (both sides when `None`), in the order
/// played, numbered `game-01`, `game-02`… Their source names the move played instead. Slow
/// (a mining search of every position): run it in a background task.
pub fn puzzles_from_game(game: &Game, player: Option<Color>) -> Vec<Puzzle> {
    puzzles_from_game_until(game, player, &AtomicBool::new(false)).unwrap_or_default()
}

/// [`puzzles_from_game`], given up between two positions once `cancel` is set (the player
/// cancelled the search): `None` then.
pub fn puzzles_from_game_until(
    game: &Game,
    player: Option<Color>,
    cancel: &AtomicBool,
) -> Option<Vec<Puzzle>> {
    let variant = game.start().variant();
    let mut miner = Miner::new(Depths::of(variant));
    let positions = game.positions();
    let mut found = Vec::new();
    for (ply, played) in game.moves().iter().enumerate() {
        if cancel.load(Ordering::Relaxed) {
            return None;
        }
        let pos = &positions[ply];
        if player.is_some_and(|c| c != pos.side_to_move()) {
            continue;
        }
        let source = format!("this game, ply {}: {played} was played", ply + 1);
        if let Some(mut p) = miner.mine(pos, &source) {
            let answer = pos.read_move(&p.solution[0]).map(|m| m.key());
            if answer.ok() != Some(played.key()) {
                p.id = format!("game-{:02}", found.len() + 1);
                found.push(p);
            }
        }
    }
    Some(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_rules::{HouseRules, Position};

    #[test]
    fn a_cancelled_search_gives_up_before_the_next_position() {
        let start: Position =
            "2/7m/9m/1m9m/12/1m10/12/1m10/12/1m10/12/1m5m4/1M5M4/10/1MMM4/2 w 0 0 - 0"
                .parse()
                .unwrap();
        let mut game = Game::new(start, HouseRules::STRICT_WCF);
        game.play_notation("H4xH6").unwrap();
        let cancel = AtomicBool::new(true);
        assert_eq!(puzzles_from_game_until(&game, None, &cancel), None);
        cancel.store(false, Ordering::Relaxed);
        let found = puzzles_from_game_until(&game, None, &cancel).expect("not cancelled");
        assert_eq!(found.len(), 1);
    }
}
