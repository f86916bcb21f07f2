//! Move cues on the board, drawn with the glow material: pieces that may move, the selected
//! piece, the legal next landings (a different cue for a step, a canter and a jump), the
//! pieces a jump would take, the path entered so far, the last move, the hint, and the square
//! under the pointer. Everything comes from the shown position; input cues wait while a move
//! animates.

use bevy::prelude::*;
use camelot_rules::{LegKind, Square};

use super::BoardSystems;
use super::animation::AnimationQueue;
use super::cue_material::{HighlightMaterial, HighlightUniform};
use super::geometry::square_center;
use super::pieces::PieceView;
use super::scene::Tile;
use crate::shown::ShownPosition;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hovered>()
        .add_systems(Startup, make_cue_assets)
        .add_systems(
            Update,
            (track_hover, draw_cues)
                .chain()
                .in_set(BoardSystems)
                .after(super::pieces::resync),
        );
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

/// What the cues were last drawn for.
#[derive(PartialEq, Clone, Copy)]
struct CueState {
    /// The shown position's change tick: any change of position, source or cues.
    shown: bevy::ecs::change_detection::Tick,
    hovered: Option<Square>,
    animating: bool,
}

/// Rebuilds the cues when the shown position, the hover or the animation changes.
fn draw_cues(
    mut commands: Commands,
    shown: Res<ShownPosition>,
    hovered: Res<Hovered>,
    assets: Option<Res<CueAssets>>,
    queue: Res<AnimationQueue>,
    cues: Query<Entity, With<Cue>>,
    mut last: Local<Option<CueState>>,
) {
    let Some(assets) = assets else { return };
    let animating = queue.is_busy();
    let key = CueState {
        shown: shown.last_changed(),
        hovered: hovered.0,
        animating,
    };
    if *last == Some(key) {
        return;
    }
    *last = Some(key);
    for e in &cues {
        commands.entity(e).despawn();
    }
    let variant = shown.position.variant();
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
            Transform::from_translation(square_center(variant, sq) + Vec3::Y * lift)
                .with_rotation(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2)),
            Pickable::IGNORE,
        ));
    };

    if let Some(mv) = &shown.last_move {
        for sq in [mv.from, mv.to()] {
            spawn(CueKind::LastMove, sq, &assets.square, 0.004);
        }
    }
    if let Some(sq) = hovered.0 {
        spawn(CueKind::Hover, sq, &assets.square, 0.006);
    }
    if animating {
        return;
    }
    let cues = &shown.cues;
    if let Some(mv) = &cues.hint {
        for sq in mv.squares() {
            spawn(CueKind::Hint, sq, &assets.small_ring, 0.012);
        }
    }
    for sq in cues.movable.squares() {
        spawn(CueKind::Movable, sq, &assets.ring, 0.01);
    }
    if let Some(builder) = &cues.input {
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
