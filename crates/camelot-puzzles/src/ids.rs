//! Puzzle ids (`camelot-0001`): numbering a set's puzzles, each position (or mirror) once.
//! Players' records name puzzles by id (the game's `persistence/puzzles.rs`), so a set made
//! again keeps the ids its positions had, and a new puzzle never takes a retired one's id.

use std::collections::HashMap;

use camelot_rules::Variant;

use crate::dedupe::{Seen, position_key};
use crate::puzzle::{Puzzle, puzzle_id};

/// The puzzles of a set from its runs (or sets), in order: a position found twice (or its
/// mirror) kept the first time, and each variant's puzzles numbered from 1 (`cam-0001`…).
pub fn number<'a>(found: impl IntoIterator<Item = &'a Puzzle>) -> Vec<Puzzle> {
    number_after(&[], found)
}

/// `base` as it is, its ids kept, then the puzzles of `found` whose position (or mirror) is
/// new, each numbered on from the highest number of its variant so far.
pub fn number_after<'a>(
    base: &[Puzzle],
    found: impl IntoIterator<Item = &'a Puzzle>,
) -> Vec<Puzzle> {
    let mut seen = Seen::default();
    for p in base {
        if let Ok(checked) = p.check() {
            seen.first_time(&checked.position);
        }
    }
    let mut highest = highest_numbers(base);
    let mut puzzles = base.to_vec();
    for p in found {
        let Ok(checked) = p.check() else { continue };
        if seen.first_time(&checked.position) {
            puzzles.push(renamed(p, next_id(&mut highest, p.variant)));
        }
    }
    puzzles
}

/// The puzzles of `found` (a position or its mirror once) numbered as in `earlier`, a set
/// they replace: a position `earlier` had keeps its id there, a new one is numbered on from
/// the highest number `earlier` used in its variant. Sorted by variant, then number.
pub fn number_as<'a>(
    earlier: &[Puzzle],
    found: impl IntoIterator<Item = &'a Puzzle>,
) -> Vec<Puzzle> {
    let ids: HashMap<String, &str> = earlier
        .iter()
        .filter_map(|p| Some((position_key(&p.check().ok()?.position), p.id.as_str())))
        .collect();
    let mut highest = highest_numbers(earlier);
    let mut seen = Seen::default();
    let mut puzzles = Vec::new();
    for p in found {
        let Ok(checked) = p.check() else { continue };
        if !seen.first_time(&checked.position) {
            continue;
        }
        let id = match ids.get(&position_key(&checked.position)) {
            Some(id) => id.to_string(),
            None => next_id(&mut highest, p.variant),
        };
        puzzles.push(renamed(p, id));
    }
    puzzles.sort_by_key(|p| (p.variant, number_of(&p.id)));
    puzzles
}

/// The number at the end of an id (`cam-0012` → 12).
fn number_of(id: &str) -> usize {
    id.rsplit('-')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

/// Each variant's highest puzzle number in `set`.
fn highest_numbers(set: &[Puzzle]) -> HashMap<Variant, usize> {
    let mut highest = HashMap::new();
    for p in set {
        let n = highest.entry(p.variant).or_insert(0);
        *n = number_of(&p.id).max(*n);
    }
    highest
}

fn next_id(highest: &mut HashMap<Variant, usize>, variant: Variant) -> String {
    let n = highest.entry(variant).or_insert(0);
    *n += 1;
    puzzle_id(variant, *n)
}

fn renamed(p: &Puzzle, id: String) -> Puzzle {
    Puzzle { id, ..p.clone() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shipped;

    #[test]
    fn a_set_made_again_keeps_its_positions_ids_and_retires_the_others() {
        let cams: Vec<Puzzle> = shipped()
            .filter(Some(Variant::Cam), None)
            .take(4)
            .cloned()
            .collect();
        // The earlier set had puzzles 0, 1 and 2 as cam-0007, cam-0003 and cam-0009.
        let earlier: Vec<Puzzle> = [(0, 7), (1, 3), (2, 9)]
            .map(|(i, n)| renamed(&cams[i], puzzle_id(Variant::Cam, n)))
            .into();
        // The new one finds puzzle 3 (new), 0 again, and 0 once more: kept once.
        let found = [&cams[3], &cams[0], &cams[0]];
        let ids: Vec<String> = number_as(&earlier, found)
            .into_iter()
            .map(|p| p.id)
            .collect();
        // 0 keeps its id; 3 is numbered after the highest (9), never as the dropped cam-0003.
        assert_eq!(ids, ["cam-0007", "cam-0010"]);
    }
}
