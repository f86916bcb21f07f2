//! Online play through a `camelot-server`: the connection (a `camelot-client` on its own
//! thread, polled each frame), the lobby's seeks and games, the online game played as the
//! live game, and a server hosted on this machine. Part of the headless core: tests run a
//! server in process on 127.0.0.1. Nothing here draws (the lobby screen and the panel's online
//! part are `ui/`'s).

pub mod clock;
pub mod connection;
mod end;
mod fair_play;
pub mod host;
pub mod lobby;
mod low_time;
pub mod play;
mod resync;
mod returning;
pub mod seat;

use bevy::prelude::*;

pub use connection::{ConnectCommand, Connection};
pub use host::{Host, HostCommand};
pub use lobby::{Lobby, LobbyCommand, Terms};
pub use low_time::LowTime;
pub use play::{OnlineCommand, OnlineGame};
pub use returning::ReturnOnline;
pub use seat::Seat;

pub(super) fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            OnlineSystems::Connection,
            OnlineSystems::Host,
            OnlineSystems::Lobby,
            OnlineSystems::Game,
            OnlineSystems::End,
        )
            .chain()
            .in_set(crate::screens::AppSystems::Update)
            .before(crate::game::GameSystems::Commands),
    )
    .add_plugins((
        connection::plugin,
        host::plugin,
        lobby::plugin,
        play::plugin,
        end::plugin,
        fair_play::plugin,
        returning::plugin,
        low_time::plugin,
    ));
}

/// `--server URL --name NAME [--watch GAME]`: connect at start, and watch a game (watching
/// needs a name too: the server shows its games to signed-in players).
pub fn start(app: &mut App, start: crate::OnlineStart) {
    let world = app.world_mut();
    world.write_message(ConnectCommand::Connect {
        server: start.server,
        name: start.name,
    });
    if let Some(game) = start.watch {
        world.write_message(OnlineCommand::Watch(game));
    }
}

/// The online systems, in this order, before the game applies the commands they send.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OnlineSystems {
    /// Connect, take what the server said, send what was asked.
    Connection,
    Host,
    Lobby,
    Game,
    End,
}
