//! What a thin client (the browser, `web/`) needs from the rules core, so it implements no
//! rule: the legal moves of a position as leg paths, a variant's board as data, and a game's
//! positions ply by ply with its record (the types are camelot-protocol's): the answers to
//! `legal`, `next_legs`, `board`, `review` and `replay` (a game the client keeps).

use camelot_protocol::{
    BoardView, BySide, ErrorCode, GameId, LegalMove, Phase, Refusal, ServerMsg,
};
use camelot_rules::{
    Bitboard, Color, Error, Game, HouseRules, Move, MoveBuilder, Position, Square, Variant,
};

use crate::base::{refuse, storage};
use crate::cache::Cache;
use crate::play::Games;
use crate::store::Store;

fn names(b: Bitboard) -> Vec<String> {
    let mut squares: Vec<Square> = b.squares().collect();
    squares.sort_by_key(|s| (s.rank(), s.file()));
    squares.iter().map(ToString::to_string).collect()
}

/// The board of `variant`.
pub fn board_view(variant: Variant) -> BoardView {
    let spec = variant.spec();
    let by_side = |b: [Bitboard; 2]| BySide {
        white: names(b[Color::White.index()]),
        black: names(b[Color::Black.index()]),
    };
    BoardView {
        files: spec.files as u32,
        ranks: spec.ranks as u32,
        squares: names(spec.squares),
        castles: by_side([spec.castles[0], spec.castles[1]]),
        river: names(spec.squares & !spec.open),
        tree_squares: by_side(spec.tree_squares),
        start: Position::start_of(variant).to_string(),
    }
}

/// The most paths a list of legal moves carries ([`legal_moves`]): a lattice of friendly
/// pieces has tens of thousands (R4, `camelot-rules/tests/lattice.rs`).
pub const MAX_PATHS: usize = 1000;

/// Every legal path of `position`, each a move as that path writes it (none once the game is
/// decided): a move with several paths (R16) is listed once per path, so a client offers every
/// landing of a multi-leg move from this one answer. Origins in square order, each origin's
/// paths depth first, as the rules core's `MoveBuilder` enters them; tree placements
/// (V5.4) in notation order. Past [`MAX_PATHS`] paths, one path per move instead (the
/// rules core's), the others leg by leg with `next_legs`.
pub fn legal_moves(position: &Position) -> Vec<LegalMove> {
    legal_moves_upto(position, MAX_PATHS)
}

/// [`legal_moves`] with at most `max` paths before one path per move.
fn legal_moves_upto(position: &Position, max: usize) -> Vec<LegalMove> {
    if position.result().is_some() {
        return Vec::new();
    }
    let listed = |m: &Move| LegalMove {
        notation: m.to_string(),
        path: m.squares().map(|s| s.to_string()).collect(),
    };
    let moves = position.legal_moves();
    let one_each = || moves.iter().map(listed).collect();
    if position.placing_trees() {
        return one_each();
    }
    let mut origins: Vec<Square> = moves.iter().map(|m| m.from).collect();
    origins.sort_by_key(|s| (s.rank(), s.file()));
    origins.dedup();
    let mut paths = Vec::new();
    for builder in origins
        .into_iter()
        .filter_map(|from| position.begin_move(from).ok())
    {
        match builder.paths_upto(max - paths.len()) {
            Some(more) => paths.extend(more.iter().map(listed)),
            None => return one_each(),
        }
    }
    paths
}

/// The move entered along `path` (origin first), or why the rules refuse it.
fn move_along(position: &Position, path: &[String]) -> Result<MoveBuilder, Error> {
    let (from, legs) = path.split_first().ok_or_else(|| {
        Error::Notation("a path names at least the square of the piece to move".into())
    })?;
    let mut builder = position.begin_move(from.parse()?)?;
    for to in legs {
        builder.push(to.parse()?)?;
    }
    Ok(builder)
}

/// `legal`: the legal moves of a game in progress, to anyone signed in or watching.
pub(crate) fn legal(games: &Games, id: GameId) -> Result<ServerMsg, Refusal> {
    let g = games.get(id).ok_or_else(|| not_live(id))?;
    Ok(ServerMsg::LegalMoves {
        game: id,
        ply: g.game.moves().len() as u32,
        phase: Phase::of(g.game.position()),
        moves: legal_moves(g.game.position()),
    })
}

