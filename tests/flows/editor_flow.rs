//! Headless tests of the position editor (issue 20): clicks place and remove pieces, the
//! fields are set, a position the rules refuse is refused with the parser's reason, a pasted
//! string is read or refused, and play and analysis start from the edited position.

use crate::common;

use bevy::prelude::*;
use camelot::editor::{Editor, EditorCommand, Unplayable};
use camelot::game::{ActiveGame, Player};
use camelot::persistence::settings::Settings;
use camelot::screens::{BoardOwner, PlayMode, Screen};
use camelot::shown::{ShownPosition, SquareClicked};
use camelot_ai::Level;
use camelot_rules::{Color, EndReason, HouseRules, Piece, PieceKind};
use common::*;

fn editor_app() -> App {
    let mut app = core_app(50, Settings::default(), Screen::Editor);
    app.update();
    app.update();
    app
}

fn command(app: &mut App, c: EditorCommand) {
    send(app, c);
    app.update();
    app.update();
}

fn place(app: &mut App, name: &str) {
    send(app, SquareClicked(sq(name)));
    app.update();
}

fn editor(app: &App) -> &Editor {
    app.world().resource::<Editor>()
}

const WHITE_MAN: Piece = Piece {
    color: Color::White,
    kind: PieceKind::Man,
};
const BLACK_KNIGHT: Piece = Piece {
    color: Color::Black,
    kind: PieceKind::Knight,
};

#[test]
fn clicks_place_and_remove_pieces_and_the_board_shows_them() {
    let mut app = editor_app();
    assert_eq!(owner(&app), BoardOwner::Editor);
    command(&mut app, EditorCommand::Clear);
    command(&mut app, EditorCommand::Brush(Some(BLACK_KNIGHT)));
    place(&mut app, "F8");
    assert_eq!(editor(&app).board.piece_at(sq("F8")), Some(BLACK_KNIGHT));
    command(&mut app, EditorCommand::Brush(Some(WHITE_MAN)));
    place(&mut app, "F8");
    assert_eq!(
        editor(&app).board.piece_at(sq("F8")),
        Some(WHITE_MAN),
        "replaced"
    );
    place(&mut app, "F8");
    assert_eq!(
        editor(&app).board.piece_at(sq("F8")),
        None,
        "the same again: off"
    );
    place(&mut app, "C3");
    command(&mut app, EditorCommand::Brush(None));
    place(&mut app, "C3");
    assert_eq!(editor(&app).board.piece_at(sq("C3")), None);
    place(&mut app, "D4");
    app.update();
    assert_eq!(
        app.world().resource::<ShownPosition>().position,
        editor(&app).board
    );
    // The game neither takes the clicks nor moves.
    assert!(game(&app).moves().is_empty());
}

#[test]
fn a_position_the_rules_refuse_is_refused_with_their_reason() {
    let mut app = editor_app();
    // The start has 14 white pieces; three more make 17, one over what fits (16).
    for name in ["A4", "B4", "C4"] {
        place(&mut app, name);
    }
    let Err(Unplayable::Rules(why)) = editor(&app).checked.clone() else {
        panic!("accepted: {:?}", editor(&app).checked);
    };
    assert!(why.to_string().contains("17 pieces"), "{why}");
    // Play is refused while the rules refuse the position.
    command(
        &mut app,
        EditorCommand::Play([Player::Human; 2], HouseRules::default()),
    );
    assert_eq!(screen(&app), Screen::Editor);
    // A pasted string the rules refuse changes nothing and says why.
    let before = editor(&app).board;
    command(
        &mut app,
        EditorCommand::Paste("2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2 w 3 0 - 0".into()),
    );
    let why = editor(&app)
        .refused_paste
        .clone()
        .expect("refused")
        .to_string();
    assert!(why.contains("castle moves"), "{why}");
    assert_eq!(editor(&app).board, before);
    // Taking a piece off makes it playable again.
    command(&mut app, EditorCommand::Brush(None));
    place(&mut app, "A4");
    assert!(editor(&app).checked.is_ok(), "{:?}", editor(&app).checked);
}

#[test]
fn r12_an_empty_board_or_bare_pieces_are_refused_as_over_before_a_move() {
    let mut app = editor_app();
    command(&mut app, EditorCommand::Clear);
    let over = |app: &App| match &editor(app).checked {
        Err(Unplayable::Over(result)) => Some(result.reason),
        _ => None,
    };
    assert_eq!(over(&app), Some(EndReason::BareKings), "an empty board");
    command(&mut app, EditorCommand::Brush(Some(WHITE_MAN)));
    place(&mut app, "E6");
    command(&mut app, EditorCommand::Brush(Some(BLACK_KNIGHT)));
    place(&mut app, "E11");
    assert_eq!(over(&app), Some(EndReason::BareKings), "one piece a side");
    command(
        &mut app,
        EditorCommand::Play([Player::Human; 2], HouseRules::default()),
    );
    assert_eq!(screen(&app), Screen::Editor, "nothing to play");
    place(&mut app, "F11");
    assert!(editor(&app).checked.is_ok(), "{:?}", editor(&app).checked);
}

#[test]
fn the_fields_go_into_the_position_string() {
    let mut app = editor_app();
    command(&mut app, EditorCommand::Side(Color::Black));
    command(&mut app, EditorCommand::CastleMoves(Color::White, 2));
    command(&mut app, EditorCommand::Clock(37));
    let position = editor(&app).checked.clone().unwrap();
    assert_eq!(position.side_to_move(), Color::Black);
    assert_eq!(position.castle_moves(Color::White), 2);
    assert_eq!(position.quiet_plies(), 37);
    assert!(editor(&app).text().ends_with(" b 2 0 - 37"));
    // A pasted string is read, fields and all.
    let text = "2/8/10/12/12/12/12/4n7/12/4M7/12/12/12/10/8/2 w 1 0 - 5";
    command(&mut app, EditorCommand::Paste(text.into()));
    assert_eq!(editor(&app).text(), text);
}

#[test]
fn play_the_computer_and_analyse_start_from_the_edited_position() {
    let mut app = editor_app();
    command(&mut app, EditorCommand::Clear);
    command(&mut app, EditorCommand::Brush(Some(WHITE_MAN)));
    for name in ["E6", "F6"] {
        place(&mut app, name);
    }
    command(&mut app, EditorCommand::Brush(Some(BLACK_KNIGHT)));
    for name in ["E11", "F11"] {
        place(&mut app, name);
    }
    let edited = editor(&app).checked.clone().unwrap();
    let computer = Player::Computer(Level::Beginner);
    command(
        &mut app,
        EditorCommand::Play([Player::Human, computer], HouseRules::default()),
    );
    settle(&mut app);
    assert_eq!(screen(&app), Screen::Playing);
    let active = app.world().resource::<ActiveGame>();
    assert_eq!(active.players, [Player::Human, computer]);
    assert_eq!(*active.game.positions().first().unwrap(), edited);

    // Back to the editor (it opens on the game's position), then analysis.
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Editor);
    app.update();
    app.update();
    assert_eq!(editor(&app).board, edited);
    command(&mut app, EditorCommand::Analyse(HouseRules::default()));
    settle(&mut app);
    assert_eq!(mode(&app), Some(PlayMode::Review));
    assert_eq!(*game(&app).positions().first().unwrap(), edited);
    assert_eq!(
        app.world().resource::<ShownPosition>().position,
        edited,
        "the board shows the edited position in review"
    );
}
