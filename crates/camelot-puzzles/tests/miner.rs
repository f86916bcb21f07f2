//! The miner on fixed positions with known answers (position strings of RULES.md), and the
//! uniqueness test turning down a position with two winning moves.

use camelot_puzzles::{Depths, Margin, Miner, Puzzle, Scorer, Theme, puzzles_from_game};
use camelot_rules::{Color, Game, HouseRules, Position, Variant};

/// White's man on B4 can take the five men up the B file; H4xH6 takes one.
const CHAIN: &str = "2/7m/9m/1m9m/12/1m10/12/1m10/12/1m10/12/1m5m4/1M5M4/10/1MMM4/2 w 0 0 - 0";

fn mine(fen: &str) -> Option<Puzzle> {
    let pos: Position = fen.parse().expect("a valid position string");
    Miner::new(Depths::of(Variant::Camelot)).mine(&pos, "test")
}

fn assert_answer(fen: &str, first: &str, theme: Theme) {
    let p = mine(fen).unwrap_or_else(|| panic!("no puzzle found in {fen}"));
    assert_eq!(p.solution[0], first, "{p:?}");
    assert!(p.themes.contains(&theme), "{p:?}");
    assert!(p.check().is_ok());
}

#[test]
fn r5_a_five_jump_chain_is_the_answer() {
    assert_answer(CHAIN, "B4xB6xB8xB10xB12xB14", Theme::JumpChain);
}

#[test]
fn r6_a_knights_charge_through_a_canter_is_the_answer() {
    // The knight on D4 canters over its man on D5, then takes two knights and a man.
    assert_answer(
        "2/7m/9m/12/12/3m8/12/3n8/12/3n8/12/3M8/3N8/7MM1/8/2 w 0 0 - 0",
        "D4-D6xD8xD10xD12",
        Theme::KnightsCharge,
    );
}

#[test]
fn r9_the_exit_from_the_own_castle_is_a_charge() {
    // The knight on F1 must leave its castle (field 5, R9): stepping out loses the chance,
    // the canter over F2 must go on (R8) through the three knights.
    assert_answer(
        "2/7m/9m/11m/12/12/12/12/5n6/12/5n6/12/5n4M1/8M1/3M4/N1 w 0 0 F1 0",
        "F1-F3xF5xF7xF9",
        Theme::R9Exit,
    );
}

#[test]
fn r13_the_chain_that_takes_the_last_pieces_is_the_answer() {
    // White's F6 takes both of Black's men up the F file and wins (R13: two White pieces
    // left); E7xG7 takes only one.
    let p = mine("2/8/10/12/12/12/12/5m6/12/4Mm6/5M6/12/12/10/8/2 w 0 0 - 0").expect("a puzzle");
    assert_eq!(p.solution, ["F6xF8xF10"]);
    assert!(p.themes.contains(&Theme::CaptureAll), "{p:?}");
}

#[test]
fn r10_r11_the_castle_entry_wins_the_race() {
    // White holds G16 and has no castle move left (R10); F15-F16 fills the castle (R11).
    // Any other move loses: Black holds F1 and steps G2-G1 next.
    let p =
        mine("1M/3M4/10/12/12/12/10mm/12/12/12/12/12/MM10/10/4m3/m1 w 2 0 - 0").expect("a puzzle");
    assert_eq!(p.solution, ["F15-F16"]);
    assert!(p.themes.contains(&Theme::CastleEntry), "{p:?}");
    assert!(p.themes.contains(&Theme::WinTheRace), "{p:?}");
}

#[test]
fn two_winning_moves_are_no_puzzle() {
    // E15-F16 and F15-F16 both fill Black's castle (R11): two answers.
    let fen = "1M/2MM4/10/5m6/12/12/10mm/12/12/12/12/12/MM10/10/8/2 w 2 0 - 0";
    assert_eq!(mine(fen), None);
    let pos: Position = fen.parse().unwrap();
    let mut scorer = Scorer::new(Depths::of(Variant::Camelot).confirm);
    for answer in ["E15-F16", "F15-F16"] {
        let key = pos.read_move(answer).unwrap().key();
        for margin in [Margin::MINE, Margin::CHECK] {
            let (other, _) = scorer.unique(&pos, &key, margin).unwrap_err();
            assert_ne!(other, key);
        }
    }
}

#[test]
fn a_position_with_one_legal_move_is_no_puzzle() {
    // The B-file chain alone: R7 forces it, nothing to find.
    assert_eq!(
        mine("2/7m/9m/1m9m/12/1m10/12/1m10/12/1m10/12/1m10/1M10/10/1MMM4/2 w 0 0 - 0"),
        None
    );
}

#[test]
fn a_missed_chain_in_a_game_becomes_a_puzzle_from_that_game() {
    let start: Position = CHAIN.parse().unwrap();
    let mut game = Game::new(start, HouseRules::STRICT_WCF);
    // White takes one man instead of five; Black answers.
    game.play_notation("H4xH6").unwrap();
    game.play_notation("B5xB3").unwrap();
    let found = puzzles_from_game(&game, Some(Color::White));
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].id, "game-01");
    assert_eq!(found[0].solution[0], "B4xB6xB8xB10xB12xB14");
    assert!(
        found[0].source.contains("H4xH6 was played"),
        "{}",
        found[0].source
    );
    // Black's moves are not White's mistakes.
    assert!(puzzles_from_game(&game, Some(Color::Black)).is_empty());
}