/// `next_legs`: where a move entered leg by leg along `path` may go next, by any legal
/// path (R16), to anyone signed in or watching. The rules core's `MoveBuilder` decides;
/// a path it refuses gets its sentence.
pub(crate) fn next_legs(games: &Games, id: GameId, path: &[String]) -> Result<ServerMsg, Refusal> {
    let g = games.get(id).ok_or_else(|| not_live(id))?;
    let builder = move_along(g.game.position(), path).map_err(|e| Refusal::illegal_move(&e))?;
    let can_end = builder.can_end();
    Ok(ServerMsg::NextLegs {
        game: id,
        ply: g.game.moves().len() as u32,
        path: path.to_vec(),
        legs: builder
            .next_legs()
            .iter()
            .map(|l| l.to.to_string())
            .collect(),
        can_end,
        notation: can_end.then(|| builder.path().to_string()),
    })
}

/// `board`: a variant's board.
pub(crate) fn board(variant: Variant) -> ServerMsg {
    ServerMsg::Board {
        variant,
        board: board_view(variant),
    }
}

/// `review`: the position before every ply and after the last, and, once the game is
/// over, its `.camelot` record (a finished game replayed once, `cache.rs`).
pub(crate) fn review(
    games: &Games,
    store: &Store,
    cache: &mut Cache,
    id: GameId,
) -> Result<ServerMsg, Refusal> {
    if let Some(g) = games.get(id) {
        return Ok(ServerMsg::Review {
            game: id,
            moves: g.game.moves().iter().map(ToString::to_string).collect(),
            positions: g.game.positions().iter().map(ToString::to_string).collect(),
            record: None,
        });
    }
    let f = cache
        .finished(store, id)
        .map_err(storage)?
        .ok_or_else(|| not_live(id))?;
    Ok(ServerMsg::Review {
        game: id,
        moves: f.moves.clone(),
        positions: f.positions.clone(),
        record: Some(f.record.clone()),
    })
}

/// `replay`: a game kept by the client (two players at one device), its `moves` replayed
/// from `variant`'s start by the rules core with the server's house rules: the position
/// after them, its legal moves, and the end once there is one. A move the rules refuse is
/// refused with its reason, naming its ply.
pub(crate) fn replay(variant: Variant, moves: &[String]) -> Result<ServerMsg, Refusal> {
    let mut game = Game::new(Position::start_of(variant), HouseRules::default());
    let mut played = Vec::with_capacity(moves.len());
    for (ply, text) in moves.iter().enumerate() {
        let mv = game.play_notation(text).map_err(|e| {
            let mut refusal = Refusal::illegal_move(&e);
            refusal.message = format!("ply {} ({text}): {}", ply + 1, refusal.message);
            refusal
        })?;
        played.push(mv.to_string());
    }
    let position = game.position();
    let end = game.result();
    Ok(ServerMsg::Replayed {
        variant,
        moves: played,
        position: position.to_string(),
        phase: Phase::of(position),
        legal: if end.is_some() {
            Vec::new()
        } else {
            legal_moves(position)
        },
        result: end.map(|r| r.outcome),
        termination: end.map(|r| r.reason),
    })
}

