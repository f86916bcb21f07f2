//! Move cues on the board, drawn with the pulsing highlight material (`shaders/highlight.wgsl`):
//! pieces that may move, the selected piece, the legal next landings (a different cue for a
//! step, a canter and a jump), the pieces a jump would take, the path entered so far, the last
//! move, the hint, and the square under the pointer.

use bevy::asset::{load_internal_asset, uuid_handle};
use bevy::pbr::{Material, MaterialPlugin};
use bevy::prelude::*;
use bevy::reflect::TypePath;
use bevy::render::render_resource::{AsBindGroup, ShaderType};
use bevy::shader::ShaderRef;
use camelot_rules::{Bitboard, LegKind, Square};

use crate::board::Tile;
use crate::geometry::square_center;
use crate::pieces::PieceView;
use crate::play::{ActiveGame, PlaySystems};

const HIGHLIGHT_SHADER: Handle<Shader> = uuid_handle!("6c1d3a52-8f0e-4c55-9a8a-2f3b7d9e4a10");

pub(super) fn plugin(app: &mut App) {
    load_internal_asset!(
        app,
        HIGHLIGHT_SHADER,
        "../shaders/highlight.wgsl",
        Shader::from_wgsl
    );
    app.add_plugins(MaterialPlugin::<HighlightMaterial>::default())
        .init_resource::<Hovered>()
        .add_systems(Startup, make_cue_assets)
        .add_systems(Update, (track_hover, draw_cues).chain().after(PlaySystems));
}

/// The glow material of the cues.
#[derive(Asset, TypePath, AsBindGroup, Clone, Debug)]
pub struct HighlightMaterial {
    #[uniform(0)]
    pub highlight: HighlightUniform,
}

#[derive(ShaderType, Clone, Copy, Debug)]
pub struct HighlightUniform {
    pub color: Vec4,
    /// x: pulses per second, y: depth of the pulse, z: phase.
    pub pulse: Vec4,
}

impl Material for HighlightMaterial {
    fn fragment_shader() -> ShaderRef {
        HIGHLIGHT_SHADER.into()
    }

    fn alpha_mode(&self) -> AlphaMode {
        AlphaMode::Blend
    }
}

/// The square under the pointer.
#[derive(Resource, Default, Debug)]
struct Hovered(Option<Square>);

#[derive(Component)]
struct Cue;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum CueKind {
    Movable,
    Selected,
    Step,
    Canter,
    Jump,
    Victim,
    Path,
    LastMove,
    Hint,
    Hover,
}

#[derive(Resource)]
struct CueAssets {
    disc: Handle<Mesh>,
    ring: Handle<Mesh>,
    small_ring: Handle<Mesh>,
    wide_ring: Handle<Mesh>,
    dot: Handle<Mesh>,
    square: Handle<Mesh>,
    materials: Vec<(CueKind, Handle<HighlightMaterial>)>,
}

fn make_cue_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<HighlightMaterial>>,
) {
    let mut m = |kind, rgba: [f32; 4], pulse: [f32; 3]| {
        let [r, g, b, a] = rgba;
        let color = LinearRgba::from(Color::srgba(r, g, b, a)).to_vec4();
        let pulse = Vec4::new(pulse[0], pulse[1], pulse[2], 0.0);
        (
            kind,
            materials.add(HighlightMaterial {
                highlight: HighlightUniform { color, pulse },
            }),
        )
    };
    let materials = vec![
        m(CueKind::Movable, [0.95, 0.85, 0.45, 0.45], [0.0, 0.0, 0.0]),
        m(CueKind::Selected, [1.0, 0.80, 0.20, 0.95], [1.2, 0.35, 0.0]),
        m(CueKind::Step, [0.35, 0.95, 0.45, 0.80], [1.0, 0.5, 0.0]),
        m(CueKind::Canter, [0.35, 0.70, 1.0, 0.85], [1.0, 0.5, 0.25]),
        m(CueKind::Jump, [1.0, 0.30, 0.25, 0.90], [1.4, 0.5, 0.5]),
        m(CueKind::Victim, [1.0, 0.15, 0.10, 0.80], [1.4, 0.6, 0.0]),
        m(CueKind::Path, [1.0, 0.85, 0.35, 0.75], [0.0, 0.0, 0.0]),
        m(CueKind::LastMove, [0.55, 0.60, 0.95, 0.35], [0.0, 0.0, 0.0]),
        m(CueKind::Hint, [0.75, 0.45, 1.0, 0.85], [0.8, 0.6, 0.0]),
        m(CueKind::Hover, [1.0, 1.0, 1.0, 0.22], [0.0, 0.0, 0.0]),
    ];
    commands.insert_resource(CueAssets {
        disc: meshes.add(Circle::new(0.30)),
        ring: meshes.add(Annulus::new(0.36, 0.45)),
        small_ring: meshes.add(Annulus::new(0.25, 0.31)),
        // Wider than a piece's foot, so the ring around a piece a jump would take shows.
        wide_ring: meshes.add(Annulus::new(0.41, 0.49)),
        dot: meshes.add(Circle::new(0.10)),
        square: meshes.add(Rectangle::new(0.94, 0.94)),
        materials,
    });
}

