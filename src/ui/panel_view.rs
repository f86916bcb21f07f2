//! What the game panel shows and offers, worked out from the game without a window: its
//! sentences, which buttons are there and which are enabled. The egui drawing in `panel` only
//! lays this out and sends the commands of the buttons clicked.

use camelot_rules::{Color, Constraint, MAX_CASTLE_MOVES, MoveBuilder, Position, Variant};

use super::end_view::{end_title_for, the_player};
use super::names::{level_key, player, side_key};
use crate::game::computer::Computer;
use crate::game::{ActiveGame, GameCommand, Player};
use crate::i18n::Tr;

/// How a line of the panel is coloured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    Plain,
    /// What the rules oblige the side to move to do.
    Obligation,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GamePanelView {
    /// "White (ivory) to move", or the end for its reader: "You won", "White wins".
    pub status: String,
    /// Who plays whom in a game against the computer or of the computer against itself:
    /// "You (White) vs Computer (Expert)" (two people at one machine need no telling, and an
    /// online game names its players with their clocks).
    pub matchup: Option<String>,
    /// Who moves, why a piece must move, and how to enter the move.
    pub turn: Vec<(Tone, String)>,
    /// Why the last click did nothing, or another message for the player.
    pub notice: Option<String>,
    /// Each side's pieces and castle moves left.
    pub sides: Vec<String>,
    pub undo: bool,
    pub redo: bool,
    pub end_move: bool,
    /// Whether a move may be typed now (the field is there always, disabled otherwise).
    pub typing: bool,
    /// The Hint button, in a game with a human playing the board: whether a hint is being
    /// searched (it is enabled only when a move may be typed).
    pub hint: Option<bool>,
    /// Pause or resume, in a computer-vs-computer game: whether it is paused.
    pub watching: Option<bool>,
    /// The side that may resign now.
    pub resign: Option<Color>,
    pub draw: bool,
}

/// A variant's name as players know it.
pub fn variant_title(variant: Variant) -> &'static str {
    match variant {
        Variant::Camelot => "Camelot",
        Variant::Camette => "Camette",
        Variant::Cam => "Cam",
        Variant::Chivalry => "Chivalry",
        Variant::Anti => "Anti-Camelot",
        Variant::River => "River Camelot",
        Variant::Grand => "Grand Camelot",
        Variant::GrandCam => "Grand Cam",
    }
}

/// The key of "White (ivory) to move", "Black (ebony) to move".
fn to_move_key(side: Color) -> &'static str {
    match side {
        Color::White => "panel-white-to-move",
        Color::Black => "panel-black-to-move",
    }
}

/// Why the side to move is restricted, in the player's words.
pub fn constraint_text(tr: &Tr, pos: &Position) -> Option<String> {
    match pos.constraint() {
        Constraint::None => None,
        Constraint::MustCapture => Some(tr.t("panel-must-capture")),
        Constraint::MustLeaveCastle(sq) => Some(tr.t_args(
            "panel-must-leave-castle",
            &[("square", sq.to_string().into())],
        )),
    }
}

impl GamePanelView {
    pub fn of(
        active: &ActiveGame,
        computer: &Computer,
        hint_searching: bool,
        tr: &Tr,
    ) -> GamePanelView {
        let game = &active.game;
        let pos = active.position();
        let over = game.is_over();
        // One line either way (the end's score and rule end the move list below), so the
        // controls under it stay where they were when the game ends.
        let status =
            end_title_for(tr, active).unwrap_or_else(|| tr.t(to_move_key(pos.side_to_move())));
        let castle_moves = pos.variant().spec().castle_moves;
        let sides = [Color::White, Color::Black]
            .map(|side| {
                let pieces = pos.pieces_of(side).count();
                let mut args = vec![
                    ("side", tr.t(side_key(side)).into()),
                    ("pieces", pieces.into()),
                ];
                if !castle_moves {
                    // Camette, Cam, Anti-Camelot: no castle move can happen (V1.3, V4.2).
                    return tr.t_args("panel-pieces", &args);
                }
                let left = MAX_CASTLE_MOVES - pos.castle_moves(side).min(MAX_CASTLE_MOVES);
                args.push(("left", left.into()));
                tr.t_args("panel-pieces-castle", &args)
            })
            .to_vec();
        let to_move = pos.side_to_move();
        let humans = active
            .players
            .iter()
            .filter(|p| **p == Player::Human)
            .count();
        let computers_only = active
            .players
            .iter()
            .all(|p| matches!(p, Player::Computer(_)));
        // Online, resigning and draws go through the server, and hints would be outside help.
        let local = !active.online();
        let matchup = match (the_player(active.players), computers_only) {
            (Some(me), _) if local => Some(tr.t_args(
                "panel-you-vs",
                &[
                    ("side", tr.t(side_key(me)).into()),
                    (
                        "opponent",
                        player(tr, active.players[me.opponent().index()]).into(),
                    ),
                ],
            )),
            (None, true) => Some(tr.t_args(
                "panel-vs",
                &[
                    ("white", player(tr, active.players[0]).into()),
                    ("black", player(tr, active.players[1]).into()),
                ],
            )),
            _ => None,
        };
        GamePanelView {
            status,
            matchup,
            turn: if over {
                Vec::new()
            } else {
                turn(active, computer, tr)
            },
            notice: active.notice.clone(),
            sides,
            undo: active.would_change(&GameCommand::Undo),
            redo: active.would_change(&GameCommand::Redo),
            end_move: active.entry.input.as_ref().is_some_and(|b| b.can_end()),
            typing: active.human_to_move(),
            hint: (local && humans > 0).then_some(hint_searching),
            watching: (computers_only && !over).then_some(computer.paused),
            resign: (local && !over && active.players[to_move.index()] == Player::Human)
                .then_some(to_move),
            draw: local && !over && humans == 2,
        }
    }
}

