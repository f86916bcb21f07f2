//! The transposition table, keyed by the position's Zobrist hash and shared by the threads
//! of a search (Lazy SMP) without locks: buckets of four 16-byte entries in one 64-byte
//! cache line, each checked against its whole hash, depth-preferred replacement.

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};

use camelot_rules::MoveKey;

use crate::search::MATE_BOUND;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    Exact,
    /// The score is at least this (a beta cut-off).
    Lower,
    /// The score is at most this (no move reached alpha).
    Upper,
}

/// A move stored in 32 bits: origin, final square and a 16-bit fingerprint of the captured
/// set (zero for a quiet move). It only orders moves, so a fingerprint collision between two
/// captures of the same piece to the same square costs a little ordering, never legality.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct TtMove(u32);

impl TtMove {
    pub fn new(m: &MoveKey) -> TtMove {
        let fingerprint = if m.is_capture() {
            let h = m.captured.squares().fold(0u32, |h, sq| {
                (h ^ (sq.index() as u32 + 1)).wrapping_mul(0x9E37_79B1)
            });
            (h >> 16) | 1
        } else {
            0
        };
        TtMove((m.from.index() as u32) << 24 | (m.to.index() as u32) << 16 | fingerprint)
    }

    #[inline]
    pub fn matches(self, m: &MoveKey) -> bool {
        self == TtMove::new(m)
    }
}

/// What a probe finds.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    pub best: Option<TtMove>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

/// One stored entry's fields, packed in 64 bits: move (32), score (16), depth (8), and the
/// bound in the low two bits of the last byte (0: an empty slot) with the search's age
/// above them.
#[derive(Clone, Copy, Default)]
struct Slot {
    /// A [`TtMove`]; 0 for none (no move runs from A… to the same square).
    mv: u32,
    score: i16,
    depth: i8,
    meta: u8,
}

const AGES: u8 = 64;

impl Slot {
    fn pack(self) -> u64 {
        self.mv as u64
            | (self.score as u16 as u64) << 32
            | (self.depth as u8 as u64) << 48
            | (self.meta as u64) << 56
    }

    fn unpack(data: u64) -> Slot {
        Slot {
            mv: data as u32,
            score: (data >> 32) as u16 as i16,
            depth: (data >> 48) as u8 as i8,
            meta: (data >> 56) as u8,
        }
    }

    fn bound(self) -> Option<Bound> {
        match self.meta & 3 {
            1 => Some(Bound::Exact),
            2 => Some(Bound::Lower),
            3 => Some(Bound::Upper),
            _ => None,
        }
    }

    fn age(self) -> u8 {
        self.meta >> 2
    }
}

/// A slot shared by the search threads without a lock: the packed fields, and the hash
/// xor-ed with them. A slot torn by two threads writing at once fails the check on the
/// next probe and reads as another position's, so no thread ever trusts a mixed entry.
#[derive(Default)]
struct SharedSlot {
    check: AtomicU64,
    data: AtomicU64,
}

impl SharedSlot {
    /// The slot's fields and the hash they were stored under.
    #[inline]
    fn load(&self) -> (u64, Slot) {
        let data = self.data.load(Ordering::Relaxed);
        let hash = self.check.load(Ordering::Relaxed) ^ data;
        (hash, Slot::unpack(data))
    }

    #[inline]
    fn save(&self, hash: u64, slot: Slot) {
        let data = slot.pack();
        self.check.store(hash ^ data, Ordering::Relaxed);
        self.data.store(data, Ordering::Relaxed);
    }
}

const BUCKET: usize = 4;

#[derive(Default)]
#[repr(C, align(64))]
struct Bucket([SharedSlot; BUCKET]);

/// The table, shared by the threads of a search (each probes and stores through `&self`).
pub(crate) struct Table {
    buckets: Vec<Bucket>,
    age: AtomicU8,
}

impl Table {
    pub fn new(megabytes: usize) -> Table {
        let size = megabytes.max(1).saturating_mul(1 << 20) / std::mem::size_of::<Bucket>();
        Table {
            buckets: std::iter::repeat_with(Bucket::default)
                .take(size.max(256))
                .collect(),
            age: AtomicU8::new(0),
        }
    }

    pub fn new_search(&self) {
        let age = self.age.load(Ordering::Relaxed);
        self.age.store((age + 1) % AGES, Ordering::Relaxed);
    }

    pub fn clear(&mut self) {
        for slot in self.buckets.iter_mut().flat_map(|b| b.0.iter_mut()) {
            *slot = SharedSlot::default();
        }
        *self.age.get_mut() = 0;
    }

    #[inline]
    fn bucket(&self, hash: u64) -> &Bucket {
        &self.buckets[((hash as u128 * self.buckets.len() as u128) >> 64) as usize]
    }

    #[inline]
    pub fn probe(&self, hash: u64) -> Option<Entry> {
        let slot = self.bucket(hash).0.iter().find_map(|s| {
            let (h, slot) = s.load();
            (h == hash && slot.bound().is_some()).then_some(slot)
        })?;
        Some(Entry {
            best: (slot.mv != 0).then_some(TtMove(slot.mv)),
            score: slot.score as i32,
            depth: slot.depth as i32,
            bound: slot.bound()?,
        })
    }

    /// How many searches ago a slot was written.
    fn staleness(&self, s: &Slot) -> i32 {
        ((self.age.load(Ordering::Relaxed) + AGES - s.age()) % AGES) as i32
    }

