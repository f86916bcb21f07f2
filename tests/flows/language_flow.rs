//! Languages: the title screen speaks the language chosen in Settings, or else the system's
//! (LC_ALL, LC_MESSAGES, LANG), and a change in Settings applies at once.

use std::process::Command;

use camelot::i18n::{Lang, Tr};
use camelot::persistence::settings::{ChangeSettings, Settings};
use camelot::screens::Screen;

use camelot::game::Player;
use camelot_rules::Position;

use crate::common::{click, core_app, game_app};

/// The title screen's text, with `language` chosen in Settings and `system` the system's.
fn title(language: Option<Lang>, system: Lang) -> String {
    let mut app = core_app(50, Settings::default(), Screen::MainMenu);
    app.insert_resource(Tr::new(system));
    app.insert_resource(Settings {
        language,
        ..Settings::default()
    });
    app.update();
    crate::common::headless::title_screen(app.world_mut())
        .expect("the title screen draws")
        .join("\n")
}

// The first button and the last: the whole menu stands in a 1280×720 window (egui draws no
// text outside it), in every language.
const ENGLISH: [&str; 4] = ["Play the computer", "Settings", "Learn to play", "Quit"];
const RUSSIAN: [&str; 4] = [
    "Играть с компьютером",
    "Настройки",
    "Научиться играть",
    "Выйти",
];
const SWEDISH: [&str; 4] = [
    "Spela mot datorn",
    "Inställningar",
    "Lär dig spela",
    "Avsluta",
];

fn speaks(text: &str, sentences: [&str; 4]) -> bool {
    sentences
        .iter()
        .all(|s| text.lines().any(|line| line == *s))
}

#[test]
fn the_title_screen_speaks_the_language_chosen_in_settings() {
    let text = title(None, Lang::English);
    assert!(speaks(&text, ENGLISH), "{text}");
    let text = title(Some(Lang::Russian), Lang::English);
    assert!(speaks(&text, RUSSIAN) && !speaks(&text, ENGLISH), "{text}");
    assert!(
        text.contains("КАМЕЛОТ") && text.contains("Камелот"),
        "{text}"
    );
    let text = title(Some(Lang::Swedish), Lang::Russian);
    assert!(speaks(&text, SWEDISH) && !speaks(&text, RUSSIAN), "{text}");
}

#[test]
fn with_no_language_chosen_the_title_screen_speaks_the_systems() {
    assert!(speaks(&title(None, Lang::Russian), RUSSIAN));
    assert!(speaks(&title(None, Lang::Swedish), SWEDISH));
}

#[test]
fn a_language_chosen_in_settings_applies_at_once() {
    let mut app = core_app(50, Settings::default(), Screen::MainMenu);
    app.insert_resource(Tr::new(Lang::English));
    app.update();
    let text = |app: &mut bevy::app::App| {
        crate::common::headless::title_screen(app.world_mut())
            .unwrap()
            .join("\n")
    };
    assert!(speaks(&text(&mut app), ENGLISH));
    let chosen = |language| {
        ChangeSettings(Settings {
            language,
            ..Settings::default()
        })
    };
    app.world_mut().write_message(chosen(Some(Lang::Swedish)));
    app.update();
    app.update();
    assert!(speaks(&text(&mut app), SWEDISH));
    // Back to the system's.
    app.world_mut().write_message(chosen(None));
    app.update();
    app.update();
    assert!(speaks(&text(&mut app), ENGLISH));
}

/// Run by the test below in a process of its own, with a LANG of its own: prints the title
/// screen as the environment's language makes it.
#[test]
#[ignore = "run by the_title_screen_speaks_the_language_lang_names, with LANG set"]
fn title_screen_in_the_environments_language() {
    let mut app = core_app(50, Settings::default(), Screen::MainMenu);
    // The environment's language, not the English the other flows speak.
    app.insert_resource(Tr::default());
    app.update();
    for line in crate::common::headless::title_screen(app.world_mut()).unwrap() {
        println!("title: {line}");
    }
}

#[test]
fn the_title_screen_speaks_the_language_lang_names() {
    for (lang, sentences) in [("ru_RU.UTF-8", RUSSIAN), ("sv_SE.UTF-8", SWEDISH)] {
        let out = Command::new(std::env::current_exe().expect("the test binary"))
            .args([
                "--exact",
                "language_flow::title_screen_in_the_environments_language",
                "--ignored",
                "--nocapture",
                "--test-threads=1",
            ])
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", lang)
            .output()
            .expect("the test binary runs");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let text: String = stdout
            .lines()
            .filter_map(|line| line.strip_prefix("title: "))
            .collect::<Vec<_>>()
            .join("\n");
        assert!(speaks(&text, sentences), "LANG={lang}: {stdout}");
    }
}

/// A click the rules refuse is answered in the language being spoken, the squares and the
/// rule id as the WCF writes them.
#[test]
fn a_refused_click_is_said_in_russian() {
    let russian = Settings {
        language: Some(Lang::Russian),
        ..Settings::default()
    };
    let mut app = game_app(Position::start(), [Player::Human; 2], 50, russian);
    // White to move: a black man is not White's.
    click(&mut app, "F11");
    assert_eq!(
        notice(&app),
        "ход невозможен: фигура на F11 — чёрных, а ходят белые"
    );
    // A white man chosen, then a square neither a step nor a leap away.
    click(&mut app, "F6");
    click(&mut app, "F9");
    assert_eq!(
        notice(&app),
        "ход невозможен: с F6 на F9 нельзя ни шагнуть, ни прыгнуть"
    );
}

fn notice(app: &bevy::app::App) -> String {
    let active = app.world().resource::<camelot::game::ActiveGame>();
    active.notice.clone().unwrap_or_default()
}
