//! Moves animated leg by leg, for anyone who asks with [`AnimateMove`]: a slide for a plain
//! step, an arc for a canter or a jump; a jumped piece sinks away as the leg passes over it.
//! When a move's last leg has played the board answers [`MoveAnimated`].

use std::collections::VecDeque;

use bevy::prelude::*;
use camelot_rules::{LegKind, Square, Variant};

use super::BoardSystems;
use super::geometry::square_center;
use super::pieces::{PieceQuery, PieceView, piece_on, place};
use crate::persistence::settings::Settings;
use crate::shown::{AnimateMove, MoveAnimated, ShownPosition, Ticket};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnimationQueue>()
        .add_message::<LegPlayed>()
        .add_systems(
            Update,
            (take_requests, animate_legs, sink_captured)
                .chain()
                .in_set(BoardSystems),
        );
}

/// A leg has played: its piece landed on `to` (sounds).
#[derive(Message, Clone, Copy, Debug)]
pub struct LegPlayed {
    pub kind: LegKind,
    pub to: Square,
}

/// One leg to animate.
#[derive(Clone, Copy, Debug)]
pub struct LegAnimation {
    pub piece: Entity,
    /// The board the leg is played on.
    pub variant: Variant,
    pub from: Square,
    pub to: Square,
    pub kind: LegKind,
    /// The piece this leg jumps, sunk as the leg passes over it.
    pub captured: Option<Entity>,
    /// The request whose last leg this is: answered when it has played.
    pub ends_request: Option<Ticket>,
}

/// Legs waiting to be played, and the one playing with its progress (0 to 1).
#[derive(Resource, Default, Debug)]
pub struct AnimationQueue {
    waiting: VecDeque<LegAnimation>,
    playing: Option<(LegAnimation, f32)>,
}

impl AnimationQueue {
    /// Whether a leg is playing or waiting.
    pub fn is_busy(&self) -> bool {
        self.playing.is_some() || !self.waiting.is_empty()
    }

    /// Drops every leg; the tickets of the requests dropped.
    pub fn drop_all(&mut self) -> impl Iterator<Item = Ticket> + use<> {
        let legs: Vec<LegAnimation> = self
            .playing
            .take()
            .map(|(leg, _)| leg)
            .into_iter()
            .chain(self.waiting.drain(..))
            .collect();
        legs.into_iter().filter_map(|leg| leg.ends_request)
    }
}

/// A piece a requested jump takes: no longer on the board, about to sink.
#[derive(Component, Debug)]
pub struct Taken;

/// A taken piece on its way out.
#[derive(Component, Debug)]
pub struct Sinking {
    age: f32,
}

/// Seconds a leg takes at speed 1.
fn leg_seconds(kind: LegKind) -> f32 {
    match kind {
        LegKind::Plain => 0.35,
        LegKind::Canter | LegKind::Jump => 0.55,
    }
}

const SINK_SECONDS: f32 = 0.45;

/// Where the piece is at progress `t` of a leg: slides stay on the board, leaps arc over.
pub fn leg_point(variant: Variant, from: Square, to: Square, kind: LegKind, t: f32) -> Vec3 {
    let a = square_center(variant, from);
    let b = square_center(variant, to);
    let lift = match kind {
        LegKind::Plain => 0.0,
        LegKind::Canter | LegKind::Jump => 0.9 * 4.0 * t * (1.0 - t),
    };
    a.lerp(b, smooth(t)) + Vec3::Y * lift
}

fn smooth(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}

/// Queues the legs of each request for the shown scene. The pieces' squares change at once
/// to where the move ends; their transforms follow as the legs play.
pub(super) fn take_requests(
    mut requests: MessageReader<AnimateMove>,
    shown: Res<ShownPosition>,
    mut queue: ResMut<AnimationQueue>,
    mut pieces: PieceQuery,
    mut commands: Commands,
    mut done: MessageWriter<MoveAnimated>,
) {
    for request in requests.read() {
        let answer = MoveAnimated {
            ticket: request.ticket,
        };
        if request.scene != shown.scene {
            done.write(answer);
            continue;
        }
        // Asked on another arrangement than the one drawn: stand the pieces there first.
        place(&request.from, &mut commands, &mut pieces, false);
        let mv = &request.mv;
        let Some(piece) = piece_on(&pieces, mv.from).filter(|_| !mv.legs.is_empty()) else {
            done.write(answer);
            continue;
        };
        let mut from = mv.from;
        for (i, leg) in mv.legs.iter().enumerate() {
            let captured = (leg.kind == LegKind::Jump)
                .then(|| Square::between(from, leg.to).and_then(|sq| piece_on(&pieces, sq)))
                .flatten();
            if let Some(victim) = captured {
                commands.entity(victim).remove::<PieceView>().insert(Taken);
            }
            queue.waiting.push_back(LegAnimation {
                piece,
                variant: request.from.variant(),
                from,
                to: leg.to,
                kind: leg.kind,
                captured,
                ends_request: (i + 1 == mv.legs.len()).then_some(request.ticket),
            });
            from = leg.to;
        }
        if let Ok((_, mut view, _, _)) = pieces.get_mut(piece) {
            view.square = mv.to();
        }
    }
}

pub(super) fn animate_legs(
    time: Res<Time>,
    settings: Res<Settings>,
    mut queue: ResMut<AnimationQueue>,
    mut transforms: Query<&mut Transform>,
    mut commands: Commands,
    mut messages: (MessageWriter<MoveAnimated>, MessageWriter<LegPlayed>),
) {
    let (done, played) = &mut messages;
    let speed = settings.animation_speed;
    let mut budget = if speed <= 0.0 {
        f32::INFINITY
    } else {
        time.delta_secs() * speed
    };
    loop {
        if queue.playing.is_none() {
            let Some(next) = queue.waiting.pop_front() else {
                break;
            };
            queue.playing = Some((next, 0.0));
        }
        let (leg, progress) = queue.playing.as_mut().expect("a leg is playing");
        let duration = leg_seconds(leg.kind);
        let step = (budget / duration).min(1.0 - *progress);
        *progress += step;
        budget -= step * duration;
        let (leg, t) = (*leg, *progress);
        if let Ok(mut transform) = transforms.get_mut(leg.piece) {
            transform.translation = leg_point(leg.variant, leg.from, leg.to, leg.kind, t);
        }
        if let Some(victim) = leg.captured.filter(|_| t >= 0.5) {
            if let Ok(mut e) = commands.get_entity(victim) {
                e.insert(Sinking { age: 0.0 });
            }
            if let Some((l, _)) = queue.playing.as_mut() {
                l.captured = None;
            }
        }
        if t < 1.0 {
            break;
        }
        queue.playing = None;
        played.write(LegPlayed {
            kind: leg.kind,
            to: leg.to,
        });
        if let Some(ticket) = leg.ends_request {
            done.write(MoveAnimated { ticket });
        }
    }
}

pub(super) fn sink_captured(
    time: Res<Time>,
    settings: Res<Settings>,
    mut sinking: Query<(Entity, &mut Sinking, &mut Transform)>,
    mut commands: Commands,
) {
    let speed = settings.animation_speed;
    for (entity, mut s, mut transform) in &mut sinking {
        s.age += if speed <= 0.0 {
            SINK_SECONDS
        } else {
            time.delta_secs() * speed
        };
        let t = (s.age / SINK_SECONDS).min(1.0);
        transform.scale = Vec3::splat(1.0 - t * 0.9);
        transform.translation.y = -0.6 * t;
        if t >= 1.0 {
            commands.entity(entity).despawn();
        }
    }
}
