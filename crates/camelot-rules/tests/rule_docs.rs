//! The rules as the repository writes them (docs/rules.md, docs/variants.md) stay true and
//! complete:
//!
//! - every ```` ```position ```` example is checked claim by claim with the rules core;
//! - every test a rule names (`` `path.rs::test_name` ``) exists;
//! - every rule id the code cites is defined by a heading of one of the two documents.
//!
//! An example block is the position string of its variant (the block's info string names the
//! variant, `camelot` when absent), then one claim a line:
//!
//! - `start`: the variant's start position;
//! - `moves: N`: N legal moves (each move once, R16);
//! - `only: M …`: exactly these legal moves, as `legal moves` writes them;
//! - `legal: M …`: each is a legal move here, by any path;
//! - `illegal: M …`, `illegal R7: M …`: each is refused as against the rules (for the rule);
//! - `same: M …`: paths of one and the same move (R16);
//! - `after M …: POSITION`: the position string after those moves;
//! - `result: R`, `result after M …: R`: the game's result (house rules on, R15) in the
//!   command line's words (`white-wins R11`, `draw R15 repetition`, `red-blue-wins V6.7.1`),
//!   or `none`.
//!
//! Between the position string and the claims a block may draw part of the board: rows of a
//! rank's number and a character per file (`N` `M` `n` `m` pieces, `t` a tree, `~` the river,
//! `.` an empty square, a blank off the board) over a line of file letters, each character
//! under its file's letter; `elsewhere: mL13 tC2 …` then lists exactly the pieces and trees
//! outside the drawing.
//!
//! A ```` ```rejected ```` block (with its variant likewise) lists position strings that must
//! be refused.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use camelot_rules::{Error, Game, HouseRules, Position, Variant};

const DOCS: [&str; 2] = ["docs/rules.md", "docs/variants.md"];

/// Where the code cites rules: sources, tests, translations, lessons and documents.
const CITING: [&str; 9] = [
    "crates/*/src",
    "crates/*/tests",
    "src",
    "tests",
    "web/src",
    "web/test",
    "assets/i18n",
    "assets/tutorial",
    "docs",
];

/// Text that looks like a citation and is not one: the rule-id parser's own tests feed it
/// malformed ids (everything of that file from its test module on).
const NOT_CITING: [(&str, &str); 1] = [("crates/camelot-tutorial/src/rule.rs", "#[cfg(test)]")];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn read(path: &str) -> String {
    fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

// ---------------------------------------------------------------------------------------------
// Rule ids

/// A rule id at the start of `s` (`R7`, `V1`, `V1.4`), with its length: a letter, digits, and
/// for `V` an optional `.digits`.
fn id_at(s: &str) -> Option<(String, usize)> {
    let b = s.as_bytes();
    let letter = *b.first()?;
    if letter != b'R' && letter != b'V' {
        return None;
    }
    let digits = |from: usize| b[from..].iter().take_while(|c| c.is_ascii_digit()).count();
    let n = digits(1);
    if n == 0 {
        return None;
    }
    let mut len = 1 + n;
    if letter == b'V' && b.get(len) == Some(&b'.') {
        let part = digits(len + 1);
        if part > 0 {
            len += 1 + part;
        }
    }
    Some((s[..len].to_string(), len))
}

/// The rule ids `text` cites: `R7` or `V1.4` standing alone in prose, comments and strings
/// (`(R7)`, `R15 repetition`, `R11–R14`), a Fluent key's `-V1-4`, and the ids leading a test's
/// name (`fn r4_r5_r8_…`, `fn v1_4_…`). Not parts of words or paths (`IpAddr::V4(ip)`).
fn citations(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let bytes = line.as_bytes();
        for (i, _) in line.match_indices(['R', 'V']) {
            let before = i.checked_sub(1).map(|j| bytes[j]);
            if before.is_some_and(|c| c.is_ascii_alphanumeric() || b"_:.$@\\".contains(&c)) {
                continue;
            }
            let Some((mut id, len)) = id_at(&line[i..]) else {
                continue;
            };
            let rest = &line[i + len..];
            let next = rest.bytes().next();
            if next.is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'(') {
                continue;
            }
            // A Fluent key writes V1.4 as `end-V1-4`.
            if before == Some(b'-')
                && !id.contains('.')
                && id.starts_with('V')
                && let Some(part) = rest.strip_prefix('-')
            {
                let digits: String = part.chars().take_while(char::is_ascii_digit).collect();
                if !digits.is_empty() {
                    id = format!("{id}.{digits}");
                }
            }
            found.push((n + 1, id));
        }
        for (i, _) in line.match_indices("fn ") {
            let name: String = line[i + 3..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            found.extend(name_citations(&name).into_iter().map(|id| (n + 1, id)));
        }
    }
    found
}

