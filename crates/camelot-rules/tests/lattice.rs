//! The worst case of R4 for a client's list of paths: a lattice of friendly men, each leg
//! of a canter free to change direction, gives one man many paths to the same landings
//! (R16: one move each). With fourteen men the lattice below is the worst found: 120 paths
//! in all (26 from one man), 107 moves. `MoveBuilder::paths_upto` stops the walk at a limit, so
//! a server bounds what it lists whatever the position (camelot-server's `thin.rs`).

use camelot_rules::Position;

/// Thirteen white men on B, D, F, H, J and L of ranks 6 and 8 and on D10, and the
/// fourteenth on C7 among them: from C7 every diagonal leg leaps a man to an empty square of
/// the same kind, so its canters wander the whole lattice.
const LATTICE: &str =
    "2/8/10/m10m/12/12/3M8/12/1M1M1M1M1M1M/2M9/1M1M1M1M1M1M/12/12/10/8/2 w 0 0 - 0";

#[test]
fn r4_a_lattice_of_friends_has_many_paths_and_the_walk_stops_at_a_limit() {
    let position: Position = LATTICE.parse().unwrap();
    let c7 = "C7".parse().unwrap();
    let builder = position.begin_move(c7).unwrap();
    let all = builder.paths();
    assert_eq!(all.len(), 26, "paths from C7");
    assert_eq!(builder.paths_upto(26), Some(all.clone()));
    assert_eq!(
        builder.paths_upto(25),
        None,
        "one more than the limit stops the walk"
    );
    assert_eq!(builder.paths_upto(0), None);
    let moves = position.legal_moves();
    let from_c7 = moves.iter().filter(|m| m.from == c7).count();
    assert!(
        from_c7 < all.len(),
        "{from_c7} moves: one per landing (R16)"
    );
    assert_eq!(moves.len(), 107);
}

#[test]
fn a_limit_above_the_count_gives_every_path() {
    let position = Position::start();
    for (from, _) in position.pieces() {
        let Ok(builder) = position.begin_move(from) else {
            continue;
        };
        let all = builder.paths();
        assert_eq!(builder.paths_upto(all.len()), Some(all.clone()));
        if !all.is_empty() {
            assert_eq!(builder.paths_upto(all.len() - 1), None, "{from}");
        }
    }
}
