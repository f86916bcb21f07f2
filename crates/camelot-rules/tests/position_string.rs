//! The position string (RULES.md, V0.3; R2, R15): round trips and errors that name the field.

use camelot_rules::*;

#[test]
fn r2_start_position_string_round_trips() {
    let p = Position::start();
    assert_eq!(p.to_string(), START_FEN);
    assert_eq!(p.pieces_of(Color::White).count(), 14);
    assert_eq!(p.pieces_of(Color::Black).count(), 14);
    assert_eq!(p.knights().count(), 8);
    for (name, letter) in [
        ("C6", 'N'),
        ("D7", 'N'),
        ("I7", 'N'),
        ("J6", 'N'),
        ("E7", 'M'),
        ("C11", 'n'),
        ("G10", 'm'),
    ] {
        assert_eq!(
            p.piece_at(name.parse().unwrap()).unwrap().letter(),
            letter,
            "{name}"
        );
    }
    assert_eq!(p.side_to_move(), Color::White);
}

#[test]
fn position_string_errors_name_the_field() {
    let cases = [
        ("", "expected 5 or 6 fields"),
        (
            "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 x 0 0 -",
            "field 2",
        ),
        (
            "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8 w 0 0 -",
            "16 ranks",
        ),
        (
            "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/3 w 0 0 -",
            "rank 1",
        ),
        (
            "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMXMMMN2/12/12/10/8/2 w 0 0 -",
            "'X'",
        ),
        (
            "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 3 0 -",
            "field 3",
        ),
        (
            "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 F1",
            "no piece",
        ),
        (
            "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 F16",
            "castle",
        ),
        (
            "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 - x",
            "field 6",
        ),
        (
            "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2  w 0 0 -",
            "fields",
        ),
        (
            "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/0 w 0 0 -",
            "at least 1",
        ),
        (
            "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/99999999999999999999 w 0 0 -",
            "rank 1",
        ),
    ];
    for (fen, needle) in cases {
        let err = fen.parse::<Position>().unwrap_err().to_string();
        assert!(err.contains(needle), "{fen:?}: {err}");
    }
}

#[test]
fn r15_field_6_defaults_to_zero() {
    let p: Position =
        "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 b 1 2 -"
            .parse()
            .unwrap();
    assert_eq!(p.quiet_plies(), 0);
    assert_eq!(p.castle_moves(Color::Black), 2);
    assert_eq!(p.side_to_move(), Color::Black);
}