/// The rule ids a function's name cites: `r7` segments, `v1` segments with the part that
/// follows (`v1_4` is V1.4).
fn name_citations(name: &str) -> Vec<String> {
    let segments: Vec<&str> = name.split('_').collect();
    let number = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let mut ids = Vec::new();
    for (k, seg) in segments.iter().enumerate() {
        if let Some(d) = seg.strip_prefix('r').filter(|d| number(d)) {
            ids.push(format!("R{d}"));
        } else if let Some(d) = seg.strip_prefix('v').filter(|d| number(d)) {
            match segments.get(k + 1).filter(|p| number(p)) {
                Some(part) => ids.push(format!("V{d}.{part}")),
                None => ids.push(format!("V{d}")),
            }
        }
    }
    ids
}

/// A document's sections: the id of each heading that starts with one, with the heading's
/// line and the text up to the next heading.
struct Section {
    id: String,
    line: usize,
    body: String,
}

fn sections(doc: &str) -> Vec<Section> {
    let mut out: Vec<Section> = Vec::new();
    let mut in_fence = false;
    for (n, line) in doc.lines().enumerate() {
        if line.starts_with("```") {
            in_fence = !in_fence;
        }
        if !in_fence && line.starts_with('#') {
            let title = line.trim_start_matches('#').trim_start();
            match id_at(title) {
                Some((id, len)) if title[len..].is_empty() || title[len..].starts_with(' ') => {
                    out.push(Section {
                        id,
                        line: n + 1,
                        body: String::new(),
                    });
                    continue;
                }
                // Any other heading ends the section before it.
                _ => {
                    out.push(Section {
                        id: String::new(),
                        line: n + 1,
                        body: String::new(),
                    });
                    continue;
                }
            }
        }
        if let Some(s) = out.last_mut() {
            s.body.push_str(line);
            s.body.push('\n');
        }
    }
    out.retain(|s| !s.id.is_empty());
    out
}

/// Every id the two documents define, with the document defining it.
fn defined() -> BTreeMap<String, &'static str> {
    let mut ids = BTreeMap::new();
    for doc in DOCS {
        for s in sections(&read(doc)) {
            if let Some(other) = ids.insert(s.id.clone(), doc) {
                panic!("{doc}:{}: {} is defined in {other} already", s.line, s.id);
            }
        }
    }
    ids
}

/// The files under `pattern` (one `*` for a directory level), recursively.
fn files(pattern: &str) -> Vec<PathBuf> {
    let mut dirs = vec![root()];
    for part in pattern.split('/') {
        dirs = dirs
            .into_iter()
            .flat_map(|d| {
                if part == "*" {
                    fs::read_dir(&d)
                        .map(|r| r.flatten().map(|e| e.path()).collect())
                        .unwrap_or_default()
                } else {
                    vec![d.join(part)]
                }
            })
            .filter(|d| d.is_dir())
            .collect();
    }
    let mut out = Vec::new();
    while let Some(d) = dirs.pop() {
        for entry in fs::read_dir(&d).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else {
                out.push(path);
            }
        }
    }
    out
}

#[test]
fn every_rule_id_the_code_cites_is_defined_in_the_rule_documents() {
    let defined = defined();
    let root = root().canonicalize().unwrap();
    let mut undefined = Vec::new();
    let mut cited = BTreeSet::new();
    for pattern in CITING {
        for path in files(pattern) {
            // Pictures and fonts cite nothing.
            let Ok(mut text) = fs::read_to_string(&path) else {
                continue;
            };
            let name = path.canonicalize().unwrap();
            let name = name
                .strip_prefix(&root)
                .unwrap()
                .to_string_lossy()
                .to_string();
            for (file, from) in NOT_CITING {
                if name == file {
                    let at = text
                        .find(from)
                        .unwrap_or_else(|| panic!("{file}: no {from}"));
                    text.truncate(at);
                }
            }
            for (line, id) in citations(&text) {
                if !defined.contains_key(&id) {
                    undefined.push(format!("{name}:{line}: {id}"));
                }
                cited.insert(id);
            }
        }
    }
    assert!(
        undefined.is_empty(),
        "rule ids cited but defined in neither {DOCS:?}:\n{}",
        undefined.join("\n")
    );
    // The scan found the citations it is there for.
    for id in ["R1", "R7", "R16", "V0.1", "V1.4", "V5.4"] {
        assert!(cited.contains(id), "{id} was not found cited");
    }
}

