use std::collections::BTreeSet;

use super::*;

/// A value of every [`Illegal`] variant, checked against the keys' list.
fn every_reason() -> Vec<Illegal> {
    let all = Illegal::one_of_each();
    let codes: BTreeSet<&str> = all.iter().map(Illegal::code).collect();
    assert_eq!(codes.len(), ILLEGAL_KEYS.len(), "a variant has no sample");
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
            // `end` is not said: it is the key of the sentence said as `how`.
            if given.remove("end") {
                let end = illegal_args(&why).into_iter().find(|(n, _)| *n == "end");
                let end = end.expect("an end's key").1;
                assert!(message(&ftl, &end).is_some(), "{lang} lacks {end}");
                assert!(given.contains("how"), "{key}");
            }
            assert_eq!(variables(&said), given, "{lang} {key}: {said}");
        }
    }
}
