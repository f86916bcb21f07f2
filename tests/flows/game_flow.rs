//! Headless tests of the game's real input, animation and view systems (no window, no GPU):
//! square clicks drive moves leg by leg, and after each the rules state and the piece entities
//! agree.

use crate::common;

use bevy::prelude::*;
use camelot::board::captured::CapturedPiece;
use camelot::board::pieces::{PieceModel, PieceView};
use camelot::game::{ActiveGame, GameCommand, Player, TypedMove};
use camelot::persistence::settings::Settings;
use camelot::shown::{InputAction, SquareClicked};
use camelot_rules::{Color, HouseRules, Outcome, PieceKind, Position, Square};
use common::*;

/// White's man on E4 can jump E5 and then E7 (R5), and must.
fn double_jump() -> Position {
    let pieces = [
        ("E4", 'M'),
        ("E5", 'm'),
        ("E7", 'm'),
        ("A13", 'm'),
        ("L13", 'm'),
        ("A4", 'M'),
    ];
    position(&pieces, Color::White)
}

fn action(app: &mut App, a: InputAction) {
    send(app, a);
    settle(app);
}

fn command(app: &mut App, c: GameCommand) {
    send(app, c);
    settle(app);
}

#[test]
fn r3_plain_move_by_two_clicks() {
    let mut app = app_with(Position::start());
    click(&mut app, "E6");
    assert!(app.world().resource::<ActiveGame>().entry.input.is_some());
    click(&mut app, "E5");
    assert_eq!(notation(&app), ["E6-E5"]);
    assert_eq!(game(&app).position().side_to_move(), Color::Black);
    assert_view_agrees(&mut app);
}

#[test]
fn r4_multi_leg_canter_ended_early_with_enter() {
    let mut app = app_with(two_leg_canter());
    click(&mut app, "E3");
    click(&mut app, "E5");
    // The canter could go on over E6 to E7; the player ends it here.
    assert!(game(&app).moves().is_empty());
    {
        let active = app.world().resource::<ActiveGame>();
        let b = active.entry.input.as_ref().unwrap();
        assert!(b.can_end() && b.next_legs().iter().any(|l| l.to == sq("E7")));
    }
    action(&mut app, InputAction::Finish);
    assert_eq!(notation(&app), ["E3-E5"]);
    assert_view_agrees(&mut app);
}

#[test]
fn r4_canter_ended_by_clicking_the_piece() {
    let mut app = app_with(two_leg_canter());
    click(&mut app, "E3");
    click(&mut app, "E5");
    click(&mut app, "E5");
    assert_eq!(notation(&app), ["E3-E5"]);
    assert_view_agrees(&mut app);
}

#[test]
fn r5_forced_multi_jump_removes_each_jumped_piece() {
    let mut app = app_with(double_jump());
    click(&mut app, "E4");
    click(&mut app, "E6");
    // The jump must go on: nothing is committed yet, and E5's piece is already gone.
    assert!(game(&app).moves().is_empty());
    let views: Vec<Square> = app
        .world_mut()
        .query::<&PieceView>()
        .iter(app.world())
        .map(|v| v.square)
        .collect();
    assert!(
        !views.contains(&sq("E5")),
        "the jumped piece is removed as it is jumped"
    );
    click(&mut app, "E8");
    assert_eq!(notation(&app), ["E4xE6xE8"]);
    assert_eq!(game(&app).position().pieces_of(Color::Black).count(), 2);
    assert_view_agrees(&mut app);
}

#[test]
fn r6_knights_charge_canter_then_jump() {
    let start = position(
        &[
            ("E3", 'N'),
            ("E4", 'M'),
            ("E6", 'm'),
            ("A13", 'm'),
            ("L13", 'm'),
        ],
        Color::White,
    );
    let mut app = app_with(start);
    click(&mut app, "E3");
    click(&mut app, "E5");
    // R8: the canter landed where the knight can jump: it must go on.
    assert!(
        !app.world()
            .resource::<ActiveGame>()
            .entry
            .input
            .as_ref()
            .unwrap()
            .can_end()
    );
    click(&mut app, "E7");
    assert_eq!(notation(&app), ["E3-E5xE7"]);
    assert_eq!(
        game(&app).position().piece_at(sq("E7")).map(|p| p.kind),
        Some(PieceKind::Knight)
    );
    assert_view_agrees(&mut app);
}

#[test]
fn r10_castle_entry_and_r11_win() {
    let start = position(
        &[
            ("G16", 'M'),
            ("F14", 'M'),
            ("E14", 'M'),
            ("A4", 'm'),
            ("L4", 'm'),
        ],
        Color::White,
    );
    let mut app = app_with(start);
    click(&mut app, "F14");
    click(&mut app, "F15");
    assert!(!game(&app).is_over());
    click(&mut app, "A4");
    click(&mut app, "A5");
    click(&mut app, "F15");
    click(&mut app, "F16");
    let result = game(&app).result().expect("both castle squares taken");
    assert_eq!(result.outcome, Outcome::Win(Color::White));
    assert_eq!(result.reason.rule(), "R11");
    assert_view_agrees(&mut app);
    // Clicks after the end change nothing.
    click(&mut app, "E14");
    click(&mut app, "E15");
    assert_eq!(game(&app).moves().len(), 3);
}

#[test]
fn cancel_takes_back_a_partial_move_and_restores_captured_pieces() {
    let mut app = app_with(double_jump());
    click(&mut app, "E4");
    click(&mut app, "E6");
    action(&mut app, InputAction::Cancel);
    assert!(app.world().resource::<ActiveGame>().entry.input.is_none());
    assert!(game(&app).moves().is_empty());
    assert_view_agrees(&mut app);
}

