//! When the game cannot start, say why in one plain paragraph: what can be checked before Bevy
//! starts (a display for the window, a folder for the screenshot) is checked here; failures
//! that only surface inside Bevy (no graphics adapter) are turned into the same kind of
//! paragraph by a panic hook. The full backtrace is printed only with `RUST_BACKTRACE` set.

use std::path::Path;

use crate::Options;
use crate::automation::Step;

/// The checks before the window opens; `Err` is the paragraph for the player.
pub fn preflight(options: &Options) -> Result<(), String> {
    check_display(|name| std::env::var_os(name))?;
    for step in options.script.iter().flat_map(|s| &s.steps) {
        if let Step::Shot(path) = step {
            check_writable_folder(path)?;
        }
    }
    Ok(())
}

/// On Linux and the BSDs a window needs an X11 or Wayland display.
pub fn check_display(var: impl Fn(&str) -> Option<std::ffi::OsString>) -> Result<(), String> {
    if cfg!(any(target_os = "windows", target_os = "macos")) {
        return Ok(());
    }
    let set = |name: &str| var(name).is_some_and(|v| !v.is_empty());
    if set("DISPLAY") || set("WAYLAND_DISPLAY") || set("WAYLAND_SOCKET") {
        return Ok(());
    }
    Err(NO_DISPLAY.to_string())
}

/// The folder a picture is to be written in exists and takes files.
pub fn check_writable_folder(file: &Path) -> Result<(), String> {
    let dir = match file.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    if !dir.is_dir() {
        return Err(format!(
            "the folder {} for the picture {} does not exist.",
            dir.display(),
            file.display()
        ));
    }
    let probe = dir.join(format!(".camelot-write-test-{}", std::process::id()));
    match std::fs::write(&probe, b"") {
        Ok(()) => {
            let _ = std::fs::remove_file(&probe);
            Ok(())
        }
        Err(e) => Err(format!(
            "cannot write the picture {} ({e}).",
            file.display()
        )),
    }
}

const NO_DISPLAY: &str = "no display found (DISPLAY and WAYLAND_DISPLAY are unset). Run it from a \
desktop session, or render a picture without one: `xvfb-run camelot --screenshot shot.png`.";

const NO_ADAPTER: &str = "no graphics adapter found: the game needs a Vulkan, Metal, DirectX 12 \
or OpenGL driver. On Debian or Ubuntu, `sudo apt install mesa-vulkan-drivers` gives a software \
renderer (slow, but it works). The README's section \"If it does not start\" has more.";

/// The paragraph for a panic that Bevy raises when the machine cannot show the game.
pub fn explain_panic(message: &str) -> Option<&'static str> {
    if message.contains("Unable to find a GPU") || message.contains("No adapter") {
        Some(NO_ADAPTER)
    } else if message.contains("WAYLAND_DISPLAY") || message.contains("Failed to build event loop")
    {
        Some(NO_DISPLAY)
    } else {
        None
    }
}

/// Known start-up panics print their paragraph and exit with status 1; any other panic, or any
/// panic with `RUST_BACKTRACE` set, is reported as usual.
pub fn install_panic_hook() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        match explain_panic(message) {
            Some(text) if std::env::var_os("RUST_BACKTRACE").is_none() => {
                eprintln!("camelot: {text}");
                std::process::exit(1);
            }
            _ => default(info),
        }
    }));
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsString;

    #[test]
    fn a_window_needs_a_display() {
        let none = |_: &str| None;
        let x11 = |n: &str| (n == "DISPLAY").then(|| OsString::from(":0"));
        let wayland = |n: &str| (n == "WAYLAND_DISPLAY").then(|| OsString::from("wayland-0"));
        let empty = |n: &str| (n == "DISPLAY").then(OsString::new);
        if cfg!(any(target_os = "windows", target_os = "macos")) {
            return;
        }
        assert!(check_display(none).unwrap_err().contains("no display"));
        assert!(
            check_display(empty).is_err(),
            "an empty DISPLAY is no display"
        );
        assert!(check_display(x11).is_ok());
        assert!(check_display(wayland).is_ok());
    }

    #[test]
    fn a_picture_needs_a_folder_that_takes_files() {
        let missing = Path::new("/no/such/folder/shot.png");
        assert!(
            check_writable_folder(missing)
                .unwrap_err()
                .contains("does not exist")
        );
        let here = std::env::temp_dir().join("shot.png");
        assert!(check_writable_folder(&here).is_ok());
        assert!(check_writable_folder(Path::new("shot.png")).is_ok());
    }

    #[test]
    fn bevys_start_up_panics_are_explained() {
        let gpu = "Unable to find a GPU! Make sure you have installed required drivers!";
        assert!(explain_panic(gpu).unwrap().contains("mesa-vulkan-drivers"));
        let winit = "Failed to build event loop: Os(OsError { error: Misc(\"neither WAYLAND_DISPLAY nor WAYLAND_SOCKET nor DISPLAY is set.\") })";
        assert!(explain_panic(winit).unwrap().contains("no display"));
        assert!(explain_panic("index out of bounds").is_none());
    }
}
