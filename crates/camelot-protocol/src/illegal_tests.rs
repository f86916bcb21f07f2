use std::collections::BTreeSet;

use camelot_rules::{EndReason, GameResult, Outcome};

use super::*;

/// A value of every [`Illegal`] variant (every leg kind where a reason names one): the
/// `match` stops compiling when a variant is added, until it is listed here.
fn every_reason() -> Vec<Illegal> {
    use Illegal::*;
    let sq = |name: &str| Square::try_from(name.to_string()).expect("a square");
    let (a, b) = (sq("E6"), sq("E8"));
    let reason = EndReason::CastleOccupied;
    let result = GameResult {
        outcome: Outcome::Win(Color::White),
        reason,
    };
    let mut all = vec![
        GameOver { reason },
        GameEnded {
            result: Some(result),
        },
        GameEnded { result: None },
        NotDeclarable { reason },
        PlaceTreesFirst { side: Color::White },
        TreesPlaced,
        BadPlacement { side: Color::Black },
        TreeInRiver { at: a },
        TreeAcrossRiver {
            at: a,
            side: Color::White,
        },
        NotATreeSquare {
            at: a,
            side: Color::Black,
        },
        TreeOnTree { at: a },
        TreeOnPiece { at: a },
        NoPiece { at: a },
        NotYours {
            at: a,
            owner: Color::Black,
            to_move: Color::White,
        },
        MustLeaveCastle { at: a },
        InTheirCastle { at: a },
        NoCastleMovesLeft { at: a },
        CastleFull { at: a },
        CaptureDue,
        NoLegalMove { at: a },
        NoLeg,
        StepIsSingle,
        EndedInTheirCastle { at: a },
        OnlyCastleMove { at: a },
        StepAfterLeap { from: a, to: b },
        IntoOwnCastle { to: b },
        NotEmpty { to: b },
        NotALeg { from: a, to: b },
        ManCannotCharge,
        JumpNotHere { from: a, to: b },
        NothingToLeap { over: a },
        CanterAfterJump,
        CanterIntoOwnCastle { to: b },
        LandedTwice { to: b },
        ChargeMissesCapture { to: b },
        CanterLeadsNowhere { to: b },
        JumpGoesOn { at: a },
        ChargeMustCapture,
    ];
    for kind in [LegKind::Plain, LegKind::Canter, LegKind::Jump] {
        all.push(WrongLegKind { to: b, kind });
        all.push(WrongJoint {
            from: a,
            joint: '-',
            to: b,
            kind,
        });
        all.push(NoRun {
            from: a,
            to: b,
            kind,
        });
    }
    let listed: BTreeSet<u8> = all
        .iter()
        .map(|why| match why {
            GameOver { .. } => 0,
            GameEnded { .. } => 1,
            NotDeclarable { .. } => 2,
            PlaceTreesFirst { .. } => 3,
            TreesPlaced => 4,
            BadPlacement { .. } => 5,
            TreeInRiver { .. } => 6,
            TreeAcrossRiver { .. } => 7,
            NotATreeSquare { .. } => 8,
            TreeOnTree { .. } => 9,
            TreeOnPiece { .. } => 10,
            NoPiece { .. } => 11,
            NotYours { .. } => 12,
            MustLeaveCastle { .. } => 13,
            InTheirCastle { .. } => 14,
            NoCastleMovesLeft { .. } => 15,
            CastleFull { .. } => 16,
            CaptureDue => 17,
            NoLegalMove { .. } => 18,
            NoLeg => 19,
            StepIsSingle => 20,
            EndedInTheirCastle { .. } => 21,
            OnlyCastleMove { .. } => 22,
            StepAfterLeap { .. } => 23,
            IntoOwnCastle { .. } => 24,
            NotEmpty { .. } => 25,
            NotALeg { .. } => 26,
            ManCannotCharge => 27,
            JumpNotHere { .. } => 28,
            NothingToLeap { .. } => 29,
            CanterAfterJump => 30,
            CanterIntoOwnCastle { .. } => 31,
            LandedTwice { .. } => 32,
            ChargeMissesCapture { .. } => 33,
            CanterLeadsNowhere { .. } => 34,
            JumpGoesOn { .. } => 35,
            ChargeMustCapture => 36,
            WrongLegKind { .. } => 37,
            WrongJoint { .. } => 38,
            NoRun { .. } => 39,
        })
        .collect();
    assert_eq!(listed.len(), ILLEGAL_KEYS.len(), "a variant has no sample");
    all
}

