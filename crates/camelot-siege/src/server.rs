//! The server under load: a `camelot-server` process the siege starts (its own process, so
//! each can be pinned to its own core: `--server-cpus` runs it under `taskset`), or one
//! already running that it only connects to.

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// The config the siege starts a server with: the default limits, this machine trusted as a
/// proxy (the flooder's 20 forwarded addresses), and a sign-in timeout that does not close
/// clients waiting their turn to sign in, and costly requests allowed as often as the probers
/// ask (an account may ask 60 a minute: the siege measures what a request costs, not that
/// limit, which the server's tests check).
const CONFIG: &str = r#"trusted_proxies = ["127.0.0.1"]
sign_in_timeout_ms = 60000
costly_per_minute = 60000.0
costly_burst = 1000.0
"#;

/// The config under attack (`--abuse`): every budget at its default, so that the attackers
/// meet the limits an operator's server has (run no probers beside it).
const ABUSED: &str = r#"trusted_proxies = ["127.0.0.1"]
sign_in_timeout_ms = 60000
"#;

pub struct Target {
    child: Option<Child>,
    pub addr: SocketAddr,
    /// The database of a server started here.
    db: Option<PathBuf>,
}

impl Target {
    /// A server already running at `addr`.
    pub fn running(addr: SocketAddr) -> Target {
        Target {
            child: None,
            addr,
            db: None,
        }
    }

    /// Starts `bin` on `db` (under `taskset -c cpus` if given) and reads the address it
    /// listens on from its first line.
    /// With `abuse`, the default budgets ([`ABUSED`]).
    pub fn start(bin: &Path, db: &Path, cpus: Option<&str>, abuse: bool) -> Result<Target, String> {
        let config = db.with_extension("siege.toml");
        let text = if abuse { ABUSED } else { CONFIG };
        std::fs::write(&config, text).map_err(|e| e.to_string())?;
        let mut command = match cpus {
            Some(cpus) => {
                let mut c = Command::new("taskset");
                c.args(["-c", cpus]).arg(bin);
                c
            }
            None => Command::new(bin),
        };
        let mut child = command
            .args(["--listen", "127.0.0.1:0", "--db"])
            .arg(db)
            .arg("--config")
            .arg(&config)
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", bin.display()))?;
        let mut line = String::new();
        let stdout = child.stdout.take().ok_or("no stdout")?;
        BufReader::new(stdout)
            .read_line(&mut line)
            .map_err(|e| e.to_string())?;
        let addr = line
            .trim()
            .strip_prefix("listening on ws://")
            .ok_or_else(|| format!("the server said {line:?}"))?
            .parse()
            .map_err(|e| format!("{line:?}: {e}"))?;
        Ok(Target {
            child: Some(child),
            addr,
            db: Some(db.to_path_buf()),
        })
    }

    /// The bytes of the database started here, its write-ahead log included.
    pub fn db_bytes(&self) -> Option<u64> {
        let db = self.db.as_ref()?;
        let size = |p: &Path| std::fs::metadata(p).map_or(0, |m| m.len());
        Some(size(db) + size(&db.with_extension("db-wal")))
    }

    /// The server process's resident memory in MB (none for a server not started here).
    pub fn rss_mb(&self) -> Option<f64> {
        let pid = self.child.as_ref()?.id();
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
        let kb: f64 = status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))?
            .trim()
            .trim_end_matches("kB")
            .trim()
            .parse()
            .ok()?;
        Some(kb / 1024.0)
    }

    /// Whether the server started here still runs.
    pub fn alive(&mut self) -> bool {
        self.child
            .as_mut()
            .is_none_or(|c| matches!(c.try_wait(), Ok(None)))
    }
}

impl Drop for Target {
    fn drop(&mut self) {
        if let Some(c) = &mut self.child {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

/// `camelot-server` beside this program (both built into one target directory).
pub fn default_bin() -> PathBuf {
    std::env::current_exe()
        .ok()
        .and_then(|p| p.parent().map(|d| d.join("camelot-server")))
        .unwrap_or_else(|| PathBuf::from("camelot-server"))
}
