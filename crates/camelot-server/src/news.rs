//! Lobby news: what changed in the lobby (seeks opened and closed, games started and ended)
//! since the last `lobby` message, merged, so a client churning seeks costs the lobby's
//! watchers at most one message per interval (`Config::lobby_news_ms`), and nothing for a
//! seek opened and closed in between. The hub's tick sends it (`Presence::send_lobby_news`).

use std::collections::{BTreeMap, BTreeSet};

use crate::clock::Millis;
use camelot_protocol::{GameId, GameSummary, SeekView, ServerMsg};

#[derive(Default)]
pub(crate) struct LobbyNews {
    seeks_opened: BTreeMap<u64, SeekView>,
    seeks_closed: BTreeSet<u64>,
    games_started: BTreeMap<GameId, GameSummary>,
    games_ended: BTreeSet<GameId>,
    /// Seeks and games still in the news to come that a new watcher's listing showed
    /// already: their end is news for that watcher, though the others never heard of them.
    listed_seeks: BTreeSet<u64>,
    listed_games: BTreeSet<GameId>,
    /// When the last news went out.
    sent_at: Option<Millis>,
}

impl LobbyNews {
    pub(crate) fn seek_opened(&mut self, seek: SeekView) {
        self.seeks_opened.insert(seek.id, seek);
    }

    /// A connection starts watching with the listings as they are now: what they show is
    /// no longer unheard of.
    pub(crate) fn listed(&mut self) {
        self.listed_seeks.extend(self.seeks_opened.keys());
        self.listed_games.extend(self.games_started.keys());
    }

    /// A seek closed: news only if a watcher heard of it (it opened before the last news, or
    /// a listing showed it).
    pub(crate) fn seek_closed(&mut self, id: u64) {
        let unheard = self.seeks_opened.remove(&id).is_some() && !self.listed_seeks.remove(&id);
        if !unheard {
            self.seeks_closed.insert(id);
        }
    }

    pub(crate) fn game_started(&mut self, game: GameSummary) {
        self.games_started.insert(game.id, game);
    }

    /// A game ended: news only if a watcher heard of it.
    pub(crate) fn game_ended(&mut self, id: GameId) {
        let unheard = self.games_started.remove(&id).is_some() && !self.listed_games.remove(&id);
        if !unheard {
            self.games_ended.insert(id);
        }
    }

    /// The news to send at `now`, if there is any and the last went out at least `interval`
    /// ago (or the clock went back); what it says is forgotten.
    pub(crate) fn due(&mut self, now: Millis, interval: Millis) -> Option<ServerMsg> {
        let waited = self
            .sent_at
            .is_none_or(|at| now < at || now - at >= interval);
        let empty = self.seeks_opened.is_empty()
            && self.seeks_closed.is_empty()
            && self.games_started.is_empty()
            && self.games_ended.is_empty();
        if !waited || empty {
            return None;
        }
        self.sent_at = Some(now);
        self.listed_seeks.clear();
        self.listed_games.clear();
        Some(ServerMsg::Lobby {
            seeks_opened: std::mem::take(&mut self.seeks_opened)
                .into_values()
                .collect(),
            seeks_closed: std::mem::take(&mut self.seeks_closed).into_iter().collect(),
            games_started: std::mem::take(&mut self.games_started)
                .into_values()
                .collect(),
            games_ended: std::mem::take(&mut self.games_ended).into_iter().collect(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_protocol::ColorChoice;
    use camelot_protocol::time_control::TimeControl;

    fn seek(id: u64) -> SeekView {
        SeekView {
            id,
            player: "Ann".into(),
            rating: 1500,
            time: TimeControl::Live {
                minutes: 5,
                increment: 3,
            },
            color: ColorChoice::Any,
            rated: true,
            variant: Default::default(),
        }
    }

    #[test]
    fn a_seek_opened_and_closed_between_two_news_is_no_news() {
        let mut news = LobbyNews::default();
        assert!(news.due(0, 250).is_none(), "nothing happened");
        news.seek_opened(seek(1));
        let Some(ServerMsg::Lobby { seeks_opened, .. }) = news.due(0, 250) else {
            panic!("the first news goes at once");
        };
        assert_eq!(seeks_opened.len(), 1);
        for id in 2..50 {
            news.seek_opened(seek(id));
            news.seek_closed(id);
        }
        news.seek_closed(1);
        assert!(news.due(100, 250).is_none(), "not yet: the interval");
        let Some(ServerMsg::Lobby {
            seeks_opened,
            seeks_closed,
            ..
        }) = news.due(250, 250)
        else {
            panic!("news after the interval");
        };
        assert!(seeks_opened.is_empty());
        assert_eq!(seeks_closed, [1], "only what the watchers had heard of");
        assert!(news.due(1000, 250).is_none(), "told once");
    }

    #[test]
    fn a_seek_a_new_watchers_listing_showed_is_news_when_it_closes() {
        let mut news = LobbyNews::default();
        news.seek_opened(seek(1));
        news.seek_opened(seek(2));
        news.listed();
        news.seek_closed(1);
        news.seek_opened(seek(3));
        news.seek_closed(3);
        let Some(ServerMsg::Lobby {
            seeks_opened,
            seeks_closed,
            ..
        }) = news.due(0, 250)
        else {
            panic!("news");
        };
        assert_eq!(seeks_opened.iter().map(|s| s.id).collect::<Vec<_>>(), [2]);
        assert_eq!(seeks_closed, [1], "the listing showed 1; nobody heard of 3");
    }
}
