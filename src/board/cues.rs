//! Move cues on the board, drawn with the glow material: pieces that may move, the selected
//! piece, the legal next landings (a different cue for a step, a canter and a jump), the
//! pieces a jump would take, the path entered so far, the last move, the hint, and the square
//! under the pointer (in the landing's colour over a landing, as a drag goes). Everything comes from the shown position; input cues wait while a move
//! animates. The keyboard's cursor is a bright square frame, drawn always.

use bevy::prelude::*;
use camelot_rules::{LegKind, Square};

use super::BoardSystems;
use super::animation::AnimationQueue;
use super::cue_material::{HighlightMaterial, HighlightUniform};
use super::drag::SquareOf;
use super::geometry::square_center;
use crate::shown::{KeyCursor, ShownPosition};

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
    Cursor,
}

#[derive(Resource)]
struct CueAssets {
    disc: Handle<Mesh>,
    ring: Handle<Mesh>,
    small_ring: Handle<Mesh>,
    wide_ring: Handle<Mesh>,
    dot: Handle<Mesh>,
    square: Handle<Mesh>,
    /// One side of the keyboard cursor's frame.
    bar: Handle<Mesh>,
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
        m(CueKind::Cursor, [0.55, 1.0, 1.0, 0.95], [0.8, 0.35, 0.0]),
    ];
    commands.insert_resource(CueAssets {
        disc: meshes.add(Circle::new(0.30)),
        ring: meshes.add(Annulus::new(0.36, 0.45)),
        small_ring: meshes.add(Annulus::new(0.25, 0.31)),
        // Wider than a piece's foot, so the ring around a piece a jump would take shows.
        wide_ring: meshes.add(Annulus::new(0.41, 0.49)),
        dot: meshes.add(Circle::new(0.10)),
        square: meshes.add(Rectangle::new(0.94, 0.94)),
        bar: meshes.add(Rectangle::new(CURSOR_SIDE, CURSOR_BAR)),
        materials,
    });
}

fn track_hover(
    mut hovered: ResMut<Hovered>,
    mut over: MessageReader<Pointer<Over>>,
    mut out: MessageReader<Pointer<Out>>,
    squares: SquareOf,
) {
    let square_of = |e: Entity| squares.get(e);
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

/// The keyboard cursor's frame: its outer side and the width of its bars.
const CURSOR_SIDE: f32 = 0.98;
const CURSOR_BAR: f32 = 0.12;

/// What the cues were last drawn for.
#[derive(PartialEq, Clone, Copy)]
struct CueState {
    /// The shown position's change tick: any change of position, source or cues.
    shown: bevy::ecs::change_detection::Tick,
    hovered: Option<Square>,
    cursor: KeyCursor,
    animating: bool,
}

/// Rebuilds the cues when the shown position, the hover or the animation changes.
fn draw_cues(
    mut commands: Commands,
    shown: Res<ShownPosition>,
    // The pointer's square and the keyboard's.
    (hovered, cursor): (Res<Hovered>, Res<KeyCursor>),
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
        cursor: *cursor,
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
    // A cue lying on the square `sq`, moved by `offset` and turned by `turn` on the board.
    let mut place = |kind: CueKind, sq: Square, mesh: &Handle<Mesh>, offset: Vec3, turn: f32| {
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
            Transform::from_translation(square_center(variant, sq) + offset).with_rotation(
                Quat::from_rotation_y(turn) * Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2),
            ),
            Pickable::IGNORE,
        ));
    };
    if let Some(sq) = cursor.square {
        let inset = (CURSOR_SIDE - CURSOR_BAR) / 2.0;
        for (dx, dz, turn) in [
            (0.0, inset, 0.0),
            (0.0, -inset, 0.0),
            (inset, 0.0, std::f32::consts::FRAC_PI_2),
            (-inset, 0.0, std::f32::consts::FRAC_PI_2),
        ] {
            let offset = Vec3::new(dx, 0.02, dz);
            place(CueKind::Cursor, sq, &assets.bar, offset, turn);
        }
    }
    let mut spawn = |kind: CueKind, sq: Square, mesh: &Handle<Mesh>, lift: f32| {
        place(kind, sq, mesh, Vec3::Y * lift, 0.0);
    };

    if let Some(mv) = &shown.last_move {
        for sq in [mv.from, mv.to()] {
            spawn(CueKind::LastMove, sq, &assets.square, 0.004);
        }
    }
    if let Some(sq) = hovered.0 {
        // Over a landing of the move being entered (a click or a drag), the landing's colour.
        let landing = (!animating)
            .then(|| shown.cues.input.as_ref())
            .flatten()
            .and_then(|b| b.next_legs().into_iter().find(|leg| leg.to == sq));
        let kind = match landing.map(|leg| leg.kind) {
            Some(LegKind::Plain) => CueKind::Step,
            Some(LegKind::Canter) => CueKind::Canter,
            Some(LegKind::Jump) => CueKind::Jump,
            None => CueKind::Hover,
        };
        spawn(kind, sq, &assets.square, 0.006);
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
