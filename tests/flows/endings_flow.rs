//! Every way a game ends, told right (issue 27): each rule ending, a resignation and an
//! agreement on this machine, and online a flag, an abandonment claim and an abort as the
//! server says them, each in its own words with its score, in a record that reads back the
//! same; the end window's choices per kind of game; a rematch offered and accepted; a low
//! clock red and in tenths, and a flag at 0:00.0.

use crate::common;

use std::time::Instant;

use bevy::prelude::*;
use camelot::game::{ActiveGame, GameCommand, Player, TypedMove};
use camelot::i18n::{Lang, Tr};
use camelot::online::connection::FromServer;
use camelot::online::{OnlineCommand, OnlineGame};
use camelot::ui::end_view::{EndChoice, EndView};
use camelot::ui::online_panel::OnlinePanelView;
use camelot_client::Event;
use camelot_protocol::{ClientMsg, GameId, ServerMsg};
use camelot_rules::{Color, EndReason, Outcome, Position, Record};
use common::online::*;
use common::*;

fn english() -> Tr {
    Tr::new(Lang::English)
}

/// The live game's end in words, and what the end window offers.
fn end(app: &App) -> (String, Vec<EndChoice>) {
    let active = app.world().resource::<ActiveGame>();
    let seat = app.world().resource::<OnlineGame>().seat.as_ref();
    let view = EndView::of(active, seat, &english()).expect("the game is over");
    (view.words, view.choices)
}

/// The game's record reads back with the same end.
fn assert_record_reads_back(app: &App) {
    let g = game(app);
    let text = Record::new(g.clone()).to_string();
    let back = Record::parse(&text).unwrap_or_else(|e| panic!("{text}\n{e}"));
    assert_eq!(back.game().end_in_words(), g.end_in_words(), "{text}");
    assert_eq!(back.game().result(), g.result());
}

const LOCAL: [EndChoice; 3] = [EndChoice::NewGame, EndChoice::Analyse, EndChoice::Close];

/// `fen` with `moves` typed: the words and score at the end, the local choices, the record.
fn local_end(fen: &str, moves: &[&str], words: &str) {
    let mut app = app_with(fen.parse::<Position>().unwrap());
    for m in moves {
        send(&mut app, TypedMove(m.to_string()));
        settle(&mut app);
    }
    let (said, choices) = end(&app);
    assert_eq!(said, words);
    assert_eq!(choices, LOCAL, "nothing online, no undo: {said}");
    assert_record_reads_back(&app);
}

#[test]
fn r11_r12_r13_r14_each_rule_ending_says_its_rule_and_score() {
    local_end(
        "M1/3M4/10/m10m/12/12/12/12/12/12/12/12/12/10/8/2 w 0 0 - 0",
        &["F15-G16"],
        "1-0 White wins. A side occupied both squares of the opponent's castle (R11).",
    );
    local_end(
        "2/8/10/11m/12/12/12/12/12/12/4m7/4M7/12/10/8/2 w 0 0 - 0",
        &["E5xE7"],
        "½-½ Drawn. Neither side can win any more: bare pieces (R12).",
    );
    local_end(
        "2/8/10/12/12/12/12/12/12/12/4m7/4M7/M11/10/8/2 w 0 0 - 0",
        &["E5xE7"],
        "1-0 White wins. A side lost all its pieces (R13).",
    );
    local_end(
        "m1/2mmm3/2m1m1m3/12/12/12/12/12/12/12/12/M11/M11/10/8/2 b 0 0 F16 0",
        &[],
        "1-0 White wins. The side to move had no legal move (R14).",
    );
}

