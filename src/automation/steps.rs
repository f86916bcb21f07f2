//! Scripts: one step per line, `#` starts a comment.
//!
//! ```text
//! wait 10                 # render ten frames
//! settle                  # until no move animates, waits or is being thought about
//! new-game human medium   # what the menu's buttons do: White, then Black (human or a level),
//!                          # and optionally the variant (`new-game human easy camette`)
//! screen menu             # what the screen buttons do: menu, playing, tutorial, editor or lobby
//! click E6                # a click on a square of the board
//! drag E3 E5              # a piece dragged from E3 and dropped on E5
//! type j11-f11xf9         # a move typed in the panel's field, then Enter
//! key Escape              # a key pressed and released (Enter, Escape, V, Home, F1, …)
//! key Ctrl+Z              # with Ctrl held (Ctrl+Z undo, Ctrl+Y redo)
//! move-list 3             # a click on the third move in the move list (review after it)
//! play-on                 # "Play on from here", confirmed, in review
//! save Club game          # the Save/load window's Save (never replacing a game)
//! load Club game          # the Save/load window's Load of that saved game
//! accept Bob              # the lobby's Accept on Bob's seek, once it is listed
//! wait-plies 1            # until the live game has played one move (an online opponent's)
//! shot menu.png           # a screenshot of the window, written before the next step
//! ```
//!
//! The script ends the program when it is done; a screenshot that is not written fails it.

use std::collections::VecDeque;
use std::path::PathBuf;

use bevy::prelude::*;
use camelot_rules::{Square, Variant};

use crate::game::Player;
use crate::screens::Screen;

/// One step of a script.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    Wait(u32),
    Settle,
    NewGame([Player; 2], Variant),
    Screen(Screen),
    Click(Square),
    /// A drag from the first square, dropped on the second.
    Drag(Square, Square),
    /// A move typed in the panel's move field.
    Type(String),
    /// A key, with Ctrl held if the flag says so.
    Key(KeyCode, bool),
    MoveList(usize),
    PlayOn,
    /// The answer to "replace your unfinished game?": replace it, or keep it.
    Replace(bool),
    Save(String),
    Load(String),
    /// Accept the open seek of this player, waiting until it is listed.
    Accept(String),
    /// Wait until the live game has this many plies.
    WaitPlies(usize),
    Shot(PathBuf),
}

/// The steps still to run.
#[derive(Resource, Clone, Debug, Default)]
pub struct Script {
    pub steps: VecDeque<Step>,
}

impl Script {
    /// Reads a script; an error names the line.
    pub fn parse(text: &str) -> Result<Script, String> {
        let mut steps = VecDeque::new();
        for (n, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let step = parse_step(line).map_err(|e| format!("line {}: {e}", n + 1))?;
            steps.push_back(step);
        }
        Ok(Script { steps })
    }

    /// Screenshot mode: render `frames` frames (clicking `select` first), settle, one picture.
    pub fn screenshot(path: PathBuf, select: Option<Square>, frames: u32) -> Script {
        let mut steps = VecDeque::new();
        steps.push_back(Step::Wait(1));
        if let Some(sq) = select {
            steps.push_back(Step::Click(sq));
        }
        steps.extend([Step::Wait(frames), Step::Settle, Step::Shot(path)]);
        Script { steps }
    }
}

fn parse_step(line: &str) -> Result<Step, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let arg = |i: usize| {
        words
            .get(i)
            .copied()
            .ok_or_else(|| format!("{} needs more arguments", words[0]))
    };
    let step = match words[0] {
        "wait" => Step::Wait(
            arg(1)?
                .parse()
                .map_err(|_| "wait takes a number of frames")?,
        ),
        "settle" => Step::Settle,
        "new-game" => Step::NewGame(
            [parse_player(arg(1)?)?, parse_player(arg(2)?)?],
            match words.get(3) {
                Some(name) => name
                    .parse()
                    .map_err(|e: camelot_rules::Error| e.to_string())?,
                None => Variant::Camelot,
            },
        ),
        "screen" => Step::Screen(match arg(1)? {
            "menu" => Screen::MainMenu,
            "playing" => Screen::Playing,
            "tutorial" => Screen::Tutorial,
            "lobby" => Screen::Lobby,
            "editor" => Screen::Editor,
            "puzzles" => Screen::Puzzles,
            other => {
                return Err(format!(
                    "unknown screen {other:?}: menu, playing, tutorial, editor, puzzles or lobby"
                ));
            }
        }),
        // A square of any variant's board: the game decides whether it is on its own.
        "click" => Step::Click(Square::try_from(arg(1)?.to_string()).map_err(|e| e.to_string())?),
        "drag" => {
            let square = |i| Square::try_from(arg(i)?.to_string()).map_err(|e| e.to_string());
            Step::Drag(square(1)?, square(2)?)
        }
        "type" => Step::Type(arg(1)?.to_string()),
        "key" => {
            let name = arg(1)?;
            match name.strip_prefix("Ctrl+") {
                Some(key) => Step::Key(parse_key(key)?, true),
                None => Step::Key(parse_key(name)?, false),
            }
        }
        "move-list" => Step::MoveList(
            arg(1)?
                .parse()
                .map_err(|_| "move-list takes the number of a move in the list")?,
        ),
        "play-on" => Step::PlayOn,
        "replace" => Step::Replace(true),
        "keep" => Step::Replace(false),
        // A saved game's name may have spaces.
        "save" | "load" => {
            arg(1)?;
            let name = words[1..].join(" ");
            if words[0] == "save" {
                Step::Save(name)
            } else {
                Step::Load(name)
            }
        }
        "accept" => Step::Accept(arg(1)?.to_string()),
        "wait-plies" => Step::WaitPlies(
            arg(1)?
                .parse()
                .map_err(|_| "wait-plies takes a number of plies")?,
        ),
        "shot" => Step::Shot(PathBuf::from(arg(1)?)),
        other => return Err(format!("unknown step {other:?}")),
    };
    if words.len() > expected_words(&step, words.len()) {
        return Err(format!("too many arguments for {}", words[0]));
    }
    Ok(step)
}

