//! "Host on this machine": the server library runs inside the game on its own thread, its
//! database in the config folder, so that two people on one network play with nothing else
//! installed. The host signs in to it like any player and makes an invite code for the
//! friend, and the lobby shows this machine's addresses. Starting (opening the database,
//! reading its games back) and stopping (storing them) run on threads of their own, so no
//! frame waits for them; the game's exit waits for a stop to finish.

use std::path::PathBuf;
use std::thread::JoinHandle;

use bevy::prelude::*;
use camelot_server::{Hosted, lan_addresses};

use super::connection::{ConnectCommand, LinkChanged};
use super::lobby::{LobbyCommand, Terms};
use crate::i18n::Tr;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Host>()
        .add_message::<HostCommand>()
        .add_systems(
            Update,
            (obey, finish_starting, invite_when_signed_in)
                .chain()
                .in_set(super::OnlineSystems::Host),
        )
        .add_systems(Last, stop_on_exit);
}

/// The server hosted here, if any.
#[derive(Resource)]
pub struct Host {
    hosted: Option<Hosted>,
    /// A server being started, and the name to sign in to it with.
    starting: Option<(JoinHandle<Result<Hosted, String>>, String)>,
    /// A server being stopped.
    stopping: Option<JoinHandle<()>>,
    /// Where it listens (every interface, so the network reaches it).
    pub listen: String,
    /// Its database; `None` hosts nothing (no config folder).
    pub db: Option<PathBuf>,
    /// The addresses others on this network connect to.
    pub addresses: Vec<String>,
    /// Why it could not start.
    pub error: Option<HostError>,
    /// Make an invite code once signed in to it.
    invite: bool,
}

/// Why the server could not start here, worded when shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostError {
    /// No name to play as on it.
    NoName,
    /// No config folder to keep its games in.
    NoFolder,
    /// The server's own reason (the system's words for a taken port, say).
    NotStarted(String),
}

impl HostError {
    pub fn in_words(&self, tr: &Tr) -> String {
        match self {
            HostError::NoName => tr.t("host-no-name"),
            HostError::NoFolder => tr.t("host-no-folder"),
            HostError::NotStarted(why) => tr.t_args("host-not-started", &[("why", why.into())]),
        }
    }
}

impl Default for Host {
    fn default() -> Host {
        Host {
            hosted: None,
            starting: None,
            stopping: None,
            listen: "0.0.0.0:7878".into(),
            db: None,
            addresses: Vec::new(),
            error: None,
            invite: false,
        }
    }
}

impl Host {
    /// Hosting with the database in the player's config folder.
    pub fn in_config_folder() -> Host {
        Host {
            db: crate::persistence::paths::hosted_database(),
            ..default()
        }
    }

    /// Hosting on `listen` with the database `db` (tests: 127.0.0.1, port 0).
    pub fn at(listen: &str, db: PathBuf) -> Host {
        Host {
            listen: listen.into(),
            db: Some(db),
            ..default()
        }
    }

    pub fn running(&self) -> bool {
        self.hosted.is_some()
    }

    /// Whether a server is being started here.
    pub fn starting(&self) -> bool {
        self.starting.is_some()
    }

    /// Stops the server on a thread of its own.
    fn stop(&mut self) {
        if let Some(hosted) = self.hosted.take() {
            self.stopping = Some(std::thread::spawn(move || hosted.stop()));
        }
    }
}

#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum HostCommand {
    /// Start the server here, sign in to it as `name`, and make an invite code.
    Start {
        name: String,
    },
    Stop,
}

fn obey(
    mut commands: MessageReader<HostCommand>,
    mut host: ResMut<Host>,
    mut connect: MessageWriter<ConnectCommand>,
) {
    for command in commands.read() {
        match command {
            HostCommand::Stop => {
                if host.running() {
                    host.stop();
                    connect.write(ConnectCommand::Disconnect);
                }
                host.addresses.clear();
            }
            HostCommand::Start { name } if !host.running() && !host.starting() => {
                if name.trim().is_empty() {
                    host.error = Some(HostError::NoName);
                    continue;
                }
                let Some(db) = host.db.clone() else {
                    host.error = Some(HostError::NoFolder);
                    continue;
                };
                let listen = host.listen.clone();
                let starting = std::thread::spawn(move || start(&listen, &db));
                host.starting = Some((starting, name.clone()));
                host.error = None;
            }
            HostCommand::Start { .. } => {}
        }
    }
}

/// A server started: sign in to it, and make the invite code once signed in.
fn finish_starting(mut host: ResMut<Host>, mut connect: MessageWriter<ConnectCommand>) {
    if !host
        .starting
        .as_ref()
        .is_some_and(|(thread, _)| thread.is_finished())
    {
        return;
    }
    let Some((thread, name)) = host.starting.take() else {
        return;
    };
    let started = thread
        .join()
        .unwrap_or_else(|_| Err("the server's start failed".into()));
    match started {
        Ok(hosted) => {
            let port = hosted.addr().port();
            host.addresses = lan_addresses()
                .into_iter()
                .map(|ip| format!("{ip}:{port}"))
                .collect();
            host.invite = true;
            connect.write(ConnectCommand::Connect {
                server: format!("ws://127.0.0.1:{port}/"),
                name,
            });
            host.hosted = Some(hosted);
        }
        Err(e) => host.error = Some(HostError::NotStarted(e)),
    }
}

/// The usual port, or any free one when it is taken.
fn start(listen: &str, db: &std::path::Path) -> Result<Hosted, String> {
    Hosted::start(listen, db).or_else(|first| {
        let any_port = listen
            .rsplit_once(':')
            .map(|(host, _)| format!("{host}:0"))
            .ok_or(first)?;
        Hosted::start(&any_port, db)
    })
}

fn invite_when_signed_in(
    mut links: MessageReader<LinkChanged>,
    mut host: ResMut<Host>,
    mut lobby: MessageWriter<LobbyCommand>,
) {
    for link in links.read() {
        if link.welcome.is_some() && host.invite {
            host.invite = false;
            lobby.write(LobbyCommand::Invite(Terms::default()));
        }
    }
}

/// The hosted server's games are stored and its connections closed before the game exits
/// (the one wait on hosting a frame makes: the last one).
fn stop_on_exit(mut exits: MessageReader<AppExit>, mut host: ResMut<Host>) {
    if exits.read().count() == 0 {
        return;
    }
    if let Some((thread, _)) = host.starting.take()
        && let Ok(Ok(hosted)) = thread.join()
    {
        host.hosted = Some(hosted);
    }
    host.stop();
    if let Some(stopping) = host.stopping.take() {
        let _ = stopping.join();
    }
}
