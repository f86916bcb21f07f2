//! Scenario tests for the variants of VARIANTS.md (V0–V5), one or more per decision, each on a
//! small position written for it. Perft from each start and the cross-check against the
//! independent reference are in `reference.rs`; playout properties in `properties.rs`.

use std::collections::BTreeSet;

use camelot_rules::{
    Color, EndReason, Game, GameResult, HouseRules, Outcome, Piece, Position, Record, Variant,
};

/// A position of `variant` with `side` to move and `pieces` (`"NC2 mC6"`: letter, square).
fn board(variant: Variant, side: Color, pieces: &str) -> Position {
    let mut pos = Position::empty_in(variant, side);
    for word in pieces.split_whitespace() {
        let (letter, square) = word.split_at(1);
        let piece = Piece::from_letter(letter.chars().next().unwrap()).unwrap();
        let sq = variant.parse_square(square).unwrap();
        pos.put(sq, piece);
    }
    // Through the position string, so that the forced exit (R9) and the hash are as read.
    Position::parse_in(variant, &pos.to_string()).unwrap_or_else(|e| panic!("{pos}: {e}"))
}

/// The legal moves in notation.
fn moves(pos: &Position) -> BTreeSet<String> {
    pos.legal_moves().iter().map(|m| m.to_string()).collect()
}

fn moves_from(pos: &Position, from: &str) -> BTreeSet<String> {
    moves(pos)
        .into_iter()
        .filter(|m| m.split(['-', 'x']).next() == Some(from))
        .collect()
}

fn play(pos: &Position, text: &str) -> Position {
    let mv = pos
        .read_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    pos.play(&mv.key())
}

fn win(color: Color, reason: EndReason) -> Option<GameResult> {
    Some(GameResult {
        outcome: Outcome::Win(color),
        reason,
    })
}

