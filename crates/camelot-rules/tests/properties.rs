//! Property tests over random playouts from the start (random legal moves, up to 150 plies):
//! position strings and notation round-trip, canonical paths replay through `MoveBuilder`
//! (R16), `play` is pure and keeps the hash, captures remove exactly the captured pieces (R5),
//! and every position is either over (R11–R14) or has a legal move. The same properties hold
//! along playouts of every variant (VARIANTS.md V0.3, V0.4, V5.7).

use camelot_rules::{Color, Game, HouseRules, LegKind, Position, Record, Variant};
use proptest::prelude::*;

/// The positions of a playout: random legal moves from the start, `choices` picking each.
fn playout(choices: &[u16]) -> Vec<Position> {
    playout_of(Variant::Camelot, choices)
}

/// A playout of `variant` from its start.
fn playout_of(variant: Variant, choices: &[u16]) -> Vec<Position> {
    let mut positions = vec![Position::start_of(variant)];
    for &c in choices {
        let pos = *positions.last().expect("the start");
        let keys = pos.legal_keys();
        if keys.is_empty() {
            break;
        }
        positions.push(pos.play(&keys[c as usize % keys.len()]));
    }
    positions
}

fn check_position(pos: &Position) {
    // Position string round trip (RULES.md position string).
    let text = pos.to_string();
    let back = Position::parse_in(pos.variant(), &text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(&back, pos, "{text}");
    assert_eq!(pos.hash(), pos.compute_hash(), "{text}");

    // R11–R14: over, or a move to make.
    let keys = pos.legal_keys();
    assert_eq!(
        pos.result().is_none(),
        !keys.is_empty() && pos.static_result().is_none(),
        "{text}"
    );
    if pos.static_result().is_some() {
        assert!(keys.is_empty(), "{text}: no moves once the game is over");
    }
    // R16: each move is listed once.
    let distinct: std::collections::HashSet<_> = keys.iter().collect();
    assert_eq!(distinct.len(), keys.len(), "{text}");
    // R14: the shortcut that answers without generating moves agrees.
    assert_eq!(pos.has_legal_move(), !keys.is_empty(), "{text}");
    let mut scratch = Vec::new();
    assert_eq!(pos.count_legal(&mut scratch), keys.len());
    assert_eq!(pos.perft(1), keys.len() as u64);

    let us = pos.side_to_move();
    let them = us.opponent();
    // A placement phase has 10,660 moves (V5.4): a sample of them does.
    let every = if pos.placing_trees() { 97 } else { 1 };
    for mv in pos.legal_moves().into_iter().step_by(every) {
        let key = mv.key();
        assert!(keys.contains(&key), "{text}: {mv}");
        // Notation round trip (R16): canonical path → string → parse → same move and path.
        let notation = mv.to_string();
        let parsed = pos
            .read_move(&notation)
            .unwrap_or_else(|e| panic!("{text}: {notation}: {e}"));
        assert_eq!(parsed, mv);
        assert_eq!(
            pos.read_move(&notation.to_lowercase())
                .expect("case-insensitive"),
            mv
        );
        if mv.is_placement() {
            // V5.4: trees stand on the three squares; the pieces stay.
            let next = pos.play(&key);
            assert_eq!(
                next.trees(),
                pos.trees() | key.captured,
                "{text}: {notation}"
            );
            assert_eq!(next.occupied(), pos.occupied());
            assert_eq!(next.hash(), next.compute_hash(), "{text}: {notation}");
            continue;
        }
        // The canonical path entered leg by leg through MoveBuilder.
        let mut b = pos
            .begin_move(mv.from)
            .unwrap_or_else(|e| panic!("{text}: {notation}: {e}"));
        for leg in &mv.legs {
            assert!(
                b.next_legs()
                    .iter()
                    .any(|l| l.to == leg.to && l.kind == leg.kind),
                "{text}: {notation}"
            );
            assert_eq!(b.push(leg.to).expect("a leg of a legal path"), leg.kind);
        }
        let built = b
            .finish()
            .unwrap_or_else(|e| panic!("{text}: {notation}: {e}"));
        assert_eq!(built.key(), key);
        assert_eq!(pos.canonical_path(&key), mv);
        // R5: each jump leg captures exactly one piece.
        let jumps = mv.legs.iter().filter(|l| l.kind == LegKind::Jump).count();
        assert_eq!(jumps as u32, key.captured.count(), "{text}: {notation}");

        // `play` is pure and keeps the hash (Zobrist) right.
        let before = *pos;
        let next = pos.play(&key);
        assert_eq!(
            &before, pos,
            "play must not change the position it is called on"
        );
        assert_eq!(next.hash(), next.compute_hash(), "{text}: {notation}");
        if pos.variant().is_four_player() {
            // V6.1: the piece moved is the mover's; V6.6, V6.8: the turn goes on to a later
            // seat that has a move, or the game is over.
            assert_eq!(next.seat_at(key.to), Some(pos.seat()), "{text}: {notation}");
            assert_ne!(next.seat(), pos.seat(), "{text}: {notation}");
            assert!(
                next.result().is_some() || next.has_legal_move(),
                "{text}: {notation}"
            );
        } else {
            assert_eq!(next.side_to_move(), them);
        }

        // R5: exactly the captured pieces leave the board, all of them enemy pieces.
        for sq in key.captured.squares() {
            assert_eq!(
                pos.piece_at(sq).map(|p| p.color),
                Some(them),
                "{text}: {notation}"
            );
            assert_eq!(next.piece_at(sq), None, "{text}: {notation}");
        }
        assert_eq!(
            next.pieces_of(them).count(),
            pos.pieces_of(them).count() - key.captured.count()
        );
        assert_eq!(next.pieces_of(us).count(), pos.pieces_of(us).count());
        assert_eq!(next.piece_at(key.to), pos.piece_at(key.from));
        if key.from != key.to {
            assert_eq!(next.piece_at(key.from), None);
        }
        assert_eq!(
            next.knights().count(),
            pos.knights().count() - (pos.knights() & key.captured).count()
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn r16_playout_positions_round_trip_and_replay(choices in prop::collection::vec(any::<u16>(), 0..150)) {
        for pos in playout(&choices) {
            check_position(&pos);
        }
    }

    /// R15 (Game) along a playout: the game follows the positions until it ends, undo and
    /// redo walk back and forth, and the record reads back to the same game.
    #[test]
    fn r15_games_replay_undo_and_record_round_trip(
        choices in prop::collection::vec(any::<u16>(), 0..150),
        repetition in any::<bool>(),
        no_progress in any::<bool>(),
    ) {
        let rules = HouseRules { repetition, no_progress };
        let positions = playout(&choices);
        let mut game = Game::new(positions[0], rules);
        for pair in positions.windows(2) {
            if game.is_over() {
                break;
            }
            let key = pair[0].legal_keys().into_iter().find(|k| pair[0].play(k) == pair[1]).expect("a move");
            game.play(&pair[0].canonical_path(&key)).expect("a legal move plays");
            prop_assert_eq!(game.position(), &pair[1]);
        }
        let n = game.moves().len();
        prop_assert_eq!(game.positions(), &positions[..=n]);
        if let Some(r) = positions[n].result() {
            prop_assert_eq!(game.result(), Some(r), "R11–R14 as the position says");
        }
        let text = game.to_record();
        let back = Game::from_record(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        prop_assert_eq!(back.moves(), game.moves());
        prop_assert_eq!(back.result(), game.result());
        prop_assert_eq!(back.rules(), rules);
        // Undo everything, then redo everything.
        let end = *game.position();
        while game.undo() {}
        prop_assert_eq!(game.position(), &positions[0]);
        prop_assert!(!game.can_undo());
        while game.redo() {}
        prop_assert_eq!(game.position(), &end);
        prop_assert_eq!(game.moves().len(), n);
        // Resigning ends a game that is not over, for the side that resigns.
        if !game.is_over() {
            game.resign(Color::White);
            prop_assert_eq!(game.result().map(|r| r.outcome), Some(camelot_rules::Outcome::Win(Color::Black)));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// V0.3, V0.4, V5.7: every variant's playout positions round-trip as strings, their moves
    /// as notation and through `MoveBuilder`, and every position is over or has a move.
    #[test]
    fn v0_4_variant_playout_positions_round_trip_and_replay(
        variant in prop::sample::select(Variant::ALL.to_vec()),
        choices in prop::collection::vec(any::<u16>(), 0..120),
    ) {
        for pos in playout_of(variant, &choices) {
            check_position(&pos);
        }
    }

    /// V6.8, V6.9, V7.3: the four-player games' playout positions round-trip as strings,
    /// their moves as notation and through `MoveBuilder`; each move is the mover's own, the
    /// turn passes on to a player who can move (V6.6), and every position is over or has a
    /// move.
    #[test]
    fn v6_v7_four_player_playout_positions_round_trip_and_replay(
        variant in prop::sample::select(Variant::FOUR_PLAYER.to_vec()),
        choices in prop::collection::vec(any::<u16>(), 0..200),
    ) {
        for pos in playout_of(variant, &choices) {
            check_position(&pos);
        }
    }

    /// V0.1, V6.9: a variant's game is recorded with its `Variant` tag (and a four-player
    /// game in rounds with its passes) and reads back the same.
    #[test]
    fn v0_1_variant_games_record_round_trip(
        variant in prop::sample::select(Variant::EVERY.to_vec()),
        choices in prop::collection::vec(any::<u16>(), 0..120),
    ) {
        let positions = playout_of(variant, &choices);
        let mut game = Game::new(positions[0], HouseRules::default());
        for pair in positions.windows(2) {
            if game.is_over() {
                break;
            }
            let key = pair[0].legal_keys().into_iter().find(|k| pair[0].play(k) == pair[1]).expect("a move");
            game.play(&pair[0].canonical_path(&key)).expect("a legal move plays");
            prop_assert_eq!(game.position(), &pair[1]);
        }
        let text = game.to_record();
        prop_assert_eq!(
            text.contains(&format!("[Variant \"{variant}\"]")),
            variant != Variant::Camelot,
            "{}", text
        );
        let back = Record::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}")).into_game();
        prop_assert_eq!(back.start().variant(), variant);
        prop_assert_eq!(back.moves(), game.moves());
        prop_assert_eq!(back.position(), game.position());
        prop_assert_eq!(back.result(), game.result());
    }
}
