//! One connection's way out, shared by the hub (which queues its messages) and the session
//! (which writes them to the socket): an outbox bounded in bytes, not messages, so a client
//! that does not read costs the server at most that much before it is dropped, and only that
//! client is; and the connection's standing: signed in yet, and how often refused lately.
//! A link closed on purpose says why (`Close`): what waits still goes out (the refusal that
//! closed it), then the session sends the close frame.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use tokio::sync::Notify;

use crate::store::PlayerId;
use camelot_protocol::{Close, ErrorCode};

/// A message as queued: one text shared by every outbox it is sent to.
pub type Text = Arc<str>;

#[derive(Default)]
struct Queue {
    texts: VecDeque<Text>,
    /// The bytes queued and taken by the writer but not yet written ([`Link::written`]):
    /// what the client costs the server until its socket took them.
    bytes: usize,
    closed: bool,
    /// Why the server closed it, if on purpose (the first reason given).
    why: Option<Close>,
}

pub struct Link {
    queue: Mutex<Queue>,
    /// Wakes the writer (a message waits) and the session (the link closed).
    ready: Notify,
    closed: Notify,
    limit_bytes: usize,
    /// The account it signed in as (once, for good), and the session's wake-up for it.
    player: OnceLock<PlayerId>,
    signed_in: Notify,
    /// `hello` was accepted: as a player, or as a visitor who looks before signing up.
    greeted: AtomicBool,
    /// Refusals in the current minute: when it began, and how many.
    strikes: Mutex<(Instant, usize)>,
    strikes_allowed: usize,
    /// The kinds of refusal it has had (a bit per `ErrorCode`), each logged once.
    refused_kinds: AtomicU64,
}

/// The window in which refusals are counted.
const STRIKE_WINDOW: Duration = Duration::from_secs(60);

impl Link {
    pub fn new(limit_bytes: usize, strikes_allowed: usize) -> Link {
        Link {
            queue: Mutex::new(Queue::default()),
            ready: Notify::new(),
            closed: Notify::new(),
            limit_bytes,
            player: OnceLock::new(),
            signed_in: Notify::new(),
            greeted: AtomicBool::new(false),
            strikes: Mutex::new((Instant::now(), 0)),
            strikes_allowed,
            refused_kinds: AtomicU64::new(0),
        }
    }

    /// Whether this is the connection's first refusal of kind `code`: the log tells each
    /// kind once per connection (a flood would write a line a frame; the metrics count all).
    pub fn first_refusal(&self, code: ErrorCode) -> bool {
        let kind = ErrorCode::ALL.iter().position(|c| *c == code).unwrap_or(63);
        let bit = 1u64 << kind.min(63);
        self.refused_kinds.fetch_or(bit, Ordering::Relaxed) & bit == 0
    }

    fn queue(&self) -> std::sync::MutexGuard<'_, Queue> {
        // A panic while holding this lock cannot leave the queue half-changed.
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Queues `text`; `false` (and the link closes, its backlog dropped) when the client
    /// has let more than the limit pile up, or the link is closed.
    pub fn push(&self, text: impl Into<Text>) -> bool {
        let text = text.into();
        let mut q = self.queue();
        if q.closed {
            return false;
        }
        if q.bytes + text.len() > self.limit_bytes {
            // The backlog is what the client does not read: dropped.
            q.texts.clear();
            q.bytes = 0;
            drop(q);
            self.close_for(Close::NotReading);
            return false;
        }
        q.bytes += text.len();
        q.texts.push_back(text);
        drop(q);
        self.ready.notify_one();
        true
    }

    /// Closes the link: nothing more is queued, and the session ends the connection.
    pub fn close(&self) {
        self.end(None);
    }

    /// Closes the link on purpose: what waits still goes out, then a close frame saying
    /// `why` (unless it was closed already).
    pub fn close_for(&self, why: Close) {
        self.end(Some(why));
    }

    /// Closes the link, on purpose if `why` says why.
    pub fn end(&self, why: Option<Close>) {
        let mut q = self.queue();
        if !q.closed {
            q.closed = true;
            q.why = why;
        }
        drop(q);
        self.ready.notify_one();
        self.closed.notify_waiters();
        self.closed.notify_one();
    }

    pub fn is_closed(&self) -> bool {
        self.queue().closed
    }

    /// Why the server closed it, if it did on purpose.
    pub fn why(&self) -> Option<Close> {
        self.queue().why
    }

