//! Headless tests of the puzzle screen: it opens from the title screen's state on a puzzle
//! near the player's rating; a right move (clicked, dragged, keyed or typed) keeps its place
//! and the opponent's reply is animated, then the puzzle is solved; a wrong move is told,
//! counted and taken back; an illegal click is refused with the rules core's reason; the hint;
//! the solution stepped move by move; the record written to its file; a streak run rising and
//! ending at the first mistake; and "Puzzles from this game" on a game whose five-man chain
//! (R5) was missed, on one with nothing missed, and cancelled while it searches.

use crate::common;

use bevy::prelude::*;
use camelot::board::animation::AnimationQueue;
use camelot::game::{ActiveGame, Player, TypedMove};
use camelot::persistence::puzzles::{PuzzleFile, PuzzleRecord};
use camelot::persistence::settings::Settings;
use camelot::puzzles::{Feedback, Mode, Open, PuzzleCommand, Puzzles, Run, RunEnd};
use camelot::review::{
    CancelPuzzlesFromGame, GameMining, MiningSaid, PuzzlesFromGame, ReviewCommand,
};
use camelot::screens::{BoardOwner, Screen};
use camelot::shown::{InputAction, KeyCursor, ShownPosition, SquareClicked, SquareDragged};
use camelot_puzzles::{Puzzle, shipped};
use camelot_rules::{Game, HouseRules, Move, Position, Variant};
use common::*;

/// A shipped puzzle of three moves (the solver's, the reply, the solver's), the first of one
/// leg (as a drag enters it), whatever the set's numbering.
fn three_moves() -> &'static str {
    let one_leg = |m: &str| m.chars().filter(|&c| c == '-' || c == 'x').count() == 1;
    &shipped()
        .filter(Some(Variant::Camelot), None)
        .find(|p| p.solution.len() == 3 && one_leg(&p.solution[0]))
        .expect("a three-move puzzle")
        .id
}

fn puzzles(app: &App) -> &Puzzles {
    app.world().resource::<Puzzles>()
}

fn open(app: &App) -> &Open {
    puzzles(app).open.as_ref().expect("a puzzle is open")
}

fn record(app: &App) -> &PuzzleRecord {
    app.world().resource::<PuzzleRecord>()
}

fn shown(app: &App) -> &ShownPosition {
    app.world().resource::<ShownPosition>()
}

fn feedback(app: &App) -> Option<Feedback> {
    puzzles(app).feedback.clone()
}

/// The title screen, then the puzzle screen, with `first` offered first if given.
fn puzzles_app(first: Option<&str>) -> App {
    let mut app = core_app(50, Settings::default(), Screen::MainMenu);
    if let Some(id) = first {
        let puzzle = shipped().get(id).expect("a shipped puzzle").clone();
        app.world_mut().resource_mut::<Puzzles>().queue = [puzzle].into();
    }
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Puzzles);
    settle_puzzle(&mut app);
    app
}

/// Runs frames until the board has played everything asked and no reply or wrong move waits;
/// whether the opponent's reply was seen animating on the way.
fn settle_puzzle(app: &mut App) -> bool {
    let mut reply_animated = false;
    for _ in 0..2000 {
        app.update();
        let animating = app.world().resource::<AnimationQueue>().is_busy();
        let open = puzzles(app).open.as_ref();
        reply_animated |= animating && open.is_some_and(|o| o.awaiting.is_some());
        if !animating && open.is_none_or(|o| o.settled()) {
            return reply_animated;
        }
    }
    panic!("the puzzle never settled");
}

/// Enters `mv` by clicks: its piece, each landing, then Enter if it could go on.
fn enter(app: &mut App, mv: &Move) -> bool {
    let mut animated = false;
    for sq in std::iter::once(mv.from).chain(mv.legs.iter().map(|l| l.to)) {
        send(app, SquareClicked(sq));
        animated |= settle_puzzle(app);
    }
    if open(app).entry.input.is_some() {
        send(app, InputAction::Finish);
        animated |= settle_puzzle(app);
    }
    animated
}

fn solution(app: &App) -> Vec<Move> {
    open(app).attempt.solution().to_vec()
}

/// A legal move of the puzzle's position that is not its answer.
fn wrong_move(app: &App) -> Move {
    let position = *open(app).attempt.position();
    let answer = solution(app)[open(app).attempt.played()].key();
    position
        .legal_moves()
        .into_iter()
        .find(|m| m.key() != answer && position.play(&m.key()).result().is_none())
        .expect("another legal move")
}

