use std::fmt;
use std::str::FromStr;

/// A rule id, always a single rule (never a range): `R1` to `R16` of RULES.md, or a variant's
/// `V0` to `V5` of VARIANTS.md, alone or with its part (`V1.4`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Hash)]
pub struct RuleId {
    /// `b'R'` (RULES.md) or `b'V'` (VARIANTS.md).
    book: u8,
    number: u8,
    /// A variant rule's part: 4 in `V1.4`; 0 when none is named.
    part: u8,
}

impl RuleId {
    /// The highest rule id of RULES.md.
    pub const LAST: u8 = 16;
    /// The highest section of VARIANTS.md.
    pub const LAST_VARIANT: u8 = 5;

    /// The rule's number: 5 for `R5`, 1 for `V1.4`.
    pub const fn number(self) -> u8 {
        self.number
    }

    /// Whether this is a variant's rule (VARIANTS.md, `V…`).
    pub const fn is_variant(self) -> bool {
        self.book == b'V'
    }
}

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.book as char, self.number)?;
        if self.part > 0 {
            write!(f, ".{}", self.part)?;
        }
        Ok(())
    }
}

/// A number without leading zeros in `range`.
fn small_number(digits: &str, range: std::ops::RangeInclusive<u8>) -> Option<u8> {
    if digits.is_empty() || digits.starts_with('0') && digits != "0" {
        return None;
    }
    if !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok().filter(|n| range.contains(n))
}

impl FromStr for RuleId {
    type Err = String;

    /// Parses `R5` (`R` and a number 1–16) or `V1`, `V1.4` (`V` and a section 0–5, then
    /// optionally a part 1–99), without leading zeros.
    fn from_str(s: &str) -> Result<RuleId, String> {
        let bad = || {
            format!(
                "{s:?} is not a single rule id R1 to R{} or V0 to V{} (V1.4)",
                Self::LAST,
                Self::LAST_VARIANT
            )
        };
        if let Some(digits) = s.strip_prefix('R') {
            return small_number(digits, 1..=Self::LAST)
                .map(|number| RuleId {
                    book: b'R',
                    number,
                    part: 0,
                })
                .ok_or_else(bad);
        }
        let rest = s.strip_prefix('V').ok_or_else(bad)?;
        let (section, part) = match rest.split_once('.') {
            Some((section, part)) => (section, small_number(part, 1..=99).ok_or_else(bad)?),
            None => (rest, 0),
        };
        let number = small_number(section, 0..=Self::LAST_VARIANT).ok_or_else(bad)?;
        Ok(RuleId {
            book: b'V',
            number,
            part,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::RuleId;

    #[test]
    fn single_ids_parse_and_print() {
        for n in 1..=16 {
            let id: RuleId = format!("R{n}").parse().unwrap();
            assert_eq!(id.number(), n);
            assert!(!id.is_variant());
            assert_eq!(id.to_string(), format!("R{n}"));
        }
        for text in ["V0", "V1", "V1.4", "V5.10"] {
            let id: RuleId = text.parse().unwrap();
            assert!(id.is_variant());
            assert_eq!(id.to_string(), text);
        }
        assert_eq!("V1.4".parse::<RuleId>().unwrap().number(), 1);
    }

    #[test]
    fn ranges_lists_and_unknown_ids_are_rejected() {
        for bad in [
            "R11-R14",
            "R11–R14",
            "R5,R7",
            "R0",
            "R17",
            "R05",
            "r5",
            "5",
            "R",
            "",
            "R1.2",
            "V6",
            "V1.",
            "V1.0",
            "V01",
            "V1.4-V1.7",
            "V",
            "v1",
        ] {
            assert!(bad.parse::<RuleId>().is_err(), "{bad:?} was accepted");
        }
    }
}
