//! `camelot-cli online bot`'s arguments.

use camelot_ai::Level;
use camelot_protocol::ColorChoice;
use camelot_protocol::choices::DEFAULT_TIME;
use camelot_protocol::time_control::TimeControl;
use camelot_rules::Variant;

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
    #[arg(long, default_value_t = DEFAULT_TIME)]
    pub time: TimeControl,
    /// The colour to ask for.
    #[arg(long, default_value = "any", value_parser = color_choice)]
    pub color: ColorChoice,
    /// The game of the Camelot family to play (camelot, camette, cam, chivalry, anti, river).
    #[arg(long, default_value = "camelot")]
    pub variant: Variant,
}

fn color_choice(text: &str) -> Result<ColorChoice, String> {
    match text.to_ascii_lowercase().as_str() {
        "white" => Ok(ColorChoice::White),
        "black" => Ok(ColorChoice::Black),
        "any" => Ok(ColorChoice::Any),
        _ => Err(format!("{text:?}: expected white, black or any")),
    }
}
