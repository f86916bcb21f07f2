//! The game's keys on the playing screen: each becomes the command a button would send (the
//! list the help window shows is `ui::shortcuts::SHORTCUTS`, its sentences in
//! `assets/i18n`). The arrow keys move the board's
//! square cursor ([`KeyCursor`]) and Enter or Space choose its square, as a click would, so a
//! whole game can be played from the keyboard. Part of the headless core, so tests press keys
//! as a player does.

use bevy::prelude::*;
use camelot_rules::{Position, Square};

use crate::game::GameCommand;
use crate::game::hint::AskHint;
use crate::review::ReviewCommand;
use crate::screens::{AppSystems, BoardOwner, PlayMode, Screen};
use crate::shown::{InputAction, KeyCursor, ShownPosition, SquareClicked};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<FocusTypedMove>()
        .add_systems(
            Update,
            (
                game_keys.run_if(in_state(Screen::Playing)),
                focus_typed_move.run_if(
                    in_state(Screen::Playing)
                        .or_else(in_state(Screen::Tutorial))
                        .or_else(in_state(Screen::Puzzles)),
                ),
                // The live game's board, a lesson's and a puzzle's take the same keys.
                cursor_keys.run_if(
                    in_state(Screen::Playing)
                        .and_then(in_state(BoardOwner::Live))
                        .or_else(in_state(Screen::Tutorial))
                        .or_else(in_state(Screen::Puzzles)),
                ),
            )
                .in_set(AppSystems::Input),
        )
        .add_systems(OnExit(Screen::Playing), hide_cursor)
        .add_systems(OnExit(Screen::Tutorial), hide_cursor)
        .add_systems(OnExit(Screen::Puzzles), hide_cursor);
}

/// `/` asks the panel to put the keyboard in its move field (the panel clears it).
#[derive(Resource, Default, Debug)]
pub struct FocusTypedMove(pub bool);

fn game_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mode: Res<State<PlayMode>>,
    mut commands: MessageWriter<GameCommand>,
    mut hint: MessageWriter<AskHint>,
    mut review: MessageWriter<ReviewCommand>,
) {
    let reviewing = *mode.get() == PlayMode::Review;
    // In the live game the arrows move the cursor; Page Up and Down step through the game.
    let mut steps = vec![
        (KeyCode::PageUp, ReviewCommand::Back),
        (KeyCode::PageDown, ReviewCommand::Forward),
        (KeyCode::Home, ReviewCommand::First),
        (KeyCode::End, ReviewCommand::Last),
    ];
    if reviewing {
        steps.extend([
            (KeyCode::ArrowLeft, ReviewCommand::Back),
            (KeyCode::ArrowRight, ReviewCommand::Forward),
            (KeyCode::Escape, ReviewCommand::Leave),
        ]);
    }
    for (key, command) in steps {
        if keys.just_pressed(key) {
            review.write(command);
        }
    }
    if keys.just_pressed(KeyCode::KeyH) {
        hint.write(AskHint);
    }
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        commands.write(GameCommand::Undo);
    }
    if ctrl && keys.just_pressed(KeyCode::KeyY) {
        commands.write(GameCommand::Redo);
    }
}

/// `/` puts the keyboard in the move field, in a game, a lesson or a puzzle.
fn focus_typed_move(keys: Res<ButtonInput<KeyCode>>, mut focus: ResMut<FocusTypedMove>) {
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if !shift && keys.any_just_pressed([KeyCode::Slash, KeyCode::NumpadDivide]) {
        focus.0 = true;
    }
}

/// The board from the keyboard, in the live game, a lesson and a puzzle: arrows move the cursor,
/// Enter or Space choose its square (a piece, a landing, or the moving piece to end the move).
/// Before the cursor is shown, Enter ends the move where it may end. In the game Esc takes
/// back the last leg (a lesson's panel gives Esc its own meaning; a puzzle's leaves with it
/// only when no move is being entered).
fn cursor_keys(
    keys: Res<ButtonInput<KeyCode>>,
    screen: Res<State<Screen>>,
    shown: Res<ShownPosition>,
    mut cursor: ResMut<KeyCursor>,
    mut clicks: MessageWriter<SquareClicked>,
    mut actions: MessageWriter<InputAction>,
) {
    for (key, step) in [
        (KeyCode::ArrowUp, (0, 1)),
        (KeyCode::ArrowDown, (0, -1)),
        (KeyCode::ArrowLeft, (-1, 0)),
        (KeyCode::ArrowRight, (1, 0)),
    ] {
        if keys.just_pressed(key) {
            let step = if cursor.flipped {
                (-step.0, -step.1)
            } else {
                step
            };
            cursor.square = Some(match cursor.square {
                Some(sq) => moved(&shown.position, sq, step),
                None => first_square(&shown),
            });
        }
    }
    let enter = keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]);
    let space = keys.just_pressed(KeyCode::Space);
    match cursor.square {
        Some(sq) if enter || space => {
            clicks.write(SquareClicked(sq));
        }
        None if space => cursor.square = Some(first_square(&shown)),
        None if enter => {
            actions.write(InputAction::Finish);
        }
        _ => {}
    }
    let takes_back = matches!(screen.get(), Screen::Playing | Screen::Puzzles);
    if takes_back && keys.just_pressed(KeyCode::Escape) {
        actions.write(InputAction::Back);
    }
}

/// Where the cursor appears: on the moving piece, else on a piece that may move.
fn first_square(shown: &ShownPosition) -> Square {
    shown
        .cues
        .input
        .as_ref()
        .map(|b| b.at())
        .or_else(|| shown.cues.movable.first())
        .or_else(|| shown.position.variant().spec().open.first())
        .expect("a board has squares")
}

/// The next square of the board from `sq` by `step` (files, ranks), over gaps in the board's
/// outline; `sq` itself at the edge.
fn moved(position: &Position, sq: Square, (df, dr): (isize, isize)) -> Square {
    let spec = position.variant().spec();
    let (mut file, mut rank) = (sq.file() as isize, sq.rank() as isize);
    loop {
        file += df;
        rank += dr;
        if file < 0 || rank < 0 || file >= spec.files as isize || rank >= spec.ranks as isize {
            return sq;
        }
        if let Some(next) = position.variant().square(file as usize, rank as usize) {
            return next;
        }
    }
}

fn hide_cursor(mut cursor: ResMut<KeyCursor>) {
    cursor.square = None;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cursor_crosses_gaps_in_the_outline_and_stops_at_the_edge() {
        let start = Position::start();
        let sq = |s: &str| s.parse::<Square>().unwrap();
        // Rank 2 runs C–J (R1): left of C2 is nothing, up from C2 is C3.
        assert_eq!(moved(&start, sq("C2"), (-1, 0)), sq("C2"));
        assert_eq!(moved(&start, sq("C2"), (0, 1)), sq("C3"));
        // Down from F3 is F2, then F1 (the castle); from C3 down is C2, then the edge.
        assert_eq!(moved(&start, sq("F2"), (0, -1)), sq("F1"));
        assert_eq!(moved(&start, sq("C2"), (0, -1)), sq("C2"));
        // Along rank 1 from F1 to G1, and no further.
        assert_eq!(moved(&start, sq("G1"), (1, 0)), sq("G1"));
    }
}
