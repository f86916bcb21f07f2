//! How a game ended, in the player's language: the result from the [`GameResult`]'s outcome
//! and [`EndReason`] through the sentences the browser says too (`common.ftl`). The rules core
//! keeps its English (`GameResult::in_words`) for the command line and the records.

use camelot_rules::{Color, EndReason, Game, GameResult, Outcome};

use super::Tr;

/// The key of the end's title: `White wins`, `Drawn`, `Aborted` (no outcome).
pub(crate) fn outcome_key(outcome: Option<Outcome>) -> &'static str {
    match outcome {
        Some(Outcome::Win(Color::White)) => "won-white",
        Some(Outcome::Win(Color::Black)) => "won-black",
        Some(Outcome::Draw) => "drawn",
        None => "aborted",
    }
}

/// The key of the sentence on what ended the game, with its rule id.
pub(crate) fn reason_key(reason: EndReason) -> &'static str {
    match reason {
        EndReason::CastleOccupied => "end-R11",
        EndReason::BareKings => "end-R12",
        EndReason::AllCaptured => "end-R13",
        EndReason::NoLegalMove => "end-R14",
        EndReason::Repetition => "end-R15-repetition",
        EndReason::NoProgress => "end-R15-no-progress",
        EndReason::Resignation => "end-R15-resignation",
        EndReason::Agreement => "end-R15-agreement",
        EndReason::CastleEntered => "end-V1-4",
        EndReason::Eliminated => "end-V1-6",
        EndReason::NoMoveLoses => "end-V1-7",
        EndReason::CastleEnteredLoses => "end-V4-3",
        EndReason::NoMoveWins => "end-V4-5",
        EndReason::TimeForfeit => "end-time",
        EndReason::Abandonment => "end-abandonment",
    }
}

/// The end's title: `White wins`, `Drawn`, `Aborted`.
pub(crate) fn end_title(tr: &Tr, game: &Game) -> String {
    tr.t(outcome_key(game.result().map(|r| r.outcome)))
}

/// The end with its score and rule, `1-0 White wins. On time: a flag fell.`, or that it was
/// aborted; `None` while the game goes on.
pub(crate) fn end_in_words(tr: &Tr, game: &Game) -> Option<String> {
    match game.result() {
        Some(result) => Some(result_in_words(tr, result)),
        None if game.aborted() => Some(tr.t("end-aborted")),
        None => None,
    }
}

/// A result with its score and rule: `1-0 White wins. On time: a flag fell.`
pub(crate) fn result_in_words(tr: &Tr, result: GameResult) -> String {
    tr.t_args(
        "end-words",
        &[
            ("score", result.outcome.score().into()),
            ("result", tr.t(outcome_key(Some(result.outcome))).into()),
            ("how", tr.t(reason_key(result.reason)).into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use camelot_rules::Position;

    /// The keys made here are in every language.
    #[test]
    fn every_end_is_said_in_every_language() {
        for lang in Lang::ALL {
            let tr = Tr::new(lang);
            let outcomes = [
                Some(Outcome::Win(Color::White)),
                Some(Outcome::Win(Color::Black)),
                Some(Outcome::Draw),
                None,
            ];
            let keys = EndReason::ALL
                .into_iter()
                .map(reason_key)
                .chain(outcomes.into_iter().map(outcome_key));
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
