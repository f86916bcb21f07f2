//! `camelot-cli online bot`: the engine plays N games on a camelot-server (docs/protocol.md),
//! one at a time. It takes an open seek of its time control if there is one, else posts its
//! own (the server pairs two matching seeks, so two bots started together meet). When the
//! connection drops it reconnects with backoff, signs in again with its token and goes on
//! with its games. One line per finished game: `game ID WHITE BLACK RESULT PLIES`.

use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use camelot_ai::{Engine, Level};
use camelot_rules::{Color, Game};
use camelot_server::protocol::{
    ClientMsg, ColorChoice, ErrorCode, GameId, GameStatus, GameView, PROTOCOL_VERSION, ServerMsg,
    replay,
};
use camelot_server::time_control::TimeControl;
use futures_util::{SinkExt, StreamExt};
use tokio_tungstenite::tungstenite::Message;

use crate::out::{Failure, outln};

/// Waits between reconnection attempts: doubling from the first to the last.
const BACKOFF_FIRST: Duration = Duration::from_millis(100);
const BACKOFF_MAX: Duration = Duration::from_secs(2);
/// The bot gives up when it could not reach the server for this long.
const GIVE_UP: Duration = Duration::from_secs(300);
/// At most one message per this interval, well under the server's rate limit (100 a second),
/// so a fast bot is never refused for its pace.
const SEND_GAP: Duration = Duration::from_millis(20);
/// How long to wait after a `rate_limited` refusal before asking for the games again.
const RATE_LIMITED_PAUSE: Duration = Duration::from_secs(1);

#[derive(clap::Args)]
pub struct BotArgs {
    /// The server, e.g. ws://127.0.0.1:8080.
    #[arg(long)]
    pub server: String,
    /// The bot's player name (signed up on first connection).
    #[arg(long)]
    pub name: String,
    /// The engine level (beginner, easy, medium, hard, expert).
    #[arg(long)]
    pub level: Level,
    /// Milliseconds of thought per move at most.
    #[arg(long, default_value_t = 100)]
    pub ms: u64,
    /// Games to play.
    #[arg(long)]
    pub games: u32,
    /// Time control: MINUTES+SECONDS (live) or DAYSd (correspondence).
    #[arg(long, default_value = "5+3")]
    pub time: TimeControl,
    /// The colour to ask for.
    #[arg(long, default_value = "any", value_parser = color_choice)]
    pub color: ColorChoice,
}

fn color_choice(text: &str) -> Result<ColorChoice, String> {
    match text.to_ascii_lowercase().as_str() {
        "white" => Ok(ColorChoice::White),
        "black" => Ok(ColorChoice::Black),
        "any" => Ok(ColorChoice::Any),
        _ => Err(format!("{text:?}: expected white, black or any")),
    }
}

/// A game the bot plays in, until its line is printed.
struct Playing {
    game: Game,
    me: Color,
    white: String,
    black: String,
    /// The bot's time left, as last heard.
    my_ms: i64,
    /// The plies played when the bot last sent a move here: it waits for that move's
    /// acknowledgement instead of moving again.
    sent_at: Option<usize>,
}

struct Bot {
    args: BotArgs,
    token: Option<String>,
    engine: Option<Engine>,
    playing: BTreeMap<GameId, Playing>,
    finished: u32,
    /// A seek posted or an acceptance sent, and no game from it yet.
    seeking: bool,
}

/// How a session ended.
enum Ended {
    /// All games played.
    Done,
    /// The connection was lost: reconnect.
    Lost(String),
}

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

