//! `camelot-server`: serves Camelot online (docs/server.md), exports its finished games,
//! backs up its database, or asks a running server whether it is healthy. Logs go to stderr,
//! filtered by `CAMELOT_LOG` (else `RUST_LOG`, else `info`).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use camelot_server::{Config, Server, backup, export, probe};
use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "camelot-server",
    version,
    about = "Camelot online: an authoritative game server (JSON over WebSocket, SQLite)",
    args_conflicts_with_subcommands = true
)]
struct Cli {
    /// Address to listen on (else the config's `listen`, else 127.0.0.1:8080); port 0 picks a
    /// free port.
    #[arg(long)]
    listen: Option<String>,
    /// The SQLite database, created if missing (else the config's `database`, else
    /// camelot.db).
    #[arg(long)]
    db: Option<PathBuf>,
    /// The settings, as TOML (docs/server.md "Limits"); a key left out keeps its default.
    #[arg(long)]
    config: Option<PathBuf>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Writes every finished game as a .camelot record (game-ID.camelot) into DIR.
    Export {
        #[arg(long)]
        db: PathBuf,
        #[arg(long)]
        out: PathBuf,
    },
    /// Copies the database (of a stopped server: it takes its lock) into the new FILE.
    Backup {
        #[arg(long, default_value = "camelot.db")]
        db: PathBuf,
        file: PathBuf,
    },
    /// Asks the server listening at --listen (else the config's `listen`, else
    /// 127.0.0.1:8080) for GET /healthz: exits 0 when it answers 200 (a container's check).
    Healthcheck {
        #[arg(long)]
        listen: Option<String>,
        #[arg(long)]
        config: Option<PathBuf>,
    },
}

/// Logs, one line per event on stderr: `CAMELOT_LOG`, else `RUST_LOG`, sets the filter
/// (`info`, `camelot_server=debug`, ...).
fn start_logs() {
    use tracing_subscriber::EnvFilter;
    let filter = EnvFilter::try_from_env("CAMELOT_LOG")
        .or_else(|_| EnvFilter::try_from_default_env())
        .unwrap_or_else(|_| EnvFilter::new("info"));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        // Colours for a terminal only, not for journald or a file.
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    start_logs();
    let done = match cli.command {
        Some(Command::Export { db, out }) => export::export(&db, &out).map(|written| {
            println!("exported {} games to {}", written.len(), out.display());
        }),
        Some(Command::Backup { db, file }) => backup::offline(&db, &file).map(|()| {
            println!("backed up {} to {}", db.display(), file.display());
        }),
        Some(Command::Healthcheck { listen, config }) => read_config(config.as_deref())
            .and_then(|config| probe::healthcheck(&listen.unwrap_or(config.listen)))
            .map(|()| println!("healthy")),
        None => read_config(cli.config.as_deref()).and_then(|mut config| {
            // A flag wins over the file.
            config.listen = cli.listen.unwrap_or(config.listen);
            config.database = cli.db.unwrap_or(config.database);
            serve(config)
        }),
    };
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("camelot-server: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The config file's settings, or the defaults without one.
fn read_config(path: Option<&Path>) -> Result<Config, String> {
    path.map_or_else(|| Ok(Config::default()), Config::read)
}

fn serve(config: Config) -> Result<(), String> {
    let runtime = tokio::runtime::Runtime::new().map_err(|e| e.to_string())?;
    runtime.block_on(async {
        let (listen, db) = (config.listen.clone(), config.database.clone());
        let server = Server::start(&listen, &db, config).await?;
        let mut stdout = std::io::stdout();
        writeln!(stdout, "listening on ws://{}", server.addr).map_err(|e| e.to_string())?;
        stdout.flush().map_err(|e| e.to_string())?;
        // A failed commit leaves the server read-only (said on stderr and by /healthz), not
        // stopped: a restart would only fail again on the same disk.
        stop_asked().await.map_err(|e| e.to_string())?;
        server.kill().await;
        Ok(())
    })
}

/// Ctrl-C (SIGINT), or SIGTERM: how systemd and container engines ask a service to stop. The
/// server then closes its database and tells every connection it is going away.
async fn stop_asked() -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let mut term = signal(SignalKind::terminate())?;
        tokio::select! {
            signal = tokio::signal::ctrl_c() => signal,
            _ = term.recv() => Ok(()),
        }
    }
    #[cfg(not(unix))]
    tokio::signal::ctrl_c().await
}
