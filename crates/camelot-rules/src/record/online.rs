//! The record of a game played online: the players, the server, the date, the time control
//! and whether it was rated. The server's archive and a player's saved copy write the same.

use super::Record;
use super::tags::date_tag;
use crate::Error;
use crate::game::Game;
use crate::square::Color;

/// What an online game's record says beyond its moves.
pub struct OnlineTags<'a> {
    /// The server's number of the game.
    pub id: i64,
    /// White's and Black's names.
    pub names: [&'a str; 2],
    /// The time control as the protocol writes it: `5+3`, `3d`.
    pub time: &'a str,
    pub rated: bool,
    /// Where it was played: `camelot-server` in the archive, the server's address in a
    /// player's saves.
    pub site: &'a str,
    /// When it started, in milliseconds since 1970 (UTC).
    pub started_ms: i64,
}

impl Record {
    /// The record of an online game (how it ended is the game's own `Termination`:
    /// `time forfeit`, `abandoned`, …).
    pub fn online(game: Game, about: &OnlineTags) -> Result<Record, Error> {
        let mut record = Record::new(game);
        record.set_player(Color::White, about.names[0]);
        record.set_player(Color::Black, about.names[1]);
        let tags = [
            ("Event", "Camelot online".to_string()),
            ("Site", about.site.to_string()),
            ("Date", date_tag(about.started_ms.div_euclid(86_400_000))),
            ("ServerGame", about.id.to_string()),
            ("TimeControl", about.time.to_string()),
            ("Rated", if about.rated { "yes" } else { "no" }.to_string()),
        ];
        for (name, value) in tags {
            record.set_tag(name, &value)?;
        }
        Ok(record)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{HouseRules, Position};

    #[test]
    fn an_online_record_names_the_server_game_and_its_utc_day() {
        let tags = OnlineTags {
            id: 7,
            names: ["Ann", "Bob"],
            time: "5+3",
            rated: true,
            site: "camelot-server",
            started_ms: 951_782_400_000,
        };
        let game = Game::new(Position::start(), HouseRules::default());
        let record = Record::online(game, &tags).unwrap();
        assert_eq!(record.player(Color::Black), "Bob");
        assert_eq!(record.tag("Date"), Some("2000.02.29"));
        assert_eq!(record.tag("ServerGame"), Some("7"));
        assert_eq!(record.tag("Rated"), Some("yes"));
    }
}
