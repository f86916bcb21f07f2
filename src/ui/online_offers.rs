//! The online panel's offers: the opponent's draw offer or take-back request to answer, the
//! player's own one waiting (with its withdrawal), or the buttons to make one.

use camelot_rules::Color;

use super::online_panel::OnlinePanelView;
use crate::i18n::Tr;
use crate::online::{OnlineCommand, Seat};

/// One kind of offer: what the panel says and sends for it.
struct Kind {
    pending: Option<Color>,
    /// The opponent's offer, with `{ $name }`.
    by_key: &'static str,
    accept: OnlineCommand,
    decline: OnlineCommand,
    /// The player's own offer, waiting.
    waiting_key: &'static str,
    withdraw: (&'static str, OnlineCommand),
    /// The button to make the offer, when one may be made.
    offer: Option<(&'static str, OnlineCommand)>,
}

/// Adds the offers of `seat` to `view`, for `me` playing with `plies` moves played.
pub(super) fn add(view: &mut OnlinePanelView, seat: &Seat, me: Color, plies: usize, tr: &Tr) {
    let kinds = [
        Kind {
            pending: seat.draw_offer,
            by_key: "online-draw-offered-by",
            accept: OnlineCommand::AcceptDraw,
            decline: OnlineCommand::DeclineDraw,
            waiting_key: "online-draw-waiting",
            withdraw: ("draw-withdraw", OnlineCommand::WithdrawDraw),
            offer: Some(("draw-offer", OnlineCommand::OfferDraw)),
        },
        Kind {
            pending: seat.takeback_offer,
            by_key: "online-takeback-by",
            accept: OnlineCommand::AcceptTakeback,
            decline: OnlineCommand::DeclineTakeback,
            waiting_key: "online-takeback-waiting",
            withdraw: ("takeback-withdraw", OnlineCommand::WithdrawTakeback),
            // Only a move of one's own can be taken back.
            offer: (plies > me as usize)
                .then_some(("takeback-offer", OnlineCommand::OfferTakeback)),
        },
    ];
    for kind in kinds {
        match kind.pending {
            Some(by) if by != me => {
                let name = seat.names()[by as usize];
                view.offer.get_or_insert((
                    tr.t_args(kind.by_key, &[("name", name.into())]),
                    kind.accept,
                    kind.decline,
                ));
            }
            Some(_) => {
                view.waiting = Some(tr.t(kind.waiting_key));
                view.asks.push(kind.withdraw);
            }
            None => view.asks.extend(kind.offer),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use camelot_client::Link;

    use super::*;
    use crate::i18n::Lang;
    use crate::ui::online_panel::tests::view;

    fn panel(seat: &Seat, plies: usize) -> OnlinePanelView {
        let tr = Tr::new(Lang::English);
        OnlinePanelView::of(seat, plies, Some(Link::Online), None, Instant::now(), &tr)
    }

    fn asks(panel: &OnlinePanelView) -> Vec<OnlineCommand> {
        panel.asks.iter().map(|(_, c)| *c).collect()
    }

    #[test]
    fn ones_own_draw_offer_waits_with_its_withdrawal_in_place_of_the_offer() {
        let seat = Seat::new(view(Some(Color::Black)), Some(Color::Black));
        let panel = panel(&seat, 2);
        assert_eq!(panel.waiting.as_deref(), Some("You offered a draw."));
        assert!(panel.offer.is_none());
        let asks = asks(&panel);
        assert!(asks.contains(&OnlineCommand::WithdrawDraw), "{asks:?}");
        assert!(!asks.contains(&OnlineCommand::OfferDraw), "{asks:?}");
        let label = panel
            .asks
            .iter()
            .find(|(_, c)| *c == OnlineCommand::WithdrawDraw)
            .unwrap()
            .0;
        assert_eq!(Tr::new(Lang::English).t(label), "Withdraw the draw offer");
    }

    #[test]
    fn ones_own_takeback_request_waits_with_its_withdrawal() {
        let mut v = view(None);
        v.takeback_offer = Some(Color::Black);
        let seat = Seat::new(v, Some(Color::Black));
        let panel = panel(&seat, 2);
        assert_eq!(
            panel.waiting.as_deref(),
            Some("You asked to take back your move.")
        );
        let asks = asks(&panel);
        assert!(asks.contains(&OnlineCommand::WithdrawTakeback), "{asks:?}");
        assert!(!asks.contains(&OnlineCommand::OfferTakeback), "{asks:?}");
        assert!(asks.contains(&OnlineCommand::OfferDraw), "{asks:?}");
    }

    #[test]
    fn the_opponents_offer_is_answered_not_withdrawn() {
        let seat = Seat::new(view(Some(Color::White)), Some(Color::Black));
        let panel = panel(&seat, 2);
        assert!(panel.offer.is_some() && panel.waiting.is_none());
        assert!(!asks(&panel).contains(&OnlineCommand::WithdrawDraw));
    }
}
