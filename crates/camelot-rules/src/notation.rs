//! Reading a move as people write it (docs/records.md, "Scores as published"): WCF notation
//! in any case, AbstractPlay's `^` before a canter leg, a run of leaps written as one segment
//! (`J11-F11` for J11-H11-F11), a move number in front and annotation marks after. Writing is
//! always the canonical WCF form of [`Move`]'s `Display`.

use crate::movegen::MoveKey;
use crate::path::{LegKind, Move, MoveBuilder};
use crate::position::Position;
use crate::square::Square;
use crate::variant::Variant;
use crate::{Error, Illegal};

/// How a written segment joins two squares.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Joint {
    /// `-` (or a typographic `–`): a step, or canter legs.
    Dash,
    /// `^`: canter legs (AbstractPlay).
    Caret,
    /// `x` (or `×`): jump legs.
    Cross,
}

impl Joint {
    fn of(c: char) -> Option<Joint> {
        match c {
            '-' | '\u{2013}' => Some(Joint::Dash),
            '^' => Some(Joint::Caret),
            'x' | 'X' | '\u{d7}' => Some(Joint::Cross),
            _ => None,
        }
    }

    fn symbol(self) -> char {
        match self {
            Joint::Dash => '-',
            Joint::Caret => '^',
            Joint::Cross => 'x',
        }
    }

    /// Whether a leg of `kind` may be written after this joint.
    fn allows(self, kind: LegKind) -> bool {
        matches!(
            (self, kind),
            (Joint::Dash, LegKind::Plain | LegKind::Canter)
                | (Joint::Caret, LegKind::Canter)
                | (Joint::Cross, LegKind::Jump)
        )
    }

    /// The legs a run written with this joint is made of.
    fn run_kind(self) -> LegKind {
        match self {
            Joint::Cross => LegKind::Jump,
            _ => LegKind::Canter,
        }
    }
}

/// A move as written: its origin and each segment's joint and end square.
struct Written {
    from: Square,
    segments: Vec<(Joint, Square)>,
}

/// The legs a leap run from `a` to `b` needs: each leg leaps two squares in one of the eight
/// directions, so `b` must be an even number of files and ranks away; `None` otherwise.
fn run_legs(a: Square, b: Square) -> Option<usize> {
    let (df, dr) = (a.file().abs_diff(b.file()), a.rank().abs_diff(b.rank()));
    (df % 2 == 0 && dr % 2 == 0 && (df, dr) != (0, 0)).then_some(df.max(dr) / 2)
}

/// Annotation marks after a move in published scores (`!`, `?`, `!!`, `??`, `!?`, `?!`), and
/// the comma or full stop some scores put after a move: the move, and the marks if any.
pub(crate) fn split_annotation(word: &str) -> (&str, Option<&str>) {
    let word = word.trim_end_matches([',', '.']);
    let move_text = word.trim_end_matches(['!', '?']);
    let marks = &word[move_text.len()..];
    (move_text, (!marks.is_empty()).then_some(marks))
}

/// The length of a move number at the start of `text` (`12.`, `12...`, `12....`, `12…`,
/// `12)`, `12 .`), and whether it numbers Black's move (two dots or more, or `…`).
pub(crate) fn move_number_prefix(text: &str) -> Option<(usize, bool)> {
    let digits = text.len() - text.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 {
        return None;
    }
    let rest = &text[digits..];
    let marks = rest.trim_start_matches([' ', '\t']);
    if let Some(after) = marks.strip_prefix(')') {
        return Some((text.len() - after.len(), false));
    }
    let dots_end = marks.trim_start_matches(['.', '\u{2026}']);
    let dots = &marks[..marks.len() - dots_end.len()];
    let count = dots
        .chars()
        .map(|c| if c == '.' { 1 } else { 3 })
        .sum::<usize>();
    (count > 0).then_some((text.len() - dots_end.len(), count > 1))
}

