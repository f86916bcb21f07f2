//! A visitor plays the computer without choosing a name (issue 36): the server gives them a
//! guest's account (`guest-7f3a`, its token to keep), counted as a sign-up of their address;
//! the guest plays people only once it has chosen a name, and keeps its games when it does.

mod common;

use camelot_protocol::time_control::TimeControl;
use camelot_protocol::{
    ClientMsg, ColorChoice, EngineLevel, ErrorCode, PROTOCOL_VERSION, ServerMsg,
};
use camelot_rules::{Game, HouseRules, Position, Variant};
use camelot_server::Config;
use common::{Client, pick, start_with};

fn play_beginner() -> ClientMsg {
    ClientMsg::PlayComputer {
        level: EngineLevel::Beginner,
        time: TimeControl::Live {
            minutes: 5,
            increment: 3,
        },
        color: ColorChoice::White,
        variant: Variant::Camelot,
    }
}

/// A visitor's `play_computer`: the guest's welcome (name, token), then the game.
async fn play_as_guest(v: &mut Client) -> (String, String) {
    v.send(&play_beginner()).await;
    let (name, token) = match v.recv().await {
        ServerMsg::Welcome {
            player,
            token,
            guest,
            games,
            ..
        } => {
            assert!(guest, "a guest's welcome");
            assert!(games.is_empty());
            (player, token)
        }
        other => panic!("expected the guest's welcome, got {other:?}"),
    };
    let view = v.game_state().await;
    assert_eq!(view.white, name);
    assert_eq!(view.black, "Computer (Beginner)");
    (name, token)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_visitor_plays_the_computer_as_a_guest_and_later_chooses_a_name() {
    let dir = tempfile::tempdir().unwrap();
    let server = start_with(&dir.path().join("t.db"), Config::default()).await;
    let mut v = Client::visitor(server.addr).await;
    let (name, token) = play_as_guest(&mut v).await;
    assert!(name.starts_with("guest-") && token.len() == 32, "{name}");
    let start = Game::new(Position::start(), HouseRules::default());
    v.send(&ClientMsg::Move {
        game: 1,
        notation: pick(&start),
        ply: Some(0),
    })
    .await;
    assert_eq!(v.moved().await.0, 1);
    assert_eq!(v.moved().await.0, 2, "the computer answers a guest");

    // People only with a name.
    v.send_text(r#"{"type":"seek","time":"5+3"}"#).await;
    assert_eq!(v.error().await.0, ErrorCode::NotSignedIn);
    // The token signs in as the guest.
    let (again, games) = Client::sign_in(server.addr, &token).await;
    assert_eq!(games.len(), 1);
    again.close().await;

    // No one signs up with a guest's name; the guest takes a name of its own.
    let mut other = Client::connect(server.addr).await;
    other
        .send(&ClientMsg::Hello {
            protocol: PROTOCOL_VERSION,
            name: Some("guest-0001".into()),
            token: None,
        })
        .await;
    assert_eq!(other.error().await.0, ErrorCode::BadName);
    v.send(&ClientMsg::ClaimName {
        name: "Gwen".into(),
    })
    .await;
    let claimed = v
        .until(|m| match m {
            ServerMsg::NameClaimed { player } => Some(player),
            _ => None,
        })
        .await;
    assert_eq!(claimed, "Gwen");
    v.send(&ClientMsg::MyGames).await;
    let games = v
        .until(|m| match m {
            ServerMsg::Games { games } => Some(games),
            _ => None,
        })
        .await;
    assert_eq!(games[0].white, "Gwen", "the game is kept under the name");
    v.send(&ClientMsg::ClaimName {
        name: "Gwendolyn".into(),
    })
    .await;
    assert_eq!(v.error().await.0, ErrorCode::NotAllowed, "a name once");
    v.send_text(r#"{"type":"seek","time":"5+3"}"#).await;
    v.until(|m| matches!(m, ServerMsg::SeekPosted { .. }).then_some(()))
        .await;
    let (_, _) = Client::sign_in(server.addr, &token).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn guests_count_as_sign_ups_of_their_address() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        signups_per_ip_per_hour: 1,
        ..Config::default()
    };
    let server = start_with(&dir.path().join("t.db"), config).await;
    let mut first = Client::visitor(server.addr).await;
    play_as_guest(&mut first).await;
    let mut second = Client::visitor(server.addr).await;
    second.send(&play_beginner()).await;
    assert_eq!(second.error().await.0, ErrorCode::Limit);
}