/// Who moves, why a piece must move, and how to enter the move.
fn turn(active: &ActiveGame, computer: &Computer, tr: &Tr) -> Vec<(Tone, String)> {
    let pos = active.position();
    let mut lines = Vec::new();
    let side = || tr.t(side_key(pos.side_to_move()));
    if let Player::Computer(level) = active.to_move() {
        let who = [
            ("side", side().into()),
            ("level", tr.t(level_key(level)).into()),
        ];
        lines.push((
            Tone::Plain,
            match computer.thinking() {
                Some(s) => {
                    let mut args = who.to_vec();
                    args.push(("depth", s.depth().into()));
                    tr.t_args("panel-computer-thinking", &args)
                }
                None if computer.paused => tr.t("panel-paused"),
                None => tr.t_args("panel-computer-moves", &who),
            },
        ));
    }
    if active.to_move() == Player::Remote {
        let side = [("side", side().into())];
        lines.push((Tone::Plain, tr.t_args("panel-waiting-remote", &side)));
    }
    // "You must jump" is said only to a person at this machine whose turn it is: a
    // spectator, or someone waiting for the computer, is told whose duty it is.
    let duty = match pos.constraint() {
        Constraint::MustCapture if active.to_move() != Player::Human => {
            Some(tr.t_args("panel-side-must-capture", &[("side", side().into())]))
        }
        _ => constraint_text(tr, pos),
    };
    if let Some(text) = duty {
        lines.push((Tone::Obligation, text));
    }
    if pos.placing_trees() && active.human_to_move() {
        let chosen = active.entry.trees.count();
        lines.push((
            Tone::Plain,
            tr.t_args("panel-plant-trees", &[("chosen", chosen.into())]),
        ));
    } else if let Some(b) = &active.entry.input {
        lines.push((Tone::Plain, move_help(tr, b)));
    } else if active.human_to_move() {
        lines.push((Tone::Plain, tr.t("panel-click-piece")));
    }
    lines
}

