//! The shipped evaluation weights: `weights.toml` beside this crate's sources, embedded and
//! read once, one table per variant (VARIANTS.md V0.1) so that each board plays with its
//! own. `camelot-cli train` writes such a file (docs/learning.md).

use std::collections::BTreeMap;
use std::sync::LazyLock;

use camelot_rules::Variant;

use crate::eval::Weights;

const SHIPPED: &str = include_str!("../weights.toml");

static TABLES: LazyLock<[Weights; Variant::ALL.len()]> = LazyLock::new(|| {
    Weights::read_tables(SHIPPED).expect("the shipped weights.toml is valid (a test reads it)")
});

impl Weights {
    /// The weights the engine plays `variant` with: the shipped file's.
    pub fn shipped(variant: Variant) -> Weights {
        TABLES[variant as usize]
    }

    /// Reads a weights file: a TOML table named after each variant (`[camelot]`, `[cam]`,
    /// …), every variant present, each with every weight and nothing else. The tables come
    /// in the order of [`Variant::ALL`].
    pub fn read_tables(text: &str) -> Result<[Weights; Variant::ALL.len()], String> {
        let tables: BTreeMap<String, Weights> =
            toml::from_str(text).map_err(|e| format!("weights file: {}", one_line(text, &e)))?;
        for name in tables.keys() {
            name.parse::<Variant>()
                .map_err(|e| format!("weights file: table [{name}]: {e}"))?;
        }
        let mut out = [Weights::default(); Variant::ALL.len()];
        for (slot, v) in out.iter_mut().zip(Variant::ALL) {
            *slot = *tables
                .get(v.name())
                .ok_or_else(|| format!("weights file: no table [{}]", v.name()))?;
        }
        Ok(out)
    }

    /// A weights file of `tables` (in the order of [`Variant::ALL`]) that
    /// [`Weights::read_tables`] reads back, after `header` (comment lines).
    pub fn write_tables(tables: &[Weights; Variant::ALL.len()], header: &str) -> String {
        let named: BTreeMap<&str, Weights> = Variant::ALL
            .iter()
            .zip(tables)
            .map(|(v, w)| (v.name(), *w))
            .collect();
        let body = toml::to_string(&named).expect("weights always serialise");
        let comments: String = header.lines().map(|l| format!("# {l}\n")).collect();
        format!("{comments}\n{body}")
    }
}

/// A TOML error in one line (its own text spans several, quoting the line at fault), so a
/// bad file is one line of the command line's refusal.
fn one_line(text: &str, e: &toml::de::Error) -> String {
    match e.span() {
        Some(span) => {
            let line = text[..span.start.min(text.len())].matches('\n').count() + 1;
            format!("line {line}: {}", e.message().trim())
        }
        None => e.message().trim().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn v0_1_the_shipped_file_has_weights_for_every_variant() {
        let tables = Weights::read_tables(SHIPPED).unwrap();
        for (v, w) in Variant::ALL.iter().zip(tables) {
            assert_eq!(Weights::shipped(*v), w);
            assert!(w.man > 0 && w.knight > 0, "{v}: {w:?}");
        }
    }

    #[test]
    fn a_written_file_reads_back() {
        let mut tables = [Weights::default(); Variant::ALL.len()];
        tables[3].race = 21;
        let text = Weights::write_tables(&tables, "a test");
        assert!(text.starts_with("# a test\n"));
        assert_eq!(Weights::read_tables(&text).unwrap(), tables);
    }

    #[test]
    fn bad_files_say_what_is_wrong() {
        let good = Weights::write_tables(&[Weights::default(); Variant::ALL.len()], "");
        let missing = good.replace("[river]", "[rivers]");
        assert!(
            Weights::read_tables(&missing)
                .unwrap_err()
                .contains("rivers")
        );
        let unknown = good.replacen("man = 100", "man = 100\nbishop = 3", 1);
        assert!(Weights::read_tables(&unknown).is_err());
        assert!(Weights::read_tables("[camelot]\nman = \"many\"").is_err());
    }
}
