//! Scenario tests, one or more per rule of RULES.md (R1–R16), each on a small position written
//! for it. Every position string is checked against the list of its pieces (`at`), and the
//! expected legal moves are written out by hand in notation (canonical paths, R16).

use std::collections::BTreeSet;

use camelot_rules::{
    Color, Constraint, EndReason, Error, Game, GameResult, HouseRules, LegKind, Move, Outcome,
    Position, START_FEN, Square,
};

/// Parses `fen` and checks that its pieces are exactly `pieces` (letter and square, e.g.
/// `"ND4 mD7"`, as in the position string: `N` `M` White, `n` `m` Black).
fn at(fen: &str, pieces: &str) -> Position {
    let pos: Position = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
    let found: BTreeSet<String> = pos
        .pieces()
        .map(|(sq, p)| format!("{}{sq}", p.letter()))
        .collect();
    let wanted: BTreeSet<String> = pieces.split_whitespace().map(str::to_string).collect();
    assert_eq!(found, wanted, "the pieces of {fen}");
    pos
}

fn sq(name: &str) -> Square {
    name.parse().unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn set(moves: &[&str]) -> BTreeSet<String> {
    moves.iter().map(|m| m.to_string()).collect()
}

/// The legal moves in notation (canonical paths, R16).
fn moves(pos: &Position) -> BTreeSet<String> {
    let list: Vec<String> = pos.legal_moves().iter().map(Move::to_string).collect();
    let unique: BTreeSet<String> = list.iter().cloned().collect();
    assert_eq!(unique.len(), list.len(), "each move is listed once (R16)");
    assert_eq!(list.len(), pos.legal_keys().len());
    unique
}

/// The legal moves of the piece on `from`.
fn moves_from(pos: &Position, from: &str) -> BTreeSet<String> {
    moves(pos)
        .into_iter()
        .filter(|m| m.split(['-', 'x']).next() == Some(from))
        .collect()
}

/// The error `read_move` gives for `text`.
fn refused(pos: &Position, text: &str) -> String {
    match pos.read_move(text) {
        Ok(mv) => panic!("{text} was accepted as {mv} in {pos:?}"),
        Err(e) => e.to_string(),
    }
}

fn play(pos: &Position, text: &str) -> Position {
    let mv = pos
        .read_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    pos.play(&mv.key())
}

fn game(fen: &str, rules: HouseRules, moves: &[&str]) -> Game {
    let mut g = Game::new(fen.parse().expect("valid position"), rules);
    for m in moves {
        g.play_notation(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

fn result(outcome: Outcome, reason: EndReason) -> Option<GameResult> {
    Some(GameResult { outcome, reason })
}

// ---------------------------------------------------------------------------------------------
// R1 board

#[test]
fn r1_board_has_160_squares_and_the_castles() {
    assert_eq!(Square::all().count(), 160);
    let per_rank: Vec<usize> = (0..16)
        .map(|r| Square::all().filter(|s| s.rank() == r).count())
        .collect();
    assert_eq!(
        per_rank,
        [2, 8, 10, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 10, 8, 2]
    );
    assert_eq!(Square::castle(Color::White), [sq("F1"), sq("G1")]);
    assert_eq!(Square::castle(Color::Black), [sq("F16"), sq("G16")]);
    for off in [
        "A1", "E1", "H1", "B2", "K2", "A3", "L3", "A14", "L14", "B15", "E16", "H16", "M5", "A0",
        "A17",
    ] {
        let err = off.parse::<Square>().unwrap_err().to_string();
        assert!(err.contains(off), "{off}: {err}");
    }
}

#[test]
fn r1_pieces_near_the_narrow_ranks_stay_on_the_board() {
    // Rank 2 is C–J: the men on C2 and J2 have four neighbours each on the board.
    let p = at(
        "2/8/10/m11/12/12/12/12/12/12/12/12/12/10/M6M/2 w 0 0 - 0",
        "MC2 MJ2 mA13",
    );
    let expected = set(&[
        "C2-D2", "C2-B3", "C2-C3", "C2-D3", "J2-I2", "J2-I3", "J2-J3", "J2-K3",
    ]);
    assert_eq!(moves(&p), expected);
}

#[test]
fn r1_rank_lengths_are_enforced_by_the_position_string() {
    // Rank 1 has two squares, rank 3 ten: listing twelve is an error naming the rank.
    let err = "2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/12 w 0 0 - 0"
        .parse::<Position>()
        .unwrap_err();
    assert!(err.to_string().contains("rank 1"), "{err}");
    let err = "2/8/10/12/12/12/12/12/12/12/12/12/12/12/8/2 w 0 0 - 0"
        .parse::<Position>()
        .unwrap_err();
    assert!(err.to_string().contains("rank 3"), "{err}");
}

// ---------------------------------------------------------------------------------------------
// R2 start position, adjacency

#[test]
fn r2_start_position_pieces_and_white_to_move() {
    let p = Position::start();
    assert_eq!(p.to_string(), START_FEN);
    let pieces: BTreeSet<String> = p
        .pieces()
        .map(|(s, pc)| format!("{}{s}", pc.letter()))
        .collect();
    let expected: BTreeSet<String> = "NC6 ND7 NI7 NJ6 MD6 ME6 ME7 MF6 MF7 MG6 MG7 MH6 MH7 MI6 \
                                      nC11 nD10 nI10 nJ11 mD11 mE10 mE11 mF10 mF11 mG10 mG11 mH10 mH11 mI11"
        .split_whitespace()
        .map(str::to_string)
        .collect();
    assert_eq!(pieces, expected);
    assert_eq!(p.side_to_move(), Color::White);
    assert!(p.legal_keys().iter().all(|k| {
        p.piece_at(k.from)
            .is_some_and(|pc| pc.color == Color::White)
    }));
}

#[test]
fn r2_adjacent_means_all_eight_directions() {
    let p = at(
        "2/8/10/m10M/12/12/12/12/12/12/12/4M7/12/10/8/2 w 0 0 - 0",
        "ME5 ML13 mA13",
    );
    let expected = set(&[
        "E5-D4", "E5-E4", "E5-F4", "E5-D5", "E5-F5", "E5-D6", "E5-E6", "E5-F6", "L13-K12",
        "L13-L12", "L13-K13", "L13-K14",
    ]);
    assert_eq!(moves(&p), expected);
}

// ---------------------------------------------------------------------------------------------
// R3 plain move, R4 canter

#[test]
fn r3_plain_moves_go_to_adjacent_empty_squares() {
    // E6 blocks E5, and E7 behind it blocks the jump; F4 and E5 canter over each other (R4).
    let p = at(
        "2/8/10/12/12/12/12/12/12/4m7/4m7/4M7/5M6/10/8/2 w 0 0 - 0",
        "ME5 MF4 mE6 mE7",
    );
    let expected = set(&[
        "E5-D4", "E5-E4", "E5-D5", "E5-F5", "E5-D6", "E5-F6", "E5-G3", "F4-E3", "F4-F3", "F4-G3",
        "F4-E4", "F4-G4", "F4-F5", "F4-G5", "F4-D6",
    ]);
    assert_eq!(moves(&p), expected);
    assert!(refused(&p, "E5-E6").contains("E6 is not empty"));
    assert!(refused(&p, "E5-E4-E3").contains("(R3)"));
}

/// A ring of men around an empty E5: D4 can canter round it either way, but never back onto
/// its own square.
const RING: &str = "2/8/10/11m/12/12/12/12/12/12/4M7/3M1M6/3MM7/10/8/2 w 0 0 - 0";
const RING_PIECES: &str = "MD4 ME4 MF5 ME6 MD5 mL13";

#[test]
fn r4_canter_chains_change_direction_and_never_revisit() {
    let p = at(RING, RING_PIECES);
    // Paths: D4-F4(-F6(-D6)) and D4-D6(-F6(-F4)); three destinations, each one move (R16),
    // shown by its fewest-leg path, then the smallest string: D4-D6-F6, not D4-F4-F6.
    let expected = set(&[
        "D4-C3", "D4-D3", "D4-E3", "D4-C4", "D4-C5", "D4-E5", "D4-F4", "D4-D6", "D4-D6-F6",
    ]);
    assert_eq!(moves_from(&p, "D4"), expected);
    // No canter ends on its own square, nor lands twice on a square.
    assert!(p.legal_keys().iter().all(|k| k.from != k.to));
    assert!(refused(&p, "D4-F4-F6-D6-D4").contains("(R4)"));
    assert!(refused(&p, "D4-D6-F6-D6").contains("(R4)"));
}

#[test]
fn r4_canter_is_optional_and_may_stop_after_any_leg() {
    let p = at(RING, RING_PIECES);
    for path in [
        "D4-F4",
        "D4-F4-F6",
        "D4-F4-F6-D6",
        "D4-D6",
        "D4-D6-F6",
        "D4-D6-F6-F4",
        "D4-C3",
    ] {
        let mv = p.read_move(path).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert!(mv.legs.iter().all(|l| l.kind != LegKind::Jump));
        assert!(!mv.key().is_capture(), "a canter removes nothing");
    }
}

#[test]
fn r4_canter_leaps_only_over_friendly_pieces() {
    // D4 has no piece on E5 to leap over, and cannot leap L13's black man (far away anyway).
    let p = at(RING, RING_PIECES);
    assert!(refused(&p, "D4-F6").contains("no piece on E5"));
    // Over an enemy piece it is a jump, not a canter: written with x (R5, notation).
    let q = at(
        "2/8/10/11m/12/12/12/12/12/12/12/3m8/3M8/10/8/2 w 0 0 - 0",
        "MD4 mD5 mL13",
    );
    assert_eq!(moves(&q), set(&["D4xD6"]));
}

#[test]
fn r4_start_position_canters_reach_squares_by_several_paths() {
    let p = Position::start();
    assert_eq!(moves(&p).len(), 100);
    // E7 reaches C5 by E7-C5, E7-C7-C5 and E7-E5-C7-C5: one move, its one-leg path shown.
    let m = moves_from(&p, "E7");
    assert!(
        m.contains("E7-C5") && m.contains("E7-C7") && m.contains("E7-E5"),
        "{m:?}"
    );
    for path in ["E7-C7-C5", "E7-E5-C7-C5"] {
        assert_eq!(
            p.read_move(path).unwrap().key(),
            p.read_move("E7-C5").unwrap().key()
        );
    }
}

// ---------------------------------------------------------------------------------------------
// R5 jump

/// A white man on D4 ringed by four black men: every jump chain goes round the ring and back
/// onto its own starting square.
const CYCLE: &str = "2/8/10/12/12/12/12/12/12/12/4m7/3m1m6/3Mm7/10/8/2 w 0 0 - 0";
const CYCLE_PIECES: &str = "MD4 mD5 mE6 mF5 mE4";

#[test]
fn r5_jump_chain_revisits_its_starting_square() {
    let p = at(CYCLE, CYCLE_PIECES);
    // Both ways round capture the same four men and end on D4: one move (R16).
    assert_eq!(moves(&p), set(&["D4xD6xF6xF4xD4"]));
    let other = p
        .read_move("D4xF4xF6xD6xD4")
        .expect("the other way round is a legal path");
    assert_eq!(other.key(), p.read_move("D4xD6xF6xF4xD4").unwrap().key());
    let after = p.play(&other.key());
    assert_eq!(
        after.to_string(),
        "2/8/10/12/12/12/12/12/12/12/12/12/3M8/10/8/2 b 0 0 - 0"
    );
    // One piece each: drawn (R12).
    assert_eq!(after.result(), result(Outcome::Draw, EndReason::BareKings));
}

#[test]
fn r5_jumping_must_continue_while_a_jump_is_available() {
    let p = at(CYCLE, CYCLE_PIECES);
    for partial in ["D4xD6", "D4xD6xF6", "D4xF4xF6xD6"] {
        let err = refused(&p, partial);
        assert!(
            err.contains("must go on") && err.contains("(R5)"),
            "{partial}: {err}"
        );
    }
    // A captured piece is gone at once: it cannot be jumped twice.
    assert!(refused(&p, "D4xD6xD4").contains("no piece on D5"));
}

#[test]
fn r5_choice_among_jumps_with_no_maximum_capture() {
    // E5 may take one man (D4) or two (E6 then E8): both are legal (R5, R7).
    let p = at(
        "2/8/10/12/12/12/12/12/4m7/12/4m7/4M7/3m8/10/8/2 w 0 0 - 0",
        "ME5 mE6 mE8 mD4",
    );
    assert_eq!(moves(&p), set(&["E5xC3", "E5xE7xE9"]));
}

// ---------------------------------------------------------------------------------------------
// R6 knight's charge

#[test]
fn r6_knight_charge_is_canter_then_jump_never_canter_after_jump() {
    // D4 canters over D5 to D6, then must jump D7 (R8); it may not canter on over D9 after.
    let p = at(
        "2/8/10/12/12/12/12/3M8/12/3m8/12/3M8/3N8/10/8/2 w 0 0 - 0",
        "ND4 MD5 MD9 mD7",
    );
    let expected = set(&[
        "D4-C3", "D4-D3", "D4-E3", "D4-C4", "D4-E4", "D4-C5", "D4-E5", "D4-D6xD8",
    ]);
    assert_eq!(moves_from(&p, "D4"), expected);
    assert!(refused(&p, "D4-D6xD8-D10").contains("a canter cannot follow a jump (R6)"));
    // R7: no direct jump exists, so quiet moves of every piece are legal too.
    assert_eq!(p.constraint(), Constraint::None);
    assert!(moves(&p).contains("D9-D10"));
}

#[test]
fn r6_men_cannot_charge() {
    let p = at(
        "2/8/10/12/12/12/12/3M8/12/3m8/12/3M8/3M8/10/8/2 w 0 0 - 0",
        "MD4 MD5 MD9 mD7",
    );
    let expected = set(&[
        "D4-C3", "D4-D3", "D4-E3", "D4-C4", "D4-E4", "D4-C5", "D4-E5", "D4-D6",
    ]);
    assert_eq!(moves_from(&p, "D4"), expected);
    assert!(refused(&p, "D4-D6xD8").contains("only a knight may jump after cantering (R6)"));
}

// ---------------------------------------------------------------------------------------------
// R7 capture obligation

#[test]
fn r7_capture_is_compulsory_when_any_piece_can_jump() {
    let p = at(
        "2/8/10/11m/12/12/12/12/12/12/4m7/4M4M2/12/10/8/2 w 0 0 - 0",
        "ME5 MJ5 mE6 mL13",
    );
    assert_eq!(p.constraint(), Constraint::MustCapture);
    assert_eq!(moves(&p), set(&["E5xE7"]));
    assert!(refused(&p, "J5-J6").contains("a capture is available: jumping is compulsory (R7)"));
    let err = p.begin_move(sq("J5")).unwrap_err().to_string();
    assert!(err.contains("(R7)"), "{err}");
}

#[test]
fn r7_a_knights_charge_satisfies_the_obligation() {
    // E5 must jump or the H4 knight charges H4-H6xH8; nothing else (H5-H3 is a canter).
    let p = at(
        "2/8/10/12/12/12/12/12/12/7m4/4m7/4M2M4/7N4/10/8/2 w 0 0 - 0",
        "ME5 NH4 MH5 mE6 mH7",
    );
    assert_eq!(moves(&p), set(&["E5xE7", "H4-H6xH8"]));
}

#[test]
fn r7_a_charge_alone_does_not_oblige_a_capture() {
    // R7 second sentence: only the charge D4-D6xD8 captures; quiet moves stay legal.
    let p = at(
        "2/8/10/12/12/12/12/3M8/12/3m8/12/3M8/3N8/10/8/2 w 0 0 - 0",
        "ND4 MD5 MD9 mD7",
    );
    let all = moves(&p);
    assert!(all.contains("D4-D6xD8"));
    assert_eq!(all.iter().filter(|m| m.contains('x')).count(), 1);
    assert_eq!(all.len(), 24, "{all:?}");
}

// ---------------------------------------------------------------------------------------------
// R8 knight's canter

#[test]
fn r8_knight_canter_must_capture_after_landing_where_it_could_jump() {
    // D6 is next to C7 with B8 empty: the canter D4-D6 must go on to capture. Going on with a
    // canter to F6, where no capture can follow, is not allowed either.
    let p = at(
        "2/8/10/12/12/12/12/12/12/2m9/4M7/3M8/3N8/10/8/2 w 0 0 - 0",
        "ND4 MD5 ME6 mC7",
    );
    let expected = set(&[
        "D4-C3", "D4-D3", "D4-E3", "D4-C4", "D4-E4", "D4-C5", "D4-E5", "D4-D6xB8",
    ]);
    assert_eq!(moves_from(&p, "D4"), expected);
    assert!(refused(&p, "D4-D6").contains("(R8)"));
    assert!(refused(&p, "D4-D6-F6").contains("(R8)"));
    // A man is not bound by R8: the man on D5 is not a knight, so compare a man on D4.
    let man = at(
        "2/8/10/12/12/12/12/12/12/2m9/4M7/3M8/3M8/10/8/2 w 0 0 - 0",
        "MD4 MD5 ME6 mC7",
    );
    assert!(moves_from(&man, "D4").contains("D4-D6-F6"));
    assert!(moves_from(&man, "D4").contains("D4-D6"));
}

#[test]
fn r8_knight_canter_may_go_on_from_a_jump_square_before_charging() {
    // Known interpretation of R8: after landing on D6 (a jump square) the knight may canter on
    // to F6 and charge from there (capturing G7 instead of C7).
    let p = at(
        "2/8/10/12/12/12/12/12/12/2m3m5/4M7/3M8/3N8/10/8/2 w 0 0 - 0",
        "ND4 MD5 ME6 mC7 mG7",
    );
    let expected = set(&[
        "D4-C3",
        "D4-D3",
        "D4-E3",
        "D4-C4",
        "D4-E4",
        "D4-C5",
        "D4-E5",
        "D4-D6xB8",
        "D4-D6-F6xH8",
    ]);
    assert_eq!(moves_from(&p, "D4"), expected);
}

#[test]
fn r8_knight_jump_may_land_on_its_vacated_origin() {
    // The knight canters D4-F4-F6-D6; from D6 it can jump D5 onto D4, its own empty origin.
    let p = at(
        "2/8/10/12/12/12/12/12/12/12/4M7/3m1M6/3NM7/10/8/2 w 0 0 - 0",
        "ND4 ME4 MF5 ME6 mD5",
    );
    assert_eq!(
        moves(&p),
        set(&["D4xD6", "D4-F4-F6-D6xD4", "E4xC6", "E6xC4"])
    );
    let after = play(&p, "D4-F4-F6-D6xD4");
    assert_eq!(
        after.to_string(),
        "2/8/10/12/12/12/12/12/12/12/4M7/5M6/3NM7/10/8/2 b 0 0 - 0"
    );
    assert_eq!(
        after.result(),
        result(Outcome::Win(Color::White), EndReason::AllCaptured)
    );
}

#[test]
fn r8_knight_in_the_opponents_castle_has_no_jump() {
    // F16 is next to G15 with H14 empty, but a knight landing in Black's castle stops there
    // (R10) and has no jump: the capture-free canter F14-F16 is legal.
    let p = at(
        "2/3Mmm2/4N5/12/12/12/12/12/12/12/12/12/12/10/8/2 w 0 0 - 0",
        "NF14 MF15 mG15 mH15",
    );
    let expected = set(&[
        "F14-E13", "F14-F13", "F14-G13", "F14-E14", "F14-G14", "F14-E15", "F14-F16",
    ]);
    assert_eq!(moves_from(&p, "F14"), expected);
    assert_eq!(p.constraint(), Constraint::None);
}

// ---------------------------------------------------------------------------------------------
// R9 own castle

#[test]
fn r9_no_plain_move_or_canter_into_the_own_castle() {
    // H3 cannot canter over G2 into F1 (nor on to F3 through it); F2 and G2 cannot step in.
    let p = at(
        "2/8/10/11m/12/12/12/12/12/12/12/12/12/6M3/3MM3/2 w 0 0 - 0",
        "MH3 MG2 MF2 mL13",
    );
    let expected = set(&[
        "H3-H2", "H3-I2", "H3-G3", "H3-I3", "H3-G4", "H3-H4", "H3-I4",
    ]);
    assert_eq!(moves_from(&p, "H3"), expected);
    let castle = [sq("F1"), sq("G1")];
    assert!(p.legal_keys().iter().all(|k| !castle.contains(&k.to)));
    assert!(refused(&p, "H3-F1").contains("(R9)"));
    assert!(refused(&p, "H3-F1-F3").contains("(R9)"));
    assert!(refused(&p, "G2-G1").contains("(R9)"));
}

#[test]
fn r9_charge_canter_cannot_land_in_the_own_castle() {
    // Through F1 the knight could charge H3-F1xD3; R9 forbids the canter part into F1.
    let p = at(
        "2/8/10/12/12/12/12/12/12/12/12/12/12/6N3/2m1M3/2 w 0 0 - 0",
        "NH3 MG2 mE2",
    );
    let expected = set(&[
        "H3-H2", "H3-I2", "H3-G3", "H3-I3", "H3-G4", "H3-H4", "H3-I4",
    ]);
    assert_eq!(moves_from(&p, "H3"), expected);
    assert!(refused(&p, "H3-F1xD3").contains("(R9)"));
}

#[test]
fn r9_jump_may_land_in_the_own_castle_and_must_go_on() {
    let p = at(
        "2/8/10/12/12/12/12/12/12/12/12/12/12/6M3/3mm3/2 w 0 0 - 0",
        "MH3 mG2 mF2",
    );
    assert_eq!(moves(&p), set(&["H3xF1xF3"]));
    assert!(refused(&p, "H3xF1").contains("(R5)"));
}

#[test]
fn r9_ending_in_the_own_castle_forces_that_piece_out_next_turn() {
    let fen = "2/8/10/11m/M11/12/12/12/12/12/12/12/12/6M3/4m3/2 w 0 0 - 0";
    let p = at(fen, "MH3 MA12 mG2 mL13");
    assert_eq!(moves(&p), set(&["H3xF1"]));
    let g = game(fen, HouseRules::default(), &["H3xF1", "L13-L12"]);
    let now = g.position();
    assert_eq!(now.must_leave(), Some(sq("F1")));
    assert_eq!(now.constraint(), Constraint::MustLeaveCastle(sq("F1")));
    assert!(now.to_string().ends_with(" w 0 0 F1 1"), "{now}");
    assert_eq!(moves(now), set(&["F1-E2", "F1-F2", "F1-G2"]));
    let err = now.begin_move(sq("A12")).unwrap_err().to_string();
    assert!(
        err.contains("F1 must leave its own castle this turn (R9)"),
        "{err}"
    );
}

#[test]
fn r9_forced_exit_overrides_the_other_pieces_capture_obligation() {
    // B10 could jump B11, but the piece on F1 must leave its castle this turn.
    let p = at(
        "2/8/10/11m/12/1m10/1M10/12/12/12/12/12/12/10/8/M1 w 0 0 F1 0",
        "MF1 MB10 mB11 mL13",
    );
    assert_eq!(moves(&p), set(&["F1-E2", "F1-F2", "F1-G2"]));
    assert!(refused(&p, "B10xB12").contains("(R9)"));
}

#[test]
fn r9_piece_leaving_with_a_jump_must_capture_or_charge() {
    // The F1 knight has the jump F1xF3: it must capture, by that jump or by the charge
    // F1-H3xJ5; G2's jump over F2 does not count (only F1 may move).
    let p = at(
        "2/8/10/12/12/12/12/12/12/12/12/12/8m3/10/3mM3/N1 w 0 0 F1 0",
        "NF1 MG2 mF2 mI4",
    );
    assert_eq!(moves(&p), set(&["F1xF3", "F1-H3xJ5"]));
    assert!(refused(&p, "F1-E2").contains("(R7)"));
}

#[test]
fn r9_capturing_exit_may_come_back_and_must_leave_again() {
    let fen = "2/8/10/11m/M11/12/12/12/12/12/12/12/12/5m4/3mm3/M1 w 0 0 F1 0";
    let p = at(fen, "MF1 MA12 mF2 mG2 mG3 mL13");
    // Round the three men and back into F1, either way round: one move (R16).
    assert_eq!(moves(&p), set(&["F1xF3xH3xF1"]));
    assert_eq!(
        p.read_move("F1xH3xF3xF1").unwrap().key(),
        p.read_move("F1xF3xH3xF1").unwrap().key()
    );
    let g = game(fen, HouseRules::default(), &["F1xH3xF3xF1", "L13-K12"]);
    assert_eq!(g.position().must_leave(), Some(sq("F1")));
    assert_eq!(moves(g.position()), set(&["F1-E2", "F1-F2", "F1-G2"]));
}

#[test]
fn r9_piece_that_cannot_leave_leaves_no_legal_move() {
    let p = at(
        "2/8/10/12/M11/12/12/12/12/12/12/12/12/2m1m1m3/2mmm3/M1 w 0 0 F1 0",
        "MF1 MA12 mE2 mF2 mG2 mD3 mF3 mH3",
    );
    assert!(moves(&p).is_empty());
    // R14: Black has two or more pieces and wins.
    assert_eq!(
        p.result(),
        result(Outcome::Win(Color::Black), EndReason::NoLegalMove)
    );
}

#[test]
fn r9_field_5_must_name_a_piece_of_the_side_to_move_in_its_castle() {
    let base = "2/8/10/11m/12/1m10/1M10/12/12/12/12/12/12/10/8/M1 w 0 0";
    assert!(format!("{base} F1 0").parse::<Position>().is_ok());
    let err = format!("{base} G1 0")
        .parse::<Position>()
        .unwrap_err()
        .to_string();
    assert!(err.contains("field 5") && err.contains("no piece"), "{err}");
    let err = format!("{base} F16 0")
        .parse::<Position>()
        .unwrap_err()
        .to_string();
    assert!(err.contains("field 5") && err.contains("(R9)"), "{err}");
    let err = format!("{base} B10 0")
        .parse::<Position>()
        .unwrap_err()
        .to_string();
    assert!(err.contains("field 5"), "{err}");
}

// ---------------------------------------------------------------------------------------------
// R10 opponent's castle

#[test]
fn r10_canter_into_the_opponents_castle_ends_the_move() {
    // Without R10, F14-F16-H14 (over G15) would be a canter.
    let p = at(
        "2/3MM3/4M5/12/12/12/12/12/12/12/12/12/11m/10/8/2 w 0 0 - 0",
        "MF14 MF15 MG15 mL4",
    );
    let expected = set(&[
        "F14-E13", "F14-F13", "F14-G13", "F14-E14", "F14-G14", "F14-E15", "F14-F16",
    ]);
    assert_eq!(moves_from(&p, "F14"), expected);
    assert!(refused(&p, "F14-F16-H14").contains("in the opponent's castle (R10)"));
    // A plain step in ends the move as well: F15 steps into either castle square.
    assert!(moves_from(&p, "F15").is_superset(&set(&["F15-F16", "F15-G16"])));
}

#[test]
fn r10_jump_into_the_opponents_castle_ends_the_move() {
    // From F16 the man could jump F15, but the move ends in the castle.
    let p = at(
        "2/3mm3/6M3/12/12/12/12/12/12/12/12/12/12/10/8/2 w 0 0 - 0",
        "MH14 mG15 mF15",
    );
    assert_eq!(moves(&p), set(&["H14xF16"]));
    assert!(refused(&p, "H14xF16xF14").contains("(R10)"));
}

#[test]
fn r10_castle_move_at_most_twice_and_the_castle_piece_cannot_jump() {
    // G16 stands next to F15 with E14 empty, but a piece in the opponent's castle cannot jump:
    // no capture obligation, and its only move is the castle move G16-F16.
    let fen = "1M/3m4/10/11m/12/12/12/12/12/12/12/12/M11/10/8/2 w 0 0 - 0";
    let p = at(fen, "MG16 MA4 mF15 mL13");
    assert_eq!(p.constraint(), Constraint::None);
    assert_eq!(
        moves(&p),
        set(&["G16-F16", "A4-A5", "A4-B3", "A4-B4", "A4-B5"])
    );
    let spent = at(
        "1M/3m4/10/11m/12/12/12/12/12/12/12/12/M11/10/8/2 w 2 0 - 0",
        "MG16 MA4 mF15 mL13",
    );
    assert_eq!(moves(&spent), set(&["A4-A5", "A4-B3", "A4-B4", "A4-B5"]));
    assert!(refused(&spent, "G16-F16").contains("no castle moves are left (R10)"));
    // In a game: two castle moves, then no third.
    let g = game(
        fen,
        HouseRules::default(),
        &["G16-F16", "L13-L12", "F16-G16", "L12-L13"],
    );
    assert_eq!(g.position().castle_moves(Color::White), 2);
    assert_eq!(
        moves(g.position()),
        set(&["A4-A5", "A4-B3", "A4-B4", "A4-B5"])
    );
}

#[test]
fn r10_castle_move_is_not_allowed_instead_of_a_capture() {
    let p = at(
        "1M/3m4/10/12/12/12/12/3m8/3M8/12/12/12/12/10/8/2 w 0 0 - 0",
        "MG16 MD8 mD9 mF15",
    );
    assert_eq!(moves(&p), set(&["D8xD10"]));
}

// ---------------------------------------------------------------------------------------------
// R11–R14 end of the game

#[test]
fn r11_both_squares_of_the_opponents_castle_win() {
    let fen = "M1/3M4/10/m10m/12/12/12/12/12/12/12/12/12/10/8/2 w 0 0 - 0";
    at(fen, "MF16 MF15 mA13 mL13");
    let g = game(fen, HouseRules::default(), &["F15-G16"]);
    assert_eq!(
        g.result(),
        result(Outcome::Win(Color::White), EndReason::CastleOccupied)
    );
    let p = at(
        "MM/8/10/m10m/12/12/12/12/12/12/12/12/12/10/8/2 b 0 0 - 0",
        "MF16 MG16 mA13 mL13",
    );
    assert_eq!(
        p.result(),
        result(Outcome::Win(Color::White), EndReason::CastleOccupied)
    );
    assert!(p.legal_keys().is_empty(), "no moves once the game is over");
}

#[test]
fn r11_is_checked_before_r13() {
    // I14 must jump H15 (R7: no castle move instead) and lands on G16: Black has no piece
    // left, but R11 is checked first.
    let p = at(
        "M1/5m2/7M2/12/12/12/12/12/12/12/12/12/12/10/8/2 w 0 0 - 0",
        "MF16 MI14 mH15",
    );
    assert_eq!(moves(&p), set(&["I14xG16"]));
    let after = play(&p, "I14xG16");
    assert_eq!(
        after.result(),
        result(Outcome::Win(Color::White), EndReason::CastleOccupied)
    );
}

#[test]
fn r12_one_piece_each_is_a_draw() {
    let p = at(
        "2/8/10/11m/12/12/12/12/12/12/12/12/M11/10/8/2 w 0 0 - 0",
        "MA4 mL13",
    );
    assert_eq!(p.result(), result(Outcome::Draw, EndReason::BareKings));
    assert!(p.legal_keys().is_empty());
    let g = game(
        "2/8/10/11m/12/12/12/12/12/12/4m7/4M7/12/10/8/2 w 0 0 - 0",
        HouseRules::default(),
        &["E5xE7"],
    );
    assert_eq!(g.result(), result(Outcome::Draw, EndReason::BareKings));
}

#[test]
fn r13_capturing_all_with_two_or_more_left_wins() {
    let fen = "2/8/10/12/12/12/12/12/12/12/4m7/4M7/M11/10/8/2 w 0 0 - 0";
    at(fen, "ME5 MA4 mE6");
    let g = game(fen, HouseRules::default(), &["E5xE7"]);
    assert_eq!(
        g.result(),
        result(Outcome::Win(Color::White), EndReason::AllCaptured)
    );
    // With a single piece left R12 comes first: a draw.
    let fen = "2/8/10/12/12/12/12/12/4m7/12/4m7/4M7/12/10/8/2 w 0 0 - 0";
    at(fen, "ME5 mE6 mE8");
    let g = game(fen, HouseRules::default(), &["E5xE7xE9"]);
    assert_eq!(g.result(), result(Outcome::Draw, EndReason::BareKings));
}

#[test]
fn r14_no_legal_move_loses_against_two_or_more_pieces() {
    // Black's F16 must leave its castle and is walled in by its own men.
    let p = at(
        "m1/2mmm3/2m1m1m3/12/12/12/12/12/12/12/12/M11/M11/10/8/2 b 0 0 F16 0",
        "mF16 mE15 mF15 mG15 mD14 mF14 mH14 MA4 MA5",
    );
    assert!(moves(&p).is_empty());
    assert_eq!(
        p.result(),
        result(Outcome::Win(Color::White), EndReason::NoLegalMove)
    );
}

#[test]
fn r14_no_legal_move_against_a_single_piece_is_a_draw() {
    let p = at(
        "m1/2mmm3/2m1m1m3/12/12/12/12/12/12/12/12/12/M11/10/8/2 b 0 0 F16 0",
        "mF16 mE15 mF15 mG15 mD14 mF14 mH14 MA4",
    );
    assert!(moves(&p).is_empty());
    assert_eq!(p.result(), result(Outcome::Draw, EndReason::NoLegalMove));
    let g = Game::new(p, HouseRules::default());
    assert_eq!(g.result(), result(Outcome::Draw, EndReason::NoLegalMove));
}

#[test]
fn r14_game_over_positions_have_no_moves_and_refuse_input() {
    let p = at(
        "2/8/10/11m/12/12/12/12/12/12/12/12/M11/10/8/2 w 0 0 - 0",
        "MA4 mL13",
    );
    let err = p.begin_move(sq("A4")).unwrap_err().to_string();
    assert!(
        err.contains("the game is over") && err.contains("(R12)"),
        "{err}"
    );
    assert_eq!(p.perft(1), 0);
}

// ---------------------------------------------------------------------------------------------
// R15 house rules, through Game

const SHUFFLE: &str = "2/8/10/m10m/12/12/12/12/12/12/12/12/M10M/10/8/2 w 0 0 - 0";
const SHUFFLE_ROUND: [&str; 4] = ["A4-A5", "A13-A12", "A5-A4", "A12-A13"];

#[test]
fn r15_threefold_repetition_draws_when_on() {
    at(SHUFFLE, "MA4 ML4 mA13 mL13");
    let mut g = game(SHUFFLE, HouseRules::default(), &SHUFFLE_ROUND);
    assert_eq!(g.result(), None, "the start position has occurred twice");
    for m in &SHUFFLE_ROUND[..3] {
        g.play_notation(m).unwrap();
    }
    assert_eq!(g.result(), None);
    g.play_notation(SHUFFLE_ROUND[3]).unwrap();
    assert_eq!(g.result(), result(Outcome::Draw, EndReason::Repetition));
    assert!(
        g.play_notation("A4-A5")
            .unwrap_err()
            .to_string()
            .contains("the game is over")
    );
    // Undo takes the draw back.
    assert!(g.undo());
    assert_eq!(g.result(), None);
}

#[test]
fn r15_threefold_repetition_off_in_strict_wcf_play() {
    let mut rounds = SHUFFLE_ROUND.to_vec();
    rounds.extend(SHUFFLE_ROUND);
    rounds.extend(SHUFFLE_ROUND);
    let g = game(SHUFFLE, HouseRules::STRICT_WCF, &rounds);
    assert_eq!(g.result(), None);
    let mut g = g;
    g.set_rules(HouseRules::default());
    assert_eq!(g.result(), result(Outcome::Draw, EndReason::Repetition));
}

#[test]
fn r15_no_progress_draw_after_100_plies_when_on() {
    let fen = "2/8/10/m10m/12/12/12/12/12/12/12/12/M10M/10/8/2 w 0 0 - 98";
    let g = game(fen, HouseRules::default(), &["A4-A5"]);
    assert_eq!(g.position().quiet_plies(), 99);
    assert_eq!(g.result(), None);
    let g = game(fen, HouseRules::default(), &["A4-A5", "A13-A12"]);
    assert_eq!(g.result(), result(Outcome::Draw, EndReason::NoProgress));
    let off = HouseRules {
        repetition: true,
        no_progress: false,
    };
    let g = game(fen, off, &["A4-A5", "A13-A12", "A5-A6"]);
    assert_eq!(g.result(), None);
    assert_eq!(g.position().quiet_plies(), 101);
}

#[test]
fn r15_castle_move_does_not_reset_the_no_progress_count() {
    let fen = "M1/8/10/m10m/12/12/12/12/12/12/12/12/M11/10/8/2 w 0 0 - 99";
    at(fen, "MF16 MA4 mA13 mL13");
    let g = game(fen, HouseRules::default(), &["F16-G16"]);
    assert_eq!(g.position().quiet_plies(), 100);
    assert_eq!(g.result(), result(Outcome::Draw, EndReason::NoProgress));
}

#[test]
fn r15_castle_entry_and_capture_reset_the_no_progress_count() {
    let fen = "2/4M3/10/m10m/12/12/12/12/12/12/12/12/M11/10/8/2 w 0 0 - 99";
    at(fen, "MG15 MA4 mA13 mL13");
    let g = game(fen, HouseRules::default(), &["G15-G16"]);
    assert_eq!(g.position().quiet_plies(), 0);
    assert_eq!(g.result(), None);
    let g = game(
        "2/8/10/11m/12/12/12/12/12/12/4m7/4M7/M11/10/8/2 w 0 0 - 99",
        HouseRules::default(),
        &["E5xE7"],
    );
    assert_eq!(g.position().quiet_plies(), 0);
    assert_eq!(g.result(), None);
}

#[test]
fn r15_resignation_and_agreed_draw() {
    let mut g = Game::default();
    g.play_notation("C6-C7").unwrap();
    g.resign(Color::Black);
    assert_eq!(
        g.result(),
        result(Outcome::Win(Color::White), EndReason::Resignation)
    );
    assert!(g.play_notation("C11-C10").is_err());
    assert!(g.undo(), "a resignation can be taken back");
    assert_eq!(g.result(), None);
    assert_eq!(g.moves().len(), 1);
    g.agree_draw();
    assert_eq!(g.result(), result(Outcome::Draw, EndReason::Agreement));
    // Once over, a resignation changes nothing.
    g.resign(Color::White);
    assert_eq!(g.result(), result(Outcome::Draw, EndReason::Agreement));
}

// ---------------------------------------------------------------------------------------------
// R16 identity of a move, notation, MoveBuilder

#[test]
fn r16_plain_steps_and_canters_never_share_a_destination() {
    // A canter leg moves two files and/or two ranks, so a canter always ends an even number of
    // files and ranks away while a step does not: R16's "same move" merges canter paths with
    // each other (see r4_…several_paths) but can never merge a step with a canter.
    let p = at(RING, RING_PIECES);
    for mv in p.legal_moves() {
        let (df, dr) = (
            mv.from.file().abs_diff(mv.to().file()),
            mv.from.rank().abs_diff(mv.to().rank()),
        );
        let canter = mv.legs.iter().any(|l| l.kind == LegKind::Canter);
        assert_eq!(canter, df % 2 == 0 && dr % 2 == 0, "{mv}");
    }
}

#[test]
fn r16_notation_is_case_insensitive_and_canonical() {
    let p = at(RING, RING_PIECES);
    let lower = p.read_move("d4-f4-f6").unwrap();
    assert_eq!(lower.to_string(), "D4-F4-F6", "the path entered is kept");
    let canonical = p.canonical_path(&lower.key());
    assert_eq!(canonical.to_string(), "D4-D6-F6");
    // Step, canter and jump notation.
    assert_eq!(p.read_move("D4-C3").unwrap().legs[0].kind, LegKind::Plain);
    assert_eq!(p.read_move("D4-D6").unwrap().legs[0].kind, LegKind::Canter);
    let q = at(CYCLE, CYCLE_PIECES);
    assert_eq!(
        q.read_move("d4XD6xf6Xf4xd4").unwrap().to_string(),
        "D4xD6xF6xF4xD4"
    );
    assert_eq!(
        q.read_move(" D4xD6xF6xF4xD4 ").unwrap().to_string(),
        "D4xD6xF6xF4xD4"
    );
}

#[test]
fn r16_notation_errors_say_what_is_wrong() {
    let p = at(RING, RING_PIECES);
    let q = at(CYCLE, CYCLE_PIECES);
    let cases: [(&Position, &str, &str); 12] = [
        (&p, "", "empty move"),
        (&p, "D4", "at least two squares"),
        (&p, "D4-", "missing at the end"),
        (&p, "-D4", "missing before a separator"),
        (&p, "D4--C3", "missing before a separator"),
        (&p, "D4/C3", "unexpected character"),
        (&p, "D4-Z3", "the file must be a letter A to L"),
        (&p, "D4-A1", "not a square of the Camelot board (R1)"),
        (&p, "D4-C33", "the rank must be a number 1 to 16"),
        (&p, "D4xC3", "D4xC3 is a step: write - before a step"),
        (&q, "D4-D6xF6xF4xD4", "write x before a jump leg"),
        (&p, "L13-L12", "L13 is Black's; White is to move"),
    ];
    for (pos, text, needle) in cases {
        let err = refused(pos, text);
        assert!(err.contains(needle), "{text:?}: {err}");
    }
    assert!(refused(&p, "C4-C5").contains("there is no piece on C4"));
    assert!(matches!(p.read_move("D4"), Err(Error::Notation(_))));
    assert!(matches!(p.read_move("D4-F6"), Err(Error::IllegalMove(_))));
}

#[test]
fn r16_move_builder_accepts_a_non_canonical_path() {
    let p = at(RING, RING_PIECES);
    let mut b = p.begin_move(sq("D4")).unwrap();
    let first: BTreeSet<String> = b
        .next_legs()
        .iter()
        .map(|l| format!("{:?}{}", l.kind, l.to))
        .collect();
    let expected: BTreeSet<String> = [
        "PlainC3", "PlainD3", "PlainE3", "PlainC4", "PlainC5", "PlainE5", "CanterF4", "CanterD6",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    assert_eq!(first, expected);
    assert!(!b.can_end(), "a move needs a leg");
    for (to, kind) in [
        ("F4", LegKind::Canter),
        ("F6", LegKind::Canter),
        ("D6", LegKind::Canter),
    ] {
        assert_eq!(b.push(sq(to)).unwrap(), kind);
        assert!(b.can_end());
    }
    assert!(
        b.next_legs().is_empty(),
        "D6: every canter from here lands where it has been (R4)"
    );
    let mv = b.finish().unwrap();
    assert_eq!(mv.to_string(), "D4-F4-F6-D6");
    assert_eq!(
        mv.key(),
        p.read_move("D4-D6").unwrap().key(),
        "the same move as D4-D6 (R16)"
    );
    assert_eq!(p.play(&mv.key()), play(&p, "D4-D6"));
    // Taking legs back.
    assert_eq!(b.pop().map(|l| l.to), Some(sq("D6")));
    assert_eq!(b.at(), sq("F6"));
    assert_eq!(b.pop().map(|l| l.to), Some(sq("F6")));
    assert_eq!(b.pop().map(|l| l.to), Some(sq("F4")));
    assert_eq!(b.pop(), None);
    assert_eq!(b.path().legs.len(), 0);
    // And a Game records the path entered.
    let mut g = Game::new(p, HouseRules::default());
    g.play(&mv).unwrap();
    assert_eq!(g.moves()[0].to_string(), "D4-F4-F6-D6");
}

#[test]
fn r16_move_builder_refuses_illegal_legs_naming_the_rule() {
    let p = at(RING, RING_PIECES);
    let mut b = p.begin_move(sq("D4")).unwrap();
    b.push(sq("F4")).unwrap();
    let e = b.push(sq("D4")).unwrap_err().to_string();
    assert!(e.contains("(R4)"), "{e}");
    let e = b.push(sq("G5")).unwrap_err().to_string();
    assert!(
        e.contains("steps cannot continue a canter or jump (R3)"),
        "{e}"
    );
    let mut s = p.begin_move(sq("D4")).unwrap();
    s.push(sq("C3")).unwrap();
    assert!(s.must_end());
    let e = s.push(sq("C2")).unwrap_err().to_string();
    assert!(e.contains("(R3)"), "{e}");
    // Jumps: the builder insists on continuing (R5).
    let q = at(CYCLE, CYCLE_PIECES);
    let mut j = q.begin_move(sq("D4")).unwrap();
    assert_eq!(j.push(sq("D6")).unwrap(), LegKind::Jump);
    assert!(!j.can_end());
    assert_eq!(j.captured().count(), 1);
    let e = j.finish().unwrap_err().to_string();
    assert!(
        e.contains("the jump must go on from D6: another capture is available (R5)"),
        "{e}"
    );
    let e = j.push(sq("D8")).unwrap_err().to_string();
    assert!(e.contains("no piece on D7"), "{e}");
    // Not a move of the side to move.
    let e = p.begin_move(sq("L13")).unwrap_err().to_string();
    assert!(e.contains("Black's"), "{e}");
    let e = p.begin_move(sq("H8")).unwrap_err().to_string();
    assert!(e.contains("no piece on H8"), "{e}");
}

#[test]
fn r16_position_string_errors_name_the_field() {
    let start = START_FEN;
    let cases = [
        (start.replace(" w ", " white "), "field 2"),
        (start.replace(" 0 0 - 0", " 0 x - 0"), "field 4"),
        (start.replace(" 0 0 - 0", " 0 0 Q9 0"), "field 5"),
        (start.replace(" 0 0 - 0", " 0 0 - -1"), "field 6"),
        (start.replace(" 0 0 - 0", " 0 0 - 70000"), "field 6"),
        (start.replace("3NMMMMN3", "3NMMMMN4"), "rank 7"),
        (start.replace("3NMMMMN3", "3NMMMM3"), "rank 7"),
        (start.replace("2NMMMMMMN2", "2NMMMMMMN1"), "rank 6"),
        (
            start.replace("/12/12/10/8/2 ", "/12/12/10/8/2/2 "),
            "16 ranks",
        ),
        (start.replace("/10/8/2 ", "//8/2 "), "empty rank"),
        (start.replace(" 0 0 - 0", ""), "fields"),
        (format!("{start}\n"), "field 6"),
        // Regression: a doubled, leading or trailing space used to be reported as an empty
        // field 2 or 6 instead of a field separator problem.
        (start.replace(" w ", "  w "), "single spaces"),
        (format!(" {start}"), "single spaces"),
        (format!("{start} "), "single spaces"),
        (start.replace(" 0 -", "  -"), "single spaces"),
        (
            "12/12/12/12/12/12/12/12/12/12/12/12/12/12/12/12 w 0 0 -".to_string(),
            "rank 16",
        ),
        (
            "2/8/10/MMMMMMMMMMMM/MMMMM7/12/12/12/12/12/12/12/12/10/8/2 w 0 0 -".to_string(),
            "at most 16",
        ),
    ];
    for (fen, needle) in cases {
        let err = fen.parse::<Position>().unwrap_err();
        assert!(matches!(err, Error::Position(_)), "{fen:?}");
        assert!(err.to_string().contains(needle), "{fen:?}: {err}");
    }
    // Five fields are enough: field 6 defaults to 0 (R15).
    let five: Position = start.trim_end_matches(" 0").parse().unwrap();
    assert_eq!(five, Position::start());
}
