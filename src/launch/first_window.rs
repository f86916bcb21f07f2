//! The first window fits its monitor: a share of the screen (never more than the screen),
//! centred, resizable down to a size the panels are laid out for. The monitor is known only
//! once the window system has started, so the window opens at a modest size and is fitted on
//! the first frame its monitor is seen.

use bevy::prelude::*;
use bevy::window::{Monitor, PrimaryMonitor, PrimaryWindow, WindowResizeConstraints};

/// The smallest window the panels are laid out for, in logical pixels.
pub const MIN_SIZE: Vec2 = Vec2::new(960.0, 640.0);
/// The share of the monitor the first window takes.
const SHARE: f32 = 0.85;
/// A picture (screenshot or script) is taken at most this large: the whole screen up to it.
const PICTURE: Vec2 = Vec2::new(1280.0, 800.0);
/// The size the window opens at, before its monitor is known.
pub const OPENING: Vec2 = Vec2::new(1280.0, 720.0);

/// What the window is fitted for.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fit {
    /// A player's window: a share of the screen.
    Play,
    /// A picture: the whole screen, up to [`PICTURE`].
    Picture,
}

pub fn plugin(app: &mut App) {
    app.add_systems(Update, fit_window);
}

/// The first window's logical size on a monitor of logical size `monitor`.
pub fn first_size(monitor: Vec2, fit: Fit) -> Vec2 {
    match fit {
        Fit::Play => (monitor * SHARE).max(MIN_SIZE).min(monitor).round(),
        // A screen smaller than the game's least (xvfb-run's default 640×480) cannot show the
        // game whole: a picture then keeps its usual size.
        Fit::Picture if monitor.cmplt(MIN_SIZE).any() => PICTURE,
        Fit::Picture => monitor.min(PICTURE),
    }
}

/// The window may shrink to [`MIN_SIZE`], or to the whole monitor if that is smaller.
pub fn constraints(monitor: Vec2) -> WindowResizeConstraints {
    let least = MIN_SIZE.min(monitor);
    WindowResizeConstraints {
        min_width: least.x,
        min_height: least.y,
        ..default()
    }
}

fn fit_window(
    fit: Res<Fit>,
    monitors: Query<&Monitor, With<PrimaryMonitor>>,
    mut window: Single<&mut Window, With<PrimaryWindow>>,
    mut done: Local<bool>,
) {
    let (false, Ok(monitor)) = (*done, monitors.single()) else {
        return;
    };
    *done = true;
    let scale = monitor.scale_factor.max(0.1) as f32;
    let logical = monitor.physical_size().as_vec2() / scale;
    let size = first_size(logical, *fit);
    window.resolution.set(size.x, size.y);
    window.resize_constraints = constraints(logical);
    if *fit == Fit::Play {
        window.position = WindowPosition::Centered(MonitorSelection::Primary);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_players_window_is_a_share_of_the_screen_and_never_larger() {
        let size = first_size(Vec2::new(1920.0, 1080.0), Fit::Play);
        assert_eq!(size, Vec2::new(1632.0, 918.0));
        // A small laptop: the minimum, which still fits.
        assert_eq!(
            first_size(Vec2::new(1280.0, 720.0), Fit::Play),
            Vec2::new(1088.0, 640.0)
        );
        // A screen smaller than the minimum: the whole screen, no more.
        let tiny = Vec2::new(800.0, 600.0);
        assert_eq!(first_size(tiny, Fit::Play), tiny);
        assert_eq!(constraints(tiny).min_width, 800.0);
        assert_eq!(constraints(Vec2::new(2560.0, 1440.0)).min_height, 640.0);
    }

    #[test]
    fn a_picture_takes_the_screen_up_to_its_usual_size() {
        let small = Vec2::new(1024.0, 700.0);
        assert_eq!(first_size(small, Fit::Picture), small);
        assert_eq!(first_size(Vec2::new(2560.0, 1440.0), Fit::Picture), PICTURE);
        assert_eq!(first_size(Vec2::new(640.0, 480.0), Fit::Picture), PICTURE);
    }
}