#[test]
fn citations_are_read_as_the_code_writes_them() {
    let ids = |text: &str| -> Vec<String> { citations(text).into_iter().map(|c| c.1).collect() };
    assert_eq!(ids("jumping is compulsory (R7)"), ["R7"]);
    assert_eq!(
        ids("R15 repetition; R11–R14; R1-R16"),
        ["R15", "R11", "R14", "R1", "R16"]
    );
    assert_eq!(ids("V5.1: the river. V1.4."), ["V5.1", "V1.4"]);
    assert_eq!(ids("EndReason::CastleEntered => \"end-V1-4\","), ["V1.4"]);
    assert_eq!(ids("fn r4_r5_r8_runs() {}"), ["R4", "R5", "R8"]);
    assert_eq!(ids("fn v1_4_v2_3_lesson() {}"), ["V1.4", "V2.3"]);
    assert_eq!(ids("fn v1_a_camette_game() {}"), ["V1"]);
    assert_eq!(ids("fn r15_field_6_defaults() {}"), ["R15"]);
    assert!(ids("Ok(IpAddr::V4(ip)) => x, R2D2, CR7, key.R7, fn char2()").is_empty());
}

// ---------------------------------------------------------------------------------------------
// Examples

/// A fenced block of a document: its kind and variant, its first line's number, its lines.
struct Block {
    doc: &'static str,
    kind: String,
    variant: Variant,
    line: usize,
    lines: Vec<String>,
}

fn blocks(doc: &'static str, text: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut open: Option<Block> = None;
    for (n, line) in text.lines().enumerate() {
        if let Some(info) = line.strip_prefix("```") {
            match open.take() {
                Some(b) => out.push(b),
                None => {
                    let mut words = info.split_whitespace();
                    let kind = words.next().unwrap_or("").to_string();
                    let variant = words.next().map_or(Variant::Camelot, |v| {
                        v.parse().unwrap_or_else(|e| panic!("{doc}:{}: {e}", n + 1))
                    });
                    open = Some(Block {
                        doc,
                        kind,
                        variant,
                        line: n + 2,
                        lines: Vec::new(),
                    });
                }
            }
        } else if let Some(b) = open.as_mut() {
            b.lines.push(line.to_string());
        }
    }
    out.retain(|b| b.kind == "position" || b.kind == "rejected");
    out
}

/// A game (house rules on, R15) from `pos` with `moves` played.
fn game_after(pos: &Position, moves: &[&str]) -> Result<Game, String> {
    let mut game = Game::new(*pos, HouseRules::default());
    for m in moves {
        game.play_notation(m).map_err(|e| format!("{m}: {e}"))?;
    }
    Ok(game)
}

