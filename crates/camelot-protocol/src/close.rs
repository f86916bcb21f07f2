//! Why the server ends a connection on purpose: the code and reason of the WebSocket close
//! frame it sends (docs/protocol.md "Closes"), after the `error` that caused it where there
//! is one. A connection that ends without one was dropped (a crash, the network).

/// A close the server sends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Close {
    /// The server is stopping: connect again later (1001, going away).
    ShuttingDown,
    /// Refused more often than the server allows in a minute (1008, policy violation).
    TooManyRefusals,
    /// Not signed in (or up) within the sign-in timeout (1008).
    NoSignIn,
    /// A frame over the server's frame limit (1009, message too big).
    FrameTooBig,
    /// More connections from one address than the server allows (1013, try again later).
    TooManyConnections,
    /// Nothing heard, not even a pong, for several ping intervals (4000).
    Silent,
    /// The client does not read: its messages waiting passed the server's limit (4001), or
    /// a write to it did not finish within the server's write timeout.
    NotReading,
    /// A text frame that is not UTF-8 (1007, invalid frame payload data).
    BadText,
}

impl Close {
    pub const ALL: [Close; 8] = [
        Close::ShuttingDown,
        Close::TooManyRefusals,
        Close::NoSignIn,
        Close::FrameTooBig,
        Close::TooManyConnections,
        Close::Silent,
        Close::NotReading,
        Close::BadText,
    ];

    pub const fn code(self) -> u16 {
        match self {
            Close::ShuttingDown => 1001,
            Close::TooManyRefusals | Close::NoSignIn => 1008,
            Close::FrameTooBig => 1009,
            Close::TooManyConnections => 1013,
            Close::Silent => 4000,
            Close::NotReading => 4001,
            Close::BadText => 1007,
        }
    }

    /// The close frame's reason: short (a close frame's reason is at most 123 bytes).
    pub const fn reason(self) -> &'static str {
        match self {
            Close::ShuttingDown => "server shutting down",
            Close::TooManyRefusals => "too many refused messages",
            Close::NoSignIn => "not signed in in time",
            Close::FrameTooBig => "frame too big",
            Close::TooManyConnections => "too many connections from one address",
            Close::Silent => "no answer to pings",
            Close::NotReading => "messages not read",
            Close::BadText => "text frame not UTF-8",
        }
    }
}