impl Position {
    /// Reads a move in any form docs/records.md lists and returns the one legal move it
    /// denotes, with its path as written (a run written as one segment filled in leg by leg):
    /// WCF notation in any case (`E6-C8-A8`, `h4xj4xl6`), AbstractPlay's `^` before canter
    /// legs (`f6^f8^h8xh10xj12`), a straight run of canter legs or of jumps as one segment
    /// (`J11-F11-D11xF9`), a move number before (`6....`) and annotation marks after (`?!`).
    ///
    /// Errors say what is wrong: the syntax, a square, the rule the move breaks, or the moves
    /// a run could mean when it could mean more than one ([`Error::AmbiguousMove`]).
    pub fn read_move(&self, text: &str) -> Result<Move, Error> {
        let mut core = text.trim();
        if let Some((len, _)) = move_number_prefix(core) {
            core = core[len..].trim_start();
        }
        let core = split_annotation(core).0;
        if core.contains(',') {
            return self.read_placement(text, core);
        }
        let written = lex(text, core, self.variant())?;
        let has_run = written
            .segments
            .iter()
            .scan(written.from, |at, &(_, to)| {
                let run = run_legs(*at, to).is_some_and(|n| n > 1);
                *at = to;
                Some(run)
            })
            .any(|run| run);
        if !has_run {
            return self.follow(written.from, &written.segments)?.finish();
        }
        let start = self.begin_move(written.from)?;
        let mut found = Vec::new();
        search(start, &written.segments, &mut found);
        choose(core, found).unwrap_or_else(|| self.explain(&written))
    }

    /// Reads a tree placement (V5.7): three squares joined by commas, any case, any order.
    fn read_placement(&self, text: &str, core: &str) -> Result<Move, Error> {
        let syntax = |why: String| Error::Notation(format!("{text:?}: {why}"));
        let squares: Vec<Square> = core
            .split(',')
            .map(|s| {
                self.variant()
                    .parse_square(s)
                    .map_err(|e| syntax(e.to_string()))
            })
            .collect::<Result<_, _>>()?;
        let [a, b, c] = squares[..] else {
            return Err(syntax(
                "a tree placement names three squares, as C2,D2,I2 (V5.7)".into(),
            ));
        };
        if a == b || b == c || a == c {
            return Err(syntax(
                "a tree placement names three different squares (V5.4)".into(),
            ));
        }
        self.check_placement(&Move::place_trees([a, b, c]))
    }

    /// Enters a path leg by leg, each segment one leg, checking each leg's joint.
    fn follow(&self, from: Square, legs: &[(Joint, Square)]) -> Result<MoveBuilder, Error> {
        let mut b = self.begin_move(from)?;
        for &(joint, to) in legs {
            let at = b.at();
            let kind = b.push(to)?;
            if !joint.allows(kind) {
                return Err(Error::IllegalMove(Illegal::WrongJoint {
                    from: at,
                    joint: joint.symbol(),
                    to,
                    kind,
                }));
            }
        }
        Ok(b)
    }

    /// Why no legal move fits a move written with a run: the rule its straight reading breaks.
    fn explain(&self, written: &Written) -> Result<Move, Error> {
        let mut legs = Vec::new();
        let mut at = written.from;
        for &(joint, to) in &written.segments {
            let n = run_legs(at, to).unwrap_or(1);
            let (df, dr) = (
                to.file() as isize - at.file() as isize,
                to.rank() as isize - at.rank() as isize,
            );
            let straight = |d: isize| d == 0 || d.unsigned_abs() == 2 * n;
            if n > 1 && !(straight(df) && straight(dr)) {
                return Err(Error::IllegalMove(Illegal::NoRun {
                    from: at,
                    to,
                    kind: joint.run_kind(),
                }));
            }
            let n = n as isize;
            legs.extend((1..n).filter_map(|i| {
                let s = Square::cell(
                    (at.file() as isize + df / n * i) as usize,
                    (at.rank() as isize + dr / n * i) as usize,
                )?;
                Some((joint, s))
            }));
            legs.push((joint, to));
            at = to;
        }
        self.follow(written.from, &legs)?.finish()
    }
}

