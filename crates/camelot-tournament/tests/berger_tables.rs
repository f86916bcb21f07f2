//! The FIDE Berger tables as the Handbook prints them (C.05, Annex 1), board by board.

use camelot_tournament::berger::berger_table;

/// A printed table: rounds separated by `;`, boards by spaces, "1-6" White first.
fn printed(table: &str) -> Vec<Vec<(usize, usize)>> {
    table
        .split(';')
        .map(|round| {
            round
                .split_whitespace()
                .map(|board| {
                    let (w, b) = board.split_once('-').unwrap();
                    (w.parse().unwrap(), b.parse().unwrap())
                })
                .collect()
        })
        .collect()
}

#[test]
fn four_players() {
    assert_eq!(berger_table(4), printed("1-4 2-3; 4-3 1-2; 2-4 3-1"));
    // Three players play the four-player table with number 4 as the rest.
    assert_eq!(berger_table(3), berger_table(4));
}

#[test]
fn six_players() {
    let table = "1-6 2-5 3-4; 6-4 5-3 1-2; 2-6 3-1 4-5; 6-5 1-4 2-3; 3-6 4-2 5-1";
    assert_eq!(berger_table(6), printed(table));
}

#[test]
fn eight_players() {
    let table = "1-8 2-7 3-6 4-5; 8-5 6-4 7-3 1-2; 2-8 3-1 4-7 5-6; 8-6 7-5 1-4 2-3; \
                 3-8 4-2 5-1 6-7; 8-7 1-6 2-5 3-4; 4-8 5-3 6-2 7-1";
    assert_eq!(berger_table(8), printed(table));
}

#[test]
fn ten_players() {
    let table = "1-10 2-9 3-8 4-7 5-6; 10-6 7-5 8-4 9-3 1-2; 2-10 3-1 4-9 5-8 6-7; \
                 10-7 8-6 9-5 1-4 2-3; 3-10 4-2 5-1 6-9 7-8; 10-8 9-7 1-6 2-5 3-4; \
                 4-10 5-3 6-2 7-1 8-9; 10-9 1-8 2-7 3-6 4-5; 5-10 6-4 7-3 8-2 9-1";
    assert_eq!(berger_table(10), printed(table));
}

#[test]
fn twelve_players() {
    let table = "1-12 2-11 3-10 4-9 5-8 6-7; 12-7 8-6 9-5 10-4 11-3 1-2; \
                 2-12 3-1 4-11 5-10 6-9 7-8; 12-8 9-7 10-6 11-5 1-4 2-3; \
                 3-12 4-2 5-1 6-11 7-10 8-9; 12-9 10-8 11-7 1-6 2-5 3-4; \
                 4-12 5-3 6-2 7-1 8-11 9-10; 12-10 11-9 1-8 2-7 3-6 4-5; \
                 5-12 6-4 7-3 8-2 9-1 10-11; 12-11 1-10 2-9 3-8 4-7 5-6; \
                 6-12 7-5 8-4 9-3 10-2 11-1";
    assert_eq!(berger_table(12), printed(table));
}
