//! The shipped set cannot rot: every entry reads and replays through the rules core, the
//! counts hold, no position appears twice (mirrors included), and a sample is verified again
//! with the engine.

use std::collections::HashSet;

use camelot_puzzles::{PuzzleSet, SHIPPED, Verifier, position_key, shipped};
use camelot_rules::Variant;

#[test]
fn every_entry_reads_and_every_variant_has_its_count() {
    let (set, skipped) = PuzzleSet::read(SHIPPED);
    assert!(skipped.is_empty(), "{:?}", &skipped[..skipped.len().min(5)]);
    // Mined (or mined sets merged) by the tool, its command in the header.
    assert!(set.header.command.starts_with("camelot-cli puzzles "));
    assert!(
        set.header
            .settings
            .iter()
            .any(|s| s.contains("puzzles mine"))
    );
    for variant in Variant::ALL {
        let n = set.filter(Some(variant), None).count();
        let want = if variant == Variant::Camelot {
            1000
        } else {
            100
        };
        assert!(n >= want, "{variant}: {n} puzzles, {want} wanted");
    }
    assert_eq!(shipped().puzzles.len(), set.puzzles.len());
}

#[test]
fn no_position_twice_nor_its_mirror() {
    let mut seen = HashSet::new();
    for p in &shipped().puzzles {
        let checked = p.check().unwrap();
        assert!(
            seen.insert(position_key(&checked.position)),
            "{} repeats a position",
            p.id
        );
    }
}

#[test]
fn a_sample_is_still_unique_by_the_engine() {
    let mut verifier = Verifier::default();
    // The first and last puzzle of every variant: different games, ages of the game, sizes.
    for variant in Variant::ALL {
        let of_variant: Vec<_> = shipped().filter(Some(variant), None).collect();
        for p in [of_variant[0], of_variant[of_variant.len() - 1]] {
            if let Err(e) = verifier.verify(p) {
                panic!("{e}");
            }
        }
    }
}
