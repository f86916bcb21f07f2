//! The position editor, `Screen::Editor` (issue 20): men and knights of either colour placed
//! and removed by clicks on the board, the side to move, the castle moves each side has used
//! (R10) and the clock of R15 set on the panel, a position string pasted or copied. Whether
//! the position may be written is the rules core's position-string parser's answer, with its
//! reason (never a second check); whether it may be played, also the rules' end of a game: a
//! position whose game is already over (an empty board, bare pieces, a castle taken, no legal
//! move) has nothing to play or analyse. From a playable position: a game against a friend or
//! the computer, or analysis in review. Part of the headless core; the panel is `ui::editor`.

use bevy::prelude::*;
use camelot_rules::{Color, GameResult, HouseRules, Piece, Position, Square};

use crate::game::{ActiveGame, EngineUse, FairPlay, GameCommand, Player};
use crate::review::ReviewCommand;
use crate::screens::{AppSystems, Screen};
use crate::shown::{ShownPosition, SquareClicked};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Editor>()
        .add_message::<EditorCommand>()
        .add_systems(OnEnter(Screen::Editor), open_editor)
        .add_systems(
            Update,
            (edit, show_edited)
                .chain()
                .in_set(AppSystems::Update)
                .run_if(in_state(Screen::Editor)),
        )
        .add_systems(
            Update,
            analyse_edited
                .in_set(AppSystems::Navigate)
                .run_if(in_state(Screen::Playing)),
        );
}

/// The position being set up, field by field, and what the rules say of it.
#[derive(Resource, Clone, Debug)]
pub struct Editor {
    /// The pieces (its other fields are the ones below).
    pub board: Position,
    pub side: Color,
    /// Castle moves made, White's and Black's (R10).
    pub castle_moves: [u8; 2],
    /// Plies since the last capture or castle entry (R15).
    pub clock: u16,
    /// What a click on the board puts there: a piece, or `None` to empty squares.
    pub brush: Option<Piece>,
    /// The position as the rules read it, or why it cannot be played.
    pub checked: Result<Position, Unplayable>,
    /// A paste the rules refused, and why (the position is kept as it was).
    pub refused_paste: Option<camelot_rules::Error>,
    /// Analysis was asked for: review opens on the playing screen.
    analyse: bool,
}

impl Default for Editor {
    fn default() -> Editor {
        Editor::of(&Position::start())
    }
}

impl Editor {
    /// The editor holding `position`.
    pub fn of(position: &Position) -> Editor {
        Editor {
            board: *position,
            side: position.side_to_move(),
            castle_moves: [Color::White, Color::Black].map(|c| position.castle_moves(c)),
            clock: position.quiet_plies(),
            brush: Some(Piece {
                color: Color::White,
                kind: camelot_rules::PieceKind::Man,
            }),
            checked: Ok(*position),
            refused_paste: None,
            analyse: false,
        }
    }

    /// The position string of the fields as set (which the rules may refuse).
    pub fn text(&self) -> String {
        let board = self.board.to_string();
        let ranks = board.split(' ').next().unwrap_or_default();
        let [white, black] = self.castle_moves;
        format!(
            "{ranks} {} {white} {black} - {}",
            if self.side == Color::White { 'w' } else { 'b' },
            self.clock
        )
    }

    /// Reads the fields back through the rules core's parser, and asks it whether the game
    /// is over already.
    fn check(&mut self) {
        self.checked = Position::parse_in(self.board.variant(), &self.text())
            .map_err(Unplayable::Rules)
            .and_then(|position| match position.result() {
                Some(result) => Err(Unplayable::Over(result)),
                None => Ok(position),
            });
    }

    /// A click on `sq`: the brush's piece put there, or taken off when it is already there.
    fn click(&mut self, sq: Square) {
        match self.brush {
            Some(piece) if self.board.piece_at(sq) != Some(piece) => self.board.put(sq, piece),
            _ => self.board.clear(sq),
        }
    }
}

/// Why the position set up cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unplayable {
    /// The rules core refuses the position string.
    Rules(camelot_rules::Error),
    /// The game would be over before its first move, with this result.
    Over(GameResult),
}

/// What the editor's panel asks.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum EditorCommand {
    Brush(Option<Piece>),
    Side(Color),
    CastleMoves(Color, u8),
    Clock(u16),
    /// Every piece off the board.
    Clear,
    /// A position string (pasted or typed); refused with the rules' reason.
    Paste(String),
    /// Play from the position: a friend (two humans) or the computer.
    Play([Player; 2], HouseRules),
    /// Open the position in review, with analysis.
    Analyse(HouseRules),
}

/// The editor opens on the live game's position; while the player's online game runs (fair
/// play), on the start of its variant instead.
fn open_editor(
    mut editor: ResMut<Editor>,
    active: Res<ActiveGame>,
    mut fair_play: ResMut<FairPlay>,
) {
    fair_play.refused = None;
    *editor = if fair_play.allow(EngineUse::EditorCopy) {
        Editor::of(active.position())
    } else {
        Editor::of(&Position::start_of(active.position().variant()))
    };
}

fn edit(
    mut clicks: MessageReader<SquareClicked>,
    mut commands: MessageReader<EditorCommand>,
    mut editor: ResMut<Editor>,
    mut game: MessageWriter<GameCommand>,
    mut fair_play: ResMut<FairPlay>,
) {
    for &SquareClicked(sq) in clicks.read() {
        editor.click(sq);
        editor.refused_paste = None;
        editor.check();
    }
    for command in commands.read() {
        editor.refused_paste = None;
        match command {
            EditorCommand::Brush(brush) => editor.brush = *brush,
            EditorCommand::Side(side) => editor.side = *side,
            EditorCommand::CastleMoves(side, n) => editor.castle_moves[side.index()] = *n,
            EditorCommand::Clock(plies) => editor.clock = *plies,
            EditorCommand::Clear => {
                for sq in Square::all() {
                    editor.board.clear(sq);
                }
            }
            EditorCommand::Paste(text) => match text.trim().parse::<Position>() {
                Ok(position) => {
                    let brush = editor.brush;
                    *editor = Editor {
                        brush,
                        ..Editor::of(&position)
                    };
                }
                Err(e) => editor.refused_paste = Some(e),
            },
            EditorCommand::Play(players, rules) => {
                if let Ok(position) = editor.checked {
                    game.write(GameCommand::NewGame {
                        position,
                        players: *players,
                        rules: *rules,
                    });
                }
            }
            EditorCommand::Analyse(rules) => {
                if let Ok(position) = editor.checked
                    && fair_play.allow(EngineUse::Analysis)
                {
                    editor.analyse = true;
                    game.write(GameCommand::NewGame {
                        position,
                        players: [Player::Human; 2],
                        rules: *rules,
                    });
                }
            }
        }
        editor.check();
    }
}

/// The board shows the pieces as placed, without cues.
fn show_edited(editor: Res<Editor>, mut shown: ResMut<ShownPosition>) {
    if editor.is_changed() {
        shown.cut_to(editor.board, None, None);
    }
}

/// An analysed position opens in review once the game is on the playing screen, and once
/// its new game's command is behind review (a command that changes the game ends review).
fn analyse_edited(
    mut editor: ResMut<Editor>,
    mut pending: MessageReader<GameCommand>,
    mut review: MessageWriter<ReviewCommand>,
) {
    if pending.read().count() > 0 {
        return;
    }
    if editor.analyse {
        editor.analyse = false;
        review.write(ReviewCommand::Show(0));
    }
}
