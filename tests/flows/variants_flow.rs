//! The family of variants in the game, headless (VARIANTS.md): a new game of a variant from the
//! menu's message reaches the board and the computer answers in it; a variant game is saved,
//! autosaved, resumed and reviewed as itself; River Camelot's trees are placed by clicks, with
//! refusals in words (V5.2, V5.4).

use crate::common;

use std::time::{Duration, Instant};

use bevy::prelude::*;
use camelot::game::autosave::Autosave;
use camelot::game::record::{read_record, write_record};
use camelot::game::{ActiveGame, GameCommand, Player, TitleVariant};
use camelot::persistence::settings::Settings;
use camelot::review::ReviewCommand;
use camelot::screens::Screen;
use camelot::shown::{ShownPosition, SquareClicked};
use camelot_ai::Level;
use camelot_rules::{Bitboard, HouseRules, Position, Square, Variant};
use common::*;

/// A square of `variant`'s board.
fn on(variant: Variant, name: &str) -> Square {
    variant.parse_square(name).unwrap()
}

fn click_on(app: &mut App, variant: Variant, name: &str) {
    send(app, SquareClicked(on(variant, name)));
    settle(app);
}

fn shown(app: &App) -> &ShownPosition {
    app.world().resource::<ShownPosition>()
}

fn notice(app: &App) -> String {
    app.world()
        .resource::<ActiveGame>()
        .notice
        .clone()
        .unwrap_or_default()
}

fn new_game(variant: Variant, players: [Player; 2]) -> GameCommand {
    GameCommand::NewGame {
        position: Position::start_of(variant),
        players,
        rules: HouseRules::default(),
    }
}

#[test]
fn v1_a_camette_game_from_the_menu_is_on_the_board_and_the_computer_answers_in_it() {
    let settings = Settings {
        computer_ms: 50,
        animation_speed: 4.0,
        ..Settings::default()
    };
    let mut app = core_app(16, settings, Screen::MainMenu);
    app.update();
    assert_eq!(shown(&app).position.variant(), Variant::Camelot);
    send(
        &mut app,
        new_game(
            Variant::Camette,
            [Player::Human, Player::Computer(Level::Beginner)],
        ),
    );
    settle(&mut app);
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(
        shown(&app).position,
        Position::start_of(Variant::Camette),
        "V1.2: Camette's start is on the board"
    );
    assert_view_agrees(&mut app);
    click_on(&mut app, Variant::Camette, "C3");
    click_on(&mut app, Variant::Camette, "C4");
    let start = Instant::now();
    while game(&app).moves().len() < 2 && start.elapsed() < Duration::from_secs(30) {
        app.update();
    }
    settle(&mut app);
    assert_eq!(notation(&app).len(), 2, "the computer answered");
    assert_eq!(notation(&app)[0], "C3-C4");
    assert_eq!(game(&app).position().variant(), Variant::Camette);
    assert_view_agrees(&mut app);
}

#[test]
fn v1_a_variant_chosen_on_the_title_screen_puts_its_board_and_start_behind_the_menu() {
    let mut app = core_app(50, Settings::default(), Screen::MainMenu);
    app.update();
    assert_eq!(shown(&app).position, Position::start());
    // The menu's picker sends its choice; the board shows Camette's start (V1.2).
    send(&mut app, TitleVariant(Variant::Camette));
    settle(&mut app);
    let camette = Position::start_of(Variant::Camette);
    assert_eq!(
        shown(&app).position,
        camette,
        "Camette's start behind the menu"
    );
    assert_eq!(shown(&app).start, Some(camette), "no piece stands aside");
    assert_pieces_show(&mut app, &camette);
    // Back to the live game's own variant: the live game is shown again.
    send(&mut app, TitleVariant(Variant::Camelot));
    settle(&mut app);
    assert_view_agrees(&mut app);
    // Chosen again, then a Camelot game started: the board is the game's, here and back on
    // the title screen (the choice was made beside the game that was replaced).
    send(&mut app, TitleVariant(Variant::Camette));
    settle(&mut app);
    assert_eq!(shown(&app).position, camette);
    send(&mut app, new_game(Variant::Camelot, [Player::Human; 2]));
    settle(&mut app);
    assert_eq!(screen(&app), Screen::Playing);
    assert_view_agrees(&mut app);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::MainMenu);
    settle(&mut app);
    assert_view_agrees(&mut app);
}

