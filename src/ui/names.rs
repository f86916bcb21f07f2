//! The game's things named in the player's language: the games of the family, the
//! computer's levels, the players, a game in one line.

use camelot_ai::Level;
use camelot_rules::{Color, Piece, PieceKind, Variant};

use crate::game::Player;
use crate::i18n::Tr;

/// The key of a game of the family's name (VARIANTS.md), in `common.ftl`: the browser's too.
pub(crate) use camelot_protocol::choices::variant_key;

/// The key of one line on what a game of the family is.
pub(crate) fn variant_summary_key(variant: Variant) -> &'static str {
    match variant {
        Variant::Camelot => "variant-summary-camelot",
        Variant::Camette => "variant-summary-camette",
        Variant::Cam => "variant-summary-cam",
        Variant::Chivalry => "variant-summary-chivalry",
        Variant::Anti => "variant-summary-anti",
        Variant::River => "variant-summary-river",
        Variant::Grand => "variant-summary-grand",
        Variant::GrandCam => "variant-summary-grandcam",
    }
}

/// The key of a side's name: "White", "Black".
pub(crate) fn side_key(side: Color) -> &'static str {
    match side {
        Color::White => "side-white",
        Color::Black => "side-black",
    }
}

/// The key of a piece's name: "White man", "Black knight".
pub(crate) fn piece_key(piece: Piece) -> &'static str {
    match (piece.color, piece.kind) {
        (Color::White, PieceKind::Man) => "editor-white-man",
        (Color::White, PieceKind::Knight) => "editor-white-knight",
        (Color::Black, PieceKind::Man) => "editor-black-man",
        (Color::Black, PieceKind::Knight) => "editor-black-knight",
    }
}

pub(crate) fn level_key(level: Level) -> &'static str {
    match level {
        Level::Beginner => "level-beginner",
        Level::Easy => "level-easy",
        Level::Medium => "level-medium",
        Level::Hard => "level-hard",
        Level::Expert => "level-expert",
    }
}

/// "Computer (Expert)", "Human".
pub(crate) fn player(tr: &Tr, player: Player) -> String {
    match player {
        Player::Human => tr.t("player-human"),
        Player::Computer(level) => tr.t_args(
            "player-computer",
            &[("level", tr.t(level_key(level)).into())],
        ),
        Player::Remote => tr.t("player-remote"),
    }
}

/// A player of an online game as the player reads it: the server's computer in their
/// language ("Dator (Nybörjare)"), anyone else by their name.
pub(crate) fn online_player(tr: &Tr, name: &str) -> String {
    match camelot_protocol::EngineLevel::of_player(name) {
        Some(level) => tr.t_args("player-computer", &[("level", tr.t(level.key()).into())]),
        None => name.to_string(),
    }
}

/// "12 moves · Human vs Computer (Expert)".
pub(crate) fn game_summary(tr: &Tr, moves: usize, players: [Player; 2]) -> String {
    tr.t_args(
        "game-summary",
        &[
            ("moves", moves.into()),
            ("white", player(tr, players[0]).into()),
            ("black", player(tr, players[1]).into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// The keys made here, not written literally where a sentence is asked for, are in every
    /// language too.
    #[test]
    fn every_name_is_translated() {
        for lang in Lang::ALL {
            let tr = Tr::new(lang);
            let keys = Variant::ALL
                .into_iter()
                .flat_map(|v| [variant_key(v), variant_summary_key(v)])
                .chain(Level::ALL.into_iter().map(level_key))
                .chain([Color::White, Color::Black].into_iter().flat_map(|color| {
                    let piece = |kind| piece_key(Piece { color, kind });
                    [
                        side_key(color),
                        piece(PieceKind::Man),
                        piece(PieceKind::Knight),
                    ]
                }));
            for key in keys {
                assert!(tr.has(key), "{lang:?} lacks {key}");
            }
        }
        let ru = Tr::new(Lang::Russian);
        let players = [Player::Human, Player::Computer(Level::Expert)];
        assert_eq!(
            game_summary(&ru, 3, players),
            "3 хода · Человек — Компьютер (Эксперт)"
        );
        assert_eq!(
            game_summary(&ru, 11, players).split(' ').nth(1),
            Some("ходов")
        );
        let en = Tr::new(Lang::English);
        assert!(game_summary(&en, 1, players).starts_with("1 move ·"));
    }
}
