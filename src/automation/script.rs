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
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use camelot_rules::{HouseRules, Position, Square, Variant};

use crate::board::animation::AnimationQueue;
use crate::game::computer::Computer;
use crate::game::record::{read_record, write_record};
use crate::game::{ActiveGame, GameCommand, Player, ReplaceAnswer, TypedMove};
use crate::online::{Lobby, LobbyCommand};
use crate::persistence::saves::{SavedGames, SavesCommand};
use crate::review::ReviewCommand;
use crate::screens::{PlayMode, Screen};
use crate::shown::{SquareClicked, SquareDragged};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        run_script
            .after(bevy::input::InputSystems)
            .run_if(resource_exists::<Script>),
    );
}

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

/// Where the script is.
#[derive(Default)]
struct Runner {
    /// Frames left to wait, or frames settled so far.
    frames: u32,
    /// Keys pressed last frame, to release.
    held: Vec<KeyCode>,
    /// A screenshot being written, and the frames spent waiting for it.
    saving: Option<(PathBuf, u32)>,
    /// Frame times since the last picture, in milliseconds.
    frame_times: Vec<f32>,
}

/// What a script sends: the same messages as a person's input.
#[derive(bevy::ecs::system::SystemParam)]
struct ScriptInput<'w> {
    keys: ResMut<'w, ButtonInput<KeyCode>>,
    game_commands: MessageWriter<'w, GameCommand>,
    replace: MessageWriter<'w, ReplaceAnswer>,
    review: MessageWriter<'w, ReviewCommand>,
    saves: MessageWriter<'w, SavesCommand>,
    clicks: MessageWriter<'w, SquareClicked>,
    lobby: MessageWriter<'w, LobbyCommand>,
    drags: MessageWriter<'w, SquareDragged>,
    typed: MessageWriter<'w, TypedMove>,
    next_screen: ResMut<'w, NextState<Screen>>,
    exit: MessageWriter<'w, AppExit>,
}

fn run_script(
    mut script: ResMut<Script>,
    mut runner: Local<Runner>,
    time: Res<Time<Real>>,
    world: ScriptWorld,
    mut input: ScriptInput,
    mut commands: Commands,
) {
    runner.frame_times.push(time.delta_secs() * 1000.0);
    for key in std::mem::take(&mut runner.held) {
        input.keys.release(key);
    }

    if let Some((path, waited)) = runner.saving.as_mut() {
        // The image is written on a worker thread: go on once it is complete on disk.
        *waited += 1;
        if std::fs::metadata(&*path).is_ok_and(|m| m.len() > 0) {
            info!("saved {}", path.display());
            runner.saving = None;
        } else if *waited > 600 {
            error!("the screenshot {} was not written", path.display());
            input.exit.write(AppExit::error());
        }
        return;
    }
    let Some(step) = script.steps.front().cloned() else {
        input.exit.write(AppExit::Success);
        return;
    };
    let done = match step {
        Step::Wait(n) => {
            runner.frames += 1;
            runner.frames > n
        }
        Step::Settle => {
            runner.frames += 1;
            world.settled() || runner.frames > 3000
        }
        Step::NewGame(players, variant) => {
            input.game_commands.write(GameCommand::NewGame {
                position: Position::start_of(variant),
                players,
                rules: HouseRules::default(),
            });
            true
        }
        Step::Screen(screen) => {
            input.next_screen.set(screen);
            true
        }
        Step::Click(sq) => {
            input.clicks.write(SquareClicked(sq));
            true
        }
        Step::Drag(from, to) => {
            input.drags.write(SquareDragged {
                from,
                to,
                dropped: true,
            });
            true
        }
        Step::Type(text) => {
            input.typed.write(TypedMove(text));
            true
        }
        Step::Key(key, ctrl) => {
            if ctrl {
                input.keys.press(KeyCode::ControlLeft);
                runner.held.push(KeyCode::ControlLeft);
            }
            input.keys.press(key);
            runner.held.push(key);
            true
        }
        Step::MoveList(n) => {
            input.review.write(ReviewCommand::Show(n));
            true
        }
        Step::PlayOn => {
            if !world.reviewing() {
                error!("play-on: the game is not in review");
                input.exit.write(AppExit::error());
                return;
            }
            input
                .game_commands
                .write(GameCommand::PlayOnFrom(world.review.ply));
            true
        }
        Step::Replace(replace) => {
            input.replace.write(if replace {
                ReplaceAnswer::Replace
            } else {
                ReplaceAnswer::Keep
            });
            true
        }
        Step::Save(name) => {
            input.saves.write(SavesCommand::Save {
                name,
                record: write_record(&world.active),
                replace: false,
            });
            true
        }
        Step::Load(name) => {
            match world.saved_game(&name) {
                Ok((game, players)) => {
                    input
                        .game_commands
                        .write(GameCommand::Load { game, players });
                }
                Err(e) => {
                    error!("load {name}: {e}");
                    input.exit.write(AppExit::error());
                    return;
                }
            }
            true
        }
        Step::Accept(name) => {
            runner.frames += 1;
            let seek = world.lobby.seeks.iter().find(|s| s.player == name);
            if let Some(seek) = seek {
                input.lobby.write(LobbyCommand::Accept(seek.id));
            } else if runner.frames > 3000 {
                error!("accept: no seek by {name} in the lobby");
                input.exit.write(AppExit::error());
                return;
            }
            seek.is_some()
        }
        Step::WaitPlies(n) => {
            runner.frames += 1;
            let reached = world.active.game.moves().len() >= n && !world.active.busy();
            if !reached && runner.frames > 3000 {
                error!("wait-plies: the game never reached {n} plies");
                input.exit.write(AppExit::error());
                return;
            }
            reached
        }
        Step::Shot(path) => {
            log_frame_times(&runner.frame_times);
            runner.frame_times.clear();
            let _ = std::fs::remove_file(&path);
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path.clone()));
            runner.saving = Some((path, 0));
            true
        }
    };
    if done {
        runner.frames = 0;
        script.steps.pop_front();
    }
}

