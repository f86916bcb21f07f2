//! What requests about the past read, kept in memory so that a request costs the same after
//! 100,000 games as on the first day (docs/server.md, "What a request costs"): finished
//! games, each read and replayed once for `watch` and `review`, and the first page of
//! players' pages (`player`), each in a bounded LRU. A finished game never changes; a page
//! is dropped when a game of its player ends.

use std::num::NonZeroUsize;
use std::sync::Arc;

use lru::LruCache;

use crate::export::record;
use crate::link::Text;
use crate::play::finished_game;
use crate::store::{PlayerId, Store, StoreError, StoredGame};
use camelot_protocol::{ClockView, GameId, GameView, Profile};

/// How many finished games are kept (a long game's positions weigh some 20 kB).
const FINISHED_KEPT: NonZeroUsize = NonZeroUsize::new(256).expect("not zero");
/// How many finished games' analyses are kept, as sent (some 8 kB each).
const ANALYSES_KEPT: NonZeroUsize = NonZeroUsize::new(256).expect("not zero");
/// How many players' pages are kept.
const PAGES_KEPT: NonZeroUsize = NonZeroUsize::new(1024).expect("not zero");

/// A finished (or aborted) game, replayed: what `watch` and `review` send of it.
pub(crate) struct Finished {
    pub(crate) view: GameView,
    /// The moves as the rules core writes them (`view` has them as entered).
    pub(crate) moves: Vec<String>,
    /// The position before each ply and after the last.
    pub(crate) positions: Vec<String>,
    /// Its `.camelot` record.
    pub(crate) record: String,
}

impl Finished {
    fn replay(stored: &StoredGame) -> Result<Finished, String> {
        let game = finished_game(stored)?;
        let position = game.position();
        let view = GameView {
            id: stored.id,
            white: stored.names[0].clone(),
            black: stored.names[1].clone(),
            time: stored.time,
            rated: stored.rated,
            variant: stored.variant,
            status: stored.status,
            // As entered; an unreplayable game's only as far as the rules take them.
            moves: stored
                .moves
                .iter()
                .take(game.moves().len())
                .cloned()
                .collect(),
            position: position.to_string(),
            to_move: position.side_to_move(),
            clock: ClockView {
                white_ms: stored.clock.left[0].max(0),
                black_ms: stored.clock.left[1].max(0),
                running: None,
            },
            clocked: stored.time.clocked(),
            turn: None,
            result: stored.result.map(|r| r.outcome),
            termination: stored.result.map(|r| r.reason),
            draw_offer: None,
            takeback_offer: None,
            ratings: None,
            gone: None,
            aborted: stored.aborted,
        };
        Ok(Finished {
            view,
            moves: game.moves().iter().map(ToString::to_string).collect(),
            positions: game.positions().iter().map(ToString::to_string).collect(),
            record: record(stored)?.to_string(),
        })
    }
}

pub(crate) struct Cache {
    finished: LruCache<GameId, Arc<Finished>>,
    /// Players' first pages, without the server's per-variant shares (`summary.rs` has them).
    pages: LruCache<PlayerId, Profile>,
    /// Finished games' kept analyses, each the `analysis` message as sent: asking again
    /// reads and replays nothing.
    pub(crate) analyses: LruCache<GameId, Text>,
    /// How many finished games were read from the database and replayed.
    pub(crate) replays: u64,
}

impl Default for Cache {
    fn default() -> Cache {
        Cache {
            finished: LruCache::new(FINISHED_KEPT),
            pages: LruCache::new(PAGES_KEPT),
            analyses: LruCache::new(ANALYSES_KEPT),
            replays: 0,
        }
    }
}

impl Cache {
    /// The finished game `id` (none if there is no such game), replayed at most once while
    /// it is kept. Only for a game not in progress.
    pub(crate) fn finished(
        &mut self,
        store: &Store,
        id: GameId,
    ) -> Result<Option<Arc<Finished>>, StoreError> {
        if let Some(f) = self.finished.get(&id) {
            return Ok(Some(f.clone()));
        }
        let Some(stored) = store.game(id)? else {
            return Ok(None);
        };
        self.replays += 1;
        let f = Arc::new(Finished::replay(&stored)?);
        self.finished.put(id, f.clone());
        Ok(Some(f))
    }

    /// `player`'s first page, read by `read` when it is not kept.
    pub(crate) fn page(
        &mut self,
        player: PlayerId,
        read: impl FnOnce() -> Result<Profile, StoreError>,
    ) -> Result<Profile, StoreError> {
        self.pages.try_get_or_insert(player, read).cloned()
    }

    /// A player took another name (a guest chose its name): any page or game kept may name
    /// them, so none is kept.
    pub(crate) fn forget_all(&mut self) {
        self.finished.clear();
        self.pages.clear();
    }

    /// A game of `players` ended: their pages change.
    pub(crate) fn ended(&mut self, players: [PlayerId; 2]) {
        for p in players {
            self.pages.pop(&p);
        }
    }
}
