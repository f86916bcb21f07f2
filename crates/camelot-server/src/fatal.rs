//! A panic on the hub's thread or an engine thread ends the process: the hub's state may be
//! half-changed (a process that answers pings and drops every command helps no one), and an
//! engine thread gone would leave its games waiting for ever. The log says which thread and
//! why in one line, and the supervisor (the unit's `Restart=`) starts a fresh process, which
//! restores every game from the database.

use std::any::Any;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// The exit status of a process ended by a panic (`EX_SOFTWARE`).
pub const PANICKED: i32 = 70;

/// A panic's message, as `panic!` gave it.
fn message(panic: &(dyn Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "(no message)".into())
}

/// Runs `body`; if it panics, logs that `thread` panicked and why, then calls `end` with the
/// exit status (the process's exit, or a test's record).
pub(crate) fn guarded<T>(
    thread: &str,
    body: impl FnOnce() -> T,
    end: impl FnOnce(i32),
) -> Option<T> {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(value) => Some(value),
        Err(panic) => {
            let why = message(&*panic);
            tracing::error!(
                thread,
                panic = %why,
                "a server thread panicked: the process ends (status {PANICKED}) for its \
                 supervisor to restart it"
            );
            eprintln!("camelot-server: the {thread} thread panicked ({why}): exiting");
            end(PANICKED);
            None
        }
    }
}

/// Runs `body` on the current thread, ending the process if it panics.
pub(crate) fn or_exit(thread: &str, body: impl FnOnce()) {
    guarded(thread, body, |status| std::process::exit(status));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_planted_panic_ends_with_its_status_and_says_why() {
        let mut ended = None;
        let value = guarded("hub", || -> u32 { panic!("planted") }, |s| ended = Some(s));
        assert_eq!((value, ended), (None, Some(PANICKED)));
        let mut ended = None;
        assert_eq!(guarded("hub", || 7, |s| ended = Some(s)), Some(7));
        assert_eq!(ended, None, "no panic, no end");
        let owned = std::panic::catch_unwind(|| panic!("{}", 42)).unwrap_err();
        assert_eq!(message(&*owned), "42");
    }
}
