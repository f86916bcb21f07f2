//! Fuzzes reading moves as people write them (`Position::read_move`, docs/records.md "Scores
//! as published") on a few fixed positions: arbitrary text is refused with an error, or read
//! as a legal path of one generated move (R16) whose canonical writing, lower case and
//! AbstractPlay `^` form all read back to that same path.
#![no_main]

use camelot_rules::{Error, LegKind, Position};
use libfuzzer_sys::fuzz_target;

/// The start (R2); a knight's charge with a canter run, `J11-F11-D11xF9` (R6, R8); two jump
/// runs between the same squares, `F12xF16` (R5, R10, R16); and a piece that must leave its
/// own castle (R9).
const POSITIONS: [&str; 4] = [
    "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 - 0",
    "2/8/10/12/12/4m1m1mn2/4M7/12/12/12/12/12/11M/10/8/2 b 0 0 - 0",
    "2/3mm3/10/5mm5/5M6/12/12/12/12/12/12/12/M11/10/8/2 w 0 0 - 0",
    "2/8/10/12/12/12/12/12/12/12/12/5m6/4m1m5/10/6m1/1M w 0 0 G1 7",
];

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let pos: Position = POSITIONS[which as usize % POSITIONS.len()]
        .parse()
        .expect("valid");
    let mv = match pos.read_move(text) {
        Ok(mv) => mv,
        Err(Error::AmbiguousMove(why)) => {
            assert!(why.contains(" or "), "{text:?}: {why}");
            return;
        }
        Err(_) => return,
    };
    assert!(
        pos.legal_keys().contains(&mv.key()),
        "{text:?} read as {mv}, not a generated move"
    );
    let canonical = mv.to_string();
    let mut abstractplay = mv.from.to_string();
    for leg in &mv.legs {
        abstractplay.push(match leg.kind {
            LegKind::Canter => '^',
            kind => kind.separator(),
        });
        abstractplay += &leg.to.to_string();
    }
    for form in [canonical.clone(), canonical.to_lowercase(), abstractplay] {
        let again = pos
            .read_move(&form)
            .unwrap_or_else(|e| panic!("{text:?} read as {canonical}, but {form:?}: {e}"));
        assert_eq!(again, mv, "{form:?}");
    }
});
