//! Headless tests of the game panel's move controls and the hint: the hint is named in the
//! rules core's notation and drawn from its piece; the typed-move field is laid out in every
//! kind of game, and the panel's buttons keep their place across the computer's turn (the
//! controls laid out by egui each frame, the places of their words compared).

use crate::common;

use bevy::prelude::*;
use bevy_egui::egui;
use camelot::game::computer::Computer;
use camelot::game::hint::{AskHint, ShownHint};
use camelot::game::{ActiveGame, Player, TypedMove};
use camelot::i18n::{Lang, Tr};
use camelot::persistence::settings::Settings;
use camelot::shown::ShownPosition;
use camelot::ui::panel_controls::{ControlsInput, controls};
use camelot::ui::panel_view::GamePanelView;
use camelot_ai::Level;
use camelot_rules::{Color, Game, Position};
use common::*;

/// Runs frames (the search runs on its own thread) until the hint is found.
fn wait_for_hint(app: &mut App) {
    for _ in 0..2000 {
        app.update();
        if app.world().resource::<ShownHint>().0.is_some() {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    panic!("no hint was found");
}

#[test]
fn r7_the_hint_is_named_in_wcf_notation_and_drawn_from_its_piece() {
    // White's man on J7 must jump the black man on K7 (R7): the one legal move.
    let start = position(
        &[
            ("J7", 'M'),
            ("D5", 'M'),
            ("K7", 'm'),
            ("E12", 'm'),
            ("F12", 'm'),
        ],
        Color::White,
    );
    assert_eq!(start.legal_moves().len(), 1, "{:?}", start.legal_moves());
    let settings = Settings {
        computer_ms: 50,
        ..default()
    };
    let mut app = game_app(start, [Player::Human; 2], 50, settings);
    send(&mut app, AskHint);
    wait_for_hint(&mut app);
    let revision = app.world().resource::<ActiveGame>().revision;
    let text = app
        .world()
        .resource::<ShownHint>()
        .text(&Tr::new(Lang::English), revision);
    assert_eq!(text.as_deref(), Some("Hint: J7xL7"));
    // The board draws the whole path from the piece (the trail follows the cues' hint).
    app.update();
    let hint = app.world().resource::<ShownPosition>().cues.hint.clone();
    let squares: Vec<String> = hint
        .iter()
        .flat_map(|m| m.squares())
        .map(|s| s.to_string())
        .collect();
    assert_eq!(squares, ["J7", "L7"]);

    // A move played makes the hint stale: no text is left for the new position.
    send(&mut app, TypedMove("J7xL7".into()));
    settle(&mut app);
    let revision = app.world().resource::<ActiveGame>().revision;
    assert_eq!(
        app.world()
            .resource::<ShownHint>()
            .text(&Tr::new(Lang::English), revision),
        None
    );
}

/// Where each word of the move controls stands when laid out for the game in `app`, and
/// whether a move may be typed.
fn controls_layout(app: &App) -> (Vec<(String, egui::Pos2)>, bool) {
    let active = app.world().resource::<ActiveGame>();
    let computer = app.world().resource::<Computer>();
    let tr = Tr::new(Lang::English);
    let view = GamePanelView::of(active, computer, false, &tr);
    let ctx = egui::Context::default();
    let mut typed = String::new();
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(280.0, 700.0),
        )),
        ..default()
    };
    // A first pass loads the fonts; the second is the one measured.
    let mut output = ctx.run_ui(input.clone(), |_| {});
    output.textures_delta.clear();
    let mut output = ctx.run_ui(input, |ui| {
        let input = ControlsInput {
            typed: &mut typed,
            example: "E6-E5",
            focus: false,
            flat_view: false,
            tr: &tr,
        };
        controls(ui, &view, input);
    });
    output.textures_delta.clear();
    let words = output
        .shapes
        .iter()
        .filter_map(|clipped| match &clipped.shape {
            egui::Shape::Text(text) => Some((text.galley.text().to_string(), text.pos)),
            _ => None,
        })
        .filter(|(text, _)| !text.contains("to move") && !text.contains("wins"))
        .collect();
    (words, view.typing)
}

fn has_field(words: &[(String, egui::Pos2)]) -> bool {
    words.iter().any(|(text, _)| text == "Type a move:")
}

#[test]
fn the_move_field_is_in_every_kind_of_game() {
    let computer = Player::Computer(Level::Beginner);
    for players in [
        [Player::Human; 2],
        [Player::Human, computer],
        [computer, Player::Human],
        [computer; 2],
        [Player::Human, Player::Remote],
        [Player::Remote, Player::Human],
    ] {
        let mut app = core_app(50, Settings::default(), camelot::screens::Screen::Playing);
        app.insert_resource(ActiveGame::new(Game::default(), players));
        app.update();
        let (words, typing) = controls_layout(&app);
        assert!(has_field(&words), "{players:?}: {words:?}");
        assert_eq!(typing, players[0] == Player::Human, "{players:?}");
    }
}

#[test]
fn the_buttons_keep_their_place_across_the_computers_turn() {
    let settings = Settings {
        computer_ms: 50,
        ..default()
    };
    let computer = Player::Computer(Level::Beginner);
    let mut app = game_app(Position::start(), [Player::Human, computer], 50, settings);
    let (before, typing) = controls_layout(&app);
    assert!(typing && has_field(&before), "{before:?}");
    send(&mut app, TypedMove("E6-E5".into()));
    // Every frame of the computer's turn, until White is to move again.
    let mut computers_turn = 0;
    for _ in 0..2000 {
        app.update();
        let (words, typing) = controls_layout(&app);
        assert_eq!(words, before, "the controls moved on the computer's turn");
        let active = app.world().resource::<ActiveGame>();
        if active.game.moves().len() == 2 && !active.busy() {
            break;
        }
        computers_turn += usize::from(!typing);
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    assert_eq!(game(&app).moves().len(), 2, "the computer answered");
    assert!(
        computers_turn > 0,
        "no frame of the computer's turn was seen"
    );
    let (after, typing) = controls_layout(&app);
    assert!(typing);
    assert_eq!(after, before);
}