pub fn run(args: BotArgs) -> Result<(), Failure> {
    if args.games == 0 {
        return Ok(());
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the network runtime: {e}"))?;
    let mut bot = Bot {
        args,
        token: None,
        engine: Some(Engine::default()),
        playing: BTreeMap::new(),
        finished: 0,
        seeking: false,
    };
    runtime.block_on(bot.run())
}

impl Bot {
    async fn run(&mut self) -> Result<(), Failure> {
        let mut backoff = BACKOFF_FIRST;
        let mut unreachable_since: Option<Instant> = None;
        loop {
            // Nagle off: a move is one small frame, sent at once.
            let url = self.args.server.as_str();
            match tokio_tungstenite::connect_async_with_config(url, None, true).await {
                Ok((ws, _)) => {
                    backoff = BACKOFF_FIRST;
                    unreachable_since = None;
                    match self.session(ws).await? {
                        Ended::Done => return Ok(()),
                        Ended::Lost(why) => eprintln!("connection lost ({why}); reconnecting"),
                    }
                }
                Err(e @ tokio_tungstenite::tungstenite::Error::Url(_)) => {
                    return Err(format!("--server {}: {e}", self.args.server).into());
                }
                Err(e) => {
                    let since = *unreachable_since.get_or_insert_with(Instant::now);
                    if since.elapsed() > GIVE_UP {
                        return Err(format!(
                            "{}: unreachable for {} s: {e}",
                            self.args.server,
                            GIVE_UP.as_secs()
                        )
                        .into());
                    }
                }
            }
            tokio::time::sleep(backoff).await;
            backoff = (backoff * 2).min(BACKOFF_MAX);
        }
    }

    /// One connection: sign in, then answer the server until the games are done or the
    /// connection drops.
    async fn session(&mut self, mut ws: Ws) -> Result<Ended, Failure> {
        self.seeking = false;
        let hello = ClientMsg::Hello {
            protocol: PROTOCOL_VERSION,
            name: self.token.is_none().then(|| self.args.name.clone()),
            token: self.token.clone(),
        };
        let mut outgoing = vec![hello];
        let mut last_send = Instant::now() - SEND_GAP;
        loop {
            for msg in outgoing.drain(..) {
                tokio::time::sleep(SEND_GAP.saturating_sub(last_send.elapsed())).await;
                last_send = Instant::now();
                let text = serde_json::to_string(&msg).expect("client messages serialize");
                if let Err(e) = ws.send(Message::text(text)).await {
                    return Ok(Ended::Lost(e.to_string()));
                }
            }
            let text = match ws.next().await {
                Some(Ok(Message::Text(text))) => text,
                Some(Ok(Message::Close(_))) | None => return Ok(Ended::Lost("closed".into())),
                Some(Ok(_)) => continue,
                Some(Err(e)) => return Ok(Ended::Lost(e.to_string())),
            };
            let msg: ServerMsg = match serde_json::from_str(text.as_str()) {
                Ok(m) => m,
                Err(e) => {
                    eprintln!("unreadable message from the server ({e}): {text}");
                    continue;
                }
            };
            self.hear(msg, &mut outgoing).await?;
            if self.finished >= self.args.games {
                let _ = ws.close(None).await;
                return Ok(Ended::Done);
            }
            if outgoing.is_empty() {
                self.next_step(&mut outgoing).await;
            }
        }
    }

    /// Takes in one message from the server, queueing the answers.
    async fn hear(&mut self, msg: ServerMsg, out: &mut Vec<ClientMsg>) -> Result<(), Failure> {
        match msg {
            ServerMsg::Welcome { token, games, .. } => {
                self.token = Some(token);
                // Games that ended while the bot was away: ask how.
                for id in self.playing.keys() {
                    if !games.iter().any(|g| g.id == *id) {
                        out.push(ClientMsg::Watch { game: *id });
                    }
                }
                for view in games {
                    self.track(view)?;
                }
            }
            ServerMsg::Game { game } => self.track(game)?,
            ServerMsg::Games { games } => {
                for view in games {
                    self.track(view)?;
                }
            }
            ServerMsg::Moved {
                game,
                ply,
                notation,
                clock,
                ..
            } => {
                if let Some(p) = self.playing.get_mut(&game) {
                    p.my_ms = match p.me {
                        Color::White => clock.white_ms,
                        Color::Black => clock.black_ms,
                    };
                    let next = p.game.moves().len() as u32 + 1;
                    if ply != next || p.game.play_notation(&notation).is_err() {
                        out.push(ClientMsg::Watch { game });
                    }
                }
            }
            ServerMsg::GameOver { game, result, .. } => self.report(game, &result)?,
            ServerMsg::Seeks { seeks } => {
                let mine = self.args.time;
                let color = self.args.color;
                match seeks
                    .iter()
                    .find(|s| s.time == mine && s.player != self.args.name && s.color.fits(color))
                {
                    Some(s) => out.push(ClientMsg::Accept { seek: s.id }),
                    None => out.push(ClientMsg::Seek {
                        time: mine,
                        color,
                        rated: true,
                    }),
                }
            }
            ServerMsg::Error { code, message } => match code {
                // The seek was taken meanwhile: look again.
                ErrorCode::UnknownSeek => self.seeking = false,
                ErrorCode::NameTaken | ErrorCode::BadName | ErrorCode::Version => {
                    return Err(format!("the server refused the bot: {message}").into());
                }
                // Out of step with a game (or a message dropped): ask for its state.
                _ => {
                    eprintln!("server: {message}");
                    if code == ErrorCode::RateLimited {
                        tokio::time::sleep(RATE_LIMITED_PAUSE).await;
                    }
                    for id in self.playing.keys() {
                        out.push(ClientMsg::Watch { game: *id });
                    }
                }
            },
            ServerMsg::SeekPosted { .. }
            | ServerMsg::SeekClosed { .. }
            | ServerMsg::Challenge { .. }
            | ServerMsg::LiveGames { .. }
            | ServerMsg::DrawOffered { .. }
            | ServerMsg::DrawDeclined { .. }
            | ServerMsg::TakebackOffered { .. }
            | ServerMsg::TakebackDeclined { .. }
            | ServerMsg::Leaderboard { .. }
            | ServerMsg::Stats { .. }
            | ServerMsg::Pong => {}
        }
        Ok(())
    }

    /// Takes in a game's whole state: plays on, or reports its end.
    fn track(&mut self, view: GameView) -> Result<(), Failure> {
        let me = if view.white == self.args.name {
            Color::White
        } else if view.black == self.args.name {
            Color::Black
        } else {
            return Ok(());
        };
        match view.status {
            GameStatus::Active => {
                let game = replay(&view.moves)
                    .map_err(|e| format!("game {}: the server sent {e}", view.id))?;
                self.seeking = false;
                let my_ms = match me {
                    Color::White => view.clock.white_ms,
                    Color::Black => view.clock.black_ms,
                };
                self.playing.insert(
                    view.id,
                    Playing {
                        game,
                        me,
                        white: view.white,
                        black: view.black,
                        my_ms,
                        sent_at: None,
                    },
                );
                Ok(())
            }
            GameStatus::Finished => {
                if let Some(p) = self.playing.get_mut(&view.id)
                    && let Ok(game) = replay(&view.moves)
                {
                    p.game = game;
                }
                self.report(view.id, view.result.as_deref().unwrap_or("*"))
            }
            GameStatus::Aborted => {
                self.playing.remove(&view.id);
                Ok(())
            }
        }
    }

    /// Prints a finished game's line, once.
    fn report(&mut self, id: GameId, result: &str) -> Result<(), Failure> {
        let Some(p) = self.playing.remove(&id) else {
            return Ok(());
        };
        if result == "*" {
            return Ok(()); // aborted: not one of the N
        }
        outln!(
            "game {id} {} {} {result} {}",
            p.white,
            p.black,
            p.game.moves().len()
        )?;
        self.finished += 1;
        if let Some(e) = &mut self.engine {
            e.clear();
        }
        Ok(())
    }

    /// With nothing to answer: move where it is the bot's turn, else look for a game.
    async fn next_step(&mut self, out: &mut Vec<ClientMsg>) {
        let turn = self
            .playing
            .iter()
            .find(|(_, p)| {
                p.game.position().side_to_move() == p.me
                    && !p.game.is_over()
                    && p.sent_at != Some(p.game.moves().len())
            })
            .map(|(id, _)| *id);
        if let Some(id) = turn {
            if let Some(msg) = self.think(id).await {
                out.push(msg);
            }
        } else if self.playing.is_empty() && !self.seeking {
            self.seeking = true;
            out.push(ClientMsg::ListSeeks);
        }
    }

    /// The engine's move in game `id`, on a blocking thread.
    async fn think(&mut self, id: GameId) -> Option<ClientMsg> {
        let p = self.playing.get(&id)?;
        let game = p.game.clone();
        // A fortieth of the time left at most, so that the bot never loses on time.
        let budget = Duration::from_millis(self.args.ms.min((p.my_ms / 40).max(10) as u64));
        let level = self.args.level;
        let seed = id as u64 ^ (game.moves().len() as u64) << 32;
        let mut engine = self.engine.take().unwrap_or_default();
        let (engine, choice) = tokio::task::spawn_blocking(move || {
            let stop = AtomicBool::new(false);
            let choice = engine.think(level, &game, Some(budget), &stop, seed, |_| {});
            (engine, choice.map(|c| (c.path, game.moves().len())))
        })
        .await
        .ok()?;
        self.engine = Some(engine);
        let (path, ply) = choice?;
        if let Some(p) = self.playing.get_mut(&id) {
            p.sent_at = Some(ply);
        }
        Some(ClientMsg::Move {
            game: id,
            notation: path.to_string(),
            ply: Some(ply as u32),
        })
    }
}
