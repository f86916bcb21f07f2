//! The game's command line (clap): a game to start from, who plays, screenshot and script
//! modes. Bad arguments are one line on stderr and exit status 2; `--help` prints to stdout.

use std::path::PathBuf;

use camelot_rules::{Game, HouseRules, Position, Square, Variant};
use clap::Parser;

use crate::automation::{Script, parse_player};
use crate::game::Player;
use crate::persistence::settings::Graphics;
use crate::screens::Screen;
use crate::{OnlineStart, Options};

/// `camelot --version`: the version and whether this build plays sound (the packages'
/// check reads it: a player's package must have sound).
#[cfg(sound)]
const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " with sound");
#[cfg(not(sound))]
const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " without sound");

#[derive(Parser, Debug)]
#[command(
    name = "camelot",
    version = VERSION,
    about = "Camelot 3D: the 1930 Parker Brothers board game, by the WCF rules, in 3D"
)]
pub struct Args {
    /// A game record (.camelot) to open in review.
    #[arg(value_name = "RECORD")]
    record: Option<PathBuf>,
    /// A game record to open in review (the same as RECORD).
    #[arg(long, value_name = "RECORD", conflicts_with = "record")]
    open: Option<PathBuf>,
    /// With a record: review the position after this many plies (0 is the start; the last
    /// if not given).
    #[arg(long, value_name = "N")]
    ply: Option<usize>,
    /// Print every step of every lesson, tab-separated (titles in English), and exit.
    #[arg(long)]
    lessons: bool,
    /// With --screenshot: lesson N of the tutorial, after its step's demonstration.
    #[arg(long, value_name = "N", requires = "screenshot")]
    lesson: Option<usize>,
    /// With --lesson: the step (from 1).
    #[arg(long, value_name = "K", requires = "lesson")]
    step: Option<usize>,
    /// Open the puzzle screen on this puzzle of the shipped set (`camelot-cli puzzles list`).
    #[arg(long, value_name = "ID", conflicts_with_all = ["lesson", "server"])]
    puzzle: Option<String>,
    /// Play this game of the family (VARIANTS.md): camelot (the default), camette, cam,
    /// chivalry, anti, river. A record names its own.
    #[arg(long, value_name = "NAME", conflicts_with_all = ["record", "open"])]
    variant: Option<Variant>,
    /// Start from this position string (RULES.md; with --variant, that variant's board).
    #[arg(long, value_name = "FEN")]
    position: Option<String>,
    /// Moves to play first, in WCF notation, separated by spaces.
    #[arg(long, value_name = "MOVES")]
    moves: Option<String>,
    /// Who plays White: human, or a computer level (beginner, easy, medium, hard, expert).
    #[arg(long, value_parser = parse_player)]
    white: Option<Player>,
    /// Who plays Black: human, or a computer level.
    #[arg(long, value_parser = parse_player)]
    black: Option<Player>,
    /// Open on the main menu, with the game given behind it.
    #[arg(long)]
    menu: bool,
    /// Render one picture of the game to FILE (PNG) and exit.
    #[arg(long, value_name = "FILE")]
    screenshot: Option<PathBuf>,
    /// With --screenshot: click this square first, to show its move cues.
    #[arg(long, value_name = "SQUARE", requires = "screenshot", value_parser = parse_square)]
    select: Option<Square>,
    /// With --screenshot: frames to render before the picture.
    #[arg(long, default_value_t = 30, requires = "screenshot",
          value_parser = clap::value_parser!(u32).range(3..=100_000))]
    frames: u32,
    /// The graphics preset for this run only (low, high or auto; Settings keeps its own).
    #[arg(long, value_name = "PRESET", value_parser = parse_graphics)]
    graphics: Option<Graphics>,
    /// Run a script of menu choices, clicks, keys, waits and screenshots, then exit.
    #[arg(long, value_name = "FILE", conflicts_with = "screenshot")]
    script: Option<PathBuf>,
    /// Play online: open the lobby of the camelot-server at this address (ws://HOST:PORT/).
    #[arg(long, value_name = "URL", conflicts_with_all = ["record", "open", "screenshot"])]
    server: Option<String>,
    /// With --server: the name to play as (signed up on first use; the server's token is kept
    /// in the config folder). Watching needs one too.
    #[arg(long, value_name = "NAME", requires = "server")]
    name: Option<String>,
    /// With --server and --name: watch the game with this number (watching needs a name).
    #[arg(long, value_name = "GAME", requires = "server")]
    watch: Option<i64>,
}

/// What the command line asks for, or why it cannot be done.
pub enum Parsed {
    Run(Box<Options>),
    /// `--help` or `--version`: print this and exit 0.
    Print(String),
    /// Bad arguments: one line for stderr, exit 2.
    Usage(String),
}

