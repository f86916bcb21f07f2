//! Moving through the game in review: each command sets the shown position (source `Review`);
//! a step forward asks the board to animate the move, every other step cuts to the position.

use bevy::prelude::*;

use super::{Review, ReviewCommand};
use crate::game::{ActiveGame, GameSystems};
use crate::screens::Screen;
use crate::shown::{AnimateMove, ShownPosition, ShownSource};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (leave_when_the_game_changes, navigate)
            .chain()
            .before(GameSystems::Commands)
            .run_if(in_state(Screen::Playing)),
    )
    .add_systems(OnExit(Screen::Playing), leave);
}

/// A new, loaded or played-on game ends the review of the old one.
fn leave_when_the_game_changes(
    active: Res<ActiveGame>,
    mut review: ResMut<Review>,
    mut shown: ResMut<ShownPosition>,
    mut seen: Local<Option<u64>>,
) {
    let revision = active.revision;
    if seen.is_some_and(|r| r != revision) && review.ply.is_some() {
        review.ply = None;
        shown.source = ShownSource::Live;
    }
    *seen = Some(revision);
}

fn leave(mut review: ResMut<Review>, mut shown: ResMut<ShownPosition>) {
    if review.ply.take().is_some() {
        shown.source = ShownSource::Live;
    }
}

fn navigate(
    mut commands: MessageReader<ReviewCommand>,
    active: Res<ActiveGame>,
    mut review: ResMut<Review>,
    mut shown: ResMut<ShownPosition>,
    mut animate: MessageWriter<AnimateMove>,
) {
    for command in commands.read() {
        // While a move of the game animates or waits, the board stays with the game.
        if active.busy() {
            continue;
        }
        let game = &active.game;
        let end = game.moves().len();
        let at = review.ply;
        let target = match (*command, at) {
            (ReviewCommand::Leave, _) => {
                if review.ply.take().is_some() {
                    shown.source = ShownSource::Live;
                }
                continue;
            }
            (ReviewCommand::Show(ply), _) => ply.min(end),
            (ReviewCommand::Back, Some(ply)) => ply.saturating_sub(1),
            (ReviewCommand::Back, None) if end > 0 => end - 1,
            (ReviewCommand::Forward, Some(ply)) if ply < end => {
                // One ply on, animated from where the board stands.
                let mv = game.moves()[ply].clone();
                shown.position = game.positions()[ply + 1];
                shown.last_move = Some(mv.clone());
                animate.write(AnimateMove {
                    scene: shown.scene,
                    from: game.positions()[ply],
                    mv,
                });
                review.ply = Some(ply + 1);
                continue;
            }
            (ReviewCommand::First, _) => 0,
            (ReviewCommand::Last, Some(_)) => end,
            _ => continue,
        };
        review.ply = Some(target);
        let last_move = target.checked_sub(1).map(|i| game.moves()[i].clone());
        shown.cut_to(
            ShownSource::Review,
            game.positions()[target],
            last_move,
            Some(*game.start()),
        );
    }
}
