//! "Host on this machine": the server library runs inside the game on its own thread, its
//! database in the config folder, so that two people on one network play with nothing else
//! installed. The host signs in to it like any player and makes an invite code for the
//! friend, and the lobby shows this machine's addresses. Starting (opening the database,
//! reading its games back) and stopping (storing them) run on threads of their own, so no
//! frame waits for them; the game's exit waits for a stop to finish. A game in progress on it
//! when the program stopped is returned to by starting it again (`HostCommand::Resume`).

use std::path::PathBuf;
use std::thread::JoinHandle;

use bevy::prelude::*;
use camelot_server::{Hosted, lan_addresses};

use super::connection::{ConnectCommand, LinkChanged};
use super::lobby::{LobbyCommand, Terms};
use crate::i18n::Tr;
use crate::persistence::online::OnlineProfile;

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
    /// A server being started.
    starting: Option<Starting>,
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

/// A server being started, and who signs in to it once it is.
struct Starting {
    thread: JoinHandle<Result<Hosted, String>>,
    name: String,
    /// The address a game in progress was played at (its account's token is kept under it),
    /// for a return to that game; `None` for a new hosting, which makes an invite code.
    returning: Option<String>,
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

    /// The address this machine signs in to its hosted server at, while one runs.
    pub fn url(&self) -> Option<String> {
        let port = self.hosted.as_ref()?.addr().port();
        Some(format!("ws://127.0.0.1:{port}/"))
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
    /// Start the server here again for the game in progress on it when the program last
    /// stopped, played at `server` (on that port if it is free, as the game's account is kept
    /// under that address), and sign in to it as `name`; no invite code.
    Resume {
        name: String,
        server: String,
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
            HostCommand::Start { name } => host.begin(name, None),
            HostCommand::Resume { name, server } => match host.url() {
                // Already running (hosted again in this run): sign in to it.
                Some(url) => {
                    connect.write(ConnectCommand::Connect {
                        server: url,
                        name: name.clone(),
                    });
                }
                None => host.begin(name, Some(server.clone())),
            },
        }
    }
}

impl Host {
    /// Starts the server on a thread of its own, to sign in to as `name` once it runs; on
    /// the port of `returning`'s address if it is free.
    fn begin(&mut self, name: &str, returning: Option<String>) {
        if self.running() || self.starting() {
            return;
        }
        if name.trim().is_empty() {
            self.error = Some(HostError::NoName);
            return;
        }
        let Some(db) = self.db.clone() else {
            self.error = Some(HostError::NoFolder);
            return;
        };
        let listen = match returning.as_deref().and_then(port_of) {
            Some(port) => on_port(&self.listen, port),
            None => self.listen.clone(),
        };
        self.starting = Some(Starting {
            thread: std::thread::spawn(move || start(&listen, &db)),
            name: name.to_string(),
            returning,
        });
        self.error = None;
    }
}

/// The port of a server address (`ws://127.0.0.1:7878/`), if it names one.
fn port_of(server: &str) -> Option<u16> {
    let (_, port) = server.trim_end_matches('/').rsplit_once(':')?;
    port.parse().ok()
}

/// `listen` (`0.0.0.0:7878`) on another port.
fn on_port(listen: &str, port: u16) -> String {
    let host = listen.rsplit_once(':').map_or(listen, |(host, _)| host);
    format!("{host}:{port}")
}

/// A server started: sign in to it, and make the invite code once signed in (a new hosting).
fn finish_starting(
    mut host: ResMut<Host>,
    mut profile: ResMut<OnlineProfile>,
    mut connect: MessageWriter<ConnectCommand>,
) {
    if !host
        .starting
        .as_ref()
        .is_some_and(|s| s.thread.is_finished())
    {
        return;
    }
    let Some(Starting {
        thread,
        name,
        returning,
    }) = host.starting.take()
    else {
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
            host.invite = returning.is_none();
            host.hosted = Some(hosted);
            let url = host.url().expect("just started");
            // On another port than before (that one was taken): the account is the same.
            if let Some(was) = returning
                && was != url
                && let Some(token) = profile.token(&was, &name).map(str::to_string)
            {
                profile.remember(&url, &name, &token);
            }
            connect.write(ConnectCommand::Connect { server: url, name });
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
    if let Some(starting) = host.starting.take()
        && let Ok(Ok(hosted)) = starting.thread.join()
    {
        host.hosted = Some(hosted);
    }
    host.stop();
    if let Some(stopping) = host.stopping.take() {
        let _ = stopping.join();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_return_listens_on_the_port_its_game_was_played_at() {
        assert_eq!(port_of("ws://127.0.0.1:7979/"), Some(7979));
        assert_eq!(port_of("ws://127.0.0.1:7979"), Some(7979));
        assert_eq!(port_of("ws://example.org/"), None);
        assert_eq!(on_port("0.0.0.0:7878", 7979), "0.0.0.0:7979");
        assert_eq!(on_port("127.0.0.1:0", 40000), "127.0.0.1:40000");
    }
}