#[test]
fn every_reason_has_one_listed_code_and_key() {
    let codes: BTreeSet<&str> = ILLEGAL_KEYS.iter().map(|(code, _)| *code).collect();
    assert_eq!(codes.len(), ILLEGAL_KEYS.len(), "a code listed twice");
    let mut seen = BTreeSet::new();
    for why in every_reason() {
        assert!(
            codes.contains(why.code()),
            "{why:?}: {} unlisted",
            why.code()
        );
        assert_ne!(illegal_key(&why), "error-illegal_move", "{why:?}");
        seen.insert(why.code());
    }
    assert_eq!(seen, codes, "a listed code no reason has");
    assert_eq!(
        illegal_key_named("from_a_newer_server"),
        "error-illegal_move"
    );
}

/// The wire's reason is the rules core's: its serde code and the squares it names.
#[test]
fn a_reason_on_the_wire_has_the_rules_cores_code_squares_and_rule() {
    for why in every_reason() {
        let wire = IllegalReason::from(&why);
        let data = serde_json::to_value(why).expect("serialises");
        assert_eq!(data["code"], wire.code, "{why:?}");
        for name in ["at", "from", "to", "over"] {
            if let Some(square) = data.get(name) {
                assert_eq!(square.as_str(), wire.args.get(name).map(String::as_str));
            }
        }
        assert_eq!(wire.rule.as_deref(), why.rule());
        let back: Illegal = serde_json::from_value(data).expect("reads back");
        assert_eq!(back, why);
        let json = serde_json::to_string(&wire).expect("serialises");
        assert_eq!(
            serde_json::from_str::<IllegalReason>(&json).expect("reads"),
            wire
        );
    }
    let due = serde_json::to_value(IllegalReason::from(&Illegal::CaptureDue)).unwrap();
    assert_eq!(
        due,
        serde_json::json!({"code": "capture_due", "rule": "R7", "args": {}})
    );
}

/// The variables a Fluent message uses (`{ $name }`, `{ $name -> …}`).
fn variables(message: &str) -> BTreeSet<String> {
    message
        .split("{ $")
        .skip(1)
        .map(|rest| {
            rest.chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect()
        })
        .collect()
}

/// The message of `key` in a Fluent file, with its indented lines.
fn message<'a>(ftl: &'a str, key: &str) -> Option<String> {
    let start = ftl.find(&format!("\n{key} = "))? + 1;
    let lines: Vec<&'a str> = ftl[start..]
        .lines()
        .enumerate()
        .take_while(|(i, l)| *i == 0 || l.starts_with([' ', '}']))
        .map(|(_, l)| l)
        .collect();
    Some(lines.join("\n"))
}

/// Every reason's sentence is in common.ftl in every language (one key, one source, for the
/// game and the browser), and uses exactly the arguments given, the rule id where there is one.
#[test]
fn every_reason_is_said_in_common_ftl_with_its_arguments() {
    for lang in ["en", "ru", "sv"] {
        let path = format!(
            "{}/../../assets/i18n/{lang}/common.ftl",
            env!("CARGO_MANIFEST_DIR")
        );
        let ftl = std::fs::read_to_string(&path).expect("common.ftl");
        for why in every_reason() {
            let key = illegal_key(&why);
            let said = message(&ftl, key).unwrap_or_else(|| panic!("{lang} lacks {key}"));
            let mut given: BTreeSet<String> = illegal_args(&why)
                .into_iter()
                .map(|(name, _)| name.to_string())
                .collect();
            if why.rule().is_some() {
                given.insert("rule".into());
            }
            assert_eq!(variables(&said), given, "{lang} {key}: {said}");
        }
    }
}
