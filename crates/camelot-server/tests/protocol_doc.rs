//! docs/protocol.md shows every message, and each example is one the types read.

use std::collections::BTreeSet;

use camelot_protocol::{ClientMsg, ServerMsg};

/// The `type` of every message kind, read from the serialized example lines.
#[test]
fn every_message_has_a_valid_example_in_the_protocol_doc() {
    let doc = include_str!("../../../docs/protocol.md");
    let mut section = "";
    let (mut client, mut server) = (BTreeSet::new(), BTreeSet::new());
    for line in doc.lines() {
        if line.starts_with("## ") {
            section = line;
        }
        if !line.starts_with("{\"type\"") {
            continue;
        }
        let value: serde_json::Value = serde_json::from_str(line).expect(line);
        let kind = value["type"].as_str().unwrap().to_string();
        if section == "## Client to server" {
            serde_json::from_str::<ClientMsg>(line).unwrap_or_else(|e| panic!("{line}: {e}"));
            client.insert(kind);
        } else {
            serde_json::from_str::<ServerMsg>(line).unwrap_or_else(|e| panic!("{line}: {e}"));
            server.insert(kind);
        }
    }
    // ClientMsg has 54 kinds and ServerMsg 44: a new message without an example fails here.
    assert_eq!(client.len(), 54, "client examples: {client:?}");
    assert_eq!(server.len(), 44, "server examples: {server:?}");
}

/// The table of closes shows every close the server sends, with its code and reason.
#[test]
fn every_close_is_in_the_protocol_docs_table() {
    let doc = include_str!("../../../docs/protocol.md");
    for close in camelot_protocol::Close::ALL {
        let row = format!("| {} | `{}` |", close.code(), close.reason());
        assert!(doc.contains(&row), "docs/protocol.md lacks {row}");
    }
}