/// Parses the arguments (without the program name).
pub fn parse<I: IntoIterator<Item = String>>(args: I) -> Parsed {
    let args = match Args::try_parse_from(std::iter::once("camelot".to_string()).chain(args)) {
        Ok(a) => a,
        Err(e) => {
            use clap::error::ErrorKind;
            let text = e.to_string();
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
                return Parsed::Print(text);
            }
            let first = text.lines().next().unwrap_or("bad arguments");
            return Parsed::Usage(first.trim_start_matches("error: ").to_string());
        }
    };
    if args.lessons {
        return match crate::tutorial::lessons_table() {
            Ok(table) => Parsed::Print(table),
            Err(e) => Parsed::Usage(e),
        };
    }
    match options(args) {
        Ok(o) => Parsed::Run(Box::new(o)),
        Err(e) => Parsed::Usage(e),
    }
}

fn options(args: Args) -> Result<Options, String> {
    let moves: Vec<String> = args
        .moves
        .as_deref()
        .unwrap_or("")
        .split_whitespace()
        .map(str::to_string)
        .collect();
    let players = [
        args.white.unwrap_or_default(),
        args.black.unwrap_or_default(),
    ];
    let asked_for_game = args.variant.is_some()
        || args.position.is_some()
        || !moves.is_empty()
        || args.white.is_some()
        || args.black.is_some();
    let record = args.record.as_ref().or(args.open.as_ref());
    if args.ply.is_some() && record.is_none() {
        return Err("--ply needs a record to open".into());
    }
    let (game, review) = match record {
        Some(path) => {
            let (game, players) = open_record(path)?;
            let plies = game.moves().len();
            let ply = args.ply.unwrap_or(plies);
            if ply > plies {
                return Err(format!(
                    "{}: --ply {ply} is past the end of the game ({plies} plies)",
                    path.display()
                ));
            }
            (Some((game, players)), Some(ply))
        }
        None if asked_for_game || args.screenshot.is_some() => (
            Some((
                game_from(
                    args.variant.unwrap_or_default(),
                    args.position.as_deref(),
                    &moves,
                )?,
                players,
            )),
            None,
        ),
        None => (None, None),
    };
    let lesson = match args.lesson {
        Some(n) => Some(crate::tutorial::place(n, args.step.unwrap_or(1))?),
        None => None,
    };
    let puzzle = match args.puzzle {
        Some(id) => Some(
            camelot_puzzles::shipped()
                .get(&id)
                .cloned()
                .ok_or_else(|| format!("no puzzle {id:?} in the shipped set"))?,
        ),
        None => None,
    };
    // A game given on the command line, or a screenshot, opens on the board.
    let screen = if args.server.is_some() {
        Screen::Lobby
    } else if game.is_some() && !args.menu {
        Screen::Playing
    } else {
        Screen::MainMenu
    };
    let online = args.server.map(|server| OnlineStart {
        server,
        name: args.name.unwrap_or_default(),
        watch: args.watch,
    });
    let script = match (&args.script, args.screenshot) {
        (Some(path), _) => {
            let text =
                std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
            Some(Script::parse(&text).map_err(|e| format!("{}: {e}", path.display()))?)
        }
        (None, Some(path)) => Some(Script::screenshot(path, args.select, args.frames)),
        (None, None) => None,
    };
    Ok(Options {
        game,
        screen,
        script,
        review,
        lesson,
        puzzle,
        graphics: args.graphics,
        online,
    })
}

/// A square of any variant's board (the game's own decides whether it is there).
fn parse_square(text: &str) -> Result<Square, String> {
    Square::try_from(text.to_string()).map_err(|e| e.to_string())
}

fn parse_graphics(text: &str) -> Result<Graphics, String> {
    match text {
        "low" => Ok(Graphics::Low),
        "high" => Ok(Graphics::High),
        "auto" => Ok(Graphics::Auto),
        _ => Err(format!("{text:?} is not a preset: low, high or auto")),
    }
}

/// A record file's game and players; the error is `FILE:LINE:COLUMN: problem`.
fn open_record(path: &std::path::Path) -> Result<(Game, [Player; 2]), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    crate::game::record::read_record(&text).map_err(|e| e.in_file(path.display()))
}

