//! Review and records, headless: a game is saved as a record with its players, reopened,
//! reviewed back and forth without touching it, and played on from a past ply.

use crate::common;

use bevy::prelude::*;
use camelot::game::record::{read_record, write_record};
use camelot::game::{ActiveGame, GameCommand, Player};
use camelot::review::ReviewCommand;
use camelot::screens::BoardOwner;
use camelot::shown::SquareClicked;
use camelot_ai::Level;
use camelot_rules::Position;
use common::*;

fn played(app: &mut App) {
    for (from, to) in [("E6", "E5"), ("E10", "E9"), ("F6", "F5"), ("F10", "F9")] {
        click(app, from);
        click(app, to);
    }
}

fn review(app: &App) -> Option<usize> {
    reviewed(app)
}

#[test]
fn a_saved_game_reopens_with_its_players_and_is_reviewed_and_played_on() {
    let mut app = app_with(Position::start());
    played(&mut app);
    app.world_mut().resource_mut::<ActiveGame>().players =
        [Player::Human, Player::Computer(Level::Expert)];
    let record = write_record(app.world().resource::<ActiveGame>());
    let (game, players) = read_record(&record).unwrap();
    assert_eq!(players, [Player::Human, Player::Computer(Level::Expert)]);

    // A broken record loads nothing; the good one replaces the game with its players.
    assert!(read_record("[White \"Human\"\n1. E6-E5").is_err());
    send(
        &mut app,
        GameCommand::NewGame {
            position: Position::start(),
            players: [Player::Human; 2],
            rules: Default::default(),
        },
    );
    settle(&mut app);
    // Two humans, so the computer does not move while we review.
    send(
        &mut app,
        GameCommand::Load {
            game: game.clone(),
            players: [Player::Human; 2],
        },
    );
    settle(&mut app);
    assert_eq!(notation(&app), ["E6-E5", "E10-E9", "F6-F5", "F10-F9"]);

    // Review the position after ply 1: the board shows it, the game is untouched.
    send(&mut app, ReviewCommand::Show(1));
    settle(&mut app);
    assert_eq!(review(&app), Some(1));
    let positions = game.positions().to_vec();
    assert_eq!(owner(&app), BoardOwner::Review);
    assert_pieces_show(&mut app, &positions[1]);
    send(&mut app, SquareClicked(sq("G6")));
    settle(&mut app);
    assert!(
        app.world().resource::<ActiveGame>().entry.input.is_none(),
        "the game takes no clicks"
    );

    // Forward is animated and lands on ply 2; back is instant.
    send(&mut app, ReviewCommand::Forward);
    settle(&mut app);
    assert_eq!(review(&app), Some(2));
    assert_pieces_show(&mut app, &positions[2]);
    send(&mut app, ReviewCommand::Back);
    send(&mut app, ReviewCommand::Back);
    settle(&mut app);
    assert_eq!(review(&app), Some(0));
    assert_pieces_show(&mut app, &positions[0]);
    assert_eq!(
        game_of(&app).moves().len(),
        4,
        "review never changes the game"
    );

    // Back to the game and into review again.
    send(&mut app, ReviewCommand::Leave);
    settle(&mut app);
    assert_eq!(review(&app), None);
    assert_view_agrees(&mut app);
    // Play on from ply 2, from inside review as the banner does: the review ends with it,
    // and undo brings the whole game back.
    send(&mut app, ReviewCommand::Show(2));
    settle(&mut app);
    assert_eq!(review(&app), Some(2));
    send(&mut app, GameCommand::PlayOnFrom(2));
    settle(&mut app);
    assert_eq!(review(&app), None);
    assert_eq!(notation(&app), ["E6-E5", "E10-E9"]);
    assert_view_agrees(&mut app);
    send(&mut app, GameCommand::Undo);
    settle(&mut app);
    assert_eq!(notation(&app).len(), 4);
    assert_eq!(game_of(&app).moves(), game.moves());
}

fn game_of(app: &App) -> &camelot_rules::Game {
    &app.world().resource::<ActiveGame>().game
}
