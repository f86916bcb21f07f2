//! The transposition table, keyed by the position's Zobrist hash: buckets of five 12-byte
//! entries in one 64-byte cache line, depth-preferred replacement.

use camelot_rules::MoveKey;

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

/// One stored entry, 12 bytes.
#[derive(Clone, Copy, Default)]
struct Slot {
    /// The hash's low 32 bits (the bucket comes from its high bits).
    key: u32,
    /// A [`TtMove`]; 0 for none (no move runs from A… to the same square).
    mv: u32,
    score: i16,
    depth: i8,
    /// The bound in the low two bits (0: an empty slot), the search's age above them.
    meta: u8,
}

const AGES: u8 = 64;

impl Slot {
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

const BUCKET: usize = 5;

#[derive(Clone, Copy, Default)]
#[repr(C, align(64))]
struct Bucket([Slot; BUCKET]);

pub(crate) struct Table {
    buckets: Vec<Bucket>,
    age: u8,
}

impl Table {
    pub fn new(megabytes: usize) -> Table {
        let size = megabytes.max(1).saturating_mul(1 << 20) / std::mem::size_of::<Bucket>();
        Table {
            buckets: vec![Bucket::default(); size.max(256)],
            age: 0,
        }
    }

    pub fn new_search(&mut self) {
        self.age = (self.age + 1) % AGES;
    }

    pub fn clear(&mut self) {
        self.buckets.fill(Bucket::default());
        self.age = 0;
    }

    #[inline]
    fn bucket(&self, hash: u64) -> usize {
        ((hash as u128 * self.buckets.len() as u128) >> 64) as usize
    }

    #[inline]
    pub fn probe(&self, hash: u64) -> Option<Entry> {
        let key = hash as u32;
        let slot = self.buckets[self.bucket(hash)]
            .0
            .iter()
            .find(|s| s.key == key && s.bound().is_some())?;
        Some(Entry {
            best: (slot.mv != 0).then_some(TtMove(slot.mv)),
            score: slot.score as i32,
            depth: slot.depth as i32,
            bound: slot.bound()?,
        })
    }

    /// How many searches ago a slot was written.
    fn staleness(&self, s: &Slot) -> i32 {
        ((self.age + AGES - s.age()) % AGES) as i32
    }

    /// Stores a search result. The position's own entry is replaced unless it is deeper and
    /// of this search (an exact score always replaces it); otherwise the bucket's empty,
    /// stalest or shallowest slot is.
    #[inline]
    pub fn store(
        &mut self,
        hash: u64,
        best: Option<MoveKey>,
        score: i32,
        depth: i32,
        bound: Bound,
    ) {
        let key = hash as u32;
        let b = self.bucket(hash);
        let age = self.age;
        let slots = &self.buckets[b].0;
        let (i, keep_move) = match slots
            .iter()
            .position(|s| s.key == key && s.bound().is_some())
        {
            Some(i) => {
                let old = slots[i];
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
                    .min_by_key(|&i| worth(&slots[i]))
                    .expect("a bucket has slots");
                (i, 0)
            }
        };
        let bound_bits = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        self.buckets[b].0[i] = Slot {
            key,
            // Keep the move of an earlier search of the position that found one.
            mv: best.map_or(keep_move, |m| TtMove::new(&m).0),
            score: score as i16,
            depth: depth.clamp(0, i8::MAX as i32) as i8,
            meta: bound_bits | age << 2,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_rules::Position;

    #[test]
    fn an_entry_fits_a_cache_line_five_times() {
        assert_eq!(std::mem::size_of::<Slot>(), 12);
        assert_eq!(std::mem::size_of::<Bucket>(), 64);
    }

    #[test]
    fn a_shallow_result_keeps_a_deeper_one_of_the_same_search() {
        let mut t = Table::new(1);
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
        let mut t = Table::new(1);
        // Hashes with the same high bits share a bucket.
        for k in 1..=BUCKET as u64 {
            t.store(k, None, k as i32, k as i32, Bound::Exact);
        }
        for k in 1..=BUCKET as u64 {
            assert_eq!(t.probe(k).unwrap().score, k as i32);
        }
        // A sixth evicts the shallowest.
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