#[test]
fn the_puzzle_screen_opens_on_the_puzzle_nearest_a_new_players_rating() {
    let app = puzzles_app(None);
    assert_eq!(screen(&app), Screen::Puzzles);
    assert_eq!(owner(&app), BoardOwner::Puzzle);
    assert_eq!(record(&app).rating.rating, 1500.0);
    let expected = shipped()
        .pick(Variant::Camelot, 1500.0, None, |_| false)
        .unwrap();
    assert_eq!(open(&app).puzzle.id, expected.id);
    assert_eq!(shown(&app).position, *open(&app).attempt.position());
    assert!(
        !shown(&app).cues.movable.is_empty(),
        "the pieces to move are ringed"
    );
}

#[test]
fn a_right_move_keeps_its_place_the_reply_animates_and_the_last_move_solves() {
    let mut app = puzzles_app(Some(three_moves()));
    let line = solution(&app);
    let start = *open(&app).attempt.position();
    let reply_animated = enter(&mut app, &line[0]);
    assert_eq!(feedback(&app), Some(Feedback::Correct(line[1].clone())));
    assert!(reply_animated, "the opponent's reply was animated");
    let after_reply = start.play(&line[0].key()).play(&line[1].key());
    assert_eq!(shown(&app).position, after_reply);
    assert_eq!(shown(&app).last_move.as_ref(), Some(&line[1]));
    assert_pieces_show(&mut app, &after_reply);
    // The last move typed, as on the game's panel.
    send(&mut app, TypedMove(line[2].to_string()));
    settle_puzzle(&mut app);
    assert_eq!(feedback(&app), Some(Feedback::Solved));
    assert!(open(&app).attempt.is_solved());
    let r = record(&app);
    assert!(r.rating.rating > 1500.0, "{}", r.rating.rating);
    assert_eq!((r.streak, r.best_streak), (1, 1));
    assert!(
        r.history
            .last()
            .is_some_and(|t| t.id == three_moves() && t.solved)
    );
    assert!(r.solved.contains(three_moves()));
    // The next puzzle is another one.
    send(&mut app, PuzzleCommand::Next);
    settle_puzzle(&mut app);
    assert_ne!(open(&app).puzzle.id, three_moves());
}

#[test]
fn a_wrong_move_is_told_counted_taken_back_and_may_be_tried_again() {
    let mut app = puzzles_app(Some(three_moves()));
    // Three solved before: the streak ends, the best is kept.
    let mut before = app.world_mut().resource_mut::<PuzzleRecord>();
    (before.streak, before.best_streak) = (3, 3);
    let start = *open(&app).attempt.position();
    let wrong = wrong_move(&app);
    enter(&mut app, &wrong);
    assert_eq!(feedback(&app), Some(Feedback::Wrong(wrong.clone())));
    let r = record(&app);
    assert!(r.rating.rating < 1500.0);
    assert_eq!((r.streak, r.best_streak), (0, 3));
    assert!(r.history.last().is_some_and(|t| !t.solved));
    // Taken back after a moment: the puzzle's position again, and the right move is taken.
    assert_eq!(shown(&app).position, start);
    let line = solution(&app);
    enter(&mut app, &line[0]);
    assert_eq!(feedback(&app), Some(Feedback::Correct(line[1].clone())));
    send(&mut app, TypedMove(line[2].to_string()));
    settle_puzzle(&mut app);
    assert_eq!(feedback(&app), Some(Feedback::Solved));
    assert_eq!(record(&app).history.len(), 1, "a puzzle counts once");
    assert_eq!(record(&app).streak, 0);
}

#[test]
fn an_illegal_click_is_refused_with_the_rules_reason_and_counts_nothing() {
    let mut app = puzzles_app(Some(three_moves()));
    let position = *open(&app).attempt.position();
    // A black man: not White's to move.
    let theirs = position
        .pieces()
        .find(|(_, p)| p.color != position.side_to_move())
        .map(|(sq, _)| sq)
        .unwrap();
    send(&mut app, SquareClicked(theirs));
    settle_puzzle(&mut app);
    let expected = position.begin_move(theirs).unwrap_err().to_string();
    assert_eq!(feedback(&app), Some(Feedback::Illegal(expected)));
    assert!(record(&app).history.is_empty());
    // A typed move the rules refuse, with the rules core's reason.
    send(&mut app, TypedMove("A1-A2".into()));
    settle_puzzle(&mut app);
    let expected = position.read_move("A1-A2").unwrap_err().to_string();
    assert_eq!(
        feedback(&app),
        Some(Feedback::Illegal(format!("A1-A2: {expected}")))
    );
    assert_eq!(shown(&app).position, position);
}

