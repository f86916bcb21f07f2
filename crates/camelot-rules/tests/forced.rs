//! The rules core's forced results (`Prover`, src/forced.rs) and the end-of-game questions
//! the engine asks of a position without generating every move (`has_legal_move`,
//! `has_winning_move`, `wins_at_once`): the distances the tactical suite rests on.

use camelot_rules::{Color, Outcome, Position, Prover, Variant};

fn at(variant: Variant, fen: &str) -> Position {
    Position::parse_in(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn names(pos: &Position, keys: &[camelot_rules::MoveKey]) -> Vec<String> {
    keys.iter()
        .map(|k| pos.canonical_path(k).to_string())
        .collect()
}

/// White's canter F13-E12 offers a man: Black must take it (R7, F12xD12), and White's
/// charge C15-C13xE11xG11 then takes the last piece Black can move: the man on F1 sits in
/// White's castle with its castle moves spent (R10), so Black has no move (R14).
const R14_MOTIF: &str = "2/NM6/1M8/5M6/5n6/5m6/12/12/12/12/12/12/12/10/8/m1 w 0 2 - 0";

#[test]
fn r7_r14_a_quiet_move_forcing_the_capture_wins_in_three_plies() {
    let pos = at(Variant::Camelot, R14_MOTIF);
    let mut prover = Prover::new(1_000_000);
    assert_eq!(prover.shortest_win(&pos, 5), Ok(Some(3)));
    let wins = prover.winning_moves(&pos, 3).unwrap();
    assert_eq!(names(&pos, &wins), ["F13-E12"]);
    let after = pos.play(&wins[0]);
    assert_eq!(after.constraint(), camelot_rules::Constraint::MustCapture);
    // The line as the motif says: the forced capture, then the win.
    let capture = after.read_move("F12xD12").unwrap().key();
    let last = after.play(&capture);
    let win = last.read_move("C15-C13xE11xG11").unwrap().key();
    assert!(last.wins_at_once(&win));
    let end = last.play(&win);
    assert!(
        !end.has_legal_move(),
        "R14: the man in the castle cannot move"
    );
    assert_eq!(
        end.result().map(|r| r.outcome),
        Some(Outcome::Win(Color::White))
    );
}

#[test]
fn r14_a_man_in_the_opponents_castle_with_no_castle_move_left_cannot_move() {
    // Black's only piece is on F1 with both castle moves made (R10).
    let pos = at(
        Variant::Camelot,
        "2/8/10/12/12/12/12/12/12/12/12/12/12/3M6/4M3/m1 b 0 2 - 0",
    );
    assert!(!pos.has_legal_move());
    assert_eq!(
        pos.result().map(|r| r.outcome),
        Some(Outcome::Win(Color::White))
    );
    // With a castle move left it steps to G1.
    let free = at(
        Variant::Camelot,
        "2/8/10/12/12/12/12/12/12/12/12/12/12/3M6/4M3/m1 b 0 1 - 0",
    );
    assert!(free.has_legal_move());
}

#[test]
fn r11_a_second_piece_into_the_castle_wins_at_once_and_is_a_threat_before() {
    // White on F16; the man on H15 steps to G16 (R11).
    let pos = at(
        Variant::Camelot,
        "M1/5M2/10/12/12/12/12/12/12/12/12/12/12/10/2m2m2/2 w 0 0 - 0",
    );
    assert!(pos.has_winning_move());
    let mut prover = Prover::new(10_000);
    assert_eq!(prover.shortest_win(&pos, 3), Ok(Some(1)));
    // Black to move faces the threat: with the turn passed, White would win.
    let black = pos.with_turn_passed();
    assert_eq!(black.side_to_move(), Color::Black);
    assert_eq!(black.hash(), black.compute_hash());
    assert!(!black.has_winning_move());
    assert!(black.with_turn_passed().has_winning_move());
    assert_eq!(black.with_turn_passed(), pos);
}

#[test]
fn r13_capturing_the_last_piece_wins_and_nothing_shorter_exists() {
    // White's men on F5 and F7; Black's last piece, on E6, can be jumped from F7? No: it is
    // next to F5 and F7 diagonally; White must first bring a piece in line.
    let pos = at(
        Variant::Camelot,
        "2/8/10/12/12/12/12/12/12/12/4m7/12/5M6/10/8/2 w 0 0 - 0",
    );
    let mut prover = Prover::new(1_000_000);
    // One white piece against one: R12 would draw at once with one each; two are needed.
    assert_eq!(prover.shortest_win(&pos, 3), Ok(None));
}

#[test]
fn v1_4_camette_a_quiet_step_forces_the_capture_and_the_entry_follows() {
    let pos = at(Variant::Camette, "1/nn1/m3M/mM3/3n1/3/1 w 0 0 - 0");
    let mut prover = Prover::new(1_000_000);
    assert_eq!(prover.shortest_win(&pos, 5), Ok(Some(3)));
    assert_eq!(
        names(&pos, &prover.winning_moves(&pos, 3).unwrap()),
        ["E5-D6"]
    );
}

#[test]
fn v4_3_anti_camelot_a_win_on_the_opponents_move_counts_two_plies() {
    // Black's knight steps next to White's man so that White must jump into Black's castle?
    // Whatever the line, the prover counts the plies to the end.
    let pos = at(
        Variant::Anti,
        "2/8/10/12/m11/12/2N9/12/M11/12/12/12/12/10/8/2 b 0 0 - 0",
    );
    let mut prover = Prover::new(1_000_000);
    assert_eq!(prover.shortest_win(&pos, 4), Ok(Some(2)));
}

#[test]
fn the_prover_gives_up_beyond_its_budget() {
    let mut prover = Prover::new(10);
    assert!(prover.shortest_win(&Position::start(), 5).is_err());
}

#[test]
fn r14_saves_are_the_moves_after_which_no_win_follows() {
    // The motif from Black's side, a move earlier: every move but the saves lets White
    // win in three plies.
    let pos = at(Variant::Camelot, R14_MOTIF);
    let mut prover = Prover::new(1_000_000);
    // White to move here: its losses after each move are none within one ply.
    let losses = prover.losses_after(&pos, 1).unwrap();
    assert_eq!(losses.len(), pos.legal_keys().len());
    assert!(losses.iter().all(Option::is_none));
}
