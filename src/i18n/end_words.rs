//! How a game ended, in the player's language: the result from the [`GameResult`]'s outcome
//! and [`EndReason`] through the keys the browser says them with too (`common.ftl`, from
//! `camelot_protocol::end_key` and `outcome_key`). The rules core keeps its English
//! (`GameResult::in_words`) for the command line and the records.

use camelot_protocol::{ABORTED_END_KEY, ABORTED_KEY, end_key, outcome_key};
use camelot_rules::{EndReason, Game, GameResult, Outcome};

use super::Tr;

/// The end's title: `White wins`, `Drawn`, `Aborted`.
pub(crate) fn end_title(tr: &Tr, game: &Game) -> String {
    tr.t(game
        .result()
        .map_or(ABORTED_KEY, |r| outcome_key(r.outcome)))
}

/// The end with its score and rule, `1-0 White wins. On time: a flag fell.`, or that it was
/// aborted; `None` while the game goes on.
pub(crate) fn end_in_words(tr: &Tr, game: &Game) -> Option<String> {
    match game.result() {
        Some(result) => Some(result_in_words(tr, result)),
        None if game.aborted() => Some(tr.t(ABORTED_END_KEY)),
        None => None,
    }
}

/// A result with its score and rule: `1-0 White wins. On time: a flag fell.`
pub(crate) fn result_in_words(tr: &Tr, result: GameResult) -> String {
    tr.t_args(
        "end-words",
        &[
            ("score", result.outcome.score().into()),
            ("result", tr.t(outcome_key(result.outcome)).into()),
            ("how", tr.t(end_key(result.reason)).into()),
        ],
    )
}

/// An online game's end as the server said it, `1-0 By resignation (R15).`, or that it was
/// aborted, as the browser says it.
pub(crate) fn ending_in_words(
    tr: &Tr,
    result: Option<Outcome>,
    termination: Option<EndReason>,
) -> String {
    let how = tr.t(termination.map_or(ABORTED_END_KEY, end_key));
    match result {
        Some(outcome) => format!("{} {how}", outcome.score()),
        None => how,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use camelot_rules::{Color, Position};

    /// The keys made here are in every language.
    #[test]
    fn every_end_is_said_in_every_language() {
        for lang in Lang::ALL {
            let tr = Tr::new(lang);
            let keys = EndReason::ALL
                .into_iter()
                .map(end_key)
                .chain(Outcome::ALL.into_iter().map(outcome_key))
                .chain([ABORTED_KEY, ABORTED_END_KEY]);
            for key in keys {
                assert!(tr.has(key), "{lang:?} lacks {key}");
            }
        }
    }

    /// A game White won on Black's flag.
    fn flag_fell() -> Game {
        let mut game = Game::new(Position::start(), Default::default());
        game.declare(GameResult {
            outcome: Outcome::Win(Color::White),
            reason: EndReason::TimeForfeit,
        })
        .expect("a game in play takes a declared end");
        game
    }

    #[test]
    fn a_time_forfeit_is_said_in_russian_with_its_score() {
        let game = flag_fell();
        let ru = Tr::new(Lang::Russian);
        assert_eq!(
            end_in_words(&ru, &game).as_deref(),
            Some("1-0 Победа белых. По времени: флаг упал.")
        );
        assert_eq!(end_title(&ru, &game), "Победа белых");
        let en = Tr::new(Lang::English);
        assert_eq!(
            end_in_words(&en, &game).as_deref(),
            Some("1-0 White wins. On time: a flag fell.")
        );
    }
}
