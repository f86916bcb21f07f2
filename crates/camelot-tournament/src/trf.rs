//! FIDE Tournament Report Files (TRF16, as bbpPairings and JaVaFo read them): export of the
//! players, rounds and results, and an import that answers bad input with the line at fault
//! (docs/tournaments.md, "TRF").

use std::collections::HashMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::model::{Bye, ByeKind, Colour, Entry, Game, GameResult, Player, PlayerId, Round, score};
use crate::swiss::SwissRequest;

/// What a TRF holds. Players are numbered by their place in `players` (the starting rank);
/// imported players get their starting rank as id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    pub name: String,
    /// The planned number of rounds (`XXR`); 0 when not set.
    pub total_rounds: u32,
    /// The colour of the top seed in round one (`XXC`).
    pub initial_colour: Colour,
    pub players: Vec<Player>,
    pub rounds: Vec<Round>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfError {
    /// 1 for the first line; 0 when the fault is in the data being exported.
    pub line: usize,
    pub message: String,
}

impl fmt::Display for TrfError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}", self.message)
        } else {
            write!(f, "line {}: {}", self.line, self.message)
        }
    }
}

impl std::error::Error for TrfError {}

fn error(line: usize, message: impl Into<String>) -> TrfError {
    TrfError {
        line,
        message: message.into(),
    }
}

/// The widest name field and the largest number the fixed columns hold.
const NAME_WIDTH: usize = 33;
const MAX_NUMBER: usize = 9999;
/// Where the first round's block starts (0-based), and each block's width.
const ROUNDS_AT: usize = 91;
const BLOCK: usize = 10;

/// Names go in one fixed-width field of one line: no control characters, no edge spaces.
fn clean_name(name: &str) -> String {
    let spaced: String = name
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    spaced
        .trim()
        .chars()
        .take(NAME_WIDTH)
        .collect::<String>()
        .trim_end()
        .to_string()
}

impl Report {
    /// The request for pairing the next round, as bbpPairings and JaVaFo read a TRF: a last
    /// column holding only byes is the byes asked for the round to pair, not a round played.
    pub fn next_round(&self) -> SwissRequest {
        let mut rounds = self.rounds.clone();
        let byes_asked = match rounds.last() {
            Some(last) if last.games.is_empty() => rounds.pop().map(|r| r.byes).unwrap_or_default(),
            _ => Vec::new(),
        };
        let (byes_asked, absent): (Vec<Bye>, Vec<Bye>) = byes_asked
            .into_iter()
            .partition(|b| b.kind != ByeKind::Pairing);
        SwissRequest {
            players: self.players.clone(),
            rounds,
            byes_asked,
            // A full-point bye asked for is not the pairing's to give: that player sits out.
            absent: absent.into_iter().map(|b| b.player).collect(),
            forbidden: Vec::new(),
            total_rounds: self.total_rounds,
            initial_colour: self.initial_colour,
        }
    }
}

