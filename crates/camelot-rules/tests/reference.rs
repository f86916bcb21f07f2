//! An independent, slow reference move generator written straight from RULES.md and
//! VARIANTS.md, and the checks that compare the rules core with it: perft from the start
//! (RULES.md "Perft", VARIANTS.md's table), the number of distinct moves (R16) and of move
//! paths in the start position, and the exact set of legal moves on random playout positions
//! and random sparse positions (R3–R10, R16) of every variant.
//!
//! The reference shares no code with the crate: it reads and writes position strings itself,
//! keeps each variant's board (its own tables below) as a plain 16×14 array, enumerates move *paths* leg by leg (R3–R6, R8–R10),
//! applies the capture obligation (R7, R9) to the finished paths, dedupes them by identity
//! (origin, final square, set of captured squares: R16) and plays moves on its own board. Only
//! strings cross the boundary: position strings, square names and move notation.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

use camelot_rules::{MoveBuilder, MoveKey, Position, START_FEN, Variant};
use proptest::prelude::*;

/// (file, rank), both 0-based: A1 is (0, 0).
type Sq = (i32, i32);

/// How a game ends (the reference's own reading of RULES.md and VARIANTS.md).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum End {
    /// R11–R14.
    Camelot,
    /// V1.4–V1.7: one piece entering wins, elimination wins, no move loses.
    Entry,
    /// V4.3, V4.5: entering loses, no move wins.
    Anti,
}

/// A board of the family, written from VARIANTS.md.
#[derive(Debug, PartialEq, Eq)]
struct Geo {
    name: &'static str,
    /// The on-board files of each rank, rank 1 first.
    spans: Vec<(i32, i32)>,
    castles: [Vec<Sq>; 2],
    /// River squares (not bridges): always empty, never landed on (V5.1).
    river: Vec<Sq>,
    /// Each side's tree squares (V5.2).
    tree_squares: [Vec<Sq>; 2],
    castle_moves: bool,
    end: End,
    start: &'static str,
}

fn squares(names: &str) -> Vec<Sq> {
    names.split_whitespace().map(parse_sq).collect()
}

/// The six games, from VARIANTS.md's text.
static GEOS: LazyLock<Vec<Geo>> = LazyLock::new(|| {
    let camelot_spans = vec![
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
    let camelot = |name, end, castle_moves| Geo {
        name,
        spans: camelot_spans.clone(),
        castles: [squares("F1 G1"), squares("F16 G16")],
        river: Vec::new(),
        tree_squares: [Vec::new(), Vec::new()],
        castle_moves,
        end,
        start: START_FEN,
    };
    // V5.2: White's trees; Black's are their 180° rotation.
    let white_trees = squares(
        "C2 D2 I2 J2 B3 C3 D3 E3 F3 G3 H3 I3 J3 K3 A4 B4 K4 L4 B5 C5 J5 K5 L5 \
         F6 G6 H6 I6 J6 K6 L6 F7 G7 H7 I7 J7 K7 L7 K8 L8 K9 L9",
    );
    let black_trees = white_trees.iter().map(|&(f, r)| (11 - f, 15 - r)).collect();
    vec![
        camelot("camelot", End::Camelot, true),
        Geo {
            name: "camette",
            spans: vec![(2, 2), (1, 3), (0, 4), (0, 4), (0, 4), (1, 3), (2, 2)],
            castles: [squares("C1"), squares("C7")],
            river: Vec::new(),
            tree_squares: [Vec::new(), Vec::new()],
            castle_moves: false,
            end: End::Entry,
            start: "1/1n1/1mmm1/5/1MMM1/1N1/1 w 0 0 - 0",
        },
        Geo {
            name: "cam",
            spans: [(3, 3), (2, 4), (1, 5)]
                .into_iter()
                .chain([(0, 6); 7])
                .chain([(1, 5), (2, 4), (3, 3)])
                .collect(),
            castles: [squares("D1"), squares("D13")],
            river: Vec::new(),
            tree_squares: [Vec::new(), Vec::new()],
            castle_moves: false,
            end: End::Entry,
            start: "1/3/5/2n1n2/1mmmmm1/7/7/7/1MMMMM1/2N1N2/5/3/1 w 0 0 - 0",
        },
        Geo {
            name: "chivalry",
            spans: [(6, 7), (3, 10), (2, 11), (1, 12)]
                .into_iter()
                .chain([(0, 13); 8])
                .chain([(1, 12), (2, 11), (3, 10), (6, 7)])
                .collect(),
            castles: [squares("G1 H1"), squares("G16 H16")],
            river: Vec::new(),
            tree_squares: [Vec::new(), Vec::new()],
            castle_moves: true,
            end: End::Camelot,
            start: "2/8/10/12/14/2nnmmmmmmnn2/2nnmmmmmmnn2/14/14/2NNMMMMMMNN2/2NNMMMMMMNN2/14/12/10/8/2 w 0 0 - 0",
        },
        camelot("anti", End::Anti, false),
        Geo {
            river: squares(
                "A5 A6 B6 C6 A7 B7 C7 E7 C8 E8 F8 G8 F9 G9 H9 J9 H10 J10 K10 L10 J11 K11 L11 L12",
            ),
            tree_squares: [white_trees, black_trees],
            start: "2/8/10/2nmmmmmmn2/3nmmmmn3/12/12/12/12/12/12/3NMMMMN3/2NMMMMMMN2/10/8/2 w 0 0 - 0",
            ..camelot("river", End::Camelot, true)
        },
    ]
});

fn geo(name: &str) -> &'static Geo {
    GEOS.iter().find(|g| g.name == name).expect("a variant")
}