/// Splits the written move into squares and joints. Syntax errors quote the whole `text`.
fn lex(text: &str, core: &str, variant: Variant) -> Result<Written, Error> {
    let syntax = |why: String| Error::Notation(format!("{text:?}: {why}"));
    let mut names = Vec::new();
    let mut joints = Vec::new();
    let mut cur = String::new();
    for c in core.chars() {
        if let Some(joint) = Joint::of(c) {
            if cur.is_empty() {
                return Err(syntax("a square is missing before a separator".into()));
            }
            names.push(std::mem::take(&mut cur));
            joints.push(joint);
        } else if c.is_ascii_alphanumeric() {
            cur.push(c);
        } else {
            return Err(syntax(format!(
                "unexpected character {c:?} (squares are joined by -, ^ or x)"
            )));
        }
    }
    if cur.is_empty() {
        return Err(syntax(if core.is_empty() {
            "empty move".into()
        } else {
            "a square is missing at the end".into()
        }));
    }
    names.push(cur);
    if names.len() < 2 {
        return Err(syntax(
            "a move needs at least two squares, as in C8-D9".into(),
        ));
    }
    let squares: Vec<Square> = names
        .iter()
        .map(|s| variant.parse_square(s).map_err(|e| syntax(e.to_string())))
        .collect::<Result<_, _>>()?;
    Ok(Written {
        from: squares[0],
        segments: joints
            .into_iter()
            .zip(squares[1..].iter().copied())
            .collect(),
    })
}

/// Every legal path that fits the written segments: a segment whose squares are a step or a
/// leap apart is that one leg; one further apart is a run of as few legs of its kind as reach
/// (each leaps two squares), in any of the directions that do.
fn search(b: MoveBuilder, segments: &[(Joint, Square)], found: &mut Vec<Move>) {
    let Some((&(joint, to), rest)) = segments.split_first() else {
        if b.can_end() {
            found.push(b.path().clone());
        }
        return;
    };
    match run_legs(b.at(), to) {
        Some(n) if n > 1 => run(b, joint.run_kind(), to, n, rest, found),
        _ => {
            let mut next = b;
            if next.push(to).is_ok_and(|kind| joint.allows(kind)) {
                search(next, rest, found);
            }
        }
    }
}

/// The runs of `left` legs of `kind` from where `b` stands to `to`, then the rest.
fn run(
    b: MoveBuilder,
    kind: LegKind,
    to: Square,
    left: usize,
    rest: &[(Joint, Square)],
    found: &mut Vec<Move>,
) {
    if left == 0 {
        search(b, rest, found);
        return;
    }
    for leg in b.next_legs() {
        let reaches = if left == 1 {
            leg.to == to
        } else {
            run_legs(leg.to, to) == Some(left - 1)
        };
        if leg.kind == kind && reaches {
            let mut next = b.clone();
            if next.push(leg.to).is_ok() {
                run(next, kind, to, left - 1, rest, found);
            }
        }
    }
}

/// The move the fitting paths denote: one move (R16), its path the straightest, then the
/// smallest string; `None` if no path fits, an error if they are different moves.
fn choose(core: &str, found: Vec<Move>) -> Option<Result<Move, Error>> {
    let mut moves: Vec<(MoveKey, Vec<Move>)> = Vec::new();
    for mv in found {
        let key = mv.key();
        match moves.iter_mut().find(|(k, _)| *k == key) {
            Some((_, paths)) => paths.push(mv),
            None => moves.push((key, vec![mv])),
        }
    }
    if moves.len() > 1 {
        let mut readings: Vec<String> = moves
            .iter()
            .map(|(_, paths)| straightest(paths).to_string())
            .collect();
        readings.sort();
        return Some(Err(Error::AmbiguousMove(format!(
            "{core} could be {}: they capture different pieces, so they are different moves \
             (R16); write every leg",
            readings.join(" or ")
        ))));
    }
    let (_, paths) = moves.pop()?;
    Some(Ok(straightest(&paths).clone()))
}

/// The path with the fewest turns between legs, then the smallest notation string.
fn straightest(paths: &[Move]) -> &Move {
    let turns = |mv: &Move| {
        let steps: Vec<(isize, isize)> = mv
            .squares()
            .zip(mv.squares().skip(1))
            .map(|(a, b)| {
                (
                    (b.file() as isize - a.file() as isize).signum(),
                    (b.rank() as isize - a.rank() as isize).signum(),
                )
            })
            .collect();
        steps.windows(2).filter(|w| w[0] != w[1]).count()
    };
    paths
        .iter()
        .min_by_key(|mv| (turns(mv), mv.to_string()))
        .expect("at least one path")
}