/// Frame times once the first frames (pipeline compilation) are behind.
fn log_frame_times(times: &[f32]) {
    let times = &times[times.len() / 2..];
    if times.is_empty() {
        return;
    }
    let mean = times.iter().sum::<f32>() / times.len() as f32;
    let worst = times.iter().copied().fold(0.0, f32::max);
    info!(
        "frame time over {} frames: mean {mean:.1} ms, worst {worst:.1} ms",
        times.len()
    );
}

/// What "settled" looks at.
#[derive(bevy::ecs::system::SystemParam)]
struct ScriptWorld<'w> {
    queue: Res<'w, AnimationQueue>,
    active: Res<'w, ActiveGame>,
    computer: Res<'w, Computer>,
    tutorial: Res<'w, crate::tutorial::Tutorial>,
    puzzles: Res<'w, crate::puzzles::Puzzles>,
    review: Res<'w, crate::review::Review>,
    mode: Option<Res<'w, State<PlayMode>>>,
    analysis: Res<'w, crate::review::analysis::Analysis>,
    saved: Res<'w, SavedGames>,
    lobby: Res<'w, Lobby>,
}

impl ScriptWorld<'_> {
    /// No move animates or waits to be committed, the computer is not thinking, no lesson's
    /// demonstration plays and no review analysis runs.
    fn settled(&self) -> bool {
        !self.queue.is_busy()
            && !self.active.busy()
            && self.computer.thinking().is_none()
            && self.tutorial.settled()
            && self.puzzles.open.as_ref().is_none_or(|o| o.settled())
            && (!self.reviewing() || !self.analysis.running())
    }

    fn reviewing(&self) -> bool {
        self.mode
            .as_ref()
            .is_some_and(|m| *m.get() == PlayMode::Review)
    }

    /// The saved game called `name`, read as the Save/load window reads it.
    fn saved_game(&self, name: &str) -> Result<(camelot_rules::Game, [Player; 2]), String> {
        let dir = self.saved.dir.as_ref().ok_or("no saves folder")?;
        let text = std::fs::read_to_string(dir.join(format!("{name}.camelot")))
            .map_err(|e| e.to_string())?;
        read_record(&text).map_err(|e| e.to_string())
    }
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