#[test]
fn a_drag_and_the_keyboard_enter_moves_as_clicks_do() {
    let mut app = puzzles_app(Some(three_moves()));
    let line = solution(&app);
    // The first move dragged: the piece picked up on its square and dropped on the next.
    let (from, to) = (line[0].from, line[0].legs[0].to);
    send(
        &mut app,
        SquareDragged {
            from,
            to,
            dropped: true,
        },
    );
    settle_puzzle(&mut app);
    if open(&app).entry.input.is_some() {
        send(&mut app, InputAction::Finish);
        settle_puzzle(&mut app);
    }
    assert_eq!(feedback(&app), Some(Feedback::Correct(line[1].clone())));
    // The last from the keyboard: the cursor on each of its squares, Space.
    for sq in std::iter::once(line[2].from).chain(line[2].legs.iter().map(|l| l.to)) {
        app.world_mut().resource_mut::<KeyCursor>().square = Some(sq);
        press(&mut app, KeyCode::Space);
        settle_puzzle(&mut app);
    }
    if open(&app).entry.input.is_some() {
        press(&mut app, KeyCode::Enter);
        settle_puzzle(&mut app);
    }
    assert_eq!(feedback(&app), Some(Feedback::Solved));
}

#[test]
fn the_hint_shows_the_piece_and_its_path_and_the_puzzle_counts_as_failed() {
    let mut app = puzzles_app(Some(three_moves()));
    let answer = solution(&app)[0].clone();
    send(&mut app, PuzzleCommand::Hint);
    settle_puzzle(&mut app);
    let cues = &shown(&app).cues;
    assert_eq!(cues.hint.as_ref(), Some(&answer));
    assert_eq!(cues.movable.squares().collect::<Vec<_>>(), [answer.from]);
    assert!(record(&app).history.last().is_some_and(|t| !t.solved));
    assert_eq!(record(&app).streak, 0);
}

#[test]
fn the_solution_is_stepped_move_by_move_each_animated() {
    let mut app = puzzles_app(Some(three_moves()));
    let line = solution(&app);
    let mut position = *open(&app).attempt.position();
    // A piece chosen first: the solution starts from the puzzle's position all the same.
    send(&mut app, SquareClicked(line[0].from));
    settle_puzzle(&mut app);
    send(&mut app, PuzzleCommand::ShowSolution);
    settle_puzzle(&mut app);
    assert_eq!(shown(&app).position, position);
    assert!(record(&app).history.last().is_some_and(|t| !t.solved));
    for mv in &line {
        send(&mut app, PuzzleCommand::ShowSolution);
        app.update();
        app.update();
        assert!(
            app.world().resource::<AnimationQueue>().is_busy(),
            "{mv} is animated"
        );
        settle_puzzle(&mut app);
        position = position.play(&mv.key());
        assert_eq!(shown(&app).position, position);
        assert_eq!(shown(&app).last_move.as_ref(), Some(mv));
    }
    assert_pieces_show(&mut app, &position);
    assert_eq!(open(&app).solution_shown, Some(line.len()));
}

#[test]
fn the_rating_streak_and_history_are_written_to_the_record_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("puzzles.json");
    let mut app = puzzles_app(Some(three_moves()));
    app.world_mut().resource_mut::<PuzzleFile>().path = Some(path.clone());
    let line = solution(&app);
    enter(&mut app, &line[0]);
    send(&mut app, TypedMove(line[2].to_string()));
    settle_puzzle(&mut app);
    let kept = PuzzleRecord::read(&path).expect("the record was written");
    assert_eq!(&kept, record(&app));
    assert_eq!(kept.streak, 1);
    assert!(kept.rating.rating > 1500.0);
}

fn run(app: &App) -> &Run {
    match &puzzles(app).mode {
        Mode::Streak(run) => run,
        Mode::Rated => panic!("not in a streak run"),
    }
}

/// Plays the solver's moves of the open puzzle, the replies animated between.
fn solve(app: &mut App) {
    for mv in solution(app).iter().step_by(2) {
        enter(app, mv);
    }
    assert_eq!(feedback(app), Some(Feedback::Solved));
}