#[test]
fn undo_and_redo_update_the_view() {
    let mut app = app_with(Position::start());
    click(&mut app, "E6");
    click(&mut app, "E5");
    click(&mut app, "E10");
    click(&mut app, "E9");
    command(&mut app, GameCommand::Undo);
    assert_eq!(notation(&app), ["E6-E5"]);
    assert_view_agrees(&mut app);
    command(&mut app, GameCommand::Undo);
    assert!(notation(&app).is_empty());
    assert_view_agrees(&mut app);
    command(&mut app, GameCommand::Redo);
    assert_eq!(notation(&app), ["E6-E5"]);
    assert_view_agrees(&mut app);
}

#[test]
fn r7_only_capturing_pieces_can_be_selected() {
    let start = position(
        &[
            ("E4", 'M'),
            ("E5", 'm'),
            ("J4", 'M'),
            ("A13", 'm'),
            ("L13", 'm'),
        ],
        Color::White,
    );
    let mut app = app_with(start);
    click(&mut app, "J4");
    let active = app.world().resource::<ActiveGame>();
    assert!(active.entry.input.is_none());
    assert!(
        active.notice.as_deref().unwrap_or("").contains("R7"),
        "{:?}",
        active.notice
    );
}

#[test]
fn computer_move_played_leg_by_leg_is_committed_once() {
    let mut app = app_with(double_jump());
    let mv = game(&app).position().read_move("E4xE6xE8").unwrap();
    command(&mut app, GameCommand::PlayAnimated(mv));
    assert_eq!(notation(&app), ["E4xE6xE8"]);
    assert_view_agrees(&mut app);
}

/// A small deterministic generator for the random-click test.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

#[test]
fn random_clicks_and_undos_never_break_agreement() {
    let mut app = app_with(Position::start());
    app.insert_resource(Settings {
        animation_speed: 0.0,
        ..default()
    });
    let mut rng = Lcg(7);
    let mut longest = 0;
    let squares: Vec<Square> = Square::all().collect();
    // 800 steps play several games with undos and stay a few seconds of CI (3000 took 90 s);
    // the seed is fixed, so the same walk is checked every run.
    for _ in 0..800 {
        let active = app.world().resource::<ActiveGame>();
        // Mostly useful clicks so games progress; some anywhere.
        let target = match (&active.entry.input, rng.next(10)) {
            (_, 0) => Some(squares[rng.next(squares.len())]),
            (Some(b), _) if !b.next_legs().is_empty() => {
                let legs = b.next_legs();
                Some(legs[rng.next(legs.len())].to)
            }
            (Some(b), _) => Some(b.at()),
            (None, _) => {
                let movable: Vec<Square> = active.position().movable_pieces().squares().collect();
                (!movable.is_empty()).then(|| movable[rng.next(movable.len())])
            }
        };
        match rng.next(40) {
            0 => send(&mut app, GameCommand::Undo),
            1 => send(&mut app, GameCommand::Redo),
            2 => send(&mut app, InputAction::Cancel),
            3 => send(&mut app, InputAction::Finish),
            4 if game(&app).is_over() => send(
                &mut app,
                GameCommand::NewGame {
                    position: Position::start(),
                    players: [Player::Human; 2],
                    rules: HouseRules::default(),
                },
            ),
            _ => {
                if let Some(t) = target {
                    send(&mut app, SquareClicked(t));
                }
            }
        };
        settle(&mut app);
        if app.world().resource::<ActiveGame>().entry.input.is_none() {
            assert_view_agrees(&mut app);
        }
        longest = longest.max(game(&app).moves().len());
    }
    assert!(
        longest >= 20,
        "the random player should get games going ({longest} moves)"
    );
}

#[test]
fn r5_jumped_pieces_stand_beside_the_board_on_the_capturers_side() {
    let mut app = app_with(double_jump());
    let captured = |app: &mut App| -> Vec<(Color, PieceKind)> {
        app.world_mut()
            .query::<(&CapturedPiece, &PieceModel)>()
            .iter(app.world())
            .map(|(c, m)| (c.by, m.0.kind))
            .collect()
    };
    assert!(captured(&mut app).is_empty());
    click(&mut app, "E4");
    click(&mut app, "E6");
    click(&mut app, "E8");
    settle(&mut app);
    assert_eq!(
        captured(&mut app),
        [
            (Color::White, PieceKind::Man),
            (Color::White, PieceKind::Man)
        ]
    );
    command(&mut app, GameCommand::Undo);
    settle(&mut app);
    assert!(captured(&mut app).is_empty(), "undo puts them back");
}

#[test]
fn a_typed_move_plays_animated_and_a_refused_one_names_its_rule() {
    let mut app = app_with(Position::start());
    // Lower case, as people type.
    send(&mut app, TypedMove("e6-e5".into()));
    app.update();
    assert!(
        app.world().resource::<ActiveGame>().busy(),
        "the typed move is animated first"
    );
    settle(&mut app);
    assert_eq!(notation(&app), ["E6-E5"]);
    assert_view_agrees(&mut app);
    // Black's man cannot go three squares (R3): nothing is played, the rule is said.
    send(&mut app, TypedMove("E10-E7".into()));
    settle(&mut app);
    assert_eq!(notation(&app), ["E6-E5"]);
    let notice = app.world().resource::<ActiveGame>().notice.clone();
    assert!(
        notice.as_deref().is_some_and(|n| n.starts_with("E10-E7: ")),
        "{notice:?}"
    );
    send(&mut app, TypedMove("E10-E9".into()));
    settle(&mut app);
    assert_eq!(notation(&app), ["E6-E5", "E10-E9"]);
    assert_eq!(app.world().resource::<ActiveGame>().notice, None);
}