/// A game of `variant` from a position string (its start when none) and moves in notation;
/// errors say which input is wrong.
pub fn game_from(
    variant: Variant,
    position: Option<&str>,
    moves: &[String],
) -> Result<Game, String> {
    let start = match position {
        Some(p) => Position::parse_in(variant, p).map_err(|e| e.to_string())?,
        None => Position::start_of(variant),
    };
    let mut game = Game::new(start, HouseRules::default());
    for m in moves {
        game.play_notation(m)
            .map_err(|e| format!("move {m}: {e}"))?;
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_args(args: &[&str]) -> Parsed {
        parse(args.iter().map(|s| s.to_string()))
    }

    #[test]
    fn the_version_says_whether_the_build_has_sound() {
        let Parsed::Print(said) = parse_args(&["--version"]) else {
            panic!("no version printed");
        };
        let sound = if cfg!(sound) { "with" } else { "without" };
        let expected = format!("camelot {} {sound} sound", env!("CARGO_PKG_VERSION"));
        assert_eq!(said.trim(), expected);
    }

    #[test]
    fn help_is_printed_and_bad_arguments_are_one_line() {
        assert!(matches!(parse_args(&["--help"]), Parsed::Print(t) if t.contains("--screenshot")));
        for bad in [
            &["--frames", "4294967295", "--screenshot", "a.png"][..],
            &["--frames", "2", "--screenshot", "a.png"],
            &["--select", "E6"],
            &["--bogus"],
            &["--white", "grandmaster"],
            &["--moves", "E6-E4"],
            &["--position", "not a position"],
            &["--variant", "chess"],
            &["--variant", "camette", "game.camelot"],
            // A Camelot position is no Camette position (V0.3).
            &[
                "--variant",
                "camette",
                "--position",
                "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 - 0",
            ],
            &["--screenshot", "a.png", "--graphics", "ultra"],
        ] {
            match parse_args(bad) {
                Parsed::Usage(line) => assert!(!line.contains('\n'), "{bad:?}: {line}"),
                _ => panic!("{bad:?} was accepted"),
            }
        }
    }

    #[test]
    fn a_game_on_the_command_line_opens_on_the_board() {
        let Parsed::Run(o) = parse_args(&["--moves", "E6-E5", "--black", "expert"]) else {
            panic!("refused");
        };
        assert_eq!(o.screen, Screen::Playing);
        let (game, players) = o.game.unwrap();
        assert_eq!(game.moves().len(), 1);
        assert_eq!(players[1], Player::Computer(camelot_ai::Level::Expert));
        let Parsed::Run(o) = parse_args(&[]) else {
            panic!("refused");
        };
        assert_eq!(o.screen, Screen::MainMenu);
        assert!(o.game.is_none() && o.script.is_none());
    }

    #[test]
    fn a_server_and_name_open_the_lobby() {
        let Parsed::Run(o) = parse_args(&["--server", "127.0.0.1:7878", "--name", "Ann"]) else {
            panic!("refused");
        };
        assert_eq!(o.screen, Screen::Lobby);
        let online = o.online.unwrap();
        assert_eq!(
            (online.server.as_str(), online.name.as_str()),
            ("127.0.0.1:7878", "Ann")
        );
        assert_eq!(online.watch, None);
        let Parsed::Run(o) = parse_args(&["--server", "ws://h:1/", "--watch", "7"]) else {
            panic!("refused");
        };
        assert_eq!(o.online.unwrap().watch, Some(7));
        for bad in [
            &["--name", "Ann"][..],
            &["--watch", "7"],
            &["--server", "h:1", "--watch", "x"],
        ] {
            assert!(matches!(parse_args(bad), Parsed::Usage(_)), "{bad:?}");
        }
    }

    #[test]
    fn v0_1_a_variant_on_the_command_line_opens_its_start_on_the_board() {
        for variant in Variant::ALL {
            let name = variant.name().to_uppercase();
            let Parsed::Run(o) = parse_args(&["--variant", &name, "--screenshot", "a.png"]) else {
                panic!("{name} refused");
            };
            assert_eq!(o.screen, Screen::Playing);
            let (game, _) = o.game.unwrap();
            assert_eq!(*game.position(), Position::start_of(variant), "{name}");
        }
        let Parsed::Run(o) = parse_args(&["--variant", "camette", "--moves", "C3-C4"]) else {
            panic!("refused");
        };
        let (game, _) = o.game.unwrap();
        assert_eq!(game.position().variant(), Variant::Camette);
        assert_eq!(game.moves().len(), 1);
    }

    #[test]
    fn a_run_takes_its_graphics_preset_alone_or_with_a_screenshot() {
        let Parsed::Run(o) = parse_args(&["--graphics", "low"]) else {
            panic!("refused");
        };
        assert_eq!(o.graphics, Some(Graphics::Low), "the game starts with it");
        let Parsed::Run(o) = parse_args(&["--screenshot", "a.png", "--graphics", "low"]) else {
            panic!("refused");
        };
        assert_eq!(o.graphics, Some(Graphics::Low));
        let Parsed::Run(o) = parse_args(&["--screenshot", "a.png"]) else {
            panic!("refused");
        };
        assert_eq!(o.graphics, None);
    }
}
