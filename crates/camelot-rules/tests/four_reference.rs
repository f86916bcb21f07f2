//! An independent, slow reference for the four-player games (VARIANTS.md V6, V7), written
//! straight from their text and sharing no code with the crate: its own boards, its own
//! reading and writing of the four-field position string (V6.8), move *paths* followed leg
//! by leg and deduped by identity (R16), passes (V6.6, V6.10) and the end rules (V6.7, V7.3).
//! Only strings cross over. The crate must agree with it on the legal moves and on the
//! position after each of them, on playouts and on random sparse positions.

use std::collections::{BTreeMap, BTreeSet};

use camelot_rules::{Position, Variant};
use proptest::prelude::*;

type Sq = (i32, i32);

/// A board of four players, from V6.2 and V7.1.
struct Geo {
    variant: Variant,
    spans: Vec<(i32, i32)>,
    /// By seat in the order of play: Red, Green, Blue, Yellow.
    castles: [Vec<Sq>; 4],
    castle_moves: bool,
    /// V7.3: one piece in the goal castle wins, no material draw, elimination with any.
    entry: bool,
}

fn sq(name: &str) -> Sq {
    let b = name.as_bytes();
    ((b[0] - b'A') as i32, name[1..].parse::<i32>().unwrap() - 1)
}

fn name((f, r): Sq) -> String {
    format!("{}{}", (b'A' + f as u8) as char, r + 1)
}

fn grand() -> Geo {
    Geo {
        variant: Variant::Grand,
        spans: vec![
            (7, 8),
            (4, 11),
            (3, 12),
            (2, 13),
            (1, 14),
            (1, 14),
            (1, 14),
            (0, 15),
            (0, 15),
            (1, 14),
            (1, 14),
            (1, 14),
            (2, 13),
            (3, 12),
            (4, 11),
            (7, 8),
        ],
        castles: [
            vec![sq("H1"), sq("I1")],
            vec![sq("H16"), sq("I16")],
            vec![sq("A8"), sq("A9")],
            vec![sq("P8"), sq("P9")],
        ],
        castle_moves: true,
        entry: false,
    }
}

fn grand_cam() -> Geo {
    Geo {
        variant: Variant::GrandCam,
        spans: vec![
            (6, 6),
            (5, 7),
            (3, 9),
            (2, 10),
            (2, 10),
            (1, 11),
            (0, 12),
            (1, 11),
            (2, 10),
            (2, 10),
            (3, 9),
            (5, 7),
            (6, 6),
        ],
        castles: [
            vec![sq("G1")],
            vec![sq("G13")],
            vec![sq("A7")],
            vec![sq("M7")],
        ],
        castle_moves: false,
        entry: true,
    }
}

impl Geo {
    fn on(&self, (f, r): Sq) -> bool {
        r >= 0 && (r as usize) < self.spans.len() && {
            let (lo, hi) = self.spans[r as usize];
            f >= lo && f <= hi
        }
    }
    fn squares(&self) -> Vec<Sq> {
        let mut v = Vec::new();
        for (r, &(lo, hi)) in self.spans.iter().enumerate() {
            for f in lo..=hi {
                v.push((f, r as i32));
            }
        }
        v
    }
    fn goal(&self, seat: usize) -> &[Sq] {
        &self.castles[seat ^ 1]
    }
    /// V6.2: the partner's castle and the other opponent's.
    fn side(&self, seat: usize, s: Sq) -> bool {
        self.castles[seat ^ 2].contains(&s) || self.castles[seat ^ 3].contains(&s)
    }
}

const LETTERS: [char; 4] = ['r', 'g', 'b', 'y'];
const DIRS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Pc {
    seat: usize,
    knight: bool,
}

#[derive(Clone)]
struct Ref<'g> {
    geo: &'g Geo,
    board: BTreeMap<Sq, Pc>,
    seat: usize,
    castle_moves: [u8; 4],
    quiet: u32,
}

