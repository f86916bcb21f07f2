//! An independent, slow reference move generator written straight from RULES.md, and the
//! checks that compare the rules core with it: perft from the start (RULES.md "Perft"), the
//! number of distinct moves (R16) and of move paths in the start position, and the exact set of
//! legal moves on random playout positions and random sparse positions (R3–R10, R16).
//!
//! The reference shares no code with the crate: it reads and writes position strings itself,
//! keeps the board as a plain 16×12 array, enumerates move *paths* leg by leg (R3–R6, R8–R10),
//! applies the capture obligation (R7, R9) to the finished paths, dedupes them by identity
//! (origin, final square, set of captured squares: R16) and plays moves on its own board. Only
//! strings cross the boundary: position strings, square names and move notation.

use std::collections::{BTreeMap, BTreeSet};

use camelot_rules::{MoveBuilder, MoveKey, Position, START_FEN};
use proptest::prelude::*;

/// (file, rank), both 0-based: A1 is (0, 0).
type Sq = (i32, i32);

/// The on-board files of each rank, rank 1 first (R1).
const SPAN: [(i32, i32); 16] = [
    (5, 6),
    (2, 9),
    (1, 10),
    (0, 11),
    (0, 11),
    (0, 11),
    (0, 11),
    (0, 11),
    (0, 11),
    (0, 11),
    (0, 11),
    (0, 11),
    (0, 11),
    (1, 10),
    (2, 9),
    (5, 6),
];

/// The 8 directions (R2).
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

fn on_board((f, r): Sq) -> bool {
    (0..16).contains(&r) && f >= SPAN[r as usize].0 && f <= SPAN[r as usize].1
}

fn add((f, r): Sq, (df, dr): (i32, i32), times: i32) -> Sq {
    (f + df * times, r + dr * times)
}

fn name((f, r): Sq) -> String {
    format!("{}{}", (b'A' + f as u8) as char, r + 1)
}

