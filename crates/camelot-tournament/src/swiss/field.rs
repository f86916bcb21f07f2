//! The players being paired this round and the absolute criteria between them (C.04.3 C1–C3),
//! with the completion check (C4): can a set of players still all be paired?

use std::collections::{HashMap, HashSet};

use petgraph::algo::{greedy_matching, maximum_matching};
use petgraph::graph::UnGraph;

use super::card::{Card, Strength};
use crate::model::{Colour, PlayerId};

pub struct Field {
    pub cards: Vec<Card>,
    forbidden: HashSet<(PlayerId, PlayerId)>,
    /// Scores above this (half-points) make a topscorer in the last round (A.7), who is
    /// exempt from C3; `None` before the last round.
    topscorer_above: Option<u32>,
    /// The colour the top seed gets in round one (E.5).
    pub initial: Colour,
    completable: HashMap<Vec<usize>, bool>,
}

impl Field {
    pub fn new(
        cards: Vec<Card>,
        forbidden: &[(PlayerId, PlayerId)],
        topscorer_above: Option<u32>,
        initial: Colour,
    ) -> Field {
        let forbidden = forbidden
            .iter()
            .flat_map(|&(a, b)| [(a, b), (b, a)])
            .collect();
        Field {
            cards,
            forbidden,
            topscorer_above,
            initial,
            completable: HashMap::new(),
        }
    }

    /// A topscorer when the last round is paired (A.7).
    pub fn is_topscorer(&self, a: usize) -> bool {
        self.topscorer_above
            .is_some_and(|t| self.cards[a].score > t)
    }

    /// C1 (no second meeting, nor a forbidden pair) and C3 (no two players with the same
    /// absolute colour preference, unless one is a topscorer in the last round).
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        let (x, y) = (&self.cards[a], &self.cards[b]);
        if a == b || x.opponents.contains(&y.id) || self.forbidden.contains(&(x.id, y.id)) {
            return false;
        }
        match (x.preference, y.preference) {
            (Some(p), Some(q))
                if p.strength == Strength::Absolute
                    && q.strength == Strength::Absolute
                    && p.colour == q.colour =>
            {
                self.is_topscorer(a) || self.is_topscorer(b)
            }
            _ => true,
        }
    }

    /// C2: may this player get the pairing-allocated bye?
    pub fn may_get_bye(&self, a: usize) -> bool {
        !self.cards[a].had_unplayed_win
    }

    /// C4: whether `players` can all be paired among themselves, one of them (an odd count)
    /// taking the bye by C2. Remembered per set, as the search asks about the same sets.
    pub fn completable(&mut self, players: &[usize]) -> bool {
        let mut key = players.to_vec();
        key.sort_unstable();
        if let Some(&known) = self.completable.get(&key) {
            return known;
        }
        let answer = self.perfect_pairs(&key).is_some();
        self.completable.insert(key, answer);
        answer
    }

    /// A maximum set of compatible pairs among `players`.
    pub fn matching(&self, players: &[usize]) -> Vec<(usize, usize)> {
        let mut graph = UnGraph::<usize, ()>::new_undirected();
        let nodes: Vec<_> = players.iter().map(|&p| graph.add_node(p)).collect();
        for i in 0..players.len() {
            for j in i + 1..players.len() {
                if self.compatible(players[i], players[j]) {
                    graph.add_edge(nodes[i], nodes[j], ());
                }
            }
        }
        let matching = maximum_matching(&graph);
        matching
            .edges()
            .map(|(a, b)| (graph[a], graph[b]))
            .collect()
    }

    /// Compatible pairs covering all of `players` but, for an odd count, one who may take
    /// the bye; none if there are no such pairs.
    pub fn perfect_pairs(&self, players: &[usize]) -> Option<Vec<(usize, usize)>> {
        let mut graph = UnGraph::<Option<usize>, ()>::new_undirected();
        let nodes: Vec<_> = players.iter().map(|&p| graph.add_node(Some(p))).collect();
        let bye = (players.len() % 2 == 1).then(|| graph.add_node(None));
        for i in 0..players.len() {
            if let Some(bye) = bye
                && self.may_get_bye(players[i])
            {
                graph.add_edge(nodes[i], bye, ());
            }
            for j in i + 1..players.len() {
                if self.compatible(players[i], players[j]) {
                    graph.add_edge(nodes[i], nodes[j], ());
                }
            }
        }
        // Most sets asked about pair easily: a greedy matching settles those without the
        // full (cubic) search.
        let greedy = greedy_matching(&graph);
        let matching = if greedy.is_perfect() {
            greedy
        } else {
            maximum_matching(&graph)
        };
        if !matching.is_perfect() {
            return None;
        }
        Some(
            matching
                .edges()
                .filter_map(|(a, b)| Some((graph[a]?, graph[b]?)))
                .collect(),
        )
    }
}
