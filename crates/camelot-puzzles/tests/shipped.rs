//! The shipped set cannot rot: every entry reads and replays through the rules core, the
//! counts hold, no position appears twice (mirrors included), every theme is there, and a
//! sample is verified again with the engine, at the confirming depth and by the deep pass the
//! set went through.

use std::collections::HashSet;

use camelot_puzzles::{PuzzleSet, SHIPPED, Theme, Verifier, position_key, shipped};
use camelot_rules::Variant;

/// The plies beyond the confirming depth of the deep pass that made the set.
const DEEPER: u32 = 3;

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
    // Every puzzle went through the deep pass (`puzzles verify`).
    assert!(
        set.header
            .settings
            .iter()
            .any(|s| s.starts_with(&format!("verify --deeper {DEEPER}:")))
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

#[test]
fn every_theme_has_puzzles() {
    for theme in Theme::ALL {
        let n = shipped().filter(None, Some(theme)).count();
        assert!(n >= 5, "{theme}: {n} puzzles");
    }
}

#[test]
fn a_sample_passes_the_deep_pass_unchanged() {
    let mut verifier = Verifier::default();
    // The second and the second to last of every variant (the first and last are above).
    for variant in Variant::ALL {
        let of_variant: Vec<_> = shipped().filter(Some(variant), None).collect();
        for p in [of_variant[1], of_variant[of_variant.len() - 2]] {
            match verifier.verify_deep(p, DEEPER) {
                Ok(deep) => assert_eq!(&deep.puzzle, p, "the line was shortened"),
                Err(e) => panic!("{e}"),
            }
        }
    }
}
