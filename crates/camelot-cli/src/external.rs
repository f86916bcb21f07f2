//! An external engine as a match player: a command template run once per move, which
//! answers like `camelot-cli search` (its move on the first line of standard output).

use std::fmt;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use camelot_rules::{Move, Position};

/// A command template: words, of which `{fen}`, `{ms}` and `{variant}` are replaced whole by
/// the position string, the budget in milliseconds and the variant's name (V0.1). No shell
/// runs it.
pub struct External {
    template: String,
    words: Vec<String>,
}

impl External {
    /// Splits `template` into words as a shell would (quotes group words), without a shell.
    pub fn parse(template: &str) -> Result<External, String> {
        let words = shlex::split(template)
            .filter(|w| !w.is_empty())
            .ok_or_else(|| format!("cannot split the command {template:?} into words"))?;
        if !words.iter().any(|w| w == "{fen}") {
            return Err(format!(
                "the command {template:?} has no {{fen}} word for the position"
            ));
        }
        Ok(External {
            template: template.to_string(),
            words,
        })
    }

    /// The command's arguments for a position and budget.
    fn args(&self, pos: &Position, budget: Duration) -> Vec<String> {
        self.words
            .iter()
            .map(|w| match w.as_str() {
                "{fen}" => pos.to_string(),
                "{ms}" => budget.as_millis().to_string(),
                "{variant}" => pos.variant().name().to_string(),
                _ => w.clone(),
            })
            .collect()
    }

    /// Runs the command and reads its move. Errors say why there is no legal move in time: a
    /// command that cannot start, no answer within twice the budget plus a second, an empty
    /// answer, or a move that is not a legal path here.
    pub fn play(&self, pos: &Position, budget: Duration) -> Result<Move, String> {
        let args = self.args(pos, budget);
        let limit = budget * 2 + Duration::from_secs(1);
        let start = Instant::now();
        let mut child = Command::new(&args[0])
            .args(&args[1..])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot run {}: {e}", args[0]))?;
        let stdout = child.stdout.take().expect("stdout is piped");
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            let read = BufReader::new(stdout).read_line(&mut line).map(|_| line);
            // The receiver is gone only if the answer came too late.
            let _ = tx.send(read);
        });
        let answer = rx.recv_timeout(limit);
        let elapsed = start.elapsed();
        // Whatever it still does after its first line is not wanted.
        let _ = child.kill();
        let _ = child.wait();
        let line = match answer {
            Ok(Ok(line)) => line,
            Ok(Err(e)) => return Err(format!("unreadable answer: {e}")),
            Err(_) => {
                return Err(format!(
                    "no move within {} ms (the limit is twice the budget plus a second)",
                    limit.as_millis()
                ));
            }
        };
        let text = line.trim();
        if text.is_empty() {
            return Err("no move (an empty first line)".to_string());
        }
        if elapsed > limit {
            return Err(format!(
                "move {text} came after {} ms, beyond the limit of {} ms",
                elapsed.as_millis(),
                limit.as_millis()
            ));
        }
        pos.read_move(text)
            .map_err(|e| format!("illegal move {text}: {e}"))
    }
}

impl fmt::Display for External {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.template)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_variant_is_passed_by_name() {
        let cmd = External::parse("engine {fen} --variant {variant}").unwrap();
        let start = Position::start_of(camelot_rules::Variant::Camette);
        let args = cmd.args(&start, Duration::from_millis(250));
        assert_eq!(
            args[1..],
            [start.to_string().as_str(), "--variant", "camette"]
        );
    }

    #[test]
    fn a_position_string_with_spaces_stays_one_argument() {
        let cmd = External::parse("engine search {fen} --ms {ms} 'two words'").unwrap();
        let start = Position::start();
        let args = cmd.args(&start, Duration::from_millis(250));
        assert_eq!(
            args,
            [
                "engine",
                "search",
                &start.to_string(),
                "--ms",
                "250",
                "two words"
            ]
        );
    }

    #[test]
    fn bad_answers_lose_with_the_move_and_the_reason() {
        let start = Position::start();
        let ms = Duration::from_millis(10);
        let say = |text: &str| {
            External::parse(&format!("sh -c 'echo {text}' {{fen}}"))
                .unwrap()
                .play(&start, ms)
        };
        assert!(say("D6-D5").is_ok());
        let illegal = say("D6-D9").unwrap_err();
        assert!(illegal.contains("illegal move D6-D9"), "{illegal}");
        assert!(say("").unwrap_err().contains("no move"));
        let slow = External::parse("sh -c 'sleep 5' {fen}")
            .unwrap()
            .play(&start, ms);
        assert!(slow.unwrap_err().contains("no move within 1020 ms"));
        assert!(
            External::parse("no-such-program {fen}")
                .unwrap()
                .play(&start, ms)
                .is_err()
        );
        assert!(External::parse("engine --ms {ms}").is_err());
    }
}
