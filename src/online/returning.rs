//! "Return to your online game" after a restart: the game is opened on the server it was
//! played on, which is first started again here when it was the one hosted on this machine
//! (as "Host a game" does, with the same database), rather than refused as unreachable.

use bevy::prelude::*;

use super::connection::ConnectCommand;
use super::host::HostCommand;
use super::play::OnlineCommand;
use crate::persistence::online::GameInProgress;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ReturnOnline>().add_systems(
        Update,
        return_online
            .in_set(crate::screens::AppSystems::Update)
            .before(super::OnlineSystems::Connection),
    );
}

/// Return to this online game, kept in the profile when the program last stopped.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct ReturnOnline(pub GameInProgress);

fn return_online(
    mut asked: MessageReader<ReturnOnline>,
    mut connect: MessageWriter<ConnectCommand>,
    mut host: MessageWriter<HostCommand>,
    mut open: MessageWriter<OnlineCommand>,
) {
    for ReturnOnline(game) in asked.read() {
        let (server, name) = (game.server.clone(), game.name.clone());
        if game.hosted {
            host.write(HostCommand::Resume { name, server });
        } else {
            connect.write(ConnectCommand::Connect { server, name });
        }
        // Taken from the welcome's games once signed in, or asked for now if connected.
        open.write(OnlineCommand::Open(game.game));
    }
}