/// What to do next with a move part-way: where it stands, end it or go on, how to take it
/// back (the game's panel and the lessons').
pub fn move_help(tr: &Tr, b: &MoveBuilder) -> String {
    let from = [("square", b.path().from.to_string().into())];
    let next = if b.can_end() && !b.next_legs().is_empty() {
        "panel-end-or-go-on"
    } else {
        "panel-choose-leg"
    };
    [
        tr.t_args("panel-moving-from", &from),
        tr.t(next),
        tr.t("panel-leg-back"),
    ]
    .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use camelot_ai::Level;
    use camelot_rules::Game;

    fn en() -> Tr {
        Tr::new(Lang::English)
    }

    fn game(moves: &[&str]) -> Game {
        let mut game = Game::default();
        for mv in moves {
            game.play_notation(mv).unwrap();
        }
        game
    }

    #[test]
    fn a_new_two_player_game_offers_resign_draw_and_hint_but_not_undo() {
        let active = ActiveGame::new(game(&[]), [Player::Human; 2]);
        let view = GamePanelView::of(&active, &Computer::default(), false, &en());
        assert_eq!(view.status, "White (ivory) to move");
        assert!(!view.undo && !view.redo && !view.end_move);
        assert_eq!(view.hint, Some(false));
        assert_eq!(view.resign, Some(Color::White));
        assert!(view.draw);
        assert_eq!(view.watching, None);
        assert_eq!(
            view.turn,
            [(
                Tone::Plain,
                "Click a piece with a gold ring to move it.".to_string()
            )]
        );
        assert_eq!(view.sides[0], "White: 14 pieces, 2 castle moves left (R10)");
        let ru = GamePanelView::of(
            &active,
            &Computer::default(),
            false,
            &Tr::new(Lang::Russian),
        );
        assert_eq!(ru.status, "Ход белых (слоновая кость)");
        assert_eq!(
            ru.sides[1],
            "Чёрные: 14 фигур, ходов в замок осталось: 2 (R10)"
        );
    }

    #[test]
    fn v1_3_v5_4_the_panel_speaks_of_the_variant_played() {
        let start = |variant| Game::new(Position::start_of(variant), Default::default());
        let camette = ActiveGame::new(start(Variant::Camette), [Player::Human; 2]);
        let view = GamePanelView::of(&camette, &Computer::default(), false, &en());
        assert_eq!(view.sides, ["White: 4 pieces", "Black: 4 pieces"]);
        let river = ActiveGame::new(start(Variant::River), [Player::Human; 2]);
        let view = GamePanelView::of(&river, &Computer::default(), false, &en());
        assert!(
            view.turn[0].1.starts_with("Plant three trees"),
            "{:?}",
            view.turn
        );
        assert!(view.turn[0].1.contains("0 of 3 chosen"));
        assert_eq!(variant_title(Variant::Anti), "Anti-Camelot");
    }

    #[test]
    fn undo_is_offered_after_play_on_even_from_the_start() {
        let mut active = ActiveGame::new(game(&[]), [Player::Human; 2]);
        active.before_play_on = Some(game(&["E6-E5"]));
        assert!(GamePanelView::of(&active, &Computer::default(), false, &en()).undo);
    }

    #[test]
    fn a_finished_game_offers_neither_resign_nor_draw() {
        let mut g = game(&["E6-E5"]);
        g.resign(Color::Black);
        let active = ActiveGame::new(g, [Player::Human; 2]);
        let view = GamePanelView::of(&active, &Computer::default(), false, &en());
        assert_eq!(
            view.status, "White wins",
            "the score and rule end the move list"
        );
        assert_eq!(view.resign, None);
        assert!(!view.draw);
        assert!(view.turn.is_empty());
        assert!(view.undo, "the resignation can be taken back");
    }

    #[test]
    fn watching_the_computer_offers_pause_and_no_hint() {
        let computer = Player::Computer(Level::Beginner);
        let active = ActiveGame::new(game(&[]), [computer, computer]);
        let view = GamePanelView::of(&active, &Computer::default(), false, &en());
        assert_eq!(view.watching, Some(false));
        assert_eq!(view.hint, None);
        assert_eq!(view.resign, None);
        assert_eq!(
            view.turn[0],
            (Tone::Plain, "White (Beginner) moves.".into())
        );
        assert_eq!(
            view.matchup.as_deref(),
            Some("Computer (Beginner) vs Computer (Beginner)")
        );
    }

    #[test]
    fn only_the_person_to_move_is_told_you_must_jump() {
        // White's man on E5 must jump E6's (R7).
        let fen = "2/8/10/11m/12/12/12/12/12/12/4m7/4M7/12/10/8/2 w 0 0 - 0";
        let capture = || Game::new(fen.parse().unwrap(), Default::default());
        let duty = |players| {
            let active = ActiveGame::new(capture(), players);
            let view = GamePanelView::of(&active, &Computer::default(), false, &en());
            view.turn
                .into_iter()
                .find(|(tone, _)| *tone == Tone::Obligation)
                .map(|(_, line)| line)
        };
        assert_eq!(
            duty([Player::Human; 2]).as_deref(),
            Some("A capture is available: you must jump (R7).")
        );
        assert_eq!(
            duty([Player::Remote; 2]).as_deref(),
            Some("A capture is available: White must jump (R7)."),
            "a spectator"
        );
    }

    #[test]
    fn the_panel_says_who_plays_whom() {
        let expert = Player::Computer(Level::Expert);
        let active = ActiveGame::new(game(&[]), [expert, Player::Human]);
        let view = GamePanelView::of(&active, &Computer::default(), false, &en());
        assert_eq!(
            view.matchup.as_deref(),
            Some("You (Black) vs Computer (Expert)")
        );
        let two = ActiveGame::new(game(&[]), [Player::Human; 2]);
        let view = GamePanelView::of(&two, &Computer::default(), false, &en());
        assert_eq!(view.matchup, None, "two people at one machine know");
    }
}
