//! Moves animated leg by leg: a slide for a plain step, an arc for a canter or a jump; a
//! jumped piece sinks away as the leg passes over it. Input waits while anything plays.

use std::collections::VecDeque;

use bevy::prelude::*;
use camelot_rules::{LegKind, Square};

use crate::geometry::square_center;
use crate::pieces::PieceView;
use crate::play::PlaySystems;
use crate::settings::Settings;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnimationQueue>().add_systems(
        Update,
        (animate_legs, sink_captured).chain().before(PlaySystems),
    );
}

/// One leg to animate.
#[derive(Clone, Copy, Debug)]
pub struct LegAnimation {
    pub piece: Entity,
    pub from: Square,
    pub to: Square,
    pub kind: LegKind,
    /// The piece this leg jumps, removed as the leg passes over it.
    pub captured: Option<Entity>,
}

/// Legs waiting to be played, and the one playing with its progress (0 to 1).
#[derive(Resource, Default, Debug)]
pub struct AnimationQueue {
    waiting: VecDeque<LegAnimation>,
    playing: Option<(LegAnimation, f32)>,
}

impl AnimationQueue {
    pub fn push(&mut self, leg: LegAnimation) {
        self.waiting.push_back(leg);
    }

    /// Whether a leg is playing or waiting.
    pub fn is_busy(&self) -> bool {
        self.playing.is_some() || !self.waiting.is_empty()
    }

    pub fn clear(&mut self) {
        self.waiting.clear();
        self.playing = None;
    }
}

/// A captured piece on its way out.
#[derive(Component, Debug)]
pub struct Captured {
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
pub fn leg_point(from: Square, to: Square, kind: LegKind, t: f32) -> Vec3 {
    let a = square_center(from);
    let b = square_center(to);
    let lift = match kind {
        LegKind::Plain => 0.0,
        LegKind::Canter | LegKind::Jump => 0.9 * 4.0 * t * (1.0 - t),
    };
    a.lerp(b, smooth(t)) + Vec3::Y * lift
}

fn smooth(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}

fn animate_legs(
    time: Res<Time>,
    settings: Res<Settings>,
    mut queue: ResMut<AnimationQueue>,
    mut transforms: Query<&mut Transform>,
    mut commands: Commands,
) {
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
            transform.translation = leg_point(leg.from, leg.to, leg.kind, t);
        }
        if let Some(victim) = leg.captured.filter(|_| t >= 0.5) {
            if let Ok(mut e) = commands.get_entity(victim) {
                e.remove::<PieceView>().insert(Captured { age: 0.0 });
            }
            if let Some((l, _)) = queue.playing.as_mut() {
                l.captured = None;
            }
        }
        if t >= 1.0 {
            queue.playing = None;
        } else {
            break;
        }
    }
}

fn sink_captured(
    time: Res<Time>,
    settings: Res<Settings>,
    mut captured: Query<(Entity, &mut Captured, &mut Transform)>,
    mut commands: Commands,
) {
    let speed = settings.animation_speed;
    for (entity, mut c, mut transform) in &mut captured {
        c.age += if speed <= 0.0 {
            SINK_SECONDS
        } else {
            time.delta_secs() * speed
        };
        let t = (c.age / SINK_SECONDS).min(1.0);
        transform.scale = Vec3::splat(1.0 - t * 0.9);
        transform.translation.y = -0.6 * t;
        if t >= 1.0 {
            commands.entity(entity).despawn();
        }
    }
}
