//! Fair play held by the server: its engine helps no one in a live game between people.
//! The engine's answer for a position (`analyse_position`) is refused, whoever asks, when the
//! position is that of a game in progress between people (its pieces and side to move, the
//! counters that a position string may alter left out); and refused to every connection from
//! an address (as the limits key it) where a player of such a game is connected, so neither a
//! second tab as a guest nor a friend on the same network gets it. A game in progress is
//! never analysed (`analyse.rs`).

use std::collections::HashSet;
use std::net::IpAddr;

use camelot_protocol::{ErrorCode, Refusal};
use camelot_rules::{Bitboard, Color, Position, Square, Variant};

use super::Engines;
use crate::base::{Base, refuse};
use crate::play::{Games, LiveGame};
use crate::presence::ConnId;
use crate::store::PlayerId;

/// What makes two positions the same for fair play: the board and the side to move.
#[derive(PartialEq, Eq, Hash)]
struct Key {
    variant: Variant,
    pieces: Vec<(Square, camelot_rules::Piece)>,
    trees: Bitboard,
    side: Color,
}

fn key(p: &Position) -> Key {
    let mut pieces: Vec<_> = p.pieces().collect();
    pieces.sort_by_key(|(s, _)| (s.rank(), s.file()));
    Key {
        variant: p.variant(),
        pieces,
        trees: p.trees(),
        side: p.side_to_move(),
    }
}

/// Refuses the engine's help to `player` on `conn` for `position` (if one is asked about)
/// when it could serve a live game between people (see the module's comment).
pub(super) fn check(
    engines: &Engines,
    base: &Base,
    games: &Games,
    (conn, player): (ConnId, PlayerId),
    position: Option<&Position>,
) -> Result<(), Refusal> {
    let between_people = |g: &&LiveGame| !g.players.iter().any(|p| engines.is_computer(*p));
    let live: Vec<&LiveGame> = games.all().filter(between_people).collect();
    if live.iter().any(|g| g.players.contains(&player)) {
        return Err(refuse(
            ErrorCode::NotAllowed,
            "no engine help while you play a game against a person: finish it first",
        ));
    }
    if let Some(position) = position {
        let asked = key(position);
        if live.iter().any(|g| key(g.game.position()) == asked) {
            return Err(refuse(
                ErrorCode::NotAllowed,
                "this is the position of a game in progress between people: the engine does \
                 not analyse it",
            ));
        }
    }
    let here = base.presence.ip(conn);
    let players: HashSet<PlayerId> = live.iter().flat_map(|g| g.players).collect();
    let addresses: HashSet<IpAddr> = players
        .into_iter()
        .flat_map(|p| base.presence.addresses_of(p))
        .collect();
    if here.is_some_and(|ip| addresses.contains(&ip)) {
        return Err(refuse(
            ErrorCode::NotAllowed,
            "a player at your address is in a game against a person: no engine help from \
             this address until it ends",
        ));
    }
    Ok(())
}
