//! `camelot-cli online bot`: the engine plays N games on a camelot-server (docs/protocol.md),
//! one at a time. It takes an open seek of its time control if there is one, else posts its
//! own (the server pairs two matching seeks, so two bots started together meet). Its
//! connection is camelot-client's, as the game's: when it drops it reconnects with backoff,
//! signs in again with its token and the bot goes on with its games. One line per finished
//! game: `game ID WHITE BLACK RESULT PLIES`.

use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use camelot_ai::Engine;
use camelot_client::{Client, Connect, Event, Link, Pacing, SignIn};
use camelot_protocol::{ClientMsg, ErrorCode, GameId, GameStatus, GameView, ServerMsg};
use camelot_rules::record_words::result_token;
use camelot_rules::{Color, Game, Outcome};

use crate::out::{Failure, outln};

mod args;
pub use args::BotArgs;

/// Waits between reconnection attempts: doubling from the first to the last.
const BACKOFF_FIRST: Duration = Duration::from_millis(100);
const BACKOFF_MAX: Duration = Duration::from_secs(2);
/// The bot gives up when it could not reach the server for this long (at the start, too: a
/// bot started with its server waits for it).
const GIVE_UP: Duration = Duration::from_secs(300);
/// At most one message per this interval, well under the server's rate limit (100 a second),
/// so a fast bot is never refused for its pace.
const SEND_GAP: Duration = Duration::from_millis(20);
/// How long to wait after a `rate_limited` refusal before asking for the games again.
const RATE_LIMITED_PAUSE: Duration = Duration::from_secs(1);
/// How often the bot looks at the clock while nothing arrives.
const IDLE: Duration = Duration::from_secs(1);

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
    client: Client,
    engine: Engine,
    playing: BTreeMap<GameId, Playing>,
    finished: u32,
    /// A seek posted or an acceptance sent, and no game from it yet.
    seeking: bool,
    last_send: Instant,
    /// Signed in on the connection as it is: the bot acts only then (what it sent before
    /// would go out after the welcome, which resets the seeking).
    welcomed: bool,
    /// Since when the connection is lost, while it is.
    offline_since: Option<Instant>,
}

pub fn run(args: BotArgs) -> Result<(), Failure> {
    if args.games == 0 {
        return Ok(());
    }
    let connect = Connect {
        url: args.server.clone(),
        sign_in: SignIn::Name(args.name.clone()),
    };
    let pacing = Pacing {
        backoff_first: BACKOFF_FIRST,
        backoff_max: BACKOFF_MAX,
        first_patience: GIVE_UP,
        ..Pacing::default()
    };
    let mut bot = Bot {
        args,
        client: Client::connect_paced(connect, pacing),
        engine: Engine::default(),
        playing: BTreeMap::new(),
        finished: 0,
        seeking: false,
        last_send: Instant::now() - SEND_GAP,
        welcomed: false,
        offline_since: None,
    };
    bot.run()
}

impl Bot {
    /// Answers the server until the games are done.
    fn run(&mut self) -> Result<(), Failure> {
        loop {
            let mut out = Vec::new();
            match self.client.wait(IDLE) {
                None => {}
                Some(Event::Link(Link::Reconnecting { attempt })) => {
                    eprintln!("connection lost; reconnecting (attempt {attempt})");
                    self.welcomed = false;
                    self.offline_since.get_or_insert_with(Instant::now);
                }
                Some(Event::Link(Link::Online)) => self.offline_since = None,
                Some(Event::Link(Link::Connecting)) => {}
                Some(Event::Link(Link::Closed)) => {
                    return Err("the connection closed".to_string().into());
                }
                Some(Event::Refused { sentence, .. }) => {
                    return Err(format!("the server refused the bot: {sentence}").into());
                }
                Some(Event::Welcome { games, .. }) => {
                    // Seeks do not outlive a connection: look again.
                    self.seeking = false;
                    self.welcomed = true;
                    self.welcome(games, &mut out)?;
                }
                Some(Event::Server(msg)) => self.hear(msg, &mut out)?,
            }
            if self.finished >= self.args.games {
                return Ok(());
            }
            if let Some(since) = self.offline_since
                && since.elapsed() > GIVE_UP
            {
                return Err(format!(
                    "{}: unreachable for {} s",
                    self.args.server,
                    GIVE_UP.as_secs()
                )
                .into());
            }
            if self.welcomed && out.is_empty() {
                self.next_step(&mut out);
            }
            for msg in out {
                std::thread::sleep(SEND_GAP.saturating_sub(self.last_send.elapsed()));
                self.last_send = Instant::now();
                self.client.send(msg);
            }
        }
    }

