//! AbstractPlay game records imported as a [`Record`]: the JSON `APGameRecord` of the
//! `AbstractPlay/recranks` repository (src/schemas/gamerecord.json), written by AbstractPlay's
//! `gameslib` for its game `camelot`. Its moves are lower-case WCF notation with `^` before
//! canter legs, which [`crate::Position::read_move`] reads; `resign`, `timeout`, `draw` and
//! `abandoned` end a game the way the site ended it.

use serde::Deserialize;

use super::Record;
use crate::Error;
use crate::game::{Game, HouseRules};
use crate::position::{Outcome, Position};
use crate::square::Color;

#[derive(Deserialize)]
struct ApRecord {
    header: Header,
    moves: Vec<Vec<Option<ApMove>>>,
}

#[derive(Deserialize)]
struct Header {
    game: ApGame,
    event: Option<String>,
    round: Option<String>,
    site: Site,
    #[serde(rename = "date-start")]
    date_start: String,
    players: Vec<Player>,
}

#[derive(Deserialize)]
struct ApGame {
    name: String,
    #[serde(default)]
    variants: Vec<String>,
}

#[derive(Deserialize)]
struct Site {
    name: String,
    /// A string or a number.
    gameid: Option<serde_json::Value>,
}

#[derive(Deserialize)]
struct Player {
    name: String,
    /// Higher is better; equal is a draw. AbstractPlay writes `null` for an unfinished game.
    result: Option<f64>,
}

/// A round's entry: the move's text, or an object with it.
#[derive(Deserialize)]
#[serde(untagged)]
enum ApMove {
    Text(String),
    Detailed {
        #[serde(rename = "move")]
        text: String,
        sequence: Option<i64>,
    },
}

impl ApMove {
    fn text(&self) -> &str {
        match self {
            ApMove::Text(text) | ApMove::Detailed { text, .. } => text,
        }
    }

    fn sequence(&self) -> Option<i64> {
        match self {
            ApMove::Text(_) => None,
            ApMove::Detailed { sequence, .. } => *sequence,
        }
    }
}

/// How the site ended a game, in place of a move.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ending {
    Resign,
    Timeout,
    Draw,
    Abandoned,
}

impl Ending {
    fn of(text: &str) -> Option<Ending> {
        match text {
            "resign" => Some(Ending::Resign),
            "timeout" => Some(Ending::Timeout),
            "draw" => Some(Ending::Draw),
            "abandoned" => Some(Ending::Abandoned),
            _ => None,
        }
    }
}