fn rejected(variant: Variant, fen: &str) -> String {
    match Position::parse_in(variant, fen) {
        Ok(p) => panic!("{fen} was accepted as {p} in {variant}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn v0_1_names_and_starts() {
    for v in Variant::ALL {
        let start = Position::start_of(v);
        assert_eq!(start.variant(), v);
        assert_eq!(start.to_string(), v.spec().start, "{v}");
        assert_eq!(v.to_string().to_uppercase().parse::<Variant>().unwrap(), v);
    }
    assert!("chess".parse::<Variant>().is_err());
    // V4.1: the Anti-Camelot start is the Camelot start, read on its own variant.
    assert_eq!(
        Position::start_of(Variant::Anti).to_string(),
        Position::start().to_string()
    );
}

#[test]
fn v0_3_position_strings_are_read_only_with_their_variant() {
    let camette = Variant::Camette.spec().start;
    assert!(rejected(Variant::Camelot, camette).contains("expected 16 ranks"));
    assert!(rejected(Variant::Camette, Variant::Camelot.spec().start).contains("expected 7 ranks"));
    // Fields 3–4 are always 0 where no castle move can happen (V1.3, V4.2).
    for v in [Variant::Camette, Variant::Cam, Variant::Anti] {
        let fen = v.spec().start.replacen(" w 0 0 ", " w 1 0 ", 1);
        assert!(rejected(v, &fen).contains("field 3"), "{v}");
    }
    let chivalry = Variant::Chivalry
        .spec()
        .start
        .replacen(" w 0 0 ", " w 2 1 ", 1);
    assert!(Position::parse_in(Variant::Chivalry, &chivalry).is_ok());
    // A rank lists only the squares of that board: Camette's rank 7 has one.
    let long_top = camette.replacen("1/", "2/", 1);
    assert!(rejected(Variant::Camette, &long_top).contains("rank 7"));
}

#[test]
fn v0_4_squares_are_named_on_each_board() {
    let chivalry = Position::start_of(Variant::Chivalry);
    assert!(moves(&chivalry).contains("L7-M8"), "{:?}", moves(&chivalry));
    assert!(Position::start().read_move("L7-M8").is_err());
    let camette = Position::start_of(Variant::Camette);
    assert_eq!(
        moves_from(&camette, "C2"),
        ["C2-A4", "C2-B2", "C2-C4", "C2-D2", "C2-E4"]
            .iter()
            .map(|s| s.to_string())
            .collect::<BTreeSet<_>>()
    );
}

#[test]
fn v1_3_no_plain_move_or_canter_onto_the_own_castle_square() {
    let pos = board(Variant::Camette, Color::White, "MC2 MB3 mC5 mA5");
    let from_c2 = moves_from(&pos, "C2");
    assert!(!from_c2.iter().any(|m| m.ends_with("C1")), "{from_c2:?}");
    let err = pos.read_move("C2-C1").unwrap_err().to_string();
    assert!(err.contains("own castle") && err.contains("(R9)"), "{err}");
    // A jump leg may land there; the piece must then leave (R9).
    let pos = board(Variant::Camette, Color::White, "MC3 MD4 mC2 mA5");
    let next = play(&pos, "C3xC1");
    assert_eq!(next.result(), None);
    let back = play(&next, "A5-A4");
    assert_eq!(back.must_leave().map(|s| s.to_string()), Some("C1".into()));
    assert!(moves(&back).iter().all(|m| m.starts_with("C1")));
}

#[test]
fn v1_4_one_piece_entering_the_castle_square_wins() {
    let pos = board(Variant::Camette, Color::White, "MD6 MB2 mA4 mE4");
    assert!(moves(&pos).contains("D6-C7"));
    let won = play(&pos, "D6-C7");
    assert_eq!(won.result(), win(Color::White, EndReason::CastleEntered));
    assert_eq!(won.perft(1), 0, "no moves once the game is over (V0.4)");
    // Cam: the same rule on D13.
    let pos = board(Variant::Cam, Color::Black, "mD2 mA10 MG7 MA4");
    assert_eq!(
        play(&pos, "D2-D1").result(),
        win(Color::Black, EndReason::CastleEntered)
    );
}

#[test]
fn v1_4_a_knights_canter_that_lands_on_the_castle_square_is_never_forced_on() {
    // The knight on C5 canters over D6 to E7? E7 is off Camette's board; over C6 to C7.
    let pos = board(Variant::Camette, Color::White, "NC5 MC6 mB6 mE4");
    assert!(moves(&pos).contains("C5-C7"), "{:?}", moves(&pos));
    assert_eq!(
        play(&pos, "C5-C7").result(),
        win(Color::White, EndReason::CastleEntered)
    );
}

#[test]
fn v1_5_one_piece_against_one_plays_on() {
    let pos = board(Variant::Camette, Color::White, "MC3 mC5");
    assert_eq!(pos.result(), None);
    let pos = board(Variant::Camelot, Color::White, "MC3 mC5");
    assert_eq!(pos.result().map(|r| r.reason), Some(EndReason::BareKings));
}

#[test]
fn v1_6_capturing_every_enemy_piece_wins_with_one_piece_left() {
    let pos = board(Variant::Camette, Color::White, "MC3 mC4");
    assert_eq!(
        play(&pos, "C3xC5").result(),
        win(Color::White, EndReason::Eliminated)
    );
}

#[test]
fn v1_7_the_player_without_a_move_loses() {
    // White's man on C1 is walled in: nothing to step to, nothing to jump (every far square
    // taken).
    let pos = board(
        Variant::Camette,
        Color::White,
        "MC1 mB2 mC2 mD2 mA3 mC3 mE3",
    );
    assert!(pos.legal_keys().is_empty(), "{:?}", moves(&pos));
    assert_eq!(pos.result(), win(Color::Black, EndReason::NoMoveLoses));
}

#[test]
fn v3_1_chivalry_board_and_castles() {
    let start = Position::start_of(Variant::Chivalry);
    assert_eq!(start.pieces_of(Color::White).count(), 20);
    assert_eq!(start.knights().count(), 16);
    let castle: Vec<String> = start
        .castle(Color::Black)
        .squares()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(castle, ["G16", "H16"]);
}

#[test]
fn v3_3_chivalry_castle_moves_and_r11_on_its_castle() {
    let pos = board(Variant::Chivalry, Color::White, "MG16 MA5 mN12 mA12");
    assert!(moves(&pos).contains("G16-H16"));
    let pos = board(Variant::Chivalry, Color::White, "MG16 MH15 mN12 mA12");
    assert_eq!(
        play(&pos, "H15-H16").result(),
        win(Color::White, EndReason::CastleOccupied)
    );
}

#[test]
fn v4_2_v4_3_entering_the_opponents_castle_is_legal_and_loses() {
    let pos = board(Variant::Anti, Color::White, "ME15 MA4 mA13 mL13");
    assert!(moves(&pos).contains("E15-F16"));
    assert_eq!(
        play(&pos, "E15-F16").result(),
        win(Color::Black, EndReason::CastleEnteredLoses)
    );
    // A forced jump into the castle loses too.
    let pos = board(Variant::Anti, Color::White, "MF14 mF15 mA13");
    assert_eq!(moves(&pos), BTreeSet::from(["F14xF16".to_string()]));
    assert_eq!(
        play(&pos, "F14xF16").result(),
        win(Color::Black, EndReason::CastleEnteredLoses)
    );
}

#[test]
fn v4_4_v4_5_no_material_rules_and_no_move_wins() {
    assert_eq!(board(Variant::Anti, Color::White, "MC3 mC8").result(), None);
    let pos = board(Variant::Anti, Color::White, "MC4 MA4 mC5");
    let after = play(&pos, "C4xC6");
    assert_eq!(after.result(), win(Color::Black, EndReason::NoMoveWins));
}

#[test]
fn v5_1_the_river_holds_no_piece_and_bridges_are_squares() {
    let fen = Position::start_of(Variant::River).to_string().replacen(
        "/12/12/3NMMMMN3",
        "/12/M11/3NMMMMN3",
        1,
    );
    assert!(
        rejected(Variant::River, &fen).contains("river square"),
        "{fen}"
    );
    let placed = river(Color::White, "C2 D2 I2 D15 I15 J15", "MB5 MD6 mA13 mL13");
    // B5's neighbours A5, A6, C6 are river; B6 is too. A4 and B4, C4, C5 are land.
    assert_eq!(
        moves_from(&placed, "B5"),
        ["B5-A4", "B5-B4", "B5-C4", "B5-C5"]
            .iter()
            .map(|s| s.to_string())
            .collect::<BTreeSet<_>>()
    );
    // D7 is a bridge: a square like any other.
    assert!(moves_from(&placed, "D6").contains("D6-D7"));
}

/// A River Camelot position in play: White's `trees`, then Black's (three each), and `pieces`.
fn river(side: Color, trees: &str, pieces: &str) -> Position {
    let mut pos = Position::empty_in(Variant::River, side);
    for name in trees.split_whitespace() {
        pos.put_tree(Variant::River.parse_square(name).unwrap());
    }
    for word in pieces.split_whitespace() {
        let (letter, square) = word.split_at(1);
        let piece = Piece::from_letter(letter.chars().next().unwrap()).unwrap();
        pos.put(Variant::River.parse_square(square).unwrap(), piece);
    }
    Position::parse_in(Variant::River, &pos.to_string()).unwrap_or_else(|e| panic!("{pos}: {e}"))
}

#[test]
fn v5_5_a_piece_with_a_tree_beyond_cannot_be_jumped() {
    let pos = river(Color::White, "C2 D2 H6 D15 I15 J15", "MH4 mH5 mA13 mL13");
    assert!(
        !moves_from(&pos, "H4").contains("H4xH6"),
        "{:?}",
        moves(&pos)
    );
    assert_eq!(pos.constraint(), camelot_rules::Constraint::None);
    // Without the tree the jump is compulsory (R7).
    let open = river(Color::White, "C2 D2 I2 D15 I15 J15", "MH4 mH5 mA13 mL13");
    assert_eq!(moves(&open), BTreeSet::from(["H4xH6".to_string()]));
}

#[test]
fn v5_4_v5_7_v5_8_tree_placements_are_moves_written_with_commas() {
    let start = Position::start_of(Variant::River);
    assert_eq!(start.legal_keys().len(), 10_660);
    let err = start.read_move("D4-D3").unwrap_err().to_string();
    assert!(err.contains("V5.4"), "{err}");
    let white = start.read_move("i2,C2,d2").unwrap();
    assert_eq!(white.to_string(), "C2,D2,I2");
    let after = start.play(&white.key());
    assert_eq!(
        after.to_string(),
        "2/8/10/2nmmmmmmn2/3nmmmmn3/12/12/12/12/12/12/3NMMMMN3/2NMMMMMMN2/10/tt4t1/2 b 0 0 - 0"
    );
    // Black places on its own tree squares only.
    assert!(after.read_move("C3,D3,E3").is_err());
    let both = play(&after, "J15,D15,I15");
    assert_eq!(
        both.to_string(),
        "2/1t4tt/10/2nmmmmmmn2/3nmmmmn3/12/12/12/12/12/12/3NMMMMN3/2NMMMMMMN2/10/tt4t1/2 w 0 0 - 0"
    );
    assert!(moves(&both).contains("D4-D3"));
    // V5.7: ordered by file, then rank.
    assert_eq!(start.read_move("B4,A4,B3").unwrap().to_string(), "A4,B3,B4");
    for bad in ["C2,C2,D2", "C2,D2", "C2,D2,I2,J2", "C2,D2,A8"] {
        assert!(start.read_move(bad).is_err(), "{bad}");
    }
}

#[test]
fn v5_8_trees_fix_the_phase() {
    let river = Variant::River;
    // White's three trees but White to move.
    let fen =
        "2/8/10/2nmmmmmmn2/3nmmmmn3/12/12/12/12/12/12/3NMMMMN3/2NMMMMMMN2/10/tt4t1/2 w 0 0 - 0";
    assert!(rejected(river, fen).contains("Black places"));
    // Two trees only.
    let fen = "2/8/10/2nmmmmmmn2/3nmmmmn3/12/12/12/12/12/12/3NMMMMN3/2NMMMMMMN2/10/tt6/2 b 0 0 - 0";
    assert!(rejected(river, fen).contains("V5.8"));
    // A tree on a square that is no tree square (E2, before the castle).
    let fen =
        "2/8/10/2nmmmmmmn2/3nmmmmn3/12/12/12/12/12/12/3NMMMMN3/2NMMMMMMN2/10/tt1t4/2 b 0 0 - 0";
    assert!(rejected(river, fen).contains("not a tree square"));
    // `t` means nothing in the other variants.
    assert!(rejected(Variant::Camelot, fen).contains("unexpected character 't'"));
}

#[test]
fn v0_1_v5_7_a_river_record_carries_its_variant_and_placements() {
    let mut game = Game::new(Position::start_of(Variant::River), HouseRules::default());
    for mv in ["C2,D2,I2", "D15,I15,J15", "D4-D3"] {
        game.play_notation(mv).unwrap();
    }
    let text = game.to_record();
    assert!(text.contains("[Variant \"river\"]"), "{text}");
    assert!(!text.contains("[Position"), "{text}");
    assert!(text.contains("1. C2,D2,I2 D15,I15,J15 2. D4-D3"), "{text}");
    let back = Record::parse(&text).unwrap().into_game();
    assert_eq!(back.moves(), game.moves());
    // A Position tag is read on the variant's board, whichever tag comes first.
    let camette =
        "[Position \"1/1n1/1mmm1/5/1MMM1/1N1/1 b 0 0 - 0\"]\n[Variant \"Camette\"]\n\n*\n";
    let read = Record::parse(camette).unwrap();
    assert_eq!(read.game().start().variant(), Variant::Camette);
    let bad = "[Variant \"chess\"]\n\n*\n";
    let err = Record::parse(bad).unwrap_err().to_string();
    assert!(err.contains("unknown variant"), "{err}");
}