#[test]
fn r15_a_resignation_and_an_agreement_say_so_with_their_score() {
    let mut app = app_with(Position::start());
    send(&mut app, GameCommand::Resign(Color::White));
    settle(&mut app);
    assert_eq!(end(&app).0, "0-1 Black wins. By resignation (R15).");
    assert_record_reads_back(&app);
    let mut app = app_with(Position::start());
    send(&mut app, GameCommand::AgreeDraw);
    settle(&mut app);
    assert_eq!(end(&app).0, "½-½ Drawn. By agreement (R15).");
    assert_record_reads_back(&app);
    // Against the computer the same choices: a new game, the review, close.
    let computer = Player::Computer(camelot_ai::Level::Beginner);
    let mut app = game_app(
        Position::start(),
        [Player::Human, computer],
        50,
        Default::default(),
    );
    send(&mut app, GameCommand::Resign(Color::White));
    settle(&mut app);
    assert_eq!(end(&app).1, LOCAL);
    assert_eq!(title(&app), "You lost", "told to the player");
}

/// The end window's title.
fn title(app: &App) -> String {
    let active = app.world().resource::<ActiveGame>();
    let seat = app.world().resource::<OnlineGame>().seat.as_ref();
    EndView::of(active, seat, &english()).expect("over").title
}

#[test]
fn against_the_computer_the_end_says_you_won_and_between_two_players_who_won() {
    let castle = "M1/3M4/10/m10m/12/12/12/12/12/12/12/12/12/10/8/2 w 0 0 - 0";
    let computer = Player::Computer(camelot_ai::Level::Beginner);
    for (players, said) in [
        ([Player::Human, computer], "You won"),
        ([Player::Human, Player::Human], "White wins"),
    ] {
        let mut app = game_app(castle.parse().unwrap(), players, 50, Default::default());
        send(&mut app, TypedMove("F15-G16".into()));
        settle(&mut app);
        assert_eq!(title(&app), said);
    }
}

/// Ann (Black) and Bob have each moved once: the clocks run, Ann to move.
fn clocks_running() -> (
    tempfile::TempDir,
    camelot_server::Hosted,
    camelot_client::Client,
    App,
    GameId,
) {
    let (dir, server, bob, mut app, id) = after_bobs_first_move();
    send(&mut app, TypedMove("E10-E9".into()));
    until(&mut app, "Ann's move", |app| plies(app) == 2);
    bob_hears(&mut app, &bob, 2);
    bob_moves(&bob, id, "E5-E4", 2);
    until(&mut app, "Bob's second move", |app| plies(app) == 3);
    (dir, server, bob, app, id)
}

/// The server's word that the game is over, as it would come.
fn game_over(app: &mut App, id: GameId, result: Option<Outcome>, termination: Option<EndReason>) {
    send(
        app,
        FromServer(ServerMsg::GameOver {
            game: id,
            result,
            termination,
            rating: None,
            aborted: None,
        }),
    );
    until(app, "the end in the live game", |app| game(app).is_over());
}

const ONLINE: [EndChoice; 4] = [
    EndChoice::Rematch,
    EndChoice::Lobby,
    EndChoice::Analyse,
    EndChoice::Close,
];

#[test]
fn an_online_flag_reads_time_never_resignation_and_stops_at_zero() {
    let (_dir, _server, _bob, mut app, id) = clocks_running();
    let white = Some(Outcome::Win(Color::White));
    game_over(&mut app, id, white, Some(EndReason::TimeForfeit));
    let (words, choices) = end(&app);
    assert_eq!(words, "1-0 White wins. On time: a flag fell.");
    assert!(!words.contains("resign"));
    assert_eq!(choices, ONLINE, "no undo, no offline new game");
    assert_eq!(
        game(&app).result().map(|r| r.reason),
        Some(EndReason::TimeForfeit)
    );
    assert_record_reads_back(&app);
    let online = app.world().resource::<OnlineGame>();
    let seat = online.seat.as_ref().unwrap();
    let panel = OnlinePanelView::of(seat, 3, None, None, Instant::now(), &english());
    // Ann, Black, below: her flag fell.
    assert_eq!(panel.players[1].clock.as_deref(), Some("0:00.0"));
    assert!(panel.players[1].low && !panel.players[0].low);
}