#[test]
fn a_streak_run_goes_on_harder_after_a_solve_ends_at_the_first_mistake_and_keeps_the_best() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("puzzles.json");
    let mut app = puzzles_app(None);
    app.world_mut().resource_mut::<PuzzleFile>().path = Some(path.clone());
    send(&mut app, PuzzleCommand::Streak);
    settle_puzzle(&mut app);
    let first = open(&app).puzzle.clone();
    assert!(first.rating <= 1000, "an easy start: {}", first.rating);
    solve(&mut app);
    assert_eq!((run(&app).solved, run(&app).end), (1, None));
    send(&mut app, PuzzleCommand::Next);
    settle_puzzle(&mut app);
    let second = open(&app).puzzle.clone();
    assert!(second.rating > first.rating, "{second:?} after {first:?}");
    // The first mistake ends the run; the hint after it counts nothing more.
    let wrong = wrong_move(&app);
    enter(&mut app, &wrong);
    assert_eq!(
        (run(&app).solved, run(&app).end),
        (1, Some(RunEnd::Mistake))
    );
    send(&mut app, PuzzleCommand::Hint);
    settle_puzzle(&mut app);
    let r = record(&app);
    assert_eq!(r.best_run, 1);
    assert_eq!(r.rating.rating, 1500.0, "a streak run is not rated");
    assert!(r.history.is_empty() && r.solved.is_empty());
    assert_eq!(PuzzleRecord::read(&path).unwrap().best_run, 1);
    // The next puzzle starts a new run from the easy end.
    send(&mut app, PuzzleCommand::Next);
    settle_puzzle(&mut app);
    assert_eq!((run(&app).solved, run(&app).end), (0, None));
    assert_eq!(open(&app).puzzle.id, first.id);
    assert_eq!(record(&app).best_run, 1);
}

/// The game on the playing screen, in review at its start, and "Puzzles from this game"
/// asked; frames run until the background search has answered.
fn mine_in_review(game: Game) -> App {
    let mut app = ask_in_review(game);
    // Bounded only against a hang: the search of two positions takes well under a second.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(300);
    while app.world().resource::<GameMining>().running() && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(10));
        app.update();
    }
    settle_puzzle(&mut app);
    app
}

/// The game on the playing screen, in review at its start, and "Puzzles from this game"
/// asked: the search has started.
fn ask_in_review(game: Game) -> App {
    let mut app = core_app(50, Settings::default(), Screen::Playing);
    let players = [Player::Human, Player::Computer(camelot_ai::Level::Beginner)];
    app.insert_resource(ActiveGame::new(game, players));
    app.update();
    send(&mut app, ReviewCommand::Show(0));
    settle(&mut app);
    send(&mut app, PuzzlesFromGame);
    app.update();
    assert!(
        app.world().resource::<GameMining>().running(),
        "searched in the background"
    );
    app
}

const CHAIN: &str = "2/7m/9m/1m9m/12/1m10/12/1m10/12/1m10/12/1m5m4/1M5M4/10/1MMM4/2 w 0 0 - 0";

#[test]
fn puzzles_from_this_game_open_the_missed_chain_on_the_puzzle_screen() {
    // White's five-man chain B4xB6xB8xB10xB12xB14 (R5) was there; H4xH6 was played.
    let start: Position = CHAIN.parse().unwrap();
    let mut game = Game::new(start, HouseRules::STRICT_WCF);
    game.play_notation("H4xH6").unwrap();
    game.play_notation("B5xB3").unwrap();
    let app = mine_in_review(game);
    assert_eq!(screen(&app), Screen::Puzzles);
    let puzzle: &Puzzle = &open(&app).puzzle;
    assert_eq!(puzzle.id, "game-01");
    assert_eq!(puzzle.solution[0], "B4xB6xB8xB10xB12xB14");
    assert_eq!(shown(&app).position, start);
}

#[test]
fn a_game_with_no_missed_win_says_so_and_stays_in_review() {
    let start: Position = CHAIN.parse().unwrap();
    let mut game = Game::new(start, HouseRules::STRICT_WCF);
    // The chain taken: nothing missed.
    game.play_notation("B4xB6xB8xB10xB12xB14").unwrap();
    let app = mine_in_review(game);
    let said = app.world().resource::<GameMining>().said.clone();
    assert_eq!(said, Some(MiningSaid::NoneFound));
    assert_eq!(screen(&app), Screen::Playing);
}

#[test]
fn puzzles_from_this_game_may_be_cancelled_and_then_nothing_opens() {
    // Sixty plies: a search of many positions, far from done a frame after it starts.
    let mut game = Game::new(Position::start(), HouseRules::STRICT_WCF);
    while game.moves().len() < 60 && !game.is_over() {
        let pos = *game.position();
        let key = pos.legal_keys()[0];
        game.play(&pos.canonical_path(&key)).unwrap();
    }
    let mut app = ask_in_review(game);
    send(&mut app, CancelPuzzlesFromGame);
    app.update();
    let mining = app.world().resource::<GameMining>();
    assert!(!mining.running(), "the search let go");
    assert_eq!(mining.said, Some(MiningSaid::Cancelled));
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Playing);
    // It may be asked again.
    send(&mut app, PuzzlesFromGame);
    app.update();
    let mining = app.world().resource::<GameMining>();
    assert!(mining.running());
    assert_eq!(mining.said, None);
}