/// Writes the report as TRF16.
pub fn export(report: &Report) -> Result<String, TrfError> {
    if report.players.len() > MAX_NUMBER {
        return Err(error(
            0,
            format!(
                "{} players: a TRF numbers at most {MAX_NUMBER}",
                report.players.len()
            ),
        ));
    }
    let number: HashMap<PlayerId, usize> = report
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.id, i + 1))
        .collect();
    let mut out = String::new();
    out.push_str(&format!("012 {}\n", clean_name(&report.name)));
    out.push_str(&format!("062 {}\n", report.players.len()));
    out.push_str("092 Swiss Dutch (FIDE C.04.3)\n");
    if report.total_rounds > 0 {
        out.push_str(&format!("XXR {}\n", report.total_rounds));
    }
    let initial = match report.initial_colour {
        Colour::White => "white1",
        Colour::Black => "black1",
    };
    out.push_str(&format!("XXC {initial}\n"));
    let mut by_score: Vec<(u32, usize)> = report
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (score(p.id, &report.rounds), i))
        .collect();
    by_score.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut place = vec![0; report.players.len()];
    for (position, &(_, i)) in by_score.iter().enumerate() {
        place[i] = position + 1;
    }
    for (i, player) in report.players.iter().enumerate() {
        if player.rating as usize > MAX_NUMBER {
            return Err(error(
                0,
                format!(
                    "player {}: rating {} does not fit TRF's four digits",
                    player.id, player.rating
                ),
            ));
        }
        let points = score(player.id, &report.rounds);
        let rating = if player.rating == 0 {
            String::new()
        } else {
            player.rating.to_string()
        };
        let mut line = format!(
            "001 {:>4}      {:<33} {:>4} {:>3} {:>11} {:>10} {:>4} {:>4}",
            i + 1,
            clean_name(&player.name),
            rating,
            "",
            "",
            "",
            format!("{}.{}", points / 2, if points % 2 == 1 { 5 } else { 0 }),
            place[i],
        );
        for round in &report.rounds {
            line.push_str("  ");
            line.push_str(&block(player.id, round, &number)?);
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    Ok(out)
}

/// One round's eight characters for a player: opponent, colour, result.
fn block(
    id: PlayerId,
    round: &Round,
    number: &HashMap<PlayerId, usize>,
) -> Result<String, TrfError> {
    let entry = match round.entry_of(id) {
        None => return Ok(" ".repeat(8)),
        Some(entry) => entry,
    };
    let (opponent, colour, code) = match entry {
        Entry::Bye(kind) => {
            let code = match kind {
                ByeKind::Pairing => 'U',
                ByeKind::Half => 'H',
                ByeKind::Zero => 'Z',
            };
            (0, '-', code)
        }
        Entry::Game(game) => {
            let Some(opponent) = game.opponent_of(id) else {
                return Ok(" ".repeat(8));
            };
            let colour = game.colour_of(id).unwrap_or(Colour::White);
            let opponent = *number.get(&opponent).ok_or_else(|| {
                error(
                    0,
                    format!("player {id}'s opponent {opponent} is not entered"),
                )
            })?;
            let points = game.result.points_for(colour);
            let code = match (game.result.is_played(), points) {
                // Paired, no result yet: the result column left blank.
                _ if game.result == GameResult::Pending => ' ',
                (true, 2) => '1',
                (true, 1) => '=',
                (true, _) => '0',
                (false, 2) => '+',
                (false, _) => '-',
            };
            (
                opponent,
                if colour == Colour::White { 'w' } else { 'b' },
                code,
            )
        }
    };
    Ok(format!("{opponent:04} {colour} {code}"))
}

/// One player's round as read: the opponent's starting rank, colour, result code.
#[derive(Clone, Copy, Debug)]
struct Block {
    opponent: Option<usize>,
    colour: Option<Colour>,
    code: char,
}

struct Line {
    number: usize,
    player: Player,
    blocks: Vec<Option<Block>>,
}

/// Reads a TRF16 file. Unknown record types are skipped; the points column is not trusted
/// (scores are recomputed from the results).
pub fn import(text: &str) -> Result<Report, TrfError> {
    let mut name = String::new();
    let mut total_rounds = 0;
    let mut initial_colour = Colour::White;
    let mut lines: Vec<Line> = Vec::new();
    // Lines end in LF, CRLF or a lone CR (some arbiters' programs write that).
    let text = text.replace("\r\n", "\n");
    for (i, raw) in text.split(['\n', '\r']).enumerate() {
        let number = i + 1;
        let chars: Vec<char> = raw.chars().collect();
        let field = |from: usize, to: usize| -> String {
            chars
                .get(from.min(chars.len())..to.min(chars.len()))
                .map_or(String::new(), |c| c.iter().collect())
        };
        match field(0, 3).as_str() {
            "012" => name = clean_name(&field(4, chars.len())),
            "XXR" => {
                let text = field(4, chars.len());
                total_rounds = text.trim().parse().map_err(|_| {
                    error(
                        number,
                        format!("XXR: '{}' is not a number of rounds", text.trim()),
                    )
                })?;
            }
            "XXC" => {
                let text = field(4, chars.len());
                initial_colour = match text.split_whitespace().next() {
                    Some("white1") => Colour::White,
                    Some("black1") => Colour::Black,
                    _ => return Err(error(number, "XXC: expected white1 or black1")),
                };
            }
            "001" => lines.push(read_player(number, &field, chars.len())?),
            _ => {}
        }
    }
    lines.sort_by_key(|l| l.player.id);
    for pair in lines.windows(2) {
        if pair[0].player.id == pair[1].player.id {
            return Err(error(
                pair[1].number,
                format!("starting rank {} is used twice", pair[1].player.id),
            ));
        }
    }
    let rounds = read_rounds(&lines)?;
    Ok(Report {
        name,
        total_rounds,
        initial_colour,
        players: lines.into_iter().map(|l| l.player).collect(),
        rounds,
    })
}

fn read_player(
    number: usize,
    field: &dyn Fn(usize, usize) -> String,
    len: usize,
) -> Result<Line, TrfError> {
    let rank_text = field(4, 8);
    let rank: usize = rank_text
        .trim()
        .parse()
        .ok()
        .filter(|r| (1..=MAX_NUMBER).contains(r))
        .ok_or_else(|| {
            error(
                number,
                format!(
                    "starting rank '{}' is not a number from 1 to {MAX_NUMBER}",
                    rank_text.trim()
                ),
            )
        })?;
    let rating_text = field(48, 52);
    let rating = match rating_text.trim() {
        "" => 0,
        text => text
            .parse()
            .map_err(|_| error(number, format!("rating '{text}' is not a number")))?,
    };
    let mut blocks = Vec::new();
    let mut at = ROUNDS_AT;
    while at < len {
        let round = blocks.len() + 1;
        let text: Vec<char> = format!("{:<8}", field(at, at + 8)).chars().collect();
        at += BLOCK;
        if text.iter().all(|c| *c == ' ') {
            blocks.push(None);
            continue;
        }
        let bad = |what: String| error(number, format!("round {round}: {what}"));
        let opponent_text: String = text[..4].iter().collect();
        let opponent = match opponent_text.trim() {
            "" | "0000" => None,
            t => Some(
                t.parse::<usize>()
                    .ok()
                    .filter(|o| (1..=MAX_NUMBER).contains(o))
                    .ok_or_else(|| bad(format!("opponent '{t}' is not a starting rank")))?,
            ),
        };
        let colour = match text[5] {
            'w' => Some(Colour::White),
            'b' => Some(Colour::Black),
            '-' | ' ' => None,
            c => return Err(bad(format!("colour '{c}' is not w, b or -"))),
        };
        let code = text[7];
        if !"10=+-WDLHFUZ ".contains(code) {
            return Err(bad(format!("result '{code}' is not a TRF result code")));
        }
        blocks.push(Some(Block {
            opponent,
            colour,
            code,
        }));
    }
    Ok(Line {
        number,
        player: Player {
            id: rank as PlayerId,
            name: clean_name(&field(14, 47)),
            rating,
        },
        blocks,
    })
}

/// The rounds from every player's blocks, each game checked from both sides.
fn read_rounds(lines: &[Line]) -> Result<Vec<Round>, TrfError> {
    let by_rank: HashMap<usize, &Line> = lines.iter().map(|l| (l.player.id as usize, l)).collect();
    let count = lines.iter().map(|l| l.blocks.len()).max().unwrap_or(0);
    let mut rounds = Vec::with_capacity(count);
    for r in 0..count {
        let mut round = Round::default();
        for line in lines {
            let Some(Some(block)) = line.blocks.get(r).copied() else {
                continue;
            };
            let bad = |what: String| error(line.number, format!("round {}: {what}", r + 1));
            let me = line.player.id;
            let Some(opponent) = block.opponent else {
                let kind = match block.code {
                    'U' | 'F' | '+' => ByeKind::Pairing,
                    'H' => ByeKind::Half,
                    'Z' | '-' | ' ' => ByeKind::Zero,
                    c => return Err(bad(format!("result '{c}' needs an opponent"))),
                };
                round.byes.push(Bye { player: me, kind });
                continue;
            };
            if opponent == me as usize {
                return Err(bad("a player cannot be their own opponent".into()));
            }
            let other = by_rank
                .get(&opponent)
                .ok_or_else(|| bad(format!("opponent {opponent} has no player line")))?;
            let theirs = other
                .blocks
                .get(r)
                .copied()
                .flatten()
                .filter(|b| b.opponent == Some(me as usize))
                .ok_or_else(|| {
                    bad(format!(
                        "opponent {opponent} does not name {me} in this round"
                    ))
                })?;
            // Each game once: from White's side, or the lower rank's when colours are unknown.
            let white_side = match (block.colour, theirs.colour) {
                (Some(Colour::White), Some(Colour::Black)) => true,
                (Some(Colour::Black), Some(Colour::White)) => false,
                (None, None) => (me as usize) < opponent,
                _ => {
                    return Err(bad(format!(
                        "colours do not agree with opponent {opponent}'s"
                    )));
                }
            };
            if !white_side {
                continue;
            }
            let result = match (block.code, theirs.code) {
                ('1' | 'W', '0' | 'L') => GameResult::WhiteWins,
                ('=' | 'D', '=' | 'D') => GameResult::Draw,
                ('0' | 'L', '1' | 'W') => GameResult::BlackWins,
                ('+', '-') => GameResult::WhiteWinsByForfeit,
                ('-', '+') => GameResult::BlackWinsByForfeit,
                ('-', '-') => GameResult::DoubleForfeit,
                (' ', ' ') => GameResult::Pending,
                (a, b) => {
                    return Err(bad(format!(
                        "results '{a}' and '{b}' (opponent {opponent}) do not agree"
                    )));
                }
            };
            if block.colour.is_none() && result.is_played() {
                return Err(bad(format!(
                    "a game played against {opponent} needs colours"
                )));
            }
            round.games.push(Game {
                white: me,
                black: opponent as PlayerId,
                result,
            });
        }
        rounds.push(round);
    }
    // Trailing blank columns are no rounds (an export trims them).
    while rounds
        .last()
        .is_some_and(|r| r.games.is_empty() && r.byes.is_empty())
    {
        rounds.pop();
    }
    Ok(rounds)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Report {
        use GameResult::*;
        let players = (1..=3)
            .map(|id| Player {
                id,
                name: format!("Player {id}"),
                rating: 2000 - id * 10,
            })
            .collect();
        Report {
            name: "Club championship".into(),
            total_rounds: 3,
            initial_colour: Colour::White,
            players,
            rounds: vec![
                Round {
                    games: vec![Game {
                        white: 1,
                        black: 2,
                        result: WhiteWins,
                    }],
                    byes: vec![Bye {
                        player: 3,
                        kind: ByeKind::Pairing,
                    }],
                },
                Round {
                    games: vec![Game {
                        white: 3,
                        black: 1,
                        result: Draw,
                    }],
                    byes: vec![Bye {
                        player: 2,
                        kind: ByeKind::Half,
                    }],
                },
            ],
        }
    }

    #[test]
    fn export_writes_fixed_columns() {
        let text = export(&sample()).unwrap();
        let line = text.lines().find(|l| l.starts_with("001    1")).unwrap();
        assert_eq!(&line[14..22], "Player 1");
        assert_eq!(&line[48..52], "1990");
        assert_eq!(&line[80..84], " 1.5");
        assert_eq!(&line[91..99], "0002 w 1");
        assert_eq!(&line[101..109], "0003 b =");
        let third = text.lines().find(|l| l.starts_with("001    3")).unwrap();
        assert_eq!(&third[91..99], "0000 - U");
        assert!(text.contains("XXR 3\n"));
    }

    #[test]
    fn import_reads_back_what_export_wrote() {
        let report = sample();
        assert_eq!(import(&export(&report).unwrap()).unwrap(), report);
    }

    #[test]
    fn a_last_column_of_byes_is_asked_for_the_next_round() {
        let mut report = sample();
        report.rounds.push(Round {
            games: vec![],
            byes: vec![Bye {
                player: 2,
                kind: ByeKind::Half,
            }],
        });
        let request = import(&export(&report).unwrap()).unwrap().next_round();
        assert_eq!(request.rounds, sample().rounds);
        assert_eq!(
            request.byes_asked,
            vec![Bye {
                player: 2,
                kind: ByeKind::Half
            }]
        );
        assert_eq!(request.total_rounds, 3);
        assert_eq!(sample().next_round().rounds.len(), 2);
    }

    #[test]
    fn bad_lines_are_errors_with_their_line_number() {
        let text = export(&sample()).unwrap();
        let broken = text.replace("0002 w 1", "0002 w 7");
        let e = import(&broken).unwrap_err();
        assert!(e.message.contains("result '7'"), "{e}");
        assert_eq!(
            e.line,
            text.lines().position(|l| l.contains("0002 w 1")).unwrap() + 1
        );
        let disagree = text.replace("0002 w 1", "0002 w =");
        assert!(
            import(&disagree)
                .unwrap_err()
                .message
                .contains("do not agree")
        );
        assert_eq!(
            import("001 abcd").unwrap_err().to_string(),
            "line 1: starting rank 'abcd' is not a number from 1 to 9999"
        );
        assert!(import("XXR many").unwrap_err().message.contains("XXR"));
        let lonely = format!("{:<91}0009 w 1", "001    1");
        assert!(
            import(&lonely)
                .unwrap_err()
                .message
                .contains("no player line")
        );
        assert_eq!(import("").unwrap().players, vec![]);
        // Lone carriage returns end lines too, and count as one line each.
        let cr = export(&sample()).unwrap().replace('\n', "\r");
        assert_eq!(import(&cr).unwrap(), sample());
        let e = import(&cr.replace("0002 w 1", "0002 w 7")).unwrap_err();
        assert_eq!(
            e.line,
            text.lines().position(|l| l.contains("0002 w 1")).unwrap() + 1
        );
    }
}
