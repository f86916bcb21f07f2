//! What listings show, kept in memory and updated when it changes, so that `list_seeks`,
//! `list_games`, `stats` and `leaderboard` cost no SQL per request: the names and ratings of
//! the players signed in or playing, the count of finished games by result, each class's
//! leaderboard (read once after each rated game that changes it), and the `seeks` listing
//! as sent (written once after each change).

use std::collections::{BTreeMap, HashMap};

use camelot_rules::{Color, Outcome, Variant};

use crate::store::{Finish, PlayerId, Store, StoreError};
use camelot_protocol::time_control::TimeClass;
use camelot_protocol::{LeaderEntry, VariantStats};

/// How many players a leaderboard shows.
const LEADERS: u32 = 50;

#[derive(Default)]
pub struct Summary {
    names: HashMap<PlayerId, String>,
    ratings: HashMap<(PlayerId, TimeClass), i32>,
    /// Finished games: all, won by White, won by Black, drawn.
    pub results: [u64; 4],
    /// The same per variant.
    by_variant: BTreeMap<Variant, [u64; 4]>,
    leaders: HashMap<TimeClass, Vec<LeaderEntry>>,
    /// The `seeks` message, until the seeks (or a rating in them) change.
    seeks: Option<String>,
}

impl Summary {
    pub fn load(store: &Store) -> Result<Summary, StoreError> {
        Ok(Summary {
            results: store.queries().result_counts()?,
            by_variant: store
                .queries()
                .variant_result_counts()?
                .into_iter()
                .collect(),
            ..Summary::default()
        })
    }

    /// Knows `player` by `name`, and reads their ratings (at sign-in, or when their game is
    /// restored).
    pub fn know(&mut self, store: &Store, player: PlayerId, name: &str) {
        self.names.insert(player, name.to_string());
        self.seeks = None;
        for class in TimeClass::ALL {
            if let Ok(r) = store.queries().rating(player, class) {
                self.ratings
                    .insert((player, class), r.glicko.rating.round() as i32);
            }
        }
    }

    /// A player's name, as known (empty if not).
    pub fn name(&self, player: PlayerId) -> String {
        self.names.get(&player).cloned().unwrap_or_default()
    }

    /// A player's rating in a class, rounded (1500 before any rated game).
    pub fn rating(&self, player: PlayerId, class: TimeClass) -> i32 {
        self.ratings.get(&(player, class)).copied().unwrap_or(1500)
    }

    /// A class's leaderboard: read once, then kept until a rated game changes it.
    pub fn leaders(
        &mut self,
        store: &Store,
        class: TimeClass,
    ) -> Result<Vec<LeaderEntry>, StoreError> {
        if let Some(l) = self.leaders.get(&class) {
            return Ok(l.clone());
        }
        let l = store.queries().leaderboard(class, LEADERS)?;
        self.leaders.insert(class, l.clone());
        Ok(l)
    }

    pub fn seeks_listing(&self) -> Option<String> {
        self.seeks.clone()
    }

    pub fn keep_seeks_listing(&mut self, text: String) {
        self.seeks = Some(text);
    }

    pub fn seeks_changed(&mut self) {
        self.seeks = None;
    }

    /// The shares of finished games won by White, by Black, and drawn, per variant.
    pub fn variant_stats(&self) -> Vec<VariantStats> {
        self.by_variant
            .iter()
            .map(|(&variant, &counts)| {
                let [white_wins, black_wins, draws] = shares(counts);
                VariantStats {
                    variant,
                    games: counts[0],
                    white_wins,
                    black_wins,
                    draws,
                }
            })
            .collect()
    }

    /// A game of `players` in `variant` ended as `f` says (stored already).
    pub fn ended(&mut self, players: [PlayerId; 2], variant: Variant, f: &Finish) {
        if let Some(o) = f.result.map(|r| r.outcome) {
            let won = match o {
                Outcome::Win(Color::White) => 1,
                Outcome::Win(Color::Black) => 2,
                Outcome::Draw => 3,
            };
            for counts in [
                &mut self.results,
                self.by_variant.entry(variant).or_default(),
            ] {
                counts[0] += 1;
                counts[won] += 1;
            }
        }
        if let Some(u) = f.ratings {
            for (p, r) in players.iter().zip(u.after) {
                self.ratings
                    .insert((*p, u.class), r.glicko.rating.round() as i32);
            }
            self.leaders.remove(&u.class);
            self.seeks = None;
        }
    }
}

/// Of `[all, white, black, draws]`, the shares White won, Black won, and drawn (none of none).
pub fn shares([games, rest @ ..]: [u64; 4]) -> [f64; 3] {
    rest.map(|n| {
        if games == 0 {
            0.0
        } else {
            n as f64 / games as f64
        }
    })
}