fn parse_sq(s: &str) -> Sq {
    let f = i32::from(s.as_bytes()[0].to_ascii_uppercase() - b'A');
    let r: i32 = s[1..].parse().expect("a rank number");
    (f, r - 1)
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Col {
    White,
    Black,
}

impl Col {
    fn other(self) -> Col {
        match self {
            Col::White => Col::Black,
            Col::Black => Col::White,
        }
    }
    fn idx(self) -> usize {
        self as usize
    }
    /// R1: the castle of this colour.
    fn castle(self) -> [Sq; 2] {
        match self {
            Col::White => [(5, 0), (6, 0)],
            Col::Black => [(5, 15), (6, 15)],
        }
    }
    fn in_castle(self, sq: Sq) -> bool {
        self.castle().contains(&sq)
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Pc {
    col: Col,
    knight: bool,
}

/// The reference position.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Ref {
    board: [[Option<Pc>; 12]; 16],
    side: Col,
    castle_moves: [u8; 2],
    must_leave: Option<Sq>,
    quiet: u32,
}

/// A move path: origin, legs (separator and landing square).
#[derive(Clone, Debug)]
struct RefPath {
    from: Sq,
    legs: Vec<(char, Sq)>,
    captured: BTreeSet<Sq>,
}

impl RefPath {
    fn to(&self) -> Sq {
        self.legs.last().map_or(self.from, |l| l.1)
    }
    /// R16: origin, final square, captured squares (as names, sorted).
    fn identity(&self) -> Identity {
        (
            name(self.from),
            name(self.to()),
            self.captured.iter().map(|&s| name(s)).collect(),
        )
    }
    fn notation(&self) -> String {
        let mut s = name(self.from);
        for &(sep, to) in &self.legs {
            s.push(sep);
            s += &name(to);
        }
        s
    }
}

type Identity = (String, String, BTreeSet<String>);

fn identity_of(key: &MoveKey) -> Identity {
    (
        key.from.to_string(),
        key.to.to_string(),
        key.captured.squares().map(|s| s.to_string()).collect(),
    )
}

/// A path being followed leg by leg.
#[derive(Clone)]
struct Walk {
    /// The board during the move: the moving piece is off its origin, captured pieces are gone.
    board: [[Option<Pc>; 12]; 16],
    at: Sq,
    legs: Vec<(char, Sq)>,
    captured: BTreeSet<Sq>,
    /// Canter landings so far and the origin (R4).
    landed: BTreeSet<Sq>,
    /// R8: the knight's canter has landed where it could jump; the move must capture.
    must_go_on: bool,
}

impl Ref {
    fn parse(fen: &str) -> Ref {
        let fields: Vec<&str> = fen.split(' ').collect();
        let mut board = [[None; 12]; 16];
        for (i, text) in fields[0].split('/').enumerate() {
            let r = 15 - i as i32;
            let mut f = SPAN[r as usize].0;
            let mut digits = String::new();
            for c in text.chars() {
                if c.is_ascii_digit() {
                    digits.push(c);
                    continue;
                }
                if !digits.is_empty() {
                    f += digits.parse::<i32>().expect("count");
                    digits.clear();
                }
                let pc = match c {
                    'N' => Pc {
                        col: Col::White,
                        knight: true,
                    },
                    'M' => Pc {
                        col: Col::White,
                        knight: false,
                    },
                    'n' => Pc {
                        col: Col::Black,
                        knight: true,
                    },
                    'm' => Pc {
                        col: Col::Black,
                        knight: false,
                    },
                    _ => panic!("bad piece {c}"),
                };
                board[r as usize][f as usize] = Some(pc);
                f += 1;
            }
        }
        Ref {
            board,
            side: if fields[1] == "w" {
                Col::White
            } else {
                Col::Black
            },
            castle_moves: [fields[2].parse().expect("n"), fields[3].parse().expect("n")],
            must_leave: (fields[4] != "-").then(|| parse_sq(fields[4])),
            quiet: fields.get(5).map_or(0, |q| q.parse().expect("n")),
        }
    }

    fn fen(&self) -> String {
        let mut s = String::new();
        for r in (0..16).rev() {
            let mut empty = 0;
            for f in SPAN[r].0..=SPAN[r].1 {
                match self.board[r][f as usize] {
                    None => empty += 1,
                    Some(pc) => {
                        if empty > 0 {
                            s += &empty.to_string();
                            empty = 0;
                        }
                        s.push(match (pc.col, pc.knight) {
                            (Col::White, true) => 'N',
                            (Col::White, false) => 'M',
                            (Col::Black, true) => 'n',
                            (Col::Black, false) => 'm',
                        });
                    }
                }
            }
            if empty > 0 {
                s += &empty.to_string();
            }
            if r > 0 {
                s.push('/');
            }
        }
        let leave = self.must_leave.map_or("-".to_string(), name);
        let side = if self.side == Col::White { 'w' } else { 'b' };
        format!(
            "{s} {side} {} {} {leave} {}",
            self.castle_moves[0], self.castle_moves[1], self.quiet
        )
    }

    fn count(&self, col: Col) -> usize {
        self.board
            .iter()
            .flatten()
            .flatten()
            .filter(|p| p.col == col)
            .count()
    }

    fn squares_of(&self, col: Col) -> Vec<Sq> {
        let mut v = Vec::new();
        for r in 0..16 {
            for f in SPAN[r as usize].0..=SPAN[r as usize].1 {
                if self.board[r as usize][f as usize].is_some_and(|p| p.col == col) {
                    v.push((f, r));
                }
            }
        }
        v
    }

    /// R11–R13: is the game over before any move is generated?
    fn over_statically(&self) -> bool {
        let r11 = [Col::White, Col::Black].iter().any(|&c| {
            c.other()
                .castle()
                .iter()
                .all(|&(f, r)| self.board[r as usize][f as usize].is_some_and(|p| p.col == c))
        });
        let (w, b) = (self.count(Col::White), self.count(Col::Black));
        r11 || (w <= 1 && b <= 1) || (w == 0 && b >= 2) || (b == 0 && w >= 2)
    }

    /// Every legal move path (R3–R10), before deduplication.
    fn legal_paths(&self) -> Vec<RefPath> {
        if self.over_statically() {
            return Vec::new();
        }
        let us = self.side;
        // R9: a piece that must leave its own castle is the only one that may move.
        let movers = match self.must_leave {
            Some(sq) => vec![sq],
            None => self.squares_of(us),
        };
        // R7 (and R9 for the piece that must leave): a jump straight from the origin obliges
        // the side to capture. A piece in the opponent's castle cannot jump (R10).
        let must_capture = movers
            .iter()
            .any(|&sq| !us.other().in_castle(sq) && !jumps_from(&self.board, sq, us).is_empty());
        let mut paths = Vec::new();
        for &from in &movers {
            if us.other().in_castle(from) {
                // R10: only the castle move, at most twice a game, and it captures nothing.
                if !must_capture && self.castle_moves[us.idx()] < 2 {
                    for to in us.other().castle() {
                        if to != from && get(&self.board, to).is_none() {
                            paths.push(RefPath {
                                from,
                                legs: vec![('-', to)],
                                captured: BTreeSet::new(),
                            });
                        }
                    }
                }
                continue;
            }
            self.piece_paths(from, &mut paths);
        }
        if must_capture {
            paths.retain(|p| !p.captured.is_empty());
        }
        paths
    }

    fn piece_paths(&self, from: Sq, out: &mut Vec<RefPath>) {
        let us = self.side;
        let piece = get(&self.board, from).expect("a piece");
        let mut board = self.board;
        board[from.1 as usize][from.0 as usize] = None; // the origin is empty during the move
        let emit = |w: &Walk, out: &mut Vec<RefPath>| {
            out.push(RefPath {
                from,
                legs: w.legs.clone(),
                captured: w.captured.clone(),
            })
        };
        // R3: plain moves, never into the own castle (R9).
        for d in DIRS {
            let to = add(from, d, 1);
            if on_board(to) && get(&board, to).is_none() && !us.in_castle(to) {
                out.push(RefPath {
                    from,
                    legs: vec![('-', to)],
                    captured: BTreeSet::new(),
                });
            }
        }
        let start = Walk {
            board,
            at: from,
            legs: Vec::new(),
            captured: BTreeSet::new(),
            landed: BTreeSet::from([from]),
            must_go_on: false,
        };
        // R5: jumps from the origin.
        for (over, to) in jumps_from(&board, from, us) {
            self.jump_on(&start, over, to, &emit, out);
        }
        // R4: canters, and R6 for a knight, the charges that follow them.
        self.canters_on(&start, piece.knight, &emit, out);
    }

    /// Canter legs from `w.at` (R4, R9 own castle, R10 opponent's castle), then for a knight
    /// its charge (R6) and the R8 obligation.
    fn canters_on(
        &self,
        w: &Walk,
        knight: bool,
        emit: &impl Fn(&Walk, &mut Vec<RefPath>),
        out: &mut Vec<RefPath>,
    ) {
        let us = self.side;
        for d in DIRS {
            let (over, to) = (add(w.at, d, 1), add(w.at, d, 2));
            if !on_board(to)
                || get(&w.board, over).is_none_or(|p| p.col != us)
                || get(&w.board, to).is_some()
            {
                continue;
            }
            if us.in_castle(to) || w.landed.contains(&to) {
                continue;
            }
            let mut next = w.clone();
            next.at = to;
            next.legs.push(('-', to));
            next.landed.insert(to);
            if us.other().in_castle(to) {
                // R10: the move ends here; it is a legal end only if nothing obliges a capture.
                if !next.must_go_on {
                    emit(&next, out);
                }
                continue;
            }
            let can_jump = !jumps_from(&next.board, to, us).is_empty();
            if knight && can_jump {
                next.must_go_on = true; // R8
            }
            if !next.must_go_on {
                emit(&next, out);
            }
            if knight {
                // R6: the charge's jump part, from this landing.
                for (over, land) in jumps_from(&next.board, to, us) {
                    self.jump_on(&next, over, land, emit, out);
                }
            }
            self.canters_on(&next, knight, emit, out);
        }
    }

    /// Takes one jump leg, then follows R5 (must continue, free choice) and R10.
    fn jump_on(
        &self,
        w: &Walk,
        over: Sq,
        to: Sq,
        emit: &impl Fn(&Walk, &mut Vec<RefPath>),
        out: &mut Vec<RefPath>,
    ) {
        let us = self.side;
        let mut next = w.clone();
        next.board[over.1 as usize][over.0 as usize] = None;
        next.captured.insert(over);
        next.at = to;
        next.legs.push(('x', to));
        if us.other().in_castle(to) {
            emit(&next, out); // R10: the move ends in the opponent's castle
            return;
        }
        let more = jumps_from(&next.board, to, us);
        if more.is_empty() {
            emit(&next, out);
        }
        for (o, l) in more {
            self.jump_on(&next, o, l, emit, out);
        }
    }

    /// The distinct legal moves (R16) with every path of each.
    fn legal_moves(&self) -> BTreeMap<Identity, Vec<RefPath>> {
        let mut moves: BTreeMap<Identity, Vec<RefPath>> = BTreeMap::new();
        for p in self.legal_paths() {
            moves.entry(p.identity()).or_default().push(p);
        }
        moves
    }

    /// Plays a move on the reference board.
    fn play(&self, path: &RefPath) -> Ref {
        let us = self.side;
        let mut next = self.clone();
        let piece = get(&self.board, path.from).expect("a piece");
        next.board[path.from.1 as usize][path.from.0 as usize] = None;
        for &(f, r) in &path.captured {
            next.board[r as usize][f as usize] = None;
        }
        let to = path.to();
        next.board[to.1 as usize][to.0 as usize] = Some(piece);
        if us.other().in_castle(path.from) {
            next.castle_moves[us.idx()] += 1; // R10 castle move
        }
        // R15: a capture or a castle entry (ending in a castle from outside it) resets.
        let entry = [Col::White, Col::Black]
            .iter()
            .any(|c| c.in_castle(to) && !c.in_castle(path.from));
        next.quiet = if entry || !path.captured.is_empty() {
            0
        } else {
            self.quiet + 1
        };
        next.side = us.other();
        // R9: the next player's piece standing in its own castle must leave.
        next.must_leave = next
            .side
            .castle()
            .into_iter()
            .find(|&s| get(&next.board, s).is_some_and(|p| p.col == next.side));
        next
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .values()
            .map(|paths| self.play(&paths[0]).perft(depth - 1))
            .sum()
    }
}

fn get(board: &[[Option<Pc>; 12]; 16], (f, r): Sq) -> Option<Pc> {
    board[r as usize][f as usize]
}

/// R5: the (victim, landing) pairs of the jumps from `at` for a piece of colour `us`.
fn jumps_from(board: &[[Option<Pc>; 12]; 16], at: Sq, us: Col) -> Vec<(Sq, Sq)> {
    DIRS.iter()
        .filter_map(|&d| {
            let (over, to) = (add(at, d, 1), add(at, d, 2));
            (on_board(to)
                && get(board, over).is_some_and(|p| p.col != us)
                && get(board, to).is_none())
            .then_some((over, to))
        })
        .collect()
}

/// The rules core's moves as identities.
fn core_identities(pos: &Position) -> BTreeSet<Identity> {
    pos.legal_keys().iter().map(identity_of).collect()
}

/// Compares the rules core with the reference on one position: the same moves (R16), the
/// same position after each, and every reference path accepted by `MoveBuilder`.
fn check_against_reference(pos: &Position) {
    let fen = pos.to_string();
    let reference = Ref::parse(&fen);
    assert_eq!(
        reference.fen(),
        fen,
        "the reference reads and writes position strings alike"
    );
    let ref_moves = reference.legal_moves();
    let core = core_identities(pos);
    let ref_ids: BTreeSet<Identity> = ref_moves.keys().cloned().collect();
    assert_eq!(core, ref_ids, "legal moves differ in {fen}");
    for key in pos.legal_keys() {
        let paths = &ref_moves[&identity_of(&key)];
        // The position after the move: the core and the reference agree.
        assert_eq!(
            pos.play(&key).to_string(),
            reference.play(&paths[0]).fen(),
            "{fen}: after {}",
            paths[0].notation()
        );
        // R16: any legal path can be entered, and the canonical one has the fewest legs.
        let fewest = paths.iter().map(|p| p.legs.len()).min().expect("a path");
        let canonical = pos.canonical_path(&key);
        assert_eq!(canonical.legs.len(), fewest, "{fen}: {canonical}");
        let best = paths
            .iter()
            .filter(|p| p.legs.len() == fewest)
            .map(RefPath::notation)
            .min();
        assert_eq!(Some(canonical.to_string()), best, "{fen}: canonical path");
        for p in paths.iter().take(8) {
            let mv = pos
                .read_move(&p.notation())
                .unwrap_or_else(|e| panic!("{fen}: {}: {e}", p.notation()));
            assert_eq!(mv.key(), key);
        }
    }
    // MoveBuilder offers exactly the legal paths, leg by leg, piece by piece.
    let all = Ref::parse(&fen).legal_paths();
    for (sq, _) in pos.pieces().filter(|(_, p)| p.color == pos.side_to_move()) {
        let expected: BTreeSet<String> = all
            .iter()
            .filter(|p| name(p.from) == sq.to_string())
            .map(RefPath::notation)
            .collect();
        let mut entered = BTreeSet::new();
        match pos.begin_move(sq) {
            Ok(b) => {
                assert!(
                    builder_paths(&b, &mut entered),
                    "{fen}: {sq} offers no path"
                );
            }
            Err(e) => assert!(
                expected.is_empty(),
                "{fen}: {sq} refused ({e}) but has {expected:?}"
            ),
        }
        assert_eq!(entered, expected, "{fen}: paths of {sq}");
    }
}

/// Every complete path reachable through `MoveBuilder::next_legs` from `b`; checks that every
/// offered leg is accepted, has the kind offered, can be taken back, and leads to a move.
fn builder_paths(b: &MoveBuilder, out: &mut BTreeSet<String>) -> bool {
    let mut complete = false;
    if b.can_end() {
        let mv = b.finish().expect("can_end means finish works");
        out.insert(mv.to_string());
        complete = true;
    }
    for leg in b.next_legs() {
        let mut next = b.clone();
        assert_eq!(
            next.push(leg.to).expect("an offered leg is accepted"),
            leg.kind
        );
        let mut back = next.clone();
        assert_eq!(back.pop().map(|l| l.to), Some(leg.to));
        assert_eq!(back.path(), b.path());
        assert!(
            builder_paths(&next, out),
            "{}: leg to {} leads to no move",
            b.path(),
            leg.to
        );
        complete = true;
    }
    complete
}

#[test]
fn r16_start_position_has_100_moves_and_112_paths() {
    let reference = Ref::parse(START_FEN);
    let paths = reference.legal_paths();
    assert_eq!(paths.len(), 112, "move paths from the start");
    assert_eq!(
        reference.legal_moves().len(),
        100,
        "distinct moves from the start"
    );
    // The 12 extra paths: the men on E7 and H7 reach each of three squares by three canter
    // paths (R4), e.g. E7-C5, E7-C7-C5 and E7-E5-C7-C5; each is one move (R16).
    let multi: BTreeMap<String, usize> = reference
        .legal_moves()
        .values()
        .filter(|p| p.len() > 1)
        .map(|p| {
            (
                p.iter()
                    .map(RefPath::notation)
                    .min_by_key(|n| (n.len(), n.clone()))
                    .expect("a path"),
                p.len(),
            )
        })
        .collect();
    let expected: BTreeMap<String, usize> = ["E7-C5", "E7-C7", "E7-E5", "H7-H5", "H7-J5", "H7-J7"]
        .iter()
        .map(|m| (m.to_string(), 3))
        .collect();
    assert_eq!(multi, expected);
    let start = Position::start();
    assert_eq!(start.legal_keys().len(), 100);
    assert_eq!(start.legal_moves().len(), 100);
    check_against_reference(&start);
}

/// Perft from the start (RULES.md): 100, 10026, 1070822. Cross-checked here: the reference
/// generator of this file (independent code enumerating paths leg by leg from RULES.md and
/// deduplicating them by identity, R16, with its own board and its own make-move) computes the
/// same three numbers, and it agrees with `legal_keys()` move for move on the start position
/// and on random playout and random sparse positions (the proptests below).
#[test]
fn r16_perft_from_start_matches_reference() {
    let start = Position::start();
    let expected = [100u64, 10_026, 1_070_822];
    for (depth, &n) in (1..=3).zip(&expected) {
        assert_eq!(start.perft(depth), n, "perft({depth})");
    }
    let reference = Ref::parse(START_FEN);
    for (depth, &n) in (1..=3).zip(&expected) {
        assert_eq!(reference.perft(depth), n, "reference perft({depth})");
    }
}

/// Plays `choices.len()` random legal moves from the start and checks every position.
fn playout(choices: &[u16], check: impl Fn(&Position)) {
    let mut pos = Position::start();
    for &c in choices {
        check(&pos);
        let keys = pos.legal_keys();
        if keys.is_empty() {
            break;
        }
        pos = pos.play(&keys[c as usize % keys.len()]);
    }
}

/// All on-board squares, rank 1 first (R1).
fn all_squares() -> Vec<Sq> {
    (0..16)
        .flat_map(|r| (SPAN[r as usize].0..=SPAN[r as usize].1).map(move |f| (f, r)))
        .collect()
}

/// A random position: up to `max` pieces dropped on random squares, half of them near the
/// castles (ranks 1–3 and 14–16, 40 squares) so that R9 and R10 come up often; at most 16
/// pieces a side, at most one piece of each colour in its own castle (a game never has more,
/// R9), and the forced exit (R9) set when the side to move has a piece there and the coin says so.
fn random_position(max: usize) -> impl Strategy<Value = String> {
    let drops = prop::collection::vec((0usize..160, 0usize..40, any::<bool>(), 0u8..4), 2..=max);
    (drops, any::<bool>(), 0u8..3, 0u8..3, any::<bool>()).prop_map(
        |(drops, black, cw, cb, leave)| {
            let all = all_squares();
            let near: Vec<Sq> = all
                .iter()
                .copied()
                .filter(|s| s.1 <= 2 || s.1 >= 13)
                .collect();
            let mut r = Ref {
                board: [[None; 12]; 16],
                side: if black { Col::Black } else { Col::White },
                castle_moves: [cw, cb],
                must_leave: None,
                quiet: 0,
            };
            for (anywhere, close, use_near, kind) in drops {
                let (f, rank) = if use_near { near[close] } else { all[anywhere] };
                let pc = Pc {
                    col: if kind < 2 { Col::White } else { Col::Black },
                    knight: kind % 2 == 0,
                };
                let own_taken = pc
                    .col
                    .castle()
                    .iter()
                    .any(|&s| get(&r.board, s).is_some_and(|p| p.col == pc.col));
                if get(&r.board, (f, rank)).is_some()
                    || (pc.col.in_castle((f, rank)) && own_taken)
                    || r.count(pc.col) >= 16
                {
                    continue;
                }
                r.board[rank as usize][f as usize] = Some(pc);
            }
            if leave {
                r.must_leave = r
                    .side
                    .castle()
                    .into_iter()
                    .find(|&s| get(&r.board, s).is_some_and(|p| p.col == r.side));
            }
            r.fen()
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// R3–R10, R16: the core and the reference agree along random games from the start.
    #[test]
    fn r16_legal_moves_match_reference_on_playouts(choices in prop::collection::vec(any::<u16>(), 1..150)) {
        playout(&choices, check_against_reference);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    /// R3–R10, R16: the core and the reference agree on random sparse positions, which reach
    /// the castles (R9, R10) far more often than games do.
    #[test]
    fn r16_legal_moves_match_reference_on_random_positions(fen in random_position(32)) {
        let pos: Position = fen.parse().expect("the reference writes valid position strings");
        check_against_reference(&pos);
    }
}