impl Geo {
    fn ranks(&self) -> i32 {
        self.spans.len() as i32
    }

    fn on_board(&self, (f, r): Sq) -> bool {
        (0..self.ranks()).contains(&r)
            && f >= self.spans[r as usize].0
            && f <= self.spans[r as usize].1
    }

    fn castle(&self, col: Col) -> &[Sq] {
        &self.castles[col.idx()]
    }

    fn in_castle(&self, col: Col, sq: Sq) -> bool {
        self.castle(col).contains(&sq)
    }

    fn all_squares(&self) -> Vec<Sq> {
        (0..self.ranks())
            .flat_map(|r| {
                (self.spans[r as usize].0..=self.spans[r as usize].1).map(move |f| (f, r))
            })
            .collect()
    }

    fn variant(&self) -> Variant {
        self.name.parse().expect("a variant name")
    }
}

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
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Pc {
    col: Col,
    knight: bool,
}

/// A board's cells, [rank][file].
type Grid = [[Option<Pc>; 14]; 16];

/// The reference position.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Ref {
    geo: &'static Geo,
    board: Grid,
    /// River Camelot's trees (V5.4).
    trees: BTreeSet<Sq>,
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
    board: Grid,
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
        Ref::parse_in(geo("camelot"), fen)
    }

    fn parse_in(geo: &'static Geo, fen: &str) -> Ref {
        let fields: Vec<&str> = fen.split(' ').collect();
        let mut board = [[None; 14]; 16];
        let mut trees = BTreeSet::new();
        for (i, text) in fields[0].split('/').enumerate() {
            let r = geo.ranks() - 1 - i as i32;
            let mut f = geo.spans[r as usize].0;
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
                if c == 't' {
                    trees.insert((f, r));
                    f += 1;
                    continue;
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
            geo,
            board,
            trees,
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
        for r in (0..self.geo.ranks() as usize).rev() {
            let mut empty = 0;
            for f in self.geo.spans[r].0..=self.geo.spans[r].1 {
                match self.board[r][f as usize] {
                    None if self.trees.contains(&(f, r as i32)) => {
                        if empty > 0 {
                            s += &empty.to_string();
                            empty = 0;
                        }
                        s.push('t');
                    }
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
        self.geo
            .all_squares()
            .into_iter()
            .filter(|&(f, r)| self.board[r as usize][f as usize].is_some_and(|p| p.col == col))
            .collect()
    }

    /// Whether the trees are still to be placed (V5.4).
    fn placing(&self) -> bool {
        !self.geo.tree_squares[0].is_empty() && self.trees.len() < 6
    }

    /// R11–R13, V1.4, V1.6, V4.3: is the game over before any move is generated?
    fn over_statically(&self) -> bool {
        if self.placing() {
            return false;
        }
        let g = self.geo;
        let inside = |c: Col| {
            g.castle(c.other())
                .iter()
                .filter(|&&(f, r)| self.board[r as usize][f as usize].is_some_and(|p| p.col == c))
                .count()
        };
        let (w, b) = (self.count(Col::White), self.count(Col::Black));
        match g.end {
            End::Camelot => {
                let r11 = [Col::White, Col::Black]
                    .iter()
                    .any(|&c| inside(c) == g.castle(c.other()).len());
                r11 || (w <= 1 && b <= 1) || (w == 0 && b >= 2) || (b == 0 && w >= 2)
            }
            End::Entry => inside(Col::White) + inside(Col::Black) > 0 || w == 0 || b == 0,
            End::Anti => inside(Col::White) + inside(Col::Black) > 0,
        }
    }

    /// Free squares: on the board, not river, not a tree (V5.5), no piece.
    fn free(&self, board: &Grid, sq: Sq) -> bool {
        self.geo.on_board(sq)
            && !self.geo.river.contains(&sq)
            && !self.trees.contains(&sq)
            && get(board, sq).is_none()
    }

    /// R5: the (victim, landing) pairs of the jumps from `at` for a piece of colour `us`.
    fn jumps_from(&self, board: &Grid, at: Sq, us: Col) -> Vec<(Sq, Sq)> {
        DIRS.iter()
            .filter_map(|&d| {
                let (over, to) = (add(at, d, 1), add(at, d, 2));
                (self.free(board, to) && get(board, over).is_some_and(|p| p.col != us))
                    .then_some((over, to))
            })
            .collect()
    }

    /// V5.4: the side's tree placements, as sorted square names.
    fn placements(&self) -> Vec<Vec<String>> {
        let free: Vec<Sq> = self.geo.tree_squares[self.side.idx()]
            .iter()
            .copied()
            .filter(|&sq| self.free(&self.board, sq))
            .collect();
        let mut out = Vec::new();
        for i in 0..free.len() {
            for j in i + 1..free.len() {
                for k in j + 1..free.len() {
                    out.push(vec![name(free[i]), name(free[j]), name(free[k])]);
                }
            }
        }
        out
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
        let g = self.geo;
        let must_capture = movers.iter().any(|&sq| {
            !g.in_castle(us.other(), sq) && !self.jumps_from(&self.board, sq, us).is_empty()
        });
        let mut paths = Vec::new();
        for &from in &movers {
            if g.in_castle(us.other(), from) {
                // R10: only the castle move, at most twice a game, and it captures nothing.
                if !must_capture && g.castle_moves && self.castle_moves[us.idx()] < 2 {
                    for &to in g.castle(us.other()) {
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
            if self.free(&board, to) && !self.geo.in_castle(us, to) {
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
        for (over, to) in self.jumps_from(&board, from, us) {
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
            if !self.free(&w.board, to) || get(&w.board, over).is_none_or(|p| p.col != us) {
                continue;
            }
            if self.geo.in_castle(us, to) || w.landed.contains(&to) {
                continue;
            }
            let mut next = w.clone();
            next.at = to;
            next.legs.push(('-', to));
            next.landed.insert(to);
            if self.geo.in_castle(us.other(), to) {
                // R10: the move ends here; it is a legal end only if nothing obliges a capture.
                if !next.must_go_on {
                    emit(&next, out);
                }
                continue;
            }
            let can_jump = !self.jumps_from(&next.board, to, us).is_empty();
            if knight && can_jump {
                next.must_go_on = true; // R8
            }
            if !next.must_go_on {
                emit(&next, out);
            }
            if knight {
                // R6: the charge's jump part, from this landing.
                for (over, land) in self.jumps_from(&next.board, to, us) {
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
        if self.geo.in_castle(us.other(), to) {
            emit(&next, out); // R10: the move ends in the opponent's castle
            return;
        }
        let more = self.jumps_from(&next.board, to, us);
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
        let g = self.geo;
        if g.in_castle(us.other(), path.from) {
            next.castle_moves[us.idx()] += 1; // R10 castle move
        }
        // R15: a capture or a castle entry (ending in a castle from outside it) resets.
        let entry = [Col::White, Col::Black]
            .iter()
            .any(|&c| g.in_castle(c, to) && !g.in_castle(c, path.from));
        next.quiet = if entry || !path.captured.is_empty() {
            0
        } else {
            self.quiet + 1
        };
        next.side = us.other();
        // R9: the next player's piece standing in its own castle must leave.
        next.must_leave = g
            .castle(next.side)
            .iter()
            .copied()
            .find(|&s| get(&next.board, s).is_some_and(|p| p.col == next.side));
        next
    }

    /// Plays a tree placement (V5.4).
    fn place(&self, trees: &[String]) -> Ref {
        let mut next = self.clone();
        next.trees.extend(trees.iter().map(|t| parse_sq(t)));
        next.side = self.side.other();
        next
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.placing() {
            let placements = self.placements();
            if depth == 1 {
                return placements.len() as u64;
            }
            return placements
                .iter()
                .map(|t| self.place(t).perft(depth - 1))
                .sum();
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

fn get(board: &Grid, (f, r): Sq) -> Option<Pc> {
    board[r as usize][f as usize]
}

/// The rules core's moves as identities.
fn core_identities(pos: &Position) -> BTreeSet<Identity> {
    pos.legal_keys().iter().map(identity_of).collect()
}

/// Compares the rules core with the reference on one position: the same moves (R16), the
/// same position after each, and every reference path accepted by `MoveBuilder`.
fn check_against_reference(pos: &Position) {
    let fen = pos.to_string();
    let geo = geo(pos.variant().name());
    let reference = Ref::parse_in(geo, &fen);
    assert_eq!(
        reference.fen(),
        fen,
        "the reference reads and writes position strings alike"
    );
    if reference.placing() {
        // V5.4, V5.7: the placements, written as their squares joined by commas.
        let mut expected: Vec<String> = reference
            .placements()
            .iter()
            .map(|t| {
                let mut t = t.clone();
                t.sort_by_key(|n| parse_sq(n));
                t.join(",")
            })
            .collect();
        expected.sort();
        let core: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
        assert_eq!(core, expected, "placements in {fen}");
        return;
    }
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
    let all = reference.legal_paths();
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
fn playout(variant: Variant, choices: &[u16], check: impl Fn(&Position)) {
    let mut pos = Position::start_of(variant);
    for &c in choices {
        check(&pos);
        let keys = pos.legal_keys();
        if keys.is_empty() {
            break;
        }
        pos = pos.play(&keys[c as usize % keys.len()]);
    }
}

/// A random position of `geo`'s game: up to `max` pieces dropped on random free squares,
/// half of them near the castles (the three ranks at each end) so that R9 and R10 come up
/// often; at most the start's count and two pieces a side, at most one piece of each colour
/// in its own castle (a game never has more, R9), and the forced exit (R9) set when the side
/// to move has a piece there and the coin says so. River Camelot's trees are placed first,
/// three a side on random tree squares (V5.4).
fn random_position(geo: &'static Geo, max: usize) -> impl Strategy<Value = String> {
    let drops = prop::collection::vec(
        (
            any::<prop::sample::Index>(),
            any::<prop::sample::Index>(),
            any::<bool>(),
            0u8..4,
        ),
        2..=max,
    );
    let trees = prop::collection::vec(any::<prop::sample::Index>(), 6);
    (drops, trees, any::<bool>(), 0u8..3, 0u8..3, any::<bool>()).prop_map(
        move |(drops, trees, black, cw, cb, leave)| {
            let start = Ref::parse_in(geo, geo.start);
            let most = start.count(Col::White) + 2;
            let castle_moves = if geo.castle_moves { [cw, cb] } else { [0, 0] };
            let mut r = Ref {
                geo,
                board: [[None; 14]; 16],
                trees: BTreeSet::new(),
                side: if black { Col::Black } else { Col::White },
                castle_moves,
                must_leave: None,
                quiet: 0,
            };
            for (i, t) in trees.iter().enumerate() {
                let own = &geo.tree_squares[i / 3];
                if !own.is_empty() {
                    let mut sq = *t.get(own);
                    while r.trees.contains(&sq) {
                        sq = own[(own.iter().position(|&s| s == sq).unwrap() + 1) % own.len()];
                    }
                    r.trees.insert(sq);
                }
            }
            let all: Vec<Sq> = geo
                .all_squares()
                .into_iter()
                .filter(|&sq| r.free(&r.board, sq))
                .collect();
            let near: Vec<Sq> = all
                .iter()
                .copied()
                .filter(|s| s.1 <= 2 || s.1 >= geo.ranks() - 3)
                .collect();
            for (anywhere, close, use_near, kind) in drops {
                let (f, rank) = if use_near {
                    *close.get(&near)
                } else {
                    *anywhere.get(&all)
                };
                let pc = Pc {
                    col: if kind < 2 { Col::White } else { Col::Black },
                    knight: kind % 2 == 0,
                };
                let own_taken = geo
                    .castle(pc.col)
                    .iter()
                    .any(|&s| get(&r.board, s).is_some_and(|p| p.col == pc.col));
                if get(&r.board, (f, rank)).is_some()
                    || (geo.in_castle(pc.col, (f, rank)) && own_taken)
                    || r.count(pc.col) >= most
                {
                    continue;
                }
                r.board[rank as usize][f as usize] = Some(pc);
            }
            if leave {
                r.must_leave = geo
                    .castle(r.side)
                    .iter()
                    .copied()
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
        playout(Variant::Camelot, &choices, check_against_reference);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    /// R3–R10, R16: the core and the reference agree on random sparse positions, which reach
    /// the castles (R9, R10) far more often than games do.
    #[test]
    fn r16_legal_moves_match_reference_on_random_positions(fen in random_position(geo("camelot"), 32)) {
        let pos: Position = fen.parse().expect("the reference writes valid position strings");
        check_against_reference(&pos);
    }
}

/// VARIANTS.md's perft table, as deep as the slow reference goes in a test: the core and the
/// reference both give it.
fn perft_matches_table(name: &str, fen: Option<&str>, table: &[u64]) {
    let geo = geo(name);
    let fen = fen.unwrap_or(geo.start);
    let pos = Position::parse_in(geo.variant(), fen).expect("a valid position string");
    let reference = Ref::parse_in(geo, fen);
    for (depth, &n) in (1..).zip(table) {
        assert_eq!(pos.perft(depth), n, "{name} perft({depth})");
        assert_eq!(reference.perft(depth), n, "{name} reference perft({depth})");
    }
}

#[test]
fn v1_2_camette_perft_from_start_matches_table_and_reference() {
    perft_matches_table("camette", None, &[22, 345, 4_926]);
    let start = Position::start_of(Variant::Camette);
    assert_eq!(start.perft(4), 65_908);
    assert_eq!(start.perft(5), 774_222);
}

#[test]
fn v2_2_cam_perft_from_start_matches_table_and_reference() {
    perft_matches_table("cam", None, &[54, 2_916]);
    assert_eq!(Position::start_of(Variant::Cam).perft(3), 166_212);
}

#[test]
fn v3_2_chivalry_perft_from_start_matches_table_and_reference() {
    perft_matches_table("chivalry", None, &[132, 17_470]);
    assert_eq!(Position::start_of(Variant::Chivalry).perft(3), 2_456_802);
}

#[test]
fn v4_1_anti_perft_from_start_matches_table_and_reference() {
    perft_matches_table("anti", None, &[100, 10_026]);
    assert_eq!(Position::start_of(Variant::Anti).perft(3), 1_070_822);
}

/// V5.4: the two placements are the first two plies (10,660 each); after `C5,F6,K8`
/// `B9,G11,J12` the table's piece-move counts.
#[test]
fn v5_4_river_perft_from_start_and_after_placement_matches_table_and_reference() {
    perft_matches_table("river", None, &[10_660]);
    assert_eq!(
        Position::start_of(Variant::River).perft(2),
        113_635_600,
        "river perft(2)"
    );
    let placed =
        "2/8/10/2nmmmmmmn2/3nmmmmnt2/6t5/12/1t10/10t1/12/5t6/2tNMMMMN3/2NMMMMMMN2/10/8/2 w 0 0 - 0";
    perft_matches_table("river", Some(placed), &[86, 7_396]);
    let pos = Position::parse_in(Variant::River, placed).unwrap();
    assert_eq!(pos.perft(3), 686_624);
}

/// Plays random legal moves of `name` from its start and checks every position.
fn variant_playouts(name: &str, choices: &[u16]) {
    playout(geo(name).variant(), choices, check_against_reference);
}

/// Checks a random position of `name` against the reference.
fn variant_position(name: &str, fen: &str) {
    let pos = Position::parse_in(geo(name).variant(), fen)
        .unwrap_or_else(|e| panic!("the reference writes valid position strings: {fen}: {e}"));
    check_against_reference(&pos);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4, ..ProptestConfig::default() })]

    /// V0.2, V0.4: each variant's moves agree with the reference along random games.
    #[test]
    fn v0_4_legal_moves_match_reference_on_playouts_of_every_variant(
        choices in prop::collection::vec(any::<u16>(), 1..80),
    ) {
        for name in ["camette", "cam", "chivalry", "anti", "river"] {
            variant_playouts(name, &choices);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 150, ..ProptestConfig::default() })]

    /// V0.2, V1.3, V3.3, V4.2, V5.5: each variant's moves agree with the reference on random
    /// sparse positions (castles, river and trees come up often).
    #[test]
    fn v1_3_camette_moves_match_reference_on_random_positions(fen in random_position(geo("camette"), 8)) {
        variant_position("camette", &fen);
    }

    #[test]
    fn v2_3_cam_moves_match_reference_on_random_positions(fen in random_position(geo("cam"), 14)) {
        variant_position("cam", &fen);
    }

    #[test]
    fn v3_3_chivalry_moves_match_reference_on_random_positions(fen in random_position(geo("chivalry"), 36)) {
        variant_position("chivalry", &fen);
    }

    #[test]
    fn v4_2_anti_moves_match_reference_on_random_positions(fen in random_position(geo("anti"), 32)) {
        variant_position("anti", &fen);
    }

    #[test]
    fn v5_5_river_moves_match_reference_on_random_positions(fen in random_position(geo("river"), 32)) {
        variant_position("river", &fen);
    }
}
