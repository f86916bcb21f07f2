use std::fmt;
use std::str::FromStr;

/// A rule id of RULES.md, `R1` to `R16`, always a single rule (never a range).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Hash)]
pub struct RuleId(u8);

impl RuleId {
    /// The highest rule id of RULES.md.
    pub const LAST: u8 = 16;

    /// The rule's number: 5 for `R5`.
    pub const fn number(self) -> u8 {
        self.0
    }
}

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "R{}", self.0)
    }
}

impl FromStr for RuleId {
    type Err = String;

    /// Parses `R5`: `R` and a number 1–16 without leading zeros.
    fn from_str(s: &str) -> Result<RuleId, String> {
        let bad = || format!("{s:?} is not a single rule id R1 to R{}", Self::LAST);
        let digits = s.strip_prefix('R').ok_or_else(bad)?;
        if digits.starts_with('0') || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        match digits.parse::<u8>() {
            Ok(n) if (1..=Self::LAST).contains(&n) => Ok(RuleId(n)),
            _ => Err(bad()),
        }
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
            assert_eq!(id.to_string(), format!("R{n}"));
        }
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
        ] {
            assert!(bad.parse::<RuleId>().is_err(), "{bad:?} was accepted");
        }
    }
}