type Identity = (Sq, Sq, BTreeSet<Sq>);

/// A finished path: its legs (separator, landing) and the squares it captured.
type Found = (Vec<(char, Sq)>, BTreeSet<Sq>);

#[derive(Clone)]
struct Walk {
    board: BTreeMap<Sq, Pc>,
    at: Sq,
    legs: Vec<(char, Sq)>,
    captured: BTreeSet<Sq>,
    landed: BTreeSet<Sq>,
    /// R8: landed where the knight could jump: it must capture.
    must_go_on: bool,
}

impl<'g> Ref<'g> {
    fn parse(geo: &'g Geo, text: &str) -> Option<Ref<'g>> {
        let fields: Vec<&str> = text.split(' ').collect();
        if fields.len() != 4 {
            return None;
        }
        let rows: Vec<&str> = fields[0].split('/').collect();
        if rows.len() != geo.spans.len() {
            return None;
        }
        let mut board = BTreeMap::new();
        for (i, row) in rows.iter().enumerate() {
            let r = (geo.spans.len() - 1 - i) as i32;
            let (lo, hi) = geo.spans[r as usize];
            let mut f = lo;
            let mut digits = String::new();
            for c in row.chars().chain(std::iter::once(' ')) {
                if c.is_ascii_digit() {
                    digits.push(c);
                    continue;
                }
                if !digits.is_empty() {
                    f += digits.parse::<i32>().ok()?;
                    digits.clear();
                }
                if c == ' ' {
                    break;
                }
                let seat = LETTERS.iter().position(|&l| l == c.to_ascii_lowercase())?;
                if f > hi {
                    return None;
                }
                board.insert(
                    (f, r),
                    Pc {
                        seat,
                        knight: c.is_ascii_uppercase(),
                    },
                );
                f += 1;
            }
            if f != hi + 1 {
                return None;
            }
        }
        let seat = LETTERS.iter().position(|&l| fields[1] == l.to_string())?;
        let counts: Vec<u8> = fields[2].bytes().map(|b| b.wrapping_sub(b'0')).collect();
        if counts.len() != 4 || counts.iter().any(|&c| c > 2) {
            return None;
        }
        let p = Ref {
            geo,
            board,
            seat,
            castle_moves: [counts[0], counts[1], counts[2], counts[3]],
            quiet: fields[3].parse().ok()?,
        };
        // V6.8's rejections.
        for s in 0..4 {
            let mine: Vec<Sq> = p.squares_of(s);
            if mine.iter().any(|&q| geo.side(s, q)) {
                return None;
            }
            if mine.iter().filter(|q| geo.castles[s].contains(q)).count() > 1 {
                return None;
            }
        }
        if !geo.castle_moves && p.castle_moves != [0; 4] {
            return None;
        }
        if !p.over_statically() && p.moves_of(seat).is_empty() && !p.moves_of(seat ^ 2).is_empty() {
            return None;
        }
        Some(p)
    }

    fn fen(&self) -> String {
        let mut rows = Vec::new();
        for r in (0..self.geo.spans.len() as i32).rev() {
            let (lo, hi) = self.geo.spans[r as usize];
            let mut row = String::new();
            let mut empty = 0;
            for f in lo..=hi {
                match self.board.get(&(f, r)) {
                    Some(p) => {
                        if empty > 0 {
                            row += &empty.to_string();
                            empty = 0;
                        }
                        let l = LETTERS[p.seat];
                        row.push(if p.knight { l.to_ascii_uppercase() } else { l });
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                row += &empty.to_string();
            }
            rows.push(row);
        }
        let [a, b, c, d] = self.castle_moves;
        format!(
            "{} {} {a}{b}{c}{d} {}",
            rows.join("/"),
            LETTERS[self.seat],
            self.quiet
        )
    }

    fn squares_of(&self, seat: usize) -> Vec<Sq> {
        self.board
            .iter()
            .filter(|(_, p)| p.seat == seat)
            .map(|(&s, _)| s)
            .collect()
    }

    fn team_count(&self, team: usize) -> usize {
        self.board.values().filter(|p| p.seat % 2 == team).count()
    }

    /// V6.7.1–3 and V7.3's entry and elimination.
    fn over_statically(&self) -> bool {
        for team in 0..2 {
            let inside = self
                .board
                .iter()
                .filter(|(s, p)| p.seat % 2 == team && self.geo.goal(p.seat).contains(s))
                .count();
            if inside >= if self.geo.entry { 1 } else { 2 } {
                return true;
            }
        }
        let (a, b) = (self.team_count(0), self.team_count(1));
        if self.geo.entry {
            a == 0 || b == 0
        } else {
            (a <= 1 && b <= 1) || (a == 0 && b >= 2) || (b == 0 && a >= 2)
        }
    }

    /// Squares a leg of `seat`'s piece may land on: on the board, empty on `board`, not a
    /// side castle of his (V6.5).
    fn free(&self, board: &BTreeMap<Sq, Pc>, seat: usize, s: Sq) -> bool {
        self.geo.on(s) && !board.contains_key(&s) && !self.geo.side(seat, s)
    }

    fn jumps(&self, board: &BTreeMap<Sq, Pc>, seat: usize, at: Sq) -> Vec<(Sq, Sq)> {
        if self.geo.goal(seat).contains(&at) {
            return Vec::new();
        }
        DIRS.iter()
            .filter_map(|&(df, dr)| {
                let over = (at.0 + df, at.1 + dr);
                let land = (at.0 + 2 * df, at.1 + 2 * dr);
                let enemy = board.get(&over).is_some_and(|p| p.seat % 2 != seat % 2);
                (enemy && self.free(board, seat, land)).then_some((over, land))
            })
            .collect()
    }

    /// Every legal path's identity for `seat` on this board (R3–R10, V6.4, V6.5).
    fn moves_of(&self, seat: usize) -> BTreeSet<Identity> {
        if self.over_statically() {
            return BTreeSet::new();
        }
        let own = &self.geo.castles[seat];
        let mine = self.squares_of(seat);
        let leaving: Vec<Sq> = mine.iter().copied().filter(|s| own.contains(s)).collect();
        let movers = if leaving.is_empty() { mine } else { leaving };
        let must = movers
            .iter()
            .any(|&s| !self.jumps(&self.board, seat, s).is_empty());
        let mut out = BTreeSet::new();
        for from in movers {
            for (legs, captured) in self.paths(seat, from) {
                if must && captured.is_empty() {
                    continue;
                }
                let to = legs.last().map_or(from, |l: &(char, Sq)| l.1);
                out.insert((from, to, captured));
            }
        }
        out
    }

    /// The paths of `seat`'s piece on `from`, as (legs, captured).
    fn paths(&self, seat: usize, from: Sq) -> Vec<Found> {
        let geo = self.geo;
        let pc = self.board[&from];
        let own = &geo.castles[seat];
        let goal = geo.goal(seat);
        let mut out = Vec::new();
        if goal.contains(&from) {
            // R10: only a castle move.
            if geo.castle_moves && self.castle_moves[seat] < 2 {
                for &other in goal {
                    if other != from && !self.board.contains_key(&other) {
                        out.push((vec![('-', other)], BTreeSet::new()));
                    }
                }
            }
            return out;
        }
        for (df, dr) in DIRS {
            let to = (from.0 + df, from.1 + dr);
            if self.free(&self.board, seat, to) && !own.contains(&to) {
                out.push((vec![('-', to)], BTreeSet::new()));
            }
        }
        let mut board = self.board.clone();
        board.remove(&from);
        let start = Walk {
            board,
            at: from,
            legs: Vec::new(),
            captured: BTreeSet::new(),
            landed: BTreeSet::from([from]),
            must_go_on: false,
        };
        self.canters(seat, pc.knight, &start, &mut out);
        self.jump_on(seat, &start, &mut out);
        out
    }

    fn canters(&self, seat: usize, knight: bool, w: &Walk, out: &mut Vec<Found>) {
        for (df, dr) in DIRS {
            let over = (w.at.0 + df, w.at.1 + dr);
            let land = (w.at.0 + 2 * df, w.at.1 + 2 * dr);
            let friend = w.board.get(&over).is_some_and(|p| p.seat % 2 == seat % 2);
            if !friend
                || !self.free(&w.board, seat, land)
                || self.geo.castles[seat].contains(&land)
                || w.landed.contains(&land)
            {
                continue;
            }
            let mut next = w.clone();
            next.at = land;
            next.legs.push(('-', land));
            next.landed.insert(land);
            if self.geo.goal(seat).contains(&land) {
                // R10: the move ends; a knight there has no jump (R8).
                if !next.must_go_on {
                    out.push((next.legs, BTreeSet::new()));
                }
                continue;
            }
            if knight && !self.jumps(&next.board, seat, land).is_empty() {
                next.must_go_on = true;
            }
            if !next.must_go_on {
                out.push((next.legs.clone(), BTreeSet::new()));
            }
            if knight {
                self.jump_on(seat, &next, out);
            }
            self.canters(seat, knight, &next, out);
        }
    }

    fn jump_on(&self, seat: usize, w: &Walk, out: &mut Vec<Found>) {
        for (over, land) in self.jumps(&w.board, seat, w.at) {
            let mut next = w.clone();
            next.board.remove(&over);
            next.captured.insert(over);
            next.at = land;
            next.legs.push(('x', land));
            if self.jumps(&next.board, seat, land).is_empty() {
                out.push((next.legs, next.captured));
            } else {
                self.jump_on(seat, &next, out);
            }
        }
    }

    /// The position after `seat`'s move `id` (V6.6, V6.10: the turn to the next who can move).
    fn play(&self, id: &Identity) -> Ref<'g> {
        let (from, to, captured) = id;
        let mut next = self.clone();
        let pc = next.board.remove(from).unwrap();
        for c in captured {
            next.board.remove(c);
        }
        next.board.insert(*to, pc);
        if self.geo.goal(self.seat).contains(from) {
            next.castle_moves[self.seat] += 1;
        }
        let entry = self
            .geo
            .castles
            .iter()
            .any(|c| c.contains(to) && !c.contains(from));
        next.quiet = if entry || !captured.is_empty() {
            0
        } else {
            self.quiet + 1
        };
        let s = self.seat;
        let first = (s + 1) % 4;
        next.seat = first;
        if next.over_statically() || !next.moves_of(first).is_empty() {
            return next;
        }
        let other = (s + 3) % 4;
        if next.moves_of(other).is_empty() {
            return next;
        }
        let partner = (s + 2) % 4;
        next.seat = if next.moves_of(partner).is_empty() {
            other
        } else {
            partner
        };
        next
    }
}

fn crate_moves(p: &Position) -> BTreeSet<Identity> {
    p.legal_keys()
        .iter()
        .map(|k| {
            (
                sq(&k.from.to_string()),
                sq(&k.to.to_string()),
                k.captured.squares().map(|s| sq(&s.to_string())).collect(),
            )
        })
        .collect()
}

/// The crate and the reference agree on the moves of `text` and on the position after each.
fn agree(geo: &Geo, text: &str) {
    let r = Ref::parse(geo, text).unwrap_or_else(|| panic!("reference refuses {text}"));
    let p = Position::parse_in(geo.variant, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let moves = r.moves_of(r.seat);
    let show = |m: &BTreeSet<Identity>| {
        m.iter()
            .map(|(f, t, c)| format!("{}>{}x{}", name(*f), name(*t), c.len()))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        crate_moves(&p),
        moves,
        "{text}\ncrate {:?}\nref {:?}",
        show(&crate_moves(&p)),
        show(&moves)
    );
    for key in p.legal_keys() {
        let id = (
            sq(&key.from.to_string()),
            sq(&key.to.to_string()),
            key.captured.squares().map(|s| sq(&s.to_string())).collect(),
        );
        assert_eq!(
            p.play(&key).to_string(),
            r.play(&id).fen(),
            "{text}: {key:?}"
        );
    }
}

fn playout(geo: &Geo, choices: &[u16]) {
    let mut p = Position::start_of(geo.variant);
    for &c in choices {
        agree(geo, &p.to_string());
        let keys = p.legal_keys();
        if keys.is_empty() {
            break;
        }
        p = p.play(&keys[c as usize % keys.len()]);
    }
}

/// A sparse random position: `n` pieces of random seats and kinds, a random seat to move.
fn sparse(geo: &Geo, picks: &[(u16, u8)], seat: usize, counts: u16) -> String {
    let squares = geo.squares();
    let mut board = BTreeMap::new();
    for &(at, what) in picks {
        let s = squares[at as usize % squares.len()];
        let p = Pc {
            seat: (what % 4) as usize,
            knight: what & 4 != 0,
        };
        board.insert(s, p);
    }
    let castle_moves = if geo.castle_moves {
        [counts % 3, counts / 3 % 3, counts / 9 % 3, counts / 27 % 3].map(|c| c as u8)
    } else {
        [0; 4]
    };
    Ref {
        geo,
        board,
        seat,
        castle_moves,
        quiet: 0,
    }
    .fen()
}

#[test]
fn v6_v7_the_reference_agrees_on_the_starts_and_their_first_moves() {
    for geo in [grand(), grand_cam()] {
        agree(&geo, geo.variant.spec().start);
    }
}

proptest! {
    // The reference follows every path of every move and judges passes by generating the
    // next players' moves after each: slow in the crowded openings, so few cases here (the
    // commit that added it says how many more were run by hand).
    #![proptest_config(ProptestConfig { cases: 4, ..ProptestConfig::default() })]

    /// V6, V7: playouts from both starts.
    #[test]
    fn v6_v7_legal_moves_match_the_reference_on_playouts(
        cam in any::<bool>(),
        choices in prop::collection::vec(any::<u16>(), 1..40),
    ) {
        let geo = if cam { grand_cam() } else { grand() };
        playout(&geo, &choices);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// V6.4–V6.10, V7.3: random sparse positions, castles, passes and ends included; the
    /// crate refuses exactly the strings the reference finds no position (V6.8).
    #[test]
    fn v6_v7_legal_moves_match_the_reference_on_random_positions(
        cam in any::<bool>(),
        picks in prop::collection::vec((any::<u16>(), any::<u8>()), 4..28),
        seat in 0usize..4,
        counts in 0u16..81,
    ) {
        let geo = if cam { grand_cam() } else { grand() };
        // Pieces in castles often: every third pick lands on a castle square, a piece of the
        // castle's owner (R9) or of the player whose goal it is (R10); now and then one of
        // another player, whose side castle it is (V6.8 refuses that).
        let squares = geo.squares();
        let picks: Vec<(u16, u8)> = picks
            .iter()
            .map(|&(at, what)| {
                if at % 3 != 0 {
                    return (at, what);
                }
                let owner = (at / 3 % 4) as usize;
                let castle = &geo.castles[owner];
                let c = castle[(at / 12) as usize % castle.len()];
                let seat = match what % 16 {
                    0 => owner ^ 2,
                    n if n < 8 => owner,
                    _ => owner ^ 1,
                };
                let index = squares.iter().position(|&s| s == c).unwrap() as u16;
                (index, (what & 4) | seat as u8)
            })
            .collect();
        let text = sparse(&geo, &picks, seat, counts);
        let reference = Ref::parse(&geo, &text);
        let ours = Position::parse_in(geo.variant, &text);
        prop_assert_eq!(reference.is_some(), ours.is_ok(), "{}: {:?}", text, ours.err());
        if reference.is_some() {
            agree(&geo, &text);
        }
    }
}
