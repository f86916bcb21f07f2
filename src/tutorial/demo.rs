//! A lesson's demonstration: its moves played on the board with the game's own animation,
//! one leg at a time so the panel can show each leg's notation as it is played ("E6-C8",
//! then "E6-C8-A8"), one move after another, each waiting for the board's `MoveAnimated`.
//!
//! Between legs the board is shown standing mid-move (the rules core's builder and
//! `shown::arrangement`), so it never snaps the piece ahead of its animation; with the last
//! leg it gets the position after the move, as review does.

use bevy::prelude::*;
use camelot_rules::{Leg, Move, Position};
use camelot_tutorial::StepKind;

use super::state::Tutorial;
use crate::persistence::settings::Settings;
use crate::shown::{Animator, MoveAnimated, ShownPosition, Ticket, arrangement};

/// Seconds the step's position stands before the first move, so the eye finds the piece.
const LEAD_IN: f32 = 0.8;
/// Seconds between two moves of a demonstration.
const BETWEEN_MOVES: f32 = 0.6;

/// How far the demonstration has played.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Playback {
    /// The move playing or next to play (counted from 0).
    pub mv: usize,
    /// Legs of that move asked of the board so far.
    pub legs: usize,
    /// The board is playing the last leg asked.
    pub animating: Option<Ticket>,
    /// Seconds (at normal speed) to wait before the next move.
    pub pause: f32,
}

impl Playback {
    pub(super) fn new() -> Playback {
        Playback {
            mv: 0,
            legs: 0,
            animating: None,
            pause: LEAD_IN,
        }
    }
}

impl Tutorial {
    /// The demonstration's notation as played so far: whole moves, then the legs of the one
    /// playing. Everything once it has played.
    pub fn demo_notation(&self) -> Vec<String> {
        let Some(StepKind::Demo(demo)) = self.step().map(|s| &s.kind) else {
            return Vec::new();
        };
        let Some(pb) = self.playback else {
            return demo.moves().iter().map(|m| m.to_string()).collect();
        };
        let mut shown: Vec<String> = demo.moves()[..pb.mv]
            .iter()
            .map(|m| m.to_string())
            .collect();
        if let Some(mv) = demo.moves().get(pb.mv).filter(|_| pb.legs > 0) {
            shown.push(first_legs(mv, pb.legs).to_string());
        }
        shown
    }
}

/// `mv` cut to its first `legs` legs.
fn first_legs(mv: &Move, legs: usize) -> Move {
    Move {
        from: mv.from,
        legs: mv.legs[..legs.min(mv.legs.len())].to_vec(),
    }
}

/// `before` with the first `legs` legs of `mv` played: how the board stands mid-move.
fn standing(before: &Position, mv: &Move, legs: usize) -> Option<Position> {
    let mut builder = before.begin_move(mv.from).ok()?;
    for leg in mv.legs.iter().take(legs) {
        builder.push(leg.to).ok()?;
    }
    Some(arrangement(before, Some(&builder)))
}

/// Plays the demonstration on: waits for the board, pauses, then asks for the next leg.
pub(super) fn play(
    time: Res<Time>,
    settings: Res<Settings>,
    mut done: MessageReader<MoveAnimated>,
    mut tutorial: ResMut<Tutorial>,
    mut shown: ResMut<ShownPosition>,
    mut animator: Animator,
) {
    let answers: Vec<MoveAnimated> = done.read().copied().collect();
    let Some(mut pb) = tutorial.playback else {
        return;
    };
    let Some(StepKind::Demo(demo)) = tutorial.step().map(|s| s.kind.clone()) else {
        tutorial.playback = None;
        return;
    };
    if let Some(ticket) = pb.animating {
        if !answers.iter().any(|a| a.ticket == ticket) {
            return;
        }
        pb.animating = None;
        if pb.legs >= demo.moves()[pb.mv].legs.len() {
            pb.mv += 1;
            pb.legs = 0;
            pb.pause = BETWEEN_MOVES;
        }
    }
    if pb.pause > 0.0 {
        // At speed 0 (screenshots) the pause ends at once, but never in the frame it began:
        // the board first stands the pieces on the new scene.
        let speed = settings.animation_speed;
        pb.pause = if speed <= 0.0 {
            0.0
        } else {
            pb.pause - time.delta_secs() * speed
        };
        tutorial.playback = Some(pb);
        return;
    }
    let Some(mv) = demo.moves().get(pb.mv) else {
        tutorial.playback = None;
        tutorial.step_done = true;
        return;
    };
    let before = demo.positions()[pb.mv];
    let after = demo.positions()[pb.mv + 1];
    let leg: Leg = mv.legs[pb.legs];
    let at = first_legs(mv, pb.legs).to();
    let from = standing(&before, mv, pb.legs).unwrap_or(before);
    pb.legs += 1;
    shown.position = if pb.legs == mv.legs.len() {
        after
    } else {
        standing(&before, mv, pb.legs).unwrap_or(after)
    };
    shown.last_move = Some(first_legs(mv, pb.legs));
    let one_leg = Move {
        from: at,
        legs: vec![leg],
    };
    pb.animating = Some(animator.play(shown.scene, from, one_leg));
    tutorial.playback = Some(pb);
}
