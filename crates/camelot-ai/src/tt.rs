//! The transposition table, keyed by the position's Zobrist hash.

use camelot_rules::MoveKey;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    Exact,
    /// The score is at least this (a beta cut-off).
    Lower,
    /// The score is at most this (no move reached alpha).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    pub hash: u64,
    pub best: Option<MoveKey>,
    pub score: i32,
    pub depth: i16,
    pub bound: Bound,
    /// The search that stored it: entries of older searches are replaced first.
    pub age: u8,
}

pub(crate) struct Table {
    entries: Vec<Option<Entry>>,
    age: u8,
}

impl Table {
    pub fn new(megabytes: usize) -> Table {
        let size = megabytes.max(1).saturating_mul(1 << 20) / std::mem::size_of::<Option<Entry>>();
        Table {
            entries: vec![None; size.max(1024)],
            age: 0,
        }
    }

    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    pub fn clear(&mut self) {
        self.entries.fill(None);
    }

    #[inline]
    fn slot(&self, hash: u64) -> usize {
        ((hash as u128 * self.entries.len() as u128) >> 64) as usize
    }

    #[inline]
    pub fn probe(&self, hash: u64) -> Option<Entry> {
        self.entries[self.slot(hash)].filter(|e| e.hash == hash)
    }

    /// Stores an entry unless the slot holds a deeper one of this search for another position.
    #[inline]
    pub fn store(&mut self, mut entry: Entry) {
        entry.age = self.age;
        let i = self.slot(entry.hash);
        if let Some(old) = self.entries[i]
            && old.age == self.age
            && old.hash != entry.hash
            && old.depth > entry.depth
        {
            return;
        }
        // Keep the best move of a shallower re-search that found none (an upper bound).
        if entry.best.is_none()
            && let Some(old) = self.entries[i]
            && old.hash == entry.hash
        {
            entry.best = old.best;
        }
        self.entries[i] = Some(entry);
    }
}
