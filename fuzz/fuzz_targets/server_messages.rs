//! Fuzzes the server's message handling (crates/camelot-server, docs/protocol.md): a hub on
//! an in-memory database with two signed-in players in a game and a spectator takes
//! arbitrary lines, each from the connection its first byte picks, with time moving on by the
//! second. Nothing a client sends may panic the server; every message that parses writes
//! back and parses to itself; whatever comes out is a server message. Dictionary:
//! `fuzz/server.dict` (`cargo fuzz run server_messages -- -dict=fuzz/server.dict`).
#![no_main]

use std::net::IpAddr;
use std::sync::Arc;

use camelot_server::hub::{Config, ConnId, Hub, Link};
use camelot_protocol::{ServerMsg, parse_client};
use camelot_server::store::Store;
use libfuzzer_sys::fuzz_target;

const SETUP: [(usize, &str); 5] = [
    (0, r#"{"type":"hello","protocol":1,"name":"Ann"}"#),
    (1, r#"{"type":"hello","protocol":1,"name":"Bob"}"#),
    (2, r#"{"type":"hello","protocol":1}"#),
    (0, r#"{"type":"seek","time":"1+0","color":"white"}"#),
    (1, r#"{"type":"seek","time":"1+0","color":"black"}"#),
];

fn drain(outboxes: &[Arc<Link>]) {
    for link in outboxes {
        for text in link.take() {
            serde_json::from_str::<ServerMsg>(&text).expect("the server sends its messages");
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let mut now = 1_000_000;
    let mut hub = Hub::with_store(Store::in_memory().unwrap(), Config::default(), now).unwrap();
    let mut conns: Vec<ConnId> = Vec::new();
    let mut outboxes = Vec::new();
    for _ in 0..3 {
        let config = Config::default();
        let link = Arc::new(Link::new(config.outbox_bytes, config.errors_per_minute));
        conns.push(hub.connect(link.clone(), IpAddr::from([127, 0, 0, 1])));
        outboxes.push(link);
    }
    for (who, text) in SETUP {
        hub.handle(conns[who], text, now);
    }
    drain(&outboxes);
    for line in data.split(|&b| b == b'\n') {
        let [who, wait, text @ ..] = line else {
            continue;
        };
        let Ok(text) = std::str::from_utf8(text) else {
            continue;
        };
        if let Ok(msg) = parse_client(text) {
            let again = serde_json::to_string(&msg).unwrap();
            assert_eq!(parse_client(&again).as_ref(), Ok(&msg));
        }
        now += i64::from(*wait) * 1000;
        // As the server runs it: a batch, committed before its messages go out.
        hub.batch(now, |hub| {
            hub.handle(conns[*who as usize % conns.len()], text, now);
            hub.tick(now);
        })
        .expect("an in-memory batch commits");
        drain(&outboxes);
    }
});
