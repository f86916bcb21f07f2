//! Autosave, headless: the game in progress is written after every move, offered at the next
//! start and resumed; a damaged autosave is moved aside and reported, never lost.

use crate::common;

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use camelot::game::autosave::Autosave;
use camelot::game::record::read_record;
use camelot::game::{GameCommand, ReplaceAnswer, Replaced, Replacing};
use camelot::i18n::{Lang, Tr};
use camelot::persistence::settings::Settings;
use camelot::screens::Screen;
use camelot_rules::Position;
use common::*;

fn fresh_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("camelot-autosave-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The program started with this autosave file, on the playing screen of a new game.
fn started_with(path: &Path, screen: Screen) -> App {
    let mut app = core_app(50, Settings::default(), screen);
    app.insert_resource(Autosave::open(path.to_path_buf()));
    app.update();
    settle(&mut app);
    app
}

fn autosave(app: &App) -> &Autosave {
    app.world().resource::<Autosave>()
}

#[test]
fn the_game_is_autosaved_after_each_move_and_resumed_at_the_next_start() {
    let dir = fresh_dir("resume");
    let path = dir.join("autosave.camelot");
    let mut app = started_with(&path, Screen::Playing);
    assert!(
        !path.exists(),
        "the game the program starts with is not written"
    );
    click(&mut app, "E6");
    click(&mut app, "E5");
    settle(&mut app);
    let saved = std::fs::read_to_string(&path).expect("written after the move");
    assert_eq!(read_record(&saved).unwrap().0.moves().len(), 1);
    click(&mut app, "E10");
    click(&mut app, "E9");
    settle(&mut app);
    let two_moves = std::fs::read_to_string(&path).unwrap();
    let (game, _) = read_record(&two_moves).unwrap();
    assert_eq!(game.moves().len(), 2, "written again after the second move");
    assert!(!dir.join("autosave.camelot.tmp").exists());
    drop(app);

    // The next start offers it; the starting game does not overwrite it.
    let mut next = started_with(&path, Screen::MainMenu);
    let (game, players) = next
        .world_mut()
        .resource_mut::<Autosave>()
        .resumable
        .take()
        .expect("offered at the next start");
    assert_eq!(game.moves().len(), 2);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), two_moves);
    send(&mut next, GameCommand::Load { game, players });
    settle(&mut next);
    assert_eq!(screen(&next), Screen::Playing);
    assert_eq!(notation(&next), ["E6-E5", "E10-E9"]);
    click(&mut next, "F6");
    click(&mut next, "F5");
    settle(&mut next);
    let (game, _) = read_record(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(
        game.moves().len(),
        3,
        "the resumed game goes on being saved"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_new_game_replaces_the_offer_only_once_the_player_says_so() {
    let dir = fresh_dir("replace");
    let path = dir.join("autosave.camelot");
    let mut app = started_with(&path, Screen::Playing);
    click(&mut app, "E6");
    click(&mut app, "E5");
    settle(&mut app);
    drop(app);
    let mut next = started_with(&path, Screen::MainMenu);
    assert!(autosave(&next).resumable.is_some());
    let saved = std::fs::read_to_string(&path).unwrap();
    let new_game = GameCommand::NewGame {
        position: Position::start(),
        players: Default::default(),
        rules: Default::default(),
    };
    // Asked first: kept, nothing changes.
    send(&mut next, new_game.clone());
    settle(&mut next);
    let asked = next.world().resource::<Replacing>().what;
    assert!(
        matches!(asked, Some(Replaced::LastTime { moves: 1, .. })),
        "{asked:?}"
    );
    send(&mut next, ReplaceAnswer::Keep);
    settle(&mut next);
    assert_eq!(screen(&next), Screen::MainMenu);
    assert!(autosave(&next).resumable.is_some(), "kept");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), saved);
    // Asked again, and replaced this time.
    send(&mut next, new_game);
    settle(&mut next);
    send(&mut next, ReplaceAnswer::Replace);
    settle(&mut next);
    assert_eq!(screen(&next), Screen::Playing);
    assert!(autosave(&next).resumable.is_none(), "a new game was chosen");
    let (game, _) = read_record(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert!(
        game.moves().is_empty(),
        "the autosave now holds the new game"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_damaged_autosave_is_kept_aside_and_reported() {
    let dir = fresh_dir("damaged");
    let path = dir.join("autosave.camelot");
    let damaged = "[White \"Human\"]\n\n1. E6-E9 *\n";
    std::fs::write(&path, damaged).unwrap();
    let mut app = started_with(&path, Screen::MainMenu);
    let damaged_report = autosave(&app).damaged.clone().expect("reported");
    let report = damaged_report.in_words(&Tr::new(Lang::English));
    assert!(report.contains("autosave.camelot:3:"), "{report}");
    assert!(report.contains("kept as"), "{report}");
    assert!(autosave(&app).resumable.is_none());
    let aside: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().contains("autosave-damaged-"))
        .collect();
    assert_eq!(aside.len(), 1, "{aside:?}");
    assert_eq!(std::fs::read_to_string(&aside[0]).unwrap(), damaged);

    // A new game is autosaved as usual; the damaged file stays as it was.
    send(
        &mut app,
        GameCommand::NewGame {
            position: Position::start(),
            players: Default::default(),
            rules: Default::default(),
        },
    );
    settle(&mut app);
    click(&mut app, "E6");
    click(&mut app, "E5");
    settle(&mut app);
    assert!(read_record(&std::fs::read_to_string(&path).unwrap()).is_ok());
    assert_eq!(std::fs::read_to_string(&aside[0]).unwrap(), damaged);
    std::fs::remove_dir_all(dir).unwrap();
}