#[test]
fn v0_1_a_camette_game_is_saved_autosaved_resumed_and_reviewed_as_camette() {
    let dir = std::env::temp_dir().join(format!("camelot-variants-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("autosave.camelot");
    let mut app = core_app(50, Settings::default(), Screen::MainMenu);
    app.insert_resource(Autosave::open(path.clone()));
    app.update();
    send(&mut app, new_game(Variant::Camette, [Player::Human; 2]));
    settle(&mut app);
    click_on(&mut app, Variant::Camette, "B3");
    click_on(&mut app, Variant::Camette, "A4");
    click_on(&mut app, Variant::Camette, "D5");
    click_on(&mut app, Variant::Camette, "E5");
    assert_eq!(notation(&app), ["B3-A4", "D5-E5"]);
    // Saved: the record names its variant, and reads back as Camette.
    let record = write_record(app.world().resource::<ActiveGame>());
    assert!(record.contains("[Variant \"camette\"]"), "{record}");
    let (saved, _) = read_record(&record).unwrap();
    assert_eq!(saved.start().variant(), Variant::Camette);
    assert_eq!(saved.position(), game(&app).position());
    drop(app);

    // Autosaved and resumed at the next start.
    let mut next = core_app(50, Settings::default(), Screen::MainMenu);
    next.insert_resource(Autosave::open(path));
    next.update();
    let (resumed, players) = next
        .world_mut()
        .resource_mut::<Autosave>()
        .resumable
        .take()
        .expect("the Camette game is offered");
    assert_eq!(resumed.position().variant(), Variant::Camette);
    send(
        &mut next,
        GameCommand::Load {
            game: resumed,
            players,
        },
    );
    settle(&mut next);
    assert_eq!(notation(&next), ["B3-A4", "D5-E5"]);
    assert_eq!(shown(&next).position.variant(), Variant::Camette);
    assert_view_agrees(&mut next);

    // Reviewed: every ply shows on Camette's board.
    for ply in [0, 1] {
        send(&mut next, ReviewCommand::Show(ply));
        settle(&mut next);
        assert_eq!(reviewed(&next), Some(ply));
        assert_eq!(
            shown(&next).position,
            game(&next).positions()[ply],
            "ply {ply}"
        );
        assert_eq!(shown(&next).position.variant(), Variant::Camette);
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn v5_4_trees_are_placed_by_clicks_and_refused_in_words() {
    let river = Variant::River;
    let mut app = app_with(Position::start_of(river));
    assert!(game(&app).position().placing_trees());
    for (square, words) in [
        ("A5", "in the river"),
        ("D7", "not a tree square"), // a bridge
        ("A8", "other side of the river"),
        ("E2", "not a tree square"), // before White's castle
        ("D6", "not a tree square"), // the way onto a bridge
        ("F1", "not a tree square"), // the castle
        ("D4", "has a piece"),
    ] {
        click_on(&mut app, river, square);
        assert!(notice(&app).contains(words), "{square}: {}", notice(&app));
        assert!(notice(&app).contains("(V5."), "{square}: the rule is named");
        assert!(notation(&app).is_empty());
    }
    // A tree chosen is drawn; a second click lets it go.
    click_on(&mut app, river, "C2");
    assert_eq!(
        shown(&app).cues.trees,
        Bitboard::from_square(on(river, "C2"))
    );
    assert!(!shown(&app).cues.movable.contains(on(river, "C2")));
    assert!(shown(&app).cues.movable.contains(on(river, "L8")));
    click_on(&mut app, river, "C2");
    assert!(shown(&app).cues.trees.is_empty());
    // The third tree makes the placement (V5.7's notation), and Black places its own.
    for name in ["I2", "C2", "D2"] {
        click_on(&mut app, river, name);
    }
    assert_eq!(notation(&app), ["C2,D2,I2"]);
    assert!(shown(&app).cues.trees.is_empty());
    assert_eq!(shown(&app).position.trees().count(), 3);
    click_on(&mut app, river, "C2");
    assert!(
        notice(&app).contains("has a tree already"),
        "{}",
        notice(&app)
    );
    for name in ["J15", "D15", "I15"] {
        click_on(&mut app, river, name);
    }
    assert_eq!(notation(&app), ["C2,D2,I2", "D15,I15,J15"]);
    assert_eq!(
        game(&app).position().to_string(),
        "2/1t4tt/10/2nmmmmmmn2/3nmmmmn3/12/12/12/12/12/12/3NMMMMN3/2NMMMMMMN2/10/tt4t1/2 w 0 0 - 0"
    );
    // Play starts: a piece moves, and none steps onto a tree (V5.5).
    click_on(&mut app, river, "D4");
    click_on(&mut app, river, "D3");
    assert_eq!(notation(&app).len(), 3);
    click_on(&mut app, river, "D12");
    click_on(&mut app, river, "D11");
    click_on(&mut app, river, "D3");
    click_on(&mut app, river, "D2");
    assert_eq!(notation(&app).len(), 4, "no step onto the tree on D2");
    assert!(!notice(&app).is_empty(), "the refusal is said");
    assert_view_agrees(&mut app);
}
