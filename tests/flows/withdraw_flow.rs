//! Withdrawing an offer online (issue 27), headless against the server in process: the
//! opponent's withdrawn draw offer is announced by name and leaves nothing to answer; the
//! player's own offer shows "Withdraw the draw offer" in place of "Offer a draw", and its
//! withdrawal reaches the opponent.

use crate::common;

use std::time::Instant;

use bevy::prelude::*;
use camelot::i18n::{Lang, Tr};
use camelot::online::{OnlineCommand, OnlineGame};
use camelot::ui::online_panel::OnlinePanelView;
use camelot_client::Event;
use camelot_protocol::{ClientMsg, ServerMsg};
use camelot_rules::Color;
use common::online::*;
use common::*;

fn panel(app: &App) -> OnlinePanelView {
    let online = app.world().resource::<OnlineGame>();
    OnlinePanelView::of(
        online.seat.as_ref().unwrap(),
        plies(app),
        None,
        online.notice.as_deref(),
        Instant::now(),
        &Tr::new(Lang::English),
    )
}

fn asks(app: &App) -> Vec<OnlineCommand> {
    panel(app).asks.iter().map(|(_, c)| *c).collect()
}

fn draw_offer(app: &App) -> Option<Color> {
    let online = app.world().resource::<OnlineGame>();
    online.seat.as_ref().unwrap().draw_offer
}

#[test]
fn a_draw_offer_withdrawn_either_way_is_told_and_the_buttons_follow() {
    let (_dir, _server, bob, mut app, id) = after_bobs_first_move();
    // Bob's offer, withdrawn: Ann reads who withdrew it, and has nothing left to answer.
    bob.send(ClientMsg::OfferDraw { game: id });
    until(&mut app, "Bob's offer", |app| {
        draw_offer(app) == Some(Color::White)
    });
    assert!(panel(&app).offer.is_some());
    bob.send(ClientMsg::WithdrawDraw { game: id });
    until(&mut app, "Bob's withdrawal", |app| {
        draw_offer(app).is_none()
    });
    let view = panel(&app);
    assert_eq!(view.notice.as_deref(), Some("Bob withdrew the draw offer."));
    assert!(view.offer.is_none());
    assert!(asks(&app).contains(&OnlineCommand::OfferDraw));

    // Ann's own offer: the withdrawal in place of the offer, and Bob hears it withdrawn.
    send(&mut app, OnlineCommand::OfferDraw);
    until(&mut app, "Ann's offer", |app| {
        draw_offer(app) == Some(Color::Black)
    });
    let asks_now = asks(&app);
    assert!(
        asks_now.contains(&OnlineCommand::WithdrawDraw),
        "{asks_now:?}"
    );
    assert!(
        !asks_now.contains(&OnlineCommand::OfferDraw),
        "{asks_now:?}"
    );
    send(&mut app, OnlineCommand::WithdrawDraw);
    // Bob heard his own withdrawal before: Ann's is the one by Black.
    heard(Some(&mut app), &bob, "Ann's withdrawal", |e| match e {
        Event::Server(ServerMsg::DrawWithdrawn { game, by }) if game == id => {
            (by == Color::Black).then_some(())
        }
        _ => None,
    });
    until(&mut app, "the offer gone here", |app| {
        draw_offer(app).is_none()
    });
    assert_eq!(
        panel(&app).notice,
        None,
        "the player who withdrew is not told"
    );
    assert!(asks(&app).contains(&OnlineCommand::OfferDraw));
}
