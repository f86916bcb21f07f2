//! Sounds, with the opt-in `audio` feature (it needs the ALSA headers to build): a step, a
//! canter's leg, a jump that captures, a piece entering a castle, a capture falling due
//! (R7), low time on the player's own clock (once a game), and the end of the game, at the
//! volume of the settings. The sounds are made by
//! `tools/make_sounds.py` and built into the binary (`assets/sounds/README.md`).

use bevy::audio::Volume;
use bevy::prelude::*;
use camelot_rules::{Color as Side, Constraint, LegKind};

use crate::board::BoardSystems;
use crate::board::animation::LegPlayed;
use crate::game::ActiveGame;
use crate::online::LowTime;
use crate::persistence::settings::Settings;
use crate::screens::BoardOwner;
use crate::shown::ShownPosition;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, load_sounds).add_systems(
        Update,
        (
            leg_sounds,
            capture_due_sound,
            low_time_sound,
            game_over_sound,
        )
            .after(BoardSystems),
    );
}

#[derive(Resource)]
struct Sounds {
    step: Handle<AudioSource>,
    canter: Handle<AudioSource>,
    capture: Handle<AudioSource>,
    castle: Handle<AudioSource>,
    must_capture: Handle<AudioSource>,
    game_over: Handle<AudioSource>,
    low_time: Handle<AudioSource>,
}

fn load_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let mut add = |bytes: &'static [u8]| {
        sources.add(AudioSource {
            bytes: bytes.into(),
        })
    };
    commands.insert_resource(Sounds {
        step: add(include_bytes!("../../assets/sounds/step.wav")),
        canter: add(include_bytes!("../../assets/sounds/canter.wav")),
        capture: add(include_bytes!("../../assets/sounds/capture.wav")),
        castle: add(include_bytes!("../../assets/sounds/castle.wav")),
        must_capture: add(include_bytes!("../../assets/sounds/must-capture.wav")),
        game_over: add(include_bytes!("../../assets/sounds/game-over.wav")),
        low_time: add(include_bytes!("../../assets/sounds/low-time.wav")),
    });
}

/// Plays `sound` once at `loudness` (0 to 1) times the volume setting.
fn play(commands: &mut Commands, settings: &Settings, sound: &Handle<AudioSource>, loudness: f32) {
    let volume = settings.volume.clamp(0.0, 1.0) * loudness;
    if volume > 0.0 {
        commands.spawn((
            AudioPlayer(sound.clone()),
            PlaybackSettings::DESPAWN.with_volume(Volume::Linear(volume)),
        ));
    }
}

/// Each leg as it lands; entering a castle chimes instead.
fn leg_sounds(
    mut legs: MessageReader<LegPlayed>,
    sounds: Res<Sounds>,
    settings: Res<Settings>,
    shown: Res<ShownPosition>,
    mut commands: Commands,
) {
    let variant = shown.position.variant();
    let castles = variant.castle(Side::White) | variant.castle(Side::Black);
    for leg in legs.read() {
        let sound = if castles.contains(leg.to) {
            &sounds.castle
        } else {
            match leg.kind {
                LegKind::Plain => &sounds.step,
                LegKind::Canter => &sounds.canter,
                LegKind::Jump => &sounds.capture,
            }
        };
        play(&mut commands, &settings, sound, 0.8);
    }
}

/// A soft alert when the live game's side to move must capture (R7), once per position.
fn capture_due_sound(
    shown: Res<ShownPosition>,
    sounds: Res<Sounds>,
    settings: Res<Settings>,
    mut commands: Commands,
    mut last: Local<Option<u64>>,
    owner: Res<State<BoardOwner>>,
) {
    if !shown.is_changed() || *owner.get() != BoardOwner::Live {
        return;
    }
    let key = shown.position.hash();
    if *last == Some(key) {
        return;
    }
    *last = Some(key);
    if shown.position.constraint() == Constraint::MustCapture && shown.cues.input.is_none() {
        play(&mut commands, &settings, &sounds.must_capture, 0.5);
    }
}

/// Three urgent notes when the player's own running clock falls under ten seconds (the
/// online game decides when: [`LowTime`], once a game).
fn low_time_sound(
    mut low: MessageReader<LowTime>,
    sounds: Res<Sounds>,
    settings: Res<Settings>,
    mut commands: Commands,
) {
    for _ in low.read() {
        play(&mut commands, &settings, &sounds.low_time, 0.8);
    }
}

/// The cadence when the live game ends.
fn game_over_sound(
    active: Res<ActiveGame>,
    sounds: Res<Sounds>,
    settings: Res<Settings>,
    mut commands: Commands,
    mut was_over: Local<Option<bool>>,
) {
    let over = active.game.is_over();
    if *was_over == Some(false) && over {
        play(&mut commands, &settings, &sounds.game_over, 0.9);
    }
    *was_over = Some(over);
}
