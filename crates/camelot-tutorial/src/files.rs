//! The lesson files, embedded so the game finds them wherever it is run from.

/// Embeds `assets/tutorial/<name>` for each name, in order.
macro_rules! lesson_files {
    ($($name:literal),* $(,)?) => {
        [$(($name, include_str!(concat!("../../../assets/tutorial/", $name)))),*]
    };
}

/// Each lesson file's name and text, in lesson order; a name starts with its lesson number.
pub(crate) const LESSON_FILES: [(&str, &str); 14] = lesson_files![
    "01-board.ron",
    "02-plain-move.ron",
    "03-canter.ron",
    "04-jump.ron",
    "05-charge.ron",
    "06-knights-canter.ron",
    "07-own-castle.ron",
    "08-opponents-castle.ron",
    "09-game-end.ron",
    "10-camette.ron",
    "11-cam.ron",
    "12-chivalry.ron",
    "13-anti-camelot.ron",
    "14-river-camelot.ron",
];
