//! The lessons as the game uses them: parsed positions and moves, checked by the rules core.

use camelot_rules::{Error as RulesError, Game, HouseRules, Move, Position, Variant};

use crate::check::Check;
use crate::rule::RuleId;
use crate::sentence::Sentence;

/// A lesson: its number (from 1), the variant it is played in, the rules it teaches and its
/// steps. Its sentences are keys of `assets/i18n/LANG/lessons.ftl` (`lesson-NN-…`).
#[derive(Clone, Debug)]
pub struct Lesson {
    pub number: usize,
    /// The game of the family every position of the lesson is on (VARIANTS.md).
    pub variant: Variant,
    pub(crate) title_key: String,
    pub rules: Vec<RuleId>,
    pub steps: Vec<Step>,
}

/// One step of a lesson: a short text and a demonstration or an exercise on its own position.
#[derive(Clone, Debug)]
pub struct Step {
    pub(crate) text_key: String,
    pub kind: StepKind,
}

/// What a step does.
#[derive(Clone, Debug)]
#[allow(
    clippy::large_enum_variant,
    reason = "an exercise holds its positions inline (a Position grew to four seats, V6.1); a \
              lesson has a few steps, made once, so boxing would save nothing"
)]
pub enum StepKind {
    Demo(Demo),
    Exercise(Exercise),
}

/// Moves played on the board, animated, one after the other.
#[derive(Clone, Debug)]
pub struct Demo {
    /// The board before each move, then after the last: one more than the moves.
    pub(crate) positions: Vec<Position>,
    pub(crate) moves: Vec<Move>,
}

/// A move for the player to make, judged by its checks.
#[derive(Clone, Debug)]
pub struct Exercise {
    pub(crate) position: Position,
    pub(crate) goal_key: String,
    pub(crate) checks: Vec<Check>,
    pub(crate) answer: Move,
    pub(crate) mistakes: Vec<Mistake>,
}

/// A legal move an exercise rejects, with the sentence that explains why.
#[derive(Clone, Debug)]
pub struct Mistake {
    pub play: Move,
    pub(crate) why_key: String,
}

/// The judgement of a move made on an exercise.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// The move is what was asked.
    Correct,
    /// A legal move, but not what was asked: the sentence says why.
    Wrong(Sentence),
    /// Not a legal move here: the rules core's error names the rule it breaks.
    Illegal(RulesError),
}

impl Lesson {
    /// The key of the lesson's title: `lesson-NN-title`.
    pub fn title_key(&self) -> &str {
        &self.title_key
    }

    /// Every key the lesson's sentences are under: title, then each step's text, goal and
    /// mistakes.
    pub fn keys(&self) -> Vec<&str> {
        let mut keys = vec![self.title_key()];
        for step in &self.steps {
            keys.push(step.text_key());
            if let Some(e) = step.exercise() {
                keys.push(e.goal_key());
                keys.extend(e.mistakes.iter().map(Mistake::why_key));
            }
        }
        keys
    }
}

impl Step {
    /// The key of the step's text (2 to 4 sentences): `lesson-NN-step-K`.
    pub fn text_key(&self) -> &str {
        &self.text_key
    }

    /// The position the step starts from.
    pub fn position(&self) -> &Position {
        match &self.kind {
            StepKind::Demo(d) => &d.positions[0],
            StepKind::Exercise(e) => &e.position,
        }
    }

    /// The step's moves: the demonstration, or the exercise's answer.
    pub fn moves(&self) -> &[Move] {
        match &self.kind {
            StepKind::Demo(d) => &d.moves,
            StepKind::Exercise(e) => std::slice::from_ref(&e.answer),
        }
    }

    /// `demo` or `exercise`.
    pub fn kind_name(&self) -> &'static str {
        match self.kind {
            StepKind::Demo(_) => "demo",
            StepKind::Exercise(_) => "exercise",
        }
    }

    /// The exercise, if this step is one.
    pub fn exercise(&self) -> Option<&Exercise> {
        match &self.kind {
            StepKind::Exercise(e) => Some(e),
            StepKind::Demo(_) => None,
        }
    }
}

impl Mistake {
    /// The key of why this move is wrong: `lesson-NN-step-K-mistake-M`.
    pub fn why_key(&self) -> &str {
        &self.why_key
    }
}

impl Demo {
    /// The moves, in order; each is legal on the board left by the ones before.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The board before each move, then after the last (one more than the moves).
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }
}

impl Exercise {
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The key of what to do, in one sentence: `lesson-NN-step-K-goal`.
    pub fn goal_key(&self) -> &str {
        &self.goal_key
    }

    /// The conditions the move made must meet, all of them.
    pub fn checks(&self) -> &[Check] {
        &self.checks
    }

    /// One correct move: "Show me" reveals its origin and landings (`from`, then each leg's `to`).
    pub fn answer(&self) -> &Move {
        &self.answer
    }

    pub fn mistakes(&self) -> &[Mistake] {
        &self.mistakes
    }

    /// Judges a completed move: correct, a legal move of the wrong kind (a listed mistake's
    /// sentence when it is that move by R16, else the first failed check's), or illegal.
    pub fn judge(&self, attempt: &Move) -> Verdict {
        // The rules core checks the path leg by leg and names the rule it breaks.
        if let Err(e) = Game::new(self.position, HouseRules::STRICT_WCF).play(attempt) {
            return Verdict::Illegal(e);
        }
        let Some(generic) = self.failure(attempt) else {
            return Verdict::Correct;
        };
        let key = attempt.key();
        let why = self
            .mistakes
            .iter()
            .find(|m| m.play.key() == key)
            .map_or(generic, |m| Sentence::new(m.why_key()));
        Verdict::Wrong(why)
    }

    /// The first failed check's sentence for a legal move, if any check fails.
    pub(crate) fn failure(&self, mv: &Move) -> Option<Sentence> {
        self.checks
            .iter()
            .find_map(|c| c.failure(&self.position, mv))
    }
}