#[test]
fn an_abandonment_claim_and_an_abort_say_so() {
    let (_dir, _server, _bob, mut app, id) = clocks_running();
    let black = Some(Outcome::Win(Color::Black));
    game_over(&mut app, id, black, Some(EndReason::Abandonment));
    assert_eq!(
        end(&app).0,
        "0-1 Black wins. The opponent left the game and it was claimed."
    );
    assert_record_reads_back(&app);
    let (_dir, _server, _bob, mut app, id) = accepted_from_the_lobby();
    game_over(&mut app, id, None, None);
    let (words, choices) = end(&app);
    assert_eq!(words, "The game was aborted; it is not rated.");
    assert_eq!(choices, ONLINE);
    assert_record_reads_back(&app);
}

#[test]
fn a_low_clock_is_red_and_in_tenths() {
    let (_dir, _server, _bob, app, _id) = clocks_running();
    let online = app.world().resource::<OnlineGame>();
    let seat = online.seat.as_ref().unwrap();
    let mut low = camelot::online::seat::Seat::new(seat.view.clone(), seat.me);
    let now = Instant::now();
    low.clock = camelot::online::clock::Clock::new(
        camelot_protocol::ClockView {
            white_ms: 60_000,
            black_ms: 9_760,
            running: Some(Color::Black),
        },
        now,
    );
    let panel = OnlinePanelView::of(&low, 3, None, None, now, &english());
    assert_eq!(panel.players[1].clock.as_deref(), Some("0:09.7"));
    assert!(panel.players[1].low, "red under ten seconds");
    assert_eq!(panel.players[0].clock.as_deref(), Some("1:00"));
    assert!(!panel.players[0].low);
}

#[test]
fn a_rematch_is_offered_answered_and_played_with_colours_swapped() {
    let (_dir, _server, bob, mut app, id) = after_bobs_first_move();
    send(&mut app, OnlineCommand::Resign);
    until(&mut app, "the resignation", |app| game(app).is_over());
    assert_eq!(end(&app).1, ONLINE);
    // Ann's offer, declined by Bob, is announced in words.
    send(&mut app, OnlineCommand::OfferRematch);
    heard(Some(&mut app), &bob, "Ann's rematch offer", |e| match e {
        Event::Server(ServerMsg::RematchOffered { game, .. }) if game == id => Some(()),
        _ => None,
    });
    bob.send(ClientMsg::DeclineRematch { game: id });
    until(&mut app, "the rematch declined", |app| {
        let online = app.world().resource::<OnlineGame>();
        online
            .notice
            .as_deref()
            .is_some_and(|n| n.contains("declined"))
    });
    // Bob's own offer: Ann answers it from the end window.
    bob.send(ClientMsg::OfferRematch { game: id });
    until(&mut app, "Bob's rematch offer", |app| {
        end(app).1.contains(&EndChoice::AcceptRematch)
    });
    let active = app.world().resource::<ActiveGame>();
    let view = EndView::of(
        active,
        app.world().resource::<OnlineGame>().seat.as_ref(),
        &english(),
    )
    .unwrap();
    assert_eq!(view.rematch.as_deref(), Some("Bob offers a rematch."));
    assert_eq!(
        view.choices,
        [
            EndChoice::AcceptRematch,
            EndChoice::DeclineRematch,
            EndChoice::Lobby,
            EndChoice::Analyse,
            EndChoice::Close
        ]
    );
    send(&mut app, OnlineCommand::AcceptRematch);
    until(&mut app, "the rematch on the board", |app| {
        let seat = app.world().resource::<OnlineGame>().seat.as_ref();
        seat.is_some_and(|s| s.id() != id) && !game(app).is_over()
    });
    let seat = app.world().resource::<OnlineGame>().seat.as_ref().unwrap();
    assert_eq!(seat.me, Some(Color::White), "colours swapped");
}