    /// Stores a search result. The position's own entry is replaced unless it is deeper and
    /// of this search (an exact score always replaces it); otherwise the bucket's empty,
    /// stalest or shallowest slot is.
    #[inline]
    pub fn store(&self, hash: u64, best: Option<MoveKey>, score: i32, depth: i32, bound: Bound) {
        let bucket = self.bucket(hash);
        let age = self.age.load(Ordering::Relaxed);
        let slots = bucket.0.each_ref().map(SharedSlot::load);
        let (i, keep_move) = match slots
            .iter()
            .position(|(h, s)| *h == hash && s.bound().is_some())
        {
            Some(i) => {
                let old = slots[i].1;
                if bound != Bound::Exact && depth < old.depth as i32 && old.age() == age {
                    return;
                }
                (i, old.mv)
            }
            None => {
                let worth = |s: &Slot| match s.bound() {
                    None => i32::MIN,
                    Some(_) => s.depth as i32 - 8 * self.staleness(s),
                };
                let i = (0..BUCKET)
                    .min_by_key(|&i| worth(&slots[i].1))
                    .expect("a bucket has slots");
                (i, 0)
            }
        };
        let bound_bits = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        bucket.0[i].save(
            hash,
            Slot {
                // Keep the move of an earlier search of the position that found one.
                mv: best.map_or(keep_move, |m| TtMove::new(&m).0),
                score: score as i16,
                depth: depth.clamp(0, i8::MAX as i32) as i8,
                meta: bound_bits | age << 2,
            },
        );
    }
}

/// Win and loss scores are stored relative to the node, so they stay right wherever the
/// position recurs.
pub(crate) fn to_tt(score: i32, ply: usize) -> i32 {
    match score {
        s if s >= MATE_BOUND => s + ply as i32,
        s if s <= -MATE_BOUND => s - ply as i32,
        s => s,
    }
}

pub(crate) fn from_tt(score: i32, ply: usize) -> i32 {
    match score {
        s if s >= MATE_BOUND => s - ply as i32,
        s if s <= -MATE_BOUND => s + ply as i32,
        s => s,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_rules::Position;

    #[test]
    fn an_entry_fits_a_cache_line_four_times() {
        assert_eq!(std::mem::size_of::<SharedSlot>(), 16);
        assert_eq!(std::mem::size_of::<Bucket>(), 64);
    }

    #[test]
    fn a_torn_entry_reads_as_no_entry() {
        let t = Table::new(1);
        t.store(42, None, 10, 6, Bound::Exact);
        // Another thread's write lands half-way: the check no longer matches the data.
        let slot = t.bucket(42).0.iter().find(|s| s.load().0 == 42).unwrap();
        slot.data.fetch_xor(1 << 40, Ordering::Relaxed);
        assert!(t.probe(42).is_none());
    }

    #[test]
    fn fields_survive_packing() {
        let s = Slot {
            mv: 0xDEAD_BEEF,
            score: -29_990,
            depth: -3,
            meta: 0xFE,
        };
        let u = Slot::unpack(s.pack());
        assert_eq!(
            (u.mv, u.score, u.depth, u.meta),
            (s.mv, s.score, s.depth, s.meta)
        );
    }

    #[test]
    fn a_shallow_result_keeps_a_deeper_one_of_the_same_search() {
        let t = Table::new(1);
        let m = Position::start().legal_keys()[0];
        t.store(42, Some(m), 10, 6, Bound::Lower);
        t.store(42, None, -5, 2, Bound::Upper);
        let e = t.probe(42).unwrap();
        assert_eq!((e.score, e.depth, e.bound), (10, 6, Bound::Lower));
        assert!(e.best.unwrap().matches(&m));
        // An exact score replaces it, and keeps the move it did not find.
        t.store(42, None, 3, 2, Bound::Exact);
        let e = t.probe(42).unwrap();
        assert_eq!((e.score, e.depth, e.bound), (3, 2, Bound::Exact));
        assert!(e.best.unwrap().matches(&m));
        // In a later search the old depth no longer protects it.
        t.new_search();
        t.store(42, None, 7, 1, Bound::Upper);
        assert_eq!(t.probe(42).unwrap().depth, 1);
    }

    #[test]
    fn a_bucket_holds_several_positions() {
        let t = Table::new(1);
        // Hashes with the same high bits share a bucket.
        for k in 1..=BUCKET as u64 {
            t.store(k, None, k as i32, k as i32, Bound::Exact);
        }
        for k in 1..=BUCKET as u64 {
            assert_eq!(t.probe(k).unwrap().score, k as i32);
        }
        // One more evicts the shallowest.
        t.store(99, None, 0, 9, Bound::Exact);
        assert!(t.probe(1).is_none());
        assert!(t.probe(2).is_some() && t.probe(99).is_some());
    }

    #[test]
    fn moves_are_told_apart_by_their_captures() {
        for p in ["2/8/10/12/12/12/12/12/12/4mM6/12/3m8/3M8/10/8/2 w 0 0 - 0"] {
            let p: Position = p.parse().unwrap();
            let keys = p.legal_keys();
            for a in &keys {
                for b in &keys {
                    assert_eq!(TtMove::new(a).matches(b), a == b, "{a:?} {b:?}");
                }
            }
        }
    }
}
