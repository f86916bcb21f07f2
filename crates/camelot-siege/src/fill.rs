//! A database with a history: `accounts` players (rated in the live class) and `games`
//! finished games between them, each a random legal game of 10 to 80 plies (a few dozen
//! such games, reused), ended by resignation. The schema is the store's own (its
//! migrations run first); the rows go in by SQL in one transaction, which is fast.

use std::path::Path;

use camelot_protocol::GameId;
use camelot_rules::Game;
use camelot_server::store::{Store, token_hash};
use rand::RngExt;
use rusqlite::{Connection, params};

use crate::crowd::Known;

/// How many different move lists the filled games share.
const GAME_SHAPES: usize = 48;

pub fn fill(db: &Path, accounts: u32, games: u32) -> Result<Known, String> {
    let err = |e: rusqlite::Error| format!("filling {}: {e}", db.display());
    drop(Store::open(db)?);
    let mut conn = Connection::open(db).map_err(err)?;
    let tx = conn.transaction().map_err(err)?;
    let first: i64 = tx
        .query_row("SELECT COALESCE(MAX(id), 0) + 1 FROM players", [], |r| {
            r.get(0)
        })
        .map_err(err)?;
    let mut rng = rand::rng();
    let mut names = Vec::new();
    {
        let mut player = tx
            .prepare("INSERT INTO players (id, name, token, created) VALUES (?1, ?2, ?3, 0)")
            .map_err(err)?;
        let mut rating = tx
            .prepare(
                "INSERT INTO ratings (player, class, rating, deviation, volatility, games)
                 VALUES (?1, 'live', ?2, 60.0, 0.06, 20)",
            )
            .map_err(err)?;
        for i in 0..i64::from(accounts) {
            let name = format!("a{}", first + i);
            player
                .execute(params![first + i, name, token_hash(&name)])
                .map_err(err)?;
            rating
                .execute(params![first + i, rng.random_range(1000.0..2200.0)])
                .map_err(err)?;
            names.push(name);
        }
    }
    let shapes: Vec<Vec<String>> = (0..GAME_SHAPES).map(|_| random_game()).collect();
    let mut last: GameId = 0;
    {
        let mut game = tx
            .prepare(
                "INSERT INTO games (white, black, time_control, rated, started, status, white_ms,
                     black_ms, clock_since, result, termination, ended)
                 VALUES (?1, ?2, '5+3', 1, ?3, 'finished', 60000, 60000, ?3, ?4, 'resignation', ?3)",
            )
            .map_err(err)?;
        let mut mv = tx
            .prepare("INSERT INTO moves (game, ply, notation, played) VALUES (?1, ?2, ?3, ?4)")
            .map_err(err)?;
        let players = first..first + i64::from(accounts.max(2));
        for g in 0..i64::from(games) {
            let white = rng.random_range(players.clone());
            let black = first
                + (white - first + rng.random_range(1..accounts.max(2) as i64))
                    % i64::from(accounts.max(2));
            let shape = &shapes[g as usize % GAME_SHAPES];
            let winner = if shape.len().is_multiple_of(2) {
                "black_wins"
            } else {
                "white_wins"
            };
            game.execute(params![white, black, g * 1000, winner])
                .map_err(err)?;
            last = tx.last_insert_rowid();
            for (ply, notation) in shape.iter().enumerate() {
                mv.execute(params![last, ply as i64 + 1, notation, g * 1000])
                    .map_err(err)?;
            }
        }
    }
    tx.commit().map_err(err)?;
    Ok(Known { names, games: last })
}

/// A game of random legal moves, 10 to 80 plies, stopped before any end.
fn random_game() -> Vec<String> {
    let mut rng = rand::rng();
    let plies = rng.random_range(10..=80);
    let mut game = Game::default();
    let mut moves = Vec::new();
    while moves.len() < plies {
        let legal = game.position().legal_moves();
        let mv = &legal[rng.random_range(0..legal.len())];
        let mut next = game.clone();
        if next.play(mv).is_err() || next.is_over() {
            break;
        }
        moves.push(mv.to_string());
        game = next;
    }
    moves
}