/// Checks one claim; `Err` says how it fails.
fn check_claim(pos: &Position, claim: &str) -> Result<(), String> {
    if claim == "start" {
        let start = Position::start_of(pos.variant());
        return (*pos == start)
            .then_some(())
            .ok_or(format!("the start is {start}"));
    }
    let (head, value) = claim
        .split_once(':')
        .ok_or("a claim is `start` or `WORDS: VALUE`")?;
    let words: Vec<&str> = head.split_whitespace().collect();
    let value = value.trim();
    let moves: Vec<&str> = value.split_whitespace().collect();
    let legal: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
    match words[..] {
        ["moves"] => {
            let n: usize = value.parse().map_err(|_| "moves: a number")?;
            (legal.len() == n).then_some(()).ok_or(format!(
                "{} legal moves: {}",
                legal.len(),
                legal.join(" ")
            ))
        }
        ["only"] => {
            let want: BTreeSet<&str> = moves.iter().copied().collect();
            let have: BTreeSet<&str> = legal.iter().map(String::as_str).collect();
            (want == have)
                .then_some(())
                .ok_or(format!("the legal moves are {}", legal.join(" ")))
        }
        ["legal"] => {
            for m in &moves {
                pos.read_move(m).map_err(|e| format!("{m}: {e}"))?;
            }
            Ok(())
        }
        ["illegal", ..] => {
            let rule = words.get(1).copied();
            for m in &moves {
                match pos.read_move(m) {
                    Ok(mv) => return Err(format!("{m} is legal ({mv})")),
                    Err(Error::IllegalMove(why)) => {
                        let cites = why.rule().unwrap_or("");
                        if let Some(rule) = rule
                            && !cites.split(", ").any(|r| r == rule)
                        {
                            return Err(format!("{m} is refused for {cites:?}: {why}"));
                        }
                    }
                    Err(e) => return Err(format!("{m} is not refused by a rule: {e}")),
                }
            }
            Ok(())
        }
        ["same"] => {
            let keys = moves
                .iter()
                .map(|m| pos.read_move(m).map(|mv| mv.key()))
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| e.to_string())?;
            keys.windows(2)
                .all(|w| w[0] == w[1])
                .then_some(())
                .ok_or("not one move".to_string())
        }
        ["after", ref played @ ..] if !played.is_empty() => {
            let have = *game_after(pos, played)?.position();
            let want = Position::parse_in(pos.variant(), value)
                .map_err(|e| format!("{e}; the position is {have}"))?;
            (have == want)
                .then_some(())
                .ok_or(format!("the position is {have}"))
        }
        ["result", ref rest @ ..] => {
            let played = match rest {
                [] => &[][..],
                ["after", played @ ..] if !played.is_empty() => played,
                _ => return Err("result: or result after MOVES:".into()),
            };
            let have = game_after(pos, played)?
                .result()
                .map_or("none".to_string(), |r| r.status_in(pos.variant()));
            (have == value)
                .then_some(())
                .ok_or(format!("the result is {have}"))
        }
        _ => Err(format!("unknown claim {head:?}")),
    }
}

/// What a drawing shows on the square at `file`, `rank` (from 0) of `pos`'s board.
fn shown(pos: &Position, file: usize, rank: usize) -> char {
    let Some(sq) = pos.variant().square(file, rank) else {
        return ' ';
    };
    match pos.piece_at(sq) {
        Some(piece) => piece.letter(),
        None if pos.trees().contains(sq) => 't',
        None if !pos.variant().spec().open.contains(sq) => '~',
        None => '.',
    }
}

/// A line of file letters under a drawing.
fn is_files(line: &str) -> bool {
    let mut words = line.split_whitespace().peekable();
    words.peek().is_some()
        && words.all(|w| w.len() == 1 && w.bytes().all(|b| b.is_ascii_uppercase()))
}

/// A rank of a drawing: its number first.
fn is_rank(line: &str) -> bool {
    line.trim_start().starts_with(|c: char| c.is_ascii_digit())
}