    /// Everything waiting, at once (empty if nothing), as written.
    pub fn take(&self) -> Vec<String> {
        let mut q = self.queue();
        q.bytes = 0;
        q.texts.drain(..).map(|t| t.to_string()).collect()
    }

    /// Waits for messages to write; `None` once the link is closed and nothing waits.
    /// Their bytes still count against the outbox until [`Link::written`] says so.
    pub async fn next(&self) -> Option<Vec<Text>> {
        loop {
            let ready = self.ready.notified();
            {
                let mut q = self.queue();
                if !q.texts.is_empty() {
                    return Some(q.texts.drain(..).collect());
                }
                if q.closed {
                    return None;
                }
            }
            ready.await;
        }
    }

    /// `bytes` of what [`Link::next`] gave were written to the socket: their room is free.
    pub fn written(&self, bytes: usize) {
        let mut q = self.queue();
        q.bytes = q.bytes.saturating_sub(bytes);
    }

    /// Resolves once the link is closed.
    pub async fn wait_closed(&self) {
        loop {
            let closed = self.closed.notified();
            if self.is_closed() {
                return;
            }
            closed.await;
        }
    }

    /// `hello` was accepted (a visitor's too): the session no longer waits for a sign-in.
    pub fn greet(&self) {
        self.greeted.store(true, Ordering::Relaxed);
    }

    pub fn greeted(&self) -> bool {
        self.greeted.load(Ordering::Relaxed)
    }

    pub fn sign_in(&self, player: PlayerId) {
        let _ = self.player.set(player);
        self.signed_in.notify_one();
    }

    /// The account it is signed in as, if it is.
    pub fn player(&self) -> Option<PlayerId> {
        self.player.get().copied()
    }

    /// Resolves once it is signed in.
    pub async fn wait_signed_in(&self) {
        loop {
            let signed_in = self.signed_in.notified();
            if self.player.get().is_some() {
                return;
            }
            signed_in.await;
        }
    }

    /// Counts a refusal; `false` when the connection has been refused more than allowed
    /// within a minute (the caller closes it, [`Close::TooManyRefusals`], once the refusal
    /// is queued).
    pub fn strike(&self) -> bool {
        let mut s = self.strikes.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        if now.duration_since(s.0) >= STRIKE_WINDOW {
            *s = (now, 0);
        }
        s.1 += 1;
        s.1 <= self.strikes_allowed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_outbox_is_bounded_in_bytes_and_closes_past_it() {
        let link = Link::new(10, 5);
        assert!(link.push("12345"));
        assert!(link.push("12345"));
        assert!(!link.push("1"), "11 bytes waiting");
        assert!(link.is_closed());
        assert!(link.take().is_empty(), "the backlog is dropped");
        assert_eq!(link.why(), Some(Close::NotReading));
    }

    #[test]
    fn what_the_writer_took_counts_until_written() {
        let link = Link::new(10, 5);
        assert!(link.push("1234567890"));
        let rt = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        let taken = rt.block_on(link.next()).unwrap();
        assert_eq!(taken.len(), 1);
        assert!(!link.push("1"), "the taken bytes still pin the outbox");
        let link = Link::new(10, 5);
        assert!(link.push("1234567890"));
        let taken = rt.block_on(link.next()).unwrap();
        link.written(taken[0].len());
        assert!(link.push("1234567890"), "written: room again");
    }

    #[test]
    fn what_is_written_frees_its_room() {
        let link = Link::new(10, 5);
        assert!(link.push("1234567890"));
        assert_eq!(link.take(), ["1234567890"]);
        assert!(link.push("1234567890"));
    }

    #[test]
    fn a_link_closed_for_refusals_sends_the_last_one_and_says_why() {
        let link = Link::new(100, 3);
        assert!(link.strike() && link.strike() && link.strike());
        assert!(link.push("the refusal"));
        assert!(!link.strike(), "a fourth in a minute");
        link.close_for(Close::TooManyRefusals);
        assert!(link.is_closed());
        assert_eq!(link.why(), Some(Close::TooManyRefusals));
        link.close();
        assert_eq!(
            link.why(),
            Some(Close::TooManyRefusals),
            "the first reason stays"
        );
        assert!(!link.push("more"), "nothing more is queued");
        assert_eq!(link.take(), ["the refusal"], "the refusal still goes out");
    }
}