    /// Takes in a (re)sign-in's games in progress.
    fn welcome(&mut self, games: Vec<GameView>, out: &mut Vec<ClientMsg>) -> Result<(), Failure> {
        // A move in flight may have been lost with the connection (the client drops a move
        // it could not send): the bot moves again where the server still waits for it.
        for p in self.playing.values_mut() {
            p.sent_at = None;
        }
        // Games that ended while the bot was away: ask how.
        for id in self.playing.keys() {
            if !games.iter().any(|g| g.id == *id) {
                out.push(ClientMsg::Watch { game: *id });
            }
        }
        for view in games {
            self.track(view)?;
        }
        Ok(())
    }

    /// Takes in one message from the server, queueing the answers.
    fn hear(&mut self, msg: ServerMsg, out: &mut Vec<ClientMsg>) -> Result<(), Failure> {
        match msg {
            // The client reports welcomes as their own events.
            ServerMsg::Welcome { games, .. } => self.welcome(games, out)?,
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
                        out.push(ClientMsg::MyGames);
                    }
                }
            }
            ServerMsg::GameOver { game, result, .. } => self.report(game, result)?,
            ServerMsg::Seeks { seeks } => {
                let mine = self.args.time;
                let color = self.args.color;
                let variant = self.args.variant;
                match seeks.iter().find(|s| {
                    s.time == mine
                        && s.variant == variant
                        && s.player != self.args.name
                        && s.color.fits(color)
                }) {
                    Some(s) => out.push(ClientMsg::Accept { seek: s.id }),
                    None => out.push(ClientMsg::Seek {
                        time: mine,
                        color,
                        rated: true,
                        variant,
                    }),
                }
            }
            ServerMsg::Error { code, message, .. } => match code {
                // The seek was taken meanwhile: look again.
                ErrorCode::UnknownSeek => self.seeking = false,
                // Out of step with a game (a move sent before a reconnection, which the
                // client delivers after it, or a message dropped): ask for the games' state.
                // Not `watch`: a player watching their own game hears each move twice.
                _ => {
                    eprintln!("server: {message}");
                    if code == ErrorCode::RateLimited {
                        std::thread::sleep(RATE_LIMITED_PAUSE);
                    }
                    out.push(ClientMsg::MyGames);
                }
            },
            ServerMsg::SeekPosted { .. }
            | ServerMsg::SeekClosed { .. }
            | ServerMsg::Challenge { .. }
            | ServerMsg::Invite { .. }
            | ServerMsg::LiveGames { .. }
            | ServerMsg::DrawOffered { .. }
            | ServerMsg::DrawDeclined { .. }
            | ServerMsg::DrawWithdrawn { .. }
            | ServerMsg::TakebackOffered { .. }
            | ServerMsg::TakebackDeclined { .. }
            | ServerMsg::TakebackWithdrawn { .. }
            | ServerMsg::Leaderboard { .. }
            | ServerMsg::Stats { .. }
            | ServerMsg::LegalMoves { .. }
            | ServerMsg::NextLegs { .. }
            | ServerMsg::Board { .. }
            | ServerMsg::Review { .. }
            | ServerMsg::PlayerGone { .. }
            | ServerMsg::PlayerBack { .. }
            | ServerMsg::RematchOffered { .. }
            | ServerMsg::RematchDeclined { .. }
            | ServerMsg::PlayerProfile { .. }
            | ServerMsg::Analysis { .. }
            | ServerMsg::PositionAnalysis { .. }
            | ServerMsg::NameClaimed { .. }
            | ServerMsg::Lobby { .. }
            | ServerMsg::Replayed { .. }
            | ServerMsg::Lessons { .. }
            | ServerMsg::Lesson { .. }
            | ServerMsg::LessonVerdict { .. }
            | ServerMsg::Puzzle { .. }
            | ServerMsg::PuzzleMoved { .. }
            | ServerMsg::PuzzleHint { .. }
            | ServerMsg::PuzzleSolution { .. }
            | ServerMsg::PuzzleRecord { .. }
            | ServerMsg::Pong
            | ServerMsg::Ping { .. } => {}
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
                let game = Game::replay(view.variant, &view.moves)
                    .map_err(|e| format!("game {}: the server sent {e}", view.id))?;
                self.seeking = false;
                let my_ms = match me {
                    Color::White => view.clock.white_ms,
                    Color::Black => view.clock.black_ms,
                };
                // A move sent in this position is still on its way: not again.
                let sent_at = self
                    .playing
                    .get(&view.id)
                    .and_then(|p| p.sent_at)
                    .filter(|&at| at == view.moves.len());
                self.playing.insert(
                    view.id,
                    Playing {
                        game,
                        me,
                        white: view.white,
                        black: view.black,
                        my_ms,
                        sent_at,
                    },
                );
                Ok(())
            }
            GameStatus::Finished => {
                if let Some(p) = self.playing.get_mut(&view.id)
                    && let Ok(game) = Game::replay(view.variant, &view.moves)
                {
                    p.game = game;
                }
                self.report(view.id, view.result)
            }
            GameStatus::Aborted => {
                self.playing.remove(&view.id);
                Ok(())
            }
        }
    }

    /// Prints a finished game's line (its result as a record writes it), once.
    fn report(&mut self, id: GameId, result: Option<Outcome>) -> Result<(), Failure> {
        let Some(p) = self.playing.remove(&id) else {
            return Ok(());
        };
        if result.is_none() {
            return Ok(()); // aborted: not one of the N
        }
        let result = result_token(result);
        outln!(
            "game {id} {} {} {result} {}",
            p.white,
            p.black,
            p.game.moves().len()
        )?;
        self.finished += 1;
        self.engine.clear();
        Ok(())
    }

    /// With nothing to answer: move where it is the bot's turn, else look for a game.
    fn next_step(&mut self, out: &mut Vec<ClientMsg>) {
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
            if let Some(msg) = self.think(id) {
                out.push(msg);
            }
        } else if self.playing.is_empty() && !self.seeking {
            self.seeking = true;
            out.push(ClientMsg::ListSeeks);
        }
    }

    /// The engine's move in game `id` (the connection goes on meanwhile on its own thread).
    fn think(&mut self, id: GameId) -> Option<ClientMsg> {
        let p = self.playing.get(&id)?;
        // A fortieth of the time left at most, so that the bot never loses on time.
        let budget = Duration::from_millis(self.args.ms.min((p.my_ms / 40).max(10) as u64));
        let ply = p.game.moves().len();
        let seed = id as u64 ^ (ply as u64) << 32;
        let stop = AtomicBool::new(false);
        let choice =
            self.engine
                .think(self.args.level, &p.game, Some(budget), &stop, seed, |_| {})?;
        if let Some(p) = self.playing.get_mut(&id) {
            p.sent_at = Some(ply);
        }
        Some(ClientMsg::Move {
            game: id,
            notation: choice.path.to_string(),
            ply: Some(ply as u32),
        })
    }
}
