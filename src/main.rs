//! `camelot`: starts the game. With `--screenshot FILE` it renders one picture and exits.

use std::path::PathBuf;
use std::process::ExitCode;

use camelot::{Options, ScreenshotPlan, app, game_from};

const USAGE: &str = "usage: camelot [--position FEN] [--moves \"M1 M2 ...\"] [--screenshot FILE [--menu] [--select SQUARE] [--frames N]]";

fn parse_args() -> Result<Options, String> {
    let mut args = std::env::args().skip(1);
    let (mut position, mut moves, mut shot, mut select, mut frames) =
        (None, Vec::new(), None, None, 30u32);
    let mut menu = false;
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--position" => position = Some(value()?),
            "--moves" => moves = value()?.split_whitespace().map(str::to_string).collect(),
            "--screenshot" => shot = Some(PathBuf::from(value()?)),
            "--select" => {
                select = Some(
                    value()?
                        .parse::<camelot_rules::Square>()
                        .map_err(|e| e.to_string())?,
                )
            }
            "--frames" => {
                frames = value()?
                    .parse()
                    .map_err(|_| "--frames needs a whole number".to_string())?
            }
            "--menu" => menu = true,
            "-h" | "--help" => return Err(USAGE.into()),
            other => return Err(format!("unknown argument {other:?}\n{USAGE}")),
        }
    }
    // A screenshot shows the playing screen unless the menu is asked for.
    let game = if position.is_some() || !moves.is_empty() || (shot.is_some() && !menu) {
        Some(game_from(position.as_deref(), &moves)?)
    } else {
        None
    };
    let screenshot = shot.map(|path| ScreenshotPlan {
        path,
        frames: frames.max(3),
        select,
    });
    Ok(Options { game, screenshot })
}

fn main() -> ExitCode {
    let options = match parse_args() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("camelot: {e}");
            return ExitCode::from(2);
        }
    };
    match app(options).run() {
        bevy::app::AppExit::Success => ExitCode::SUCCESS,
        bevy::app::AppExit::Error(_) => ExitCode::FAILURE,
    }
}
