//! Moving through the game in review: each command sets the shown position; a step forward
//! asks the board to animate the move, every other step cuts to the position. Entering review
//! only asks for [`PlayMode::Review`]: the board is cut to the reviewed ply on entering it, so
//! nothing of review touches the board while the live game still owns it.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::{Review, ReviewCommand};
use crate::game::{ActiveGame, GameCommand};
use crate::screens::{AppSystems, PlayMode, Screen};
use crate::shown::{Animator, ShownPosition};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        navigate
            .in_set(AppSystems::Navigate)
            .run_if(in_state(Screen::Playing)),
    )
    .add_systems(OnEnter(PlayMode::Review), show_reviewed)
    .add_systems(OnExit(PlayMode::Review), |mut review: ResMut<Review>| {
        review.show_best = false;
    });
}

/// Cuts the board to the reviewed ply.
fn show_reviewed(
    active: Res<ActiveGame>,
    mut review: ResMut<Review>,
    mut shown: ResMut<ShownPosition>,
) {
    let game = &active.game;
    review.ply = review.ply.min(game.moves().len());
    let last_move = review.ply.checked_sub(1).map(|i| game.moves()[i].clone());
    shown.cut_to(game.positions()[review.ply], last_move, Some(*game.start()));
}

/// The commands review takes: its own, and the game's (which end it).
#[derive(SystemParam)]
struct Incoming<'w, 's> {
    review: MessageReader<'w, 's, ReviewCommand>,
    game: MessageReader<'w, 's, GameCommand>,
}

fn navigate(
    mut commands: Incoming,
    active: Res<ActiveGame>,
    mode: Res<State<PlayMode>>,
    mut next_mode: ResMut<NextState<PlayMode>>,
    mut review: ResMut<Review>,
    mut shown: ResMut<ShownPosition>,
    mut animator: Animator,
) {
    let Incoming {
        review: commands,
        game: game_commands,
    } = &mut commands;
    let in_review = *mode.get() == PlayMode::Review;
    // A command that changes the game ends the review of it (this is the one place that
    // does), and review commands of the same frame go with it.
    // (Every command is read, so none is seen again next frame.)
    let changing = game_commands
        .read()
        .filter(|c| active.would_change(c))
        .count();
    if changing > 0 {
        if in_review {
            next_mode.set(PlayMode::Live);
        }
        commands.clear();
        return;
    }
    // Entering or leaving takes effect next frame; later commands of this frame see it.
    let mut reviewing = in_review;
    for command in commands.read() {
        // While a move of the game animates or waits, the board stays with the game.
        if active.busy() && !reviewing {
            continue;
        }
        let game = &active.game;
        let end = game.moves().len();
        let at = reviewing.then_some(review.ply.min(end));
        let target = match (*command, at) {
            (ReviewCommand::Leave, _) => {
                if in_review {
                    next_mode.set(PlayMode::Live);
                } else {
                    next_mode.reset();
                }
                reviewing = false;
                continue;
            }
            (ReviewCommand::ShowBest(on), _) => {
                review.show_best = on;
                continue;
            }
            (ReviewCommand::Show(ply), _) => ply.min(end),
            (ReviewCommand::Back, Some(ply)) => ply.saturating_sub(1),
            (ReviewCommand::Back, None) if end > 0 => end - 1,
            (ReviewCommand::Forward, Some(ply)) if ply < end && in_review => {
                // One ply on, animated from where the board stands.
                let mv = game.moves()[ply].clone();
                shown.position = game.positions()[ply + 1];
                shown.last_move = Some(mv.clone());
                animator.play(shown.scene, game.positions()[ply], mv);
                review.ply = ply + 1;
                continue;
            }
            (ReviewCommand::First, _) => 0,
            (ReviewCommand::Last, Some(_)) => end,
            _ => continue,
        };
        review.ply = target;
        if in_review {
            // Still reviewing, even if Leave was asked earlier this frame.
            next_mode.reset();
            reviewing = true;
            let last_move = target.checked_sub(1).map(|i| game.moves()[i].clone());
            shown.cut_to(game.positions()[target], last_move, Some(*game.start()));
        } else if !reviewing {
            // The board is cut to the ply on entering review.
            next_mode.set(PlayMode::Review);
            reviewing = true;
        }
    }
}