fn track_hover(
    mut hovered: ResMut<Hovered>,
    mut over: MessageReader<Pointer<Over>>,
    mut out: MessageReader<Pointer<Out>>,
    tiles: Query<&Tile>,
    pieces: Query<&PieceView>,
    parents: Query<&ChildOf>,
) {
    let square_of = |e: Entity| {
        tiles
            .get(e)
            .map(|t| t.0)
            .or_else(|_| pieces.get(e).map(|p| p.square))
            .or_else(|_| {
                parents
                    .get(e)
                    .and_then(|c| pieces.get(c.parent()))
                    .map(|p| p.square)
            })
            .ok()
    };
    for o in out.read() {
        if square_of(o.entity) == hovered.0 {
            hovered.0 = None;
        }
    }
    for o in over.read() {
        if let Some(sq) = square_of(o.entity) {
            hovered.0 = Some(sq);
        }
    }
}

/// What the cues were last drawn for: game revision, hovered square, hint shown, animating,
/// playing screen.
type CueState = (u64, Option<Square>, bool, bool, bool);

/// Rebuilds the cues when the game, the input, the hint or the hover changes.
#[allow(clippy::too_many_arguments)]
fn draw_cues(
    mut commands: Commands,
    active: Res<ActiveGame>,
    hint: Res<crate::ai::ShownHint>,
    hovered: Res<Hovered>,
    assets: Option<Res<CueAssets>>,
    queue: Res<crate::animation::AnimationQueue>,
    screen: Option<Res<State<crate::screens::Screen>>>,
    cues: Query<Entity, With<Cue>>,
    mut last: Local<Option<CueState>>,
) {
    let Some(assets) = assets else { return };
    let busy = queue.is_busy();
    let playing = crate::screens::is_playing(screen);
    let key = (
        active.revision,
        hovered.0,
        hint.is_changed() || hint.0.is_some(),
        busy,
        playing,
    );
    if *last == Some(key) && !hint.is_changed() {
        return;
    }
    *last = Some(key);
    for e in &cues {
        commands.entity(e).despawn();
    }
    let mut spawn = |kind: CueKind, sq: Square, mesh: &Handle<Mesh>, lift: f32| {
        let material = assets
            .materials
            .iter()
            .find(|(k, _)| *k == kind)
            .map(|(_, m)| m.clone())
            .expect("a material per cue");
        commands.spawn((
            Cue,
            Mesh3d(mesh.clone()),
            MeshMaterial3d(material),
            Transform::from_translation(square_center(sq) + Vec3::Y * lift)
                .with_rotation(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2)),
            Pickable::IGNORE,
        ));
    };

    if let Some(mv) = active.game.moves().last() {
        for sq in [mv.from, mv.to()] {
            spawn(CueKind::LastMove, sq, &assets.square, 0.004);
        }
    }
    if let Some(sq) = hovered.0 {
        spawn(CueKind::Hover, sq, &assets.square, 0.006);
    }
    if busy || !active.human_to_move() || !playing {
        return;
    }
    if let Some((_, mv)) = &hint.0 {
        for sq in mv.squares() {
            spawn(CueKind::Hint, sq, &assets.small_ring, 0.012);
        }
    }
    match &active.input {
        None => {
            let movable: Bitboard = active.position().movable_pieces();
            for sq in movable.squares() {
                spawn(CueKind::Movable, sq, &assets.ring, 0.01);
            }
        }
        Some(builder) => {
            let path = builder.path();
            spawn(CueKind::Selected, builder.at(), &assets.ring, 0.014);
            for sq in path.squares().take(path.legs.len()) {
                spawn(CueKind::Path, sq, &assets.dot, 0.012);
            }
            for leg in builder.next_legs() {
                let (kind, mesh) = match leg.kind {
                    LegKind::Plain => (CueKind::Step, &assets.disc),
                    LegKind::Canter => (CueKind::Canter, &assets.ring),
                    LegKind::Jump => (CueKind::Jump, &assets.ring),
                };
                spawn(kind, leg.to, mesh, 0.016);
                if let (LegKind::Jump, Some(over)) = (leg.kind, leg.over) {
                    spawn(CueKind::Victim, over, &assets.wide_ring, 0.018);
                }
            }
        }
    }
}