/// Checks a drawing of `pos` (`ranks`, then the line of `files`) and gives the squares it
/// shows, as (file, rank) from 0.
fn check_drawing(
    pos: &Position,
    ranks: &[&str],
    files: &str,
) -> Result<BTreeSet<(usize, usize)>, String> {
    let columns: Vec<(usize, usize)> = files
        .chars()
        .enumerate()
        .filter(|(_, c)| c.is_ascii_uppercase())
        .map(|(col, c)| (col, usize::from(c as u8 - b'A')))
        .collect();
    let mut drawn = BTreeSet::new();
    for row in ranks {
        let chars: Vec<char> = row.chars().collect();
        let indent = chars.iter().take_while(|c| **c == ' ').count();
        let label: String = chars[indent..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .collect();
        let rank = label
            .parse::<usize>()
            .ok()
            .filter(|r| *r >= 1)
            .ok_or(format!("{row:?}: a rank's number first"))?
            - 1;
        for (col, c) in chars.iter().enumerate().skip(indent + label.len()) {
            if *c != ' ' && !columns.iter().any(|(at, _)| *at == col) {
                return Err(format!("{row:?}: {c:?} is under no file letter"));
            }
        }
        for &(col, file) in &columns {
            let have = chars.get(col).copied().unwrap_or(' ');
            let want = shown(pos, file, rank);
            if have != want {
                let name = char::from(b'A' + file as u8);
                return Err(format!(
                    "{name}{}: drawn {have:?}, the position has {want:?}",
                    rank + 1
                ));
            }
            drawn.insert((file, rank));
        }
    }
    Ok(drawn)
}

/// The pieces and trees of `pos` outside `drawn`, as `mL13`, `tC2`.
fn elsewhere(pos: &Position, drawn: &BTreeSet<(usize, usize)>) -> BTreeSet<String> {
    let trees = pos.trees().squares().map(|sq| ('t', sq));
    pos.pieces()
        .map(|(sq, piece)| (piece.letter(), sq))
        .chain(trees)
        .filter(|(_, sq)| !drawn.contains(&(sq.file(), sq.rank())))
        .map(|(letter, sq)| format!("{letter}{sq}"))
        .collect()
}

/// Every failing claim of `block`, with its line.
fn check_block(block: &Block) -> Vec<String> {
    let at = |k: usize| format!("{}:{}", block.doc, block.line + k);
    let mut failures = Vec::new();
    if block.kind == "rejected" {
        for (k, s) in block.lines.iter().enumerate() {
            if let Ok(p) = Position::parse_in(block.variant, s) {
                failures.push(format!("{}: accepted as {p}", at(k)));
            }
        }
        return failures;
    }
    let Some(first) = block.lines.first() else {
        return vec![format!("{}: an empty example", at(0))];
    };
    let pos = match Position::parse_in(block.variant, first) {
        Ok(p) => p,
        Err(e) => return vec![format!("{}: {e}", at(0))],
    };
    if block.lines.len() < 2 {
        failures.push(format!("{}: an example claims something", at(0)));
    }
    let drawing = block.lines[1..]
        .iter()
        .take_while(|l| is_rank(l) || is_files(l))
        .count();
    let drawn = match &block.lines[1..=drawing] {
        [] => None,
        [ranks @ .., files] if is_files(files) && ranks.iter().all(|r| is_rank(r)) => {
            let ranks: Vec<&str> = ranks.iter().map(String::as_str).collect();
            match check_drawing(&pos, &ranks, files) {
                Ok(drawn) => Some(drawn),
                Err(why) => {
                    failures.push(format!("{}: {why}", at(1)));
                    None
                }
            }
        }
        _ => {
            failures.push(format!("{}: a drawing ends with its file letters", at(1)));
            None
        }
    };
    for (k, claim) in block.lines.iter().enumerate().skip(1 + drawing) {
        let claim = claim.trim();
        let checked = match claim.strip_prefix("elsewhere:") {
            Some(list) => match &drawn {
                Some(drawn) => {
                    let have = elsewhere(&pos, drawn);
                    let want: BTreeSet<String> =
                        list.split_whitespace().map(str::to_string).collect();
                    (have == want).then_some(()).ok_or(format!(
                        "outside the drawing: {}",
                        have.into_iter().collect::<Vec<_>>().join(" ")
                    ))
                }
                // A drawing that fails is reported already.
                None if drawing > 0 => Ok(()),
                None => Err("elsewhere: follows a drawing".to_string()),
            },
            None => check_claim(&pos, claim),
        };
        if let Err(why) = checked {
            failures.push(format!("{}: {claim}: {why}", at(k)));
        }
    }
    failures
}

#[test]
fn every_example_of_the_rule_documents_holds() {
    let mut failures = Vec::new();
    let mut count = 0;
    for doc in DOCS {
        for block in blocks(doc, &read(doc)) {
            count += 1;
            failures.extend(check_block(&block));
        }
    }
    assert!(count > 0, "no examples found");
    assert!(
        failures.is_empty(),
        "examples that fail:\n{}",
        failures.join("\n")
    );
}

/// The tests `text` names: `` `crates/…/file.rs::test_name` ``.
fn named_tests(text: &str) -> Vec<(&str, &str)> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter_map(|name| name.split_once(".rs::"))
        .collect()
}

#[test]
fn each_rule_has_an_example_and_names_tests_that_exist() {
    let mut failures = Vec::new();
    for doc in DOCS {
        let text = read(doc);
        for (file, test) in named_tests(&text) {
            let source = fs::read_to_string(root().join(format!("{file}.rs"))).unwrap_or_default();
            if !source.contains(&format!("fn {test}(")) {
                failures.push(format!("{doc}: {file}.rs::{test}: no such test"));
            }
        }
        for s in sections(&text) {
            // A variant's section (V1) introduces its rules (V1.1 …), which carry the examples.
            let leaf = s.id.starts_with('R') || s.id.contains('.');
            let examples = blocks(doc, &s.body).len();
            let tests = named_tests(&s.body).len();
            if leaf && (examples == 0 || tests == 0) {
                failures.push(format!(
                    "{doc}:{}: {} has {examples} examples and names {tests} tests",
                    s.line, s.id
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
