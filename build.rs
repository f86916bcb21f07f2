//! `cfg(sound)`: the game has sound when built with `--features audio`, and always on Windows
//! and macOS, where the audio stack needs no system package (Cargo.toml turns Bevy's audio on
//! for those targets).

fn main() {
    println!("cargo::rustc-check-cfg=cfg(sound)");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if std::env::var_os("CARGO_FEATURE_AUDIO").is_some()
        || matches!(os.as_str(), "windows" | "macos")
    {
        println!("cargo::rustc-cfg=sound");
    }
}
