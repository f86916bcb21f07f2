//! Playing: what a signed-in player does (seeks, challenges, moves, offers, claims,
//! rematches, games against the computer and the engine's analysis), each handed to the
//! part that owns it. A visitor gets here only to play the computer, given a guest's account
//! first (`Hub::dispatch` asks any other to sign up); a guest plays people only once it has
//! chosen a name.

use super::Hub;
use crate::accounts::Accounts;
use crate::base::{refuse, storage};
use crate::clock::Millis;
use crate::lobby::Terms;
use crate::play::{self, Act, Offer};
use crate::presence::ConnId;
use crate::store::PlayerId;
use camelot_protocol::ColorChoice;
use camelot_protocol::time_control::TimeControl;
use camelot_protocol::{ClientMsg, ErrorCode, GameId, PROTOCOL_VERSION, Refusal, ServerMsg};
use camelot_rules::Variant;

impl Hub {
    /// A visitor on `conn` plays the computer: a guest's account is made for them (counted as
    /// a sign-up of their address), and `conn` welcomed as it, the token to keep.
    pub(super) fn guest(&mut self, conn: ConnId, now: Millis) -> Result<PlayerId, Refusal> {
        let b = &mut self.base;
        let ip = b
            .presence
            .ip(conn)
            .ok_or_else(|| refuse(ErrorCode::NotSignedIn, "sign up to play"))?;
        let hi = self.accounts.guest(&mut b.store, &b.config, ip, now)?;
        let player = hi
            .player
            .ok_or_else(|| storage("a guest without an account".to_string()))?;
        // Those who play the computer before choosing a name speak the version with guests.
        self.welcome(conn, PROTOCOL_VERSION, hi, "guest", now)?;
        Ok(player)
    }

    /// A guest chooses its name: kept in the database, known to the listings from now on
    /// (finished games kept with the old name are read again).
    fn claim_name(&mut self, conn: ConnId, player: PlayerId, name: &str) -> Result<(), Refusal> {
        let b = &mut self.base;
        Accounts::claim(&mut b.store, player, name)?;
        b.summary.know(&b.store, player, name);
        b.cache.forget_all();
        let claimed = ServerMsg::NameClaimed {
            player: name.to_string(),
        };
        b.presence.answer(conn, Ok(claimed))
    }

    pub(super) fn play(
        &mut self,
        conn: ConnId,
        player: PlayerId,
        msg: ClientMsg,
        now: Millis,
    ) -> Result<(), Refusal> {
        if let ClientMsg::ClaimName { name } = &msg {
            return self.claim_name(conn, player, name);
        }
        let plays_people = matches!(
            msg,
            ClientMsg::Seek { .. }
                | ClientMsg::Accept { .. }
                | ClientMsg::Challenge { .. }
                | ClientMsg::AcceptInvite { .. }
        );
        if plays_people && self.base.store.is_guest(player).map_err(storage)? {
            return Err(refuse(
                ErrorCode::NotSignedIn,
                "choose a name to play people: a guest plays the computer",
            ));
        }
        let (b, games, lobby) = (&mut self.base, &mut self.games, &mut self.lobby);
        let engine = &mut self.engine;
        if let Some((game, offer, act)) = offer_step(&msg) {
            games.offer(b, player, game, (offer, act), now)?;
            // An offer made to the computer is answered at once.
            if act == Act::Make {
                engine.answer(b, games, game, offer, now);
            }
            return Ok(());
        }
        match msg {
            ClientMsg::MyGames => {
                let games = play::games_of(games, b, player, now);
                b.presence.answer(conn, Ok(ServerMsg::Games { games }))
            }
            ClientMsg::Seek {
                time,
                color,
                rated,
                variant,
            } => lobby.seek(b, games, player, people(time, color, rated, variant)?, now),
            ClientMsg::CancelSeek { seek } => lobby.cancel(b, player, seek),
            ClientMsg::Accept { seek } => lobby.accept(b, games, player, seek, None, now),
            ClientMsg::Challenge {
                time,
                color,
                rated,
                variant,
            } => lobby.challenge(b, games, player, people(time, color, rated, variant)?),
            ClientMsg::AcceptInvite { invite } => {
                lobby.accept_invite(b, games, player, &invite, now)
            }
            ClientMsg::Move {
                game,
                notation,
                ply,
            } => {
                games.play_move(b, player, game, &notation, ply, now)?;
                b.metrics.moved();
                engine.prompt(games, game, now);
                Ok(())
            }
            ClientMsg::Resign { game } => games.resign(b, player, game, now),
            ClientMsg::Abort { game } => games.abort(b, player, game, now),
            ClientMsg::ClaimWin { game } => games.claim(b, player, game, true, now),
            ClientMsg::ClaimDraw { game } => games.claim(b, player, game, false, now),
            ClientMsg::OfferRematch { game } => games.rematch(b, player, game, Act::Make, now),
            ClientMsg::AcceptRematch { game } => games.rematch(b, player, game, Act::Accept, now),
            ClientMsg::DeclineRematch { game } => games.rematch(b, player, game, Act::Decline, now),
            ClientMsg::PlayComputer {
                level,
                time,
                color,
                variant,
            } => engine.play(b, games, (conn, player), level, time, color, variant, now),
            ClientMsg::Analyse { game } => engine.analyse(b, games, (conn, player), game, now),
            ClientMsg::AnalysePosition { variant, position } => {
                let asked = (variant, position.as_str());
                engine.analyse_position(b, games, (conn, player), asked, now)
            }
            // Answered in `Hub::dispatch`.
            _ => Ok(()),
        }
    }
}

/// A game between people has a clock: `untimed` is for games against the computer only.
fn people(
    time: TimeControl,
    color: ColorChoice,
    rated: bool,
    variant: Variant,
) -> Result<Terms, Refusal> {
    if time == TimeControl::Untimed {
        return Err(refuse(
            ErrorCode::BadMessage,
            "untimed games are played against the computer only: choose a time control",
        ));
    }
    Ok(Terms {
        time,
        color,
        rated,
        variant,
    })
}

/// A draw offer's or take-back request's step: its game, which offer, and what is done.
fn offer_step(msg: &ClientMsg) -> Option<(GameId, Offer, Act)> {
    let (game, offer, act) = match *msg {
        ClientMsg::OfferDraw { game } => (game, Offer::Draw, Act::Make),
        ClientMsg::AcceptDraw { game } => (game, Offer::Draw, Act::Accept),
        ClientMsg::DeclineDraw { game } => (game, Offer::Draw, Act::Decline),
        ClientMsg::WithdrawDraw { game } => (game, Offer::Draw, Act::Withdraw),
        ClientMsg::OfferTakeback { game } => (game, Offer::Takeback, Act::Make),
        ClientMsg::AcceptTakeback { game } => (game, Offer::Takeback, Act::Accept),
        ClientMsg::DeclineTakeback { game } => (game, Offer::Takeback, Act::Decline),
        ClientMsg::WithdrawTakeback { game } => (game, Offer::Takeback, Act::Withdraw),
        _ => return None,
    };
    Some((game, offer, act))
}
