//! The four-player games, Grand Camelot (V6) and Grand Cam (V7): the starts, perft, and
//! positions worked by hand, each test naming its rule.

use camelot_rules::{Position, Seat, Variant};

fn grand(s: &str) -> Position {
    Position::parse_in(Variant::Grand, s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn cam(s: &str) -> Position {
    Position::parse_in(Variant::GrandCam, s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn moves(p: &Position) -> Vec<String> {
    p.legal_moves().iter().map(|m| m.to_string()).collect()
}

#[test]
fn v6_8_v7_2_start_strings_read_back_and_match_the_armies() {
    for v in Variant::FOUR_PLAYER {
        let start = Position::start_of(v);
        assert_eq!(start.to_string(), v.spec().start);
        assert_eq!(start.seat(), Seat::Red);
        let per_seat = if v == Variant::Grand { 12 } else { 7 };
        for s in Seat::ALL {
            assert_eq!(start.pieces_of_seat(s).count(), per_seat, "{v} {s}");
        }
    }
}

#[test]
fn v6_3_start_squares_are_reds_army_turned_with_the_board() {
    let start = Position::start_of(Variant::Grand);
    let names = |s: Seat| {
        let mut v: Vec<String> = start
            .pieces_of_seat(s)
            .squares()
            .map(|q| format!("{}{q}", if start.knights().contains(q) { "N" } else { "" }))
            .collect();
        v.sort();
        v.join(" ")
    };
    assert_eq!(names(Seat::Red), "G3 H3 H4 H5 I3 I4 I5 J3 NF3 NG4 NJ4 NK3");
    assert_eq!(
        names(Seat::Blue),
        "C10 C7 C8 C9 D8 D9 E8 E9 NC11 NC6 ND10 ND7"
    );
    assert_eq!(
        names(Seat::Green),
        "G14 H12 H13 H14 I12 I13 I14 J14 NF14 NG13 NJ13 NK14"
    );
    assert_eq!(
        names(Seat::Yellow),
        "L8 L9 M8 M9 N10 N7 N8 N9 NM10 NM7 NN11 NN6"
    );
}

#[test]
fn v6_perft_from_the_grand_start_matches_the_table_to_depth_3() {
    let start = Position::start_of(Variant::Grand);
    assert_eq!(start.perft(1), 80);
    assert_eq!(start.perft(2), 6_400);
    assert_eq!(start.perft(3), 513_040);
}

#[test]
fn v7_perft_from_the_grand_cam_start_matches_the_table_to_depth_4() {
    let start = Position::start_of(Variant::GrandCam);
    assert_eq!(start.perft(1), 26);
    assert_eq!(start.perft(2), 676);
    assert_eq!(start.perft(3), 17_654);
    assert_eq!(start.perft(4), 461_041);
}

/// A four-player position string: field 1 written here from the pieces named (square and
/// V6.8 letter), then `rest` (fields 2–4).
fn fen(v: Variant, pieces: &[(&str, char)], rest: &str) -> String {
    let spec = v.spec();
    let at: Vec<(camelot_rules::Square, char)> = pieces
        .iter()
        .map(|&(sq, c)| (v.parse_square(sq).unwrap(), c))
        .collect();
    let ranks: Vec<String> = (0..spec.ranks)
        .rev()
        .map(|rank| {
            let mut text = String::new();
            let mut empty = 0;
            for sq in v.rank_squares(rank) {
                match at.iter().find(|(s, _)| *s == sq) {
                    Some(&(_, c)) => {
                        if empty > 0 {
                            text += &empty.to_string();
                            empty = 0;
                        }
                        text.push(c);
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                text += &empty.to_string();
            }
            text
        })
        .collect();
    format!("{} {rest}", ranks.join("/"))
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

fn names(list: &[&str]) -> Vec<String> {
    sorted(list.iter().map(|s| s.to_string()).collect())
}

#[test]
fn v6_4_red_canters_over_his_partners_piece_and_moves_only_his_own() {
    let p = grand(&fen(
        Variant::Grand,
        &[("E5", 'r'), ("F5", 'b'), ("L12", 'g'), ("M12", 'y')],
        "r 0000 0",
    ));
    assert_eq!(
        sorted(moves(&p)),
        names(&[
            "E5-D4", "E5-D5", "E5-D6", "E5-E4", "E5-E6", "E5-F4", "E5-F6", "E5-G5"
        ])
    );
    assert!(
        p.begin_move(p.variant().parse_square("F5").unwrap())
            .is_err()
    );
}

#[test]
fn v6_4_a_jump_takes_pieces_of_either_opponent_in_one_sequence() {
    let p = grand(&fen(
        Variant::Grand,
        &[("E5", 'r'), ("F6", 'g'), ("H8", 'y'), ("B12", 'b')],
        "r 0000 0",
    ));
    assert_eq!(moves(&p), ["E5xG7xI9"]);
    let next = p.play(&p.legal_keys()[0]);
    assert_eq!(next.pieces_of_seat(Seat::Green).count(), 0);
    assert_eq!(next.pieces_of_seat(Seat::Yellow).count(), 0);
}

#[test]
fn v6_4_the_capture_obligation_is_each_players_own() {
    // Blue could jump Green's man; Red, to move, has no jump and moves freely (R7 per player).
    let p = grand(&fen(
        Variant::Grand,
        &[("E5", 'b'), ("F6", 'g'), ("J3", 'r'), ("M12", 'y')],
        "r 0000 0",
    ));
    assert_eq!(p.constraint(), camelot_rules::Constraint::None);
    assert_eq!(moves(&p).len(), 8);
}

#[test]
fn v6_10_a_jump_onto_a_side_castle_does_not_exist() {
    // C8xA8 would land on Blue's castle, a side castle of Red's (V6.5): no capture is due.
    let p = grand(&fen(
        Variant::Grand,
        &[("C8", 'r'), ("B8", 'g'), ("M12", 'y'), ("L3", 'b')],
        "r 0000 0",
    ));
    assert_eq!(p.constraint(), camelot_rules::Constraint::None);
    assert_eq!(
        sorted(moves(&p)),
        names(&[
            "C8-B7", "C8-B9", "C8-C7", "C8-C9", "C8-D7", "C8-D8", "C8-D9"
        ])
    );
    // Nor does it continue a jump sequence: E6xC8 ends there.
    let p = grand(&fen(
        Variant::Grand,
        &[
            ("E6", 'r'),
            ("D7", 'g'),
            ("B8", 'g'),
            ("M12", 'y'),
            ("L3", 'b'),
        ],
        "r 0000 0",
    ));
    assert_eq!(moves(&p), ["E6xC8"]);
}

#[test]
fn v6_5_no_piece_steps_onto_its_side_castles_nor_into_its_own() {
    // Red's B10 may not step to A9 (Blue's castle, a side castle of Red's).
    let p = grand(&fen(
        Variant::Grand,
        &[("B10", 'r'), ("M12", 'g'), ("L3", 'b'), ("M3", 'y')],
        "r 0000 0",
    ));
    assert_eq!(
        sorted(moves(&p)),
        names(&["B10-B11", "B10-B9", "B10-C10", "B10-C11", "B10-C9"])
    );
    // Yellow's B8 may enter A8 and A9, Blue's castle being his goal (R10).
    let p = grand(&fen(
        Variant::Grand,
        &[("B8", 'y'), ("M12", 'g'), ("L3", 'b'), ("M3", 'r')],
        "y 0000 0",
    ));
    let list = moves(&p);
    assert!(list.contains(&"B8-A8".to_string()) && list.contains(&"B8-A9".to_string()));
    // Blue's own B8 may not (R9).
    let p = grand(&fen(
        Variant::Grand,
        &[("B8", 'b'), ("M12", 'g'), ("L3", 'y'), ("M3", 'r')],
        "b 0000 0",
    ));
    assert!(
        moves(&p)
            .iter()
            .all(|m| !m.contains("A8") && !m.contains("A9"))
    );
}

#[test]
fn v6_5_r10_castle_moves_are_counted_per_player() {
    let p = grand(&fen(
        Variant::Grand,
        &[
            ("H16", 'r'),
            ("E5", 'r'),
            ("M12", 'g'),
            ("L3", 'b'),
            ("M3", 'y'),
        ],
        "r 1000 0",
    ));
    let castle_move = p.read_move("H16-I16").unwrap();
    let next = p.play(&castle_move.key());
    assert_eq!(next.seat_castle_moves(Seat::Red), 2);
    assert!(next.to_string().ends_with(" g 2000 1"), "{next}");
    // With both made, H16 stays put.
    let p = grand(&fen(
        Variant::Grand,
        &[
            ("H16", 'r'),
            ("E5", 'r'),
            ("M12", 'g'),
            ("L3", 'b'),
            ("M3", 'y'),
        ],
        "r 2000 0",
    ));
    assert!(moves(&p).iter().all(|m| !m.starts_with("H16")));
}

#[test]
fn v6_5_r9_the_piece_in_its_own_castle_must_leave() {
    let p = grand(&fen(
        Variant::Grand,
        &[
            ("H1", 'r'),
            ("E5", 'r'),
            ("M12", 'g'),
            ("L3", 'b'),
            ("M3", 'y'),
        ],
        "r 0000 0",
    ));
    assert_eq!(sorted(moves(&p)), names(&["H1-G2", "H1-H2", "H1-I2"]));
}

#[test]
fn v6_6_a_player_without_a_move_passes() {
    // Green has no piece: after Red's move Blue moves, then Yellow, then Red again.
    let p = grand(&fen(
        Variant::Grand,
        &[("E5", 'r'), ("J5", 'b'), ("M12", 'y')],
        "r 0000 0",
    ));
    let after_red = p.play(&p.read_move("E5-E6").unwrap().key());
    assert_eq!(after_red.seat(), Seat::Blue);
    let after_blue = after_red.play(&after_red.read_move("J5-J6").unwrap().key());
    assert_eq!(after_blue.seat(), Seat::Yellow);
    let after_yellow = after_blue.play(&after_blue.legal_keys()[0]);
    assert_eq!(after_yellow.seat(), Seat::Red);
    // V6.8: Green to move there is no position: he has no move and Yellow has one.
    let err = Position::parse_in(
        Variant::Grand,
        &fen(
            Variant::Grand,
            &[("E5", 'r'), ("J5", 'b'), ("M12", 'y')],
            "g 0000 0",
        ),
    )
    .unwrap_err();
    assert!(err.to_string().contains("passes"), "{err}");
}

/// Yellow's man in his own castle P8 (R9) hemmed in by Red's men: he cannot leave, so has no
/// move; Green has no piece.
const HEMMED: &[(&str, char)] = &[
    ("P8", 'y'),
    ("O7", 'r'),
    ("O8", 'r'),
    ("O9", 'r'),
    ("N6", 'r'),
    ("N8", 'r'),
    ("N10", 'r'),
    ("E5", 'b'),
];

#[test]
fn v6_7_4_v6_10_when_neither_opponent_can_move_the_mover_wins() {
    let p = grand(&fen(Variant::Grand, HEMMED, "r 0000 0"));
    assert_eq!(p.result(), None);
    let p = p.play(&p.read_move("N6-M5").unwrap().key());
    // Yellow may now leave by the jumps P8xN6xL4, so the game goes on: Green passes, Blue
    // moves, then Yellow.
    assert_eq!(p.seat(), Seat::Blue);
    let p = p.play(&p.read_move("E5-E6").unwrap().key());
    assert_eq!(p.seat(), Seat::Yellow);
    assert_eq!(moves(&p), ["P8xN6xL4"]);
    let p = grand(&fen(Variant::Grand, HEMMED, "b 0000 0"));
    let next = p.play(&p.read_move("E5-E6").unwrap().key());
    // The turn stays with the next player, passes not applied (V6.8).
    assert_eq!(next.seat(), Seat::Yellow);
    let result = next.result().expect("the game is over");
    assert_eq!(result.status_in(Variant::Grand), "red-blue-wins V6.7.4");
    assert_eq!(next.perft(1), 0);
    // Read back as written, the game over.
    assert_eq!(grand(&next.to_string()).result(), Some(result));
}

#[test]
fn v6_7_1_two_pieces_in_the_goal_castles_win_one_in_each_too() {
    let rest = [("M12", 'g'), ("M3", 'y'), ("E5", 'r')];
    let with = |extra: &[(&str, char)]| {
        let mut all = rest.to_vec();
        all.extend_from_slice(extra);
        grand(&fen(Variant::Grand, &all, "g 0000 0")).result()
    };
    assert_eq!(with(&[("H16", 'r')]), None);
    for extra in [[("H16", 'r'), ("I16", 'r')], [("H16", 'r'), ("P9", 'b')]] {
        let r = with(&extra).expect("won");
        assert_eq!(r.status_in(Variant::Grand), "red-blue-wins V6.7.1");
    }
}

#[test]
fn v6_7_2_v6_7_3_material_counts_are_a_partnerships() {
    // One piece each side: drawn, though Red and Green have none.
    let p = grand(&fen(
        Variant::Grand,
        &[("E5", 'b'), ("M12", 'y')],
        "b 0000 0",
    ));
    assert_eq!(p.result().unwrap().status_in(Variant::Grand), "draw V6.7.2");
    // Green and Yellow have none; Red one and Blue one: two for the partnership, a win.
    let p = grand(&fen(
        Variant::Grand,
        &[("E5", 'b'), ("E9", 'r')],
        "g 0000 0",
    ));
    assert_eq!(
        p.result().unwrap().status_in(Variant::Grand),
        "red-blue-wins V6.7.3"
    );
}

#[test]
fn v7_3_one_piece_in_the_goal_castle_wins_and_elimination_wins_with_one() {
    let p = cam(&fen(
        Variant::GrandCam,
        &[("G13", 'r'), ("G7", 'g'), ("C7", 'y')],
        "g 0000 0",
    ));
    assert_eq!(
        p.result().unwrap().status_in(Variant::GrandCam),
        "red-blue-wins V7.3"
    );
    let p = cam(&fen(Variant::GrandCam, &[("G7", 'y')], "r 0000 0"));
    assert_eq!(
        p.result().unwrap().status_in(Variant::GrandCam),
        "green-yellow-wins V7.3"
    );
    // No material draw: one against one plays on.
    let p = cam(&fen(
        Variant::GrandCam,
        &[("G7", 'y'), ("C5", 'r')],
        "r 0000 0",
    ));
    assert_eq!(p.result(), None);
}

#[test]
fn v6_8_bad_position_strings_are_refused_with_the_field_named() {
    let start = Variant::Grand.spec().start;
    let board = start.split(' ').next().unwrap();
    for (text, field) in [
        (format!("{board} r 0000"), "4 fields"),
        (format!("{board} w 0000 0"), "field 2"),
        (format!("{board} r 0300 0"), "field 3"),
        (format!("{board} r 000 0"), "field 3"),
        (format!("{board} r 0000 x"), "field 4"),
        (format!("{board}  r 0000 0"), "empty field"),
        (format!("{start} - 0"), "4 fields"),
        (
            fen(Variant::Grand, &[("A8", 'r'), ("M12", 'g')], "r 0000 0"),
            "side castle",
        ),
        (
            fen(
                Variant::Grand,
                &[("H1", 'r'), ("I1", 'r'), ("M12", 'g')],
                "r 0000 0",
            ),
            "own castle",
        ),
        (
            board.replace("2GggggG2", "2GgxggG2") + " r 0000 0",
            "unexpected",
        ),
    ] {
        let err = Position::parse_in(Variant::Grand, &text)
            .unwrap_err()
            .to_string();
        assert!(err.contains(field), "{text}: {err}");
    }
    let cam_board = Variant::GrandCam.spec().start.split(' ').next().unwrap();
    let err = Position::parse_in(Variant::GrandCam, &format!("{cam_board} r 1000 0"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("0000"), "{err}");
    // A two-player string is no four-player one, and the other way round (V0.3).
    assert!(Position::parse_in(Variant::Grand, camelot_rules::START_FEN).is_err());
    assert!(Position::parse_in(Variant::Camelot, start).is_err());
}

#[test]
fn v6_9_squares_a_to_p_and_ranks_to_16_are_written_and_read() {
    let p = grand(&fen(
        Variant::Grand,
        &[("O9", 'b'), ("H15", 'g'), ("E5", 'r'), ("L3", 'y')],
        "b 0000 0",
    ));
    let list = moves(&p);
    assert!(list.contains(&"O9-P8".to_string()), "{list:?}");
    let p = grand(&fen(
        Variant::Grand,
        &[("O9", 'b'), ("H15", 'g'), ("E5", 'r'), ("L3", 'y')],
        "g 0000 0",
    ));
    let list = moves(&p);
    assert_eq!(
        sorted(list),
        names(&["H15-G14", "H15-G15", "H15-H14", "H15-I14", "H15-I15"]),
        "H16 and I16 are Green's own castle (R9)"
    );
    assert!(p.read_move("h15-i14").is_ok());
}

#[test]
fn v6_9_records_number_rounds_of_four_and_write_passes() {
    use camelot_rules::{Game, HouseRules, Record};
    // Green has no piece: he passes in every round.
    let start = grand(&fen(
        Variant::Grand,
        &[("E5", 'r'), ("J5", 'b'), ("M12", 'y')],
        "r 0000 0",
    ));
    let mut game = Game::new(start, HouseRules::default());
    for m in ["E5-E6", "J5-J6", "M12-M11", "E6-E7"] {
        game.play_notation(m).unwrap();
    }
    let mut record = Record::new(game.clone());
    record.set_tag("Blue", "Ann").unwrap();
    let text = record.to_string();
    assert!(
        text.contains("[Red \"?\"]\n[Green \"?\"]\n[Blue \"Ann\"]\n[Yellow \"?\"]"),
        "{text}"
    );
    assert!(text.contains("[Variant \"grand\"]"), "{text}");
    assert!(
        text.contains("1. E5-E6 pass J5-J6 M12-M11 2. E6-E7 *"),
        "{text}"
    );
    let back = Record::parse(&text).unwrap();
    assert_eq!(back.game().moves(), game.moves());
    assert_eq!(back.tag("Blue"), Some("Ann"));
    // A pass where the player has a move, and a move in the place of one who passes, are
    // refused with the reason.
    let bad = text.replace("J5-J6 M12-M11", "pass J5-J6");
    let err = Record::parse(&bad).unwrap_err().to_string();
    assert!(err.contains("pass"), "{err}");
    let bad = text.replace("E5-E6 pass J5-J6", "E5-E6 J5-J6");
    let err = Record::parse(&bad).unwrap_err().to_string();
    assert!(err.contains("passes"), "{err}");
    let bad = text.replace("2. E6-E7", "3. E6-E7");
    assert!(Record::parse(&bad).is_err());
}
