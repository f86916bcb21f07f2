//! Running a script ([`super::Script`]): each frame the next step is sent as the same message
//! a person's input would be, waits count frames or wait for the game to settle, and a
//! screenshot is written before the next step.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use camelot_rules::{HouseRules, Position};

use super::{Script, Step};
use crate::board::BoardScene;
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

/// Frames a settled game with its board ready is drawn before the step is done.
const READY_FRAMES: u32 = 3;

/// Where the script is.
#[derive(Default)]
struct Runner {
    /// Frames left to wait, or frames settled so far.
    frames: u32,
    /// Frames in a row the game has been settled and the board's scene ready.
    ready_frames: u32,
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
    scene: BoardScene,
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
            if world.settled() && scene.ready() {
                runner.ready_frames += 1;
            } else {
                runner.ready_frames = 0;
            }
            // A few frames more once ready: the pipelines counted ready last frame draw now.
            runner.ready_frames > READY_FRAMES || runner.frames > 3000
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
        runner.ready_frames = 0;
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
