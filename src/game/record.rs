//! The live game as a record file (docs/records.md), with who played each side: `Human`, or
//! `Computer (<level>)`, which reads back as a computer player.

use camelot_rules::{Color, Game, Record, RecordError, computer_level, computer_player, date_tag};

use super::active::{ActiveGame, Player};

/// How a player is written in the record's White and Black tags.
pub fn player_tag(player: Player) -> String {
    match player {
        Player::Human => "Human".into(),
        Player::Computer(level) => computer_player(level.name()),
        // An online game's record carries the players' names (online::play).
        Player::Remote => "Online player".into(),
    }
}

/// A White or Black tag read back: `Computer (<level>)` is a computer, anything else a human.
pub fn player_from_tag(tag: &str) -> Player {
    computer_level(tag)
        .and_then(|level| level.parse().ok())
        .map_or(Player::Human, Player::Computer)
}

/// The record of the game in progress as it is kept (the whole game while a "Play on from
/// here" has had no new move), dated today.
pub fn write_record(active: &ActiveGame) -> String {
    record_of(active.kept_game(), active.players, &today()).to_string()
}

/// A record of `game` played by `players` on `date` (`YYYY.MM.DD`).
pub fn record_of(game: &Game, players: [Player; 2], date: &str) -> Record {
    let mut record = Record::new(game.clone());
    for side in [Color::White, Color::Black] {
        record.set_player(side, &player_tag(players[side.index()]));
    }
    let _ = record.set_tag("Event", "Camelot 3D game");
    let _ = record.set_tag("Date", date);
    record
}

/// A game and its players from a record's text: the project's own records and scores as
/// published (docs/records.md), or an AbstractPlay JSON game record; nothing is loaded on an
/// error.
pub fn read_record(text: &str) -> Result<(Game, [Player; 2]), RecordError> {
    let record = if text.trim_start().starts_with('{') {
        // A JSON error names its own line and column.
        Record::from_abstractplay(text).map_err(|e| RecordError {
            line: 1,
            column: 1,
            message: e.to_string(),
        })?
    } else {
        Record::parse(text)?
    };
    let players = [Color::White, Color::Black].map(|side| player_from_tag(record.player(side)));
    Ok((record.into_game(), players))
}

/// Today's date as `YYYY.MM.DD` (UTC).
fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    date_of(secs)
}

/// The date `YYYY.MM.DD` (UTC) of a time in seconds since 1970.
fn date_of(secs: u64) -> String {
    date_tag((secs / 86_400) as i64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_ai::Level;

    #[test]
    fn an_abstractplay_record_opens_as_a_game_of_two_people() {
        let json =
            include_str!("../../crates/camelot-cli/tests/fixtures/abstractplay-camelot.json");
        let (game, players) = read_record(json).unwrap();
        assert!(!game.moves().is_empty());
        assert_eq!(players, [Player::Human; 2]);
        let error = read_record(r#"{"header": 1}"#).unwrap_err();
        assert!(error.message.contains("AbstractPlay"), "{error}");
    }

    #[test]
    fn players_are_written_and_read_back() {
        let mut game = Game::default();
        game.play_notation("E6-E5").unwrap();
        let players = [Player::Human, Player::Computer(Level::Expert)];
        let text = record_of(&game, players, "2026.11.30").to_string();
        assert!(text.contains("[White \"Human\"]"), "{text}");
        assert!(text.contains("[Black \"Computer (Expert)\"]"), "{text}");
        let (read, read_players) = read_record(&text).unwrap();
        assert_eq!(read.moves(), game.moves());
        assert_eq!(read_players, players);
        assert_eq!(player_from_tag("Ada Lovelace"), Player::Human);
        assert_eq!(player_from_tag("Computer (Grandmaster)"), Player::Human);
    }

    #[test]
    fn dates_are_the_calendar_s() {
        assert_eq!(date_of(0), "1970.01.01");
        // Leap days, century rules and the last second of a day.
        assert_eq!(date_of(951_782_400), "2000.02.29");
        assert_eq!(date_of(4_107_542_399), "2100.02.28");
        assert_eq!(date_of(4_107_542_400), "2100.03.01");
        assert_eq!(date_of(1_796_083_199), "2026.11.30");
        assert_eq!(date_of(1_796_083_200), "2026.12.01");
    }
}