fn expected_words(step: &Step, given: usize) -> usize {
    match step {
        Step::Settle | Step::PlayOn | Step::Replace(_) => 1,
        Step::NewGame(..) => 4,
        Step::Drag(..) => 3,
        Step::Save(_) | Step::Load(_) => given,
        _ => 2,
    }
}

/// `human`, or a computer level by name (beginner … expert).
pub fn parse_player(s: &str) -> Result<Player, String> {
    if s.eq_ignore_ascii_case("human") {
        return Ok(Player::Human);
    }
    s.parse()
        .map(Player::Computer)
        .map_err(|e: String| format!("{e}, or human"))
}

/// The keys a script may press, by name.
const KEYS: &[(&str, KeyCode)] = &[
    ("Enter", KeyCode::Enter),
    ("Escape", KeyCode::Escape),
    ("Home", KeyCode::Home),
    ("End", KeyCode::End),
    ("Left", KeyCode::ArrowLeft),
    ("Right", KeyCode::ArrowRight),
    ("Up", KeyCode::ArrowUp),
    ("Down", KeyCode::ArrowDown),
    ("Space", KeyCode::Space),
    ("PageUp", KeyCode::PageUp),
    ("PageDown", KeyCode::PageDown),
    ("Slash", KeyCode::Slash),
    ("T", KeyCode::KeyT),
    ("F1", KeyCode::F1),
    ("H", KeyCode::KeyH),
    ("N", KeyCode::KeyN),
    ("V", KeyCode::KeyV),
    ("Z", KeyCode::KeyZ),
    ("Y", KeyCode::KeyY),
];

fn parse_key(name: &str) -> Result<KeyCode, String> {
    KEYS.iter()
        .find(|(n, _)| *n == name)
        .map(|(_, k)| *k)
        .ok_or_else(|| {
            let names: Vec<_> = KEYS.iter().map(|(n, _)| *n).collect();
            format!("unknown key {name:?}; one of {}", names.join(", "))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripts_parse_and_errors_name_the_line() {
        let script = Script::parse("wait 3\n# a comment\nnew-game human expert\nclick E6 # select\nkey Escape\nscreen menu\nshot a.png\nsettle\nkey Ctrl+Z\nmove-list 3\nplay-on\nsave Club final\nload Club final\nscreen lobby\naccept Bob\nwait-plies 1\n").unwrap();
        assert_eq!(script.steps.len(), 15);
        assert_eq!(script.steps[13], Step::Accept("Bob".into()));
        assert_eq!(script.steps[14], Step::WaitPlies(1));
        assert_eq!(script.steps[7], Step::Key(KeyCode::KeyZ, true));
        assert_eq!(script.steps[8], Step::MoveList(3));
        assert_eq!(script.steps[10], Step::Save("Club final".into()));
        let more = Script::parse("drag E3 E5\ntype j11-f11xf9\nkey Space\n").unwrap();
        assert_eq!(
            Vec::from(more.steps),
            [
                Step::Drag("E3".parse().unwrap(), "E5".parse().unwrap()),
                Step::Type("j11-f11xf9".into()),
                Step::Key(KeyCode::Space, false),
            ]
        );
        assert!(Script::parse("drag E3\n").is_err());
        assert!(Script::parse("play-on now\n").is_err());
        assert_eq!(
            script.steps[1],
            Step::NewGame(
                [Player::Human, Player::Computer(camelot_ai::Level::Expert)],
                Variant::Camelot
            )
        );
        assert!(Script::parse("wait\n").unwrap_err().starts_with("line 1:"));
        assert_eq!(
            Script::parse("new-game human easy Camette\n")
                .unwrap()
                .steps[0],
            Step::NewGame(
                [Player::Human, Player::Computer(camelot_ai::Level::Easy)],
                Variant::Camette
            )
        );
        assert!(Script::parse("new-game human easy chess\n").is_err());
        assert!(Script::parse("new-game human easy cam more\n").is_err());
        assert!(
            Script::parse("\nclick Z99\n")
                .unwrap_err()
                .starts_with("line 2:")
        );
        assert!(
            Script::parse("dance\n")
                .unwrap_err()
                .contains("unknown step")
        );
        assert!(
            Script::parse("settle now\n")
                .unwrap_err()
                .contains("too many")
        );
    }
}