fn not_live(id: GameId) -> Refusal {
    refuse(ErrorCode::UnknownGame, format!("there is no game {id}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_has_steps_and_canters_each_path_named_by_its_squares() {
        let moves = legal_moves(&Position::start());
        let has = |n: &str| moves.iter().any(|m| m.notation == n);
        assert!(has("E7-E8"), "R3: a step");
        assert!(has("E6-E8"), "R4: a canter over a friend");
        for m in &moves {
            assert_eq!(m.path.join("-"), m.notation.replace('x', "-"));
        }
        let paths: std::collections::HashSet<_> = moves.iter().map(|m| &m.path).collect();
        assert_eq!(paths.len(), moves.len(), "each path listed once");
    }

    #[test]
    fn a_capture_that_is_due_leaves_only_jumps() {
        let game = camelot_rules::Game::replay(Variant::Camelot, &["E6-E8", "E10-E9"]).unwrap();
        let moves = legal_moves(game.position());
        // R7: White must capture the man on E9: by jumps that go on while they can (R8),
        // or by the knight's charge, a canter then a jump (R6).
        assert!(moves.iter().all(|m| m.notation.contains('x')), "{moves:?}");
        assert!(moves.iter().any(|m| m.path.len() > 5), "jump after jump");
        let charge = moves.iter().find(|m| m.notation == "D7-F9xD9").unwrap();
        assert_eq!(charge.path, ["D7", "F9", "D9"]);
    }

    #[test]
    fn r16_a_move_with_two_paths_is_listed_by_each_so_one_answer_shows_every_landing() {
        // White's man on J6 canters to F6 over I6 and G6, or over I5 and G5 by H4.
        let position: Position = "2/8/10/m10m/12/12/12/12/12/12/6M1MM2/6M1M3/12/10/8/2 w 0 0 - 0"
            .parse()
            .unwrap();
        let moves = legal_moves(&position);
        let to_f6: Vec<_> = moves
            .iter()
            .filter(|m| m.path.first().map(String::as_str) == Some("J6"))
            .filter(|m| m.path.last().map(String::as_str) == Some("F6"))
            .map(|m| m.notation.as_str())
            .collect();
        assert_eq!(to_f6, ["J6-H4-F6", "J6-H6-F6"], "R16: one move, two paths");
        let keys: Vec<_> = to_f6
            .iter()
            .map(|n| position.read_move(n).unwrap().key())
            .collect();
        assert_eq!(keys[0], keys[1], "the same move");
        // Every listed path is what the rules core's MoveBuilder enters, and every landing it
        // offers after any prefix is on a listed path: no leg needs a `next_legs`.
        for m in &moves {
            let builder = move_along(&position, &m.path).unwrap();
            assert!(builder.can_end(), "{}", m.notation);
            assert_eq!(builder.path().to_string(), m.notation);
            for n in 1..m.path.len() {
                let prefix = &m.path[..n];
                for leg in move_along(&position, prefix).unwrap().next_legs() {
                    let to = leg.to.to_string();
                    assert!(
                        moves
                            .iter()
                            .any(|o| o.path.starts_with(prefix) && o.path.get(n) == Some(&to)),
                        "{prefix:?} then {to}"
                    );
                }
            }
        }
        let listed: std::collections::HashSet<_> = moves
            .iter()
            .map(|m| position.read_move(&m.notation).unwrap().key())
            .collect();
        assert_eq!(
            listed.len(),
            position.legal_moves().len(),
            "every move, no other"
        );
    }

    #[test]
    fn past_the_cap_a_lattice_of_friends_is_listed_one_path_per_move() {
        // camelot-rules/tests/lattice.rs: C7 cantering among thirteen friends.
        let position: Position =
            "2/8/10/m10m/12/12/3M8/12/1M1M1M1M1M1M/2M9/1M1M1M1M1M1M/12/12/10/8/2 w 0 0 - 0"
                .parse()
                .unwrap();
        assert_eq!(
            legal_moves(&position).len(),
            120,
            "under the cap: every path"
        );
        let moves = legal_moves_upto(&position, 100);
        assert_eq!(
            moves.len(),
            position.legal_moves().len(),
            "past it: one path per move"
        );
        for m in &moves {
            assert!(
                move_along(&position, &m.path).unwrap().can_end(),
                "{}",
                m.notation
            );
        }
    }

    #[test]
    fn a_path_the_rules_refuse_gets_their_sentence() {
        let start = Position::start();
        assert!(move_along(&start, &[]).is_err());
        assert!(move_along(&start, &["Z9".into()]).is_err());
        let why = move_along(&start, &["E10".into()]).unwrap_err();
        assert!(
            matches!(
                why,
                Error::IllegalMove(camelot_rules::Illegal::NotYours { .. })
            ),
            "{why}"
        );
        let why = move_along(&start, &["E7".into(), "E9".into()]).unwrap_err();
        assert!(matches!(why, Error::IllegalMove(_)), "{why}");
        let builder = move_along(&start, &["E6".into(), "E8".into()]).unwrap();
        assert!(builder.can_end(), "R4: a canter may end");
    }

    #[test]
    fn every_variant_draws_from_its_spec() {
        let camelot = board_view(Variant::Camelot);
        assert_eq!(camelot.squares.len(), 160);
        assert_eq!(camelot.castles.white, ["F1", "G1"]);
        assert_eq!(camelot.castles.black, ["F16", "G16"]);
        assert!(camelot.river.is_empty());
        let camette = board_view(Variant::Camette);
        assert_eq!(camette.squares.len(), 23, "V1");
        let river = board_view(Variant::River);
        assert!(
            !river.river.is_empty() && !river.tree_squares.white.is_empty(),
            "V5"
        );
    }
}