impl Record {
    /// Imports an AbstractPlay game record (JSON, schema `APGameRecord`) of standard Camelot:
    /// the players (first White, second Black), the start date, the site and its game id,
    /// the event and round, the moves, and how the game ended. The game is played under
    /// strict WCF rules (AbstractPlay has no automatic draws, R15); a resignation or loss on
    /// time is a resignation, a draw by claim or agreement an agreed draw, each with a
    /// comment saying what the site recorded. Errors name the round and side of a bad move.
    pub fn from_abstractplay(json: &str) -> Result<Record, Error> {
        let bad = |why: String| Error::Record(format!("AbstractPlay record: {why}"));
        let ap: ApRecord = serde_json::from_str(json).map_err(|e| bad(e.to_string()))?;
        let header = &ap.header;
        if !header.game.name.eq_ignore_ascii_case("camelot") {
            return Err(bad(format!(
                "a game of {:?}, not Camelot",
                header.game.name
            )));
        }
        if let Some(variant) = header.game.variants.first() {
            return Err(bad(format!(
                "the variant {variant:?} is not supported: only standard Camelot imports"
            )));
        }
        let [white, black] = &header.players[..] else {
            return Err(bad(format!(
                "{} players: Camelot has two",
                header.players.len()
            )));
        };
        let mut game = Game::new(Position::start(), HouseRules::STRICT_WCF);
        let mut ending = None;
        for (round, entries) in ap.moves.iter().enumerate() {
            let mut seats: Vec<(Color, &ApMove)> = [Color::White, Color::Black]
                .into_iter()
                .zip(entries)
                .filter_map(|(color, entry)| Some((color, entry.as_ref()?)))
                .collect();
            if entries.len() > 2 {
                return Err(bad(format!("round {} has more than two moves", round + 1)));
            }
            seats.sort_by_key(|(_, entry)| entry.sequence());
            for (color, entry) in seats {
                let at = format!("round {}, {}", round + 1, color.name());
                if ending.is_some() {
                    return Err(bad(format!("{at}: a move after the game ended")));
                }
                let text = entry.text().trim().to_ascii_lowercase();
                if let Some(end) = Ending::of(&text) {
                    ending = Some((color, end));
                    continue;
                }
                let side = game.position().side_to_move();
                if side != color {
                    return Err(bad(format!("{at}: {} is to move", side.name())));
                }
                game.play_notation(&text)
                    .map_err(|e| bad(format!("{at}: {text}: {e}")))?;
            }
        }
        let claimed = claimed_outcome(white, black);
        let mut note = None;
        match (game.result(), ending) {
            (Some(_), _) => {}
            (None, Some((color, Ending::Resign))) => {
                game.resign(color);
                note = Some(format!("{} resigned on Abstract Play", color.name()));
            }
            (None, Some((color, Ending::Timeout))) => {
                game.resign(color);
                note = Some(format!("{} lost on time on Abstract Play", color.name()));
            }
            (None, Some((_, Ending::Draw))) => {
                game.agree_draw();
                note = Some("drawn on Abstract Play".to_string());
            }
            (None, Some((_, Ending::Abandoned))) => {
                note = Some("abandoned on Abstract Play".to_string());
            }
            (None, None) => match claimed {
                Some(Outcome::Win(winner)) => {
                    game.resign(winner.opponent());
                    note = Some(format!(
                        "{} on Abstract Play",
                        outcome_words(Outcome::Win(winner))
                    ));
                }
                Some(Outcome::Draw) => {
                    game.agree_draw();
                    note = Some("drawn on Abstract Play".to_string());
                }
                None => {}
            },
        }
        if let (Some(said), Some(end)) = (claimed, game.result())
            && said != end.outcome
        {
            return Err(bad(format!(
                "the players' results say {} but the game ended {end}, {}",
                outcome_words(said),
                end.reason.describe()
            )));
        }
        let plies = game.moves().len();
        let mut record = Record::new(game);
        record.set_player(Color::White, &white.name);
        record.set_player(Color::Black, &black.name);
        record.set_tag("Site", &header.site.name)?;
        let date = header.date_start.get(..10).unwrap_or("").replace('-', ".");
        record
            .set_tag("Date", &date)
            .map_err(|_| bad(format!("date-start {:?} is not a date", header.date_start)))?;
        for (name, value) in [("Event", &header.event), ("Round", &header.round)] {
            if let Some(value) = value {
                record.set_tag(name, value)?;
            }
        }
        if let Some(id) = &header.site.gameid {
            let id = id.as_str().map_or_else(|| id.to_string(), str::to_string);
            record.set_tag("GameId", &id)?;
        }
        if let Some(note) = note {
            record.add_comment(plies, &note)?;
        }
        Ok(record)
    }
}

/// The outcome the players' results give: the higher result wins, equal results draw.
fn claimed_outcome(white: &Player, black: &Player) -> Option<Outcome> {
    let (w, b) = (white.result?, black.result?);
    Some(if w > b {
        Outcome::Win(Color::White)
    } else if b > w {
        Outcome::Win(Color::Black)
    } else {
        Outcome::Draw
    })
}

fn outcome_words(outcome: Outcome) -> String {
    match outcome {
        Outcome::Win(color) => format!("{} won", color.name()),
        Outcome::Draw => "a draw".to_string(),
    }
}
