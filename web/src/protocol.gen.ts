// Generated from crates/camelot-protocol by ts-rs: do not edit.
// Regenerate: UPDATE_TS=1 cargo test -p camelot-protocol --features ts --test typescript
export type Color = "white" | "black";
export type EndReason = "castle_occupied" | "bare_kings" | "all_captured" | "no_legal_move" | "repetition" | "no_progress" | "resignation" | "agreement" | "castle_entered" | "eliminated" | "no_move_loses" | "castle_entered_loses" | "no_move_wins" | "time_forfeit" | "abandonment";
export type Outcome = "white_wins" | "black_wins" | "draw";
export type ColorChoice = "white" | "black" | "any";
export type TimeControl = string;
export type TimeClass = "live" | "correspondence";
export type ErrorCode = "bad_message" | "too_large" | "rate_limited" | "version" | "not_signed_in" | "already_signed_in" | "bad_name" | "name_taken" | "bad_token" | "unknown_seek" | "unknown_invite" | "own_seek" | "unknown_game" | "not_your_game" | "not_your_turn" | "stale_ply" | "illegal_move" | "game_over" | "not_allowed" | "storage" | "limit" | "unknown_player" | "offer_too_soon" | "unknown_lesson" | "unknown_puzzle" | "engine_busy";
export type ClockView = { white_ms: number, black_ms: number, 
/**
 * Whose clock runs, if one does (none when the game is over, or before the clocks
 * start).
 */
running: Color | null, };
export type GameStatus = "active" | "finished" | "aborted";
export type AbortReason = "unreplayable" | "no_first_move" | "white_aborted" | "black_aborted";
export type Gone = { side: Color, 
/**
 * How long from when this was sent until the opponent may claim the game, counting
 * only time that the gone side is to move.
 */
claimable_in_ms: number, };
export type Turn = { 
/**
 * What the side to move does: place trees (V5.4) or move.
 */
phase: Phase, 
/**
 * Every legal path of the side to move, as `legal_moves` lists them.
 */
legal: Array<LegalMove>, 
/**
 * Present while fewer than two plies are played, which is while either player may
 * `abort`: how long from when this was sent until the server aborts the game itself
 * because a first move has not come (`no_first_move`).
 */
abort_in_ms?: number | null, 
/**
 * Present while the side to move is gone and both sides have moved: how long from when
 * this was sent until their opponent may claim (`claim_win`, `claim_draw`); 0: now.
 */
claim_in_ms?: number | null, };
export type GameView = { id: number, white: string, black: string, time: TimeControl, rated: boolean, 
/**
 * The game of the Camelot family (absent: `camelot`).
 */
variant?: string, status: GameStatus, 
/**
 * The moves, as entered.
 */
moves: Array<string>, 
/**
 * The current position string.
 */
position: string, to_move: Color, clock: ClockView, 
/**
 * Whether the game has clocks to show: false for `untimed` (absent from a server before
 * it: true).
 */
clocked: boolean, 
/**
 * The turn as the server decided it, while the game is in progress.
 */
turn?: Turn | null, 
/**
 * Once finished, who won and why (none while in play, and for an aborted game).
 */
result?: Outcome | null, termination?: EndReason | null, 
/**
 * A pending draw or take-back offer, and who made it.
 */
draw_offer?: Color | null, takeback_offer?: Color | null, 
/**
 * Each player's rating in the game's time class (White's, Black's), while it is played.
 */
ratings?: [number, number] | null, 
/**
 * A player who has no connection left, while the game is in progress.
 */
gone?: Gone | null, 
/**
 * Why the game was aborted (an aborted game only; absent from games aborted before the
 * reason was kept).
 */
aborted?: AbortReason | null, };
export type GameSummary = { id: number, white: string, black: string, time: TimeControl, rated: boolean, 
/**
 * The game of the Camelot family (absent: `camelot`).
 */
variant?: string, 
/**
 * The current position string.
 */
position: string, to_move: Color, clock: ClockView, 
/**
 * How many plies have been played.
 */
plies: number, 
/**
 * The last move, as entered (none before the first).
 */
last_move?: string | null, 
/**
 * Each player's rating in the game's time class (White's, Black's).
 */
ratings: [number, number], };
export type SeekView = { id: number, player: string, rating: number, time: TimeControl, color: ColorChoice, rated: boolean, 
/**
 * The game of the Camelot family (absent: `camelot`).
 */
variant?: string, };
export type RatingChange = { before: number, after: number, };
export type RatingChanges = { white: RatingChange, black: RatingChange, };
export type LeaderEntry = { player: string, rating: number, deviation: number, games: number, };
export type VariantStats = { variant: string, games: number, white_wins: number, black_wins: number, draws: number, };
export type ClassRating = { class: TimeClass, rating: number, deviation: number, games: number, };
export type PlayedGame = { id: number, opponent: string, color: Color, result: Outcome, termination: EndReason, variant: string, time: TimeControl, rated: boolean, 
/**
 * When it ended: milliseconds since 1970 (UTC).
 */
ended: number, };
export type Tally = { wins: number, draws: number, losses: number, };
export type PlayerResults = { variant: string, white: Tally, black: Tally, };
export type Profile = { name: string, ratings: Array<ClassRating>, games: Array<PlayedGame>, 
/**
 * Absent from servers before it: none.
 */
results: Array<PlayerResults>, variants: Array<VariantStats>, 
/**
 * More finished games are older than `games`: ask `player` again with this as `before`
 * (none when `games` are the last).
 */
older?: number | null, };
export type LegalMove = { notation: string, path: Array<string>, };
export type Phase = "placing_trees" | "moving";
export type IllegalReason = { 
/**
 * The reason's code, as the rules core names it (`Illegal::code`): `capture_due`, …
 */
code: string, 
/**
 * The rule broken (`R7`, `V5.4`), if one is.
 */
rule?: string | null, 
/**
 * The sentence's arguments by their names in common.ftl: squares by name (`at`, `from`,
 * `to`, `over`), sides `white` or `black` (`side`, `owner`, `mover`), a leg's kind
 * `plain`, `canter` or `jump` (`kind`), a joint as written (`joint`), and the end of a
 * game: `end`, the common.ftl key of its sentence, which a client says as `how` in its
 * language (`how` itself is the rules core's English, for clients before `end`).
 */
args: { [key in string]?: string }, };
export type BySide = { white: Array<string>, black: Array<string>, };
export type BoardView = { 
/**
 * The bounding box: files `A…`, ranks `1…`.
 */
files: number, ranks: number, 
/**
 * Every square of the board, river squares included, rank 1 first, A first.
 */
squares: Array<string>, castles: BySide, 
/**
 * Squares no piece may stand on (V5.1); empty but in River Camelot.
 */
river: Array<string>, 
/**
 * Where each side may place its trees (V5.2); empty but in River Camelot.
 */
tree_squares: BySide, 
/**
 * The start position string.
 */
start: string, };
export type LessonEntry = { number: number, variant: string, title: string, rules: Array<string>, exercises: Array<number>, };
export type SolvedStep = { lesson: number, step: number, };
export type StepView = { "kind": "demo", text: string, moves: Array<string>, positions: Array<string>, } | { "kind": "exercise", text: string, goal: string, position: string, legal: Array<LegalMove>, answer: string, };
export type LessonView = { steps: Array<StepView>, number: number, variant: string, title: string, rules: Array<string>, exercises: Array<number>, };
export type SentenceArg = number | string;
export type SentenceView = { key: string, args: { [key in string]?: SentenceArg }, };
export type StepVerdict = { "kind": "correct" } | { "kind": "wrong", why: SentenceView, };
export type PuzzleView = { 
/**
 * `camelot-1479`, as the game's `camelot --puzzle camelot-1479`.
 */
id: string, variant: string, 
/**
 * The puzzle's start, the solver to move.
 */
position: string, themes: Array<string>, rating: number, legal: Array<LegalMove>, 
/**
 * The player's attempt is rated (signed in, the account's first try of it, no streak).
 */
rated: boolean, };
export type PuzzleVerdict = "correct" | "solved" | "wrong";
export type RunView = { solved: number, 
/**
 * `mistake` or `no_harder` once the run is over.
 */
end?: string | null, };
export type PuzzleRecordView = { rating: number, deviation: number, attempts: number, streak: number, best_streak: number, best_run: number, };
export type PuzzleTried = { id: string, rating: number, solved: boolean, };
export type EngineLevel = "beginner" | "easy" | "medium" | "hard" | "expert";
export type PositionEvaluation = { white: number, best?: string | null, };
export type ClientMsg = { "type": "hello", protocol: number, name?: string | null, token?: string | null, } | { "type": "seek", time: TimeControl, color: ColorChoice, rated: boolean, 
/**
 * The game of the Camelot family (absent: `camelot`).
 */
variant?: string, } | { "type": "cancel_seek", seek: number, } | { "type": "list_seeks" } | { "type": "list_games" } | { "type": "accept", seek: number, } | { "type": "challenge", time: TimeControl, color: ColorChoice, rated: boolean, 
/**
 * The game of the Camelot family (absent: `camelot`).
 */
variant?: string, } | { "type": "show_invite", invite: string, } | { "type": "accept_invite", invite: string, } | { "type": "move", game: number, move: string, ply?: number | null, } | { "type": "resign", game: number, } | { "type": "abort", game: number, } | { "type": "offer_draw", game: number, } | { "type": "accept_draw", game: number, } | { "type": "decline_draw", game: number, } | { "type": "withdraw_draw", game: number, } | { "type": "offer_takeback", game: number, } | { "type": "accept_takeback", game: number, } | { "type": "decline_takeback", game: number, } | { "type": "withdraw_takeback", game: number, } | { "type": "watch", game: number, } | { "type": "unwatch", game: number, } | { "type": "my_games" } | { "type": "leaderboard", class: TimeClass, } | { "type": "stats" } | { "type": "ping" } | { "type": "legal", game: number, } | { "type": "next_legs", game: number, path: Array<string>, } | { "type": "board", variant: string, } | { "type": "review", game: number, } | { "type": "claim_win", game: number, } | { "type": "claim_draw", game: number, } | { "type": "offer_rematch", game: number, } | { "type": "accept_rematch", game: number, } | { "type": "decline_rematch", game: number, } | { "type": "player", name: string, before?: number | null, } | { "type": "watch_lobby" } | { "type": "unwatch_lobby" } | { "type": "replay", variant?: string, moves: Array<string>, } | { "type": "lessons" } | { "type": "lesson", lesson: number, } | { "type": "lesson_move", lesson: number, step: number, move: string, } | { "type": "puzzle_next", variant?: string, theme?: string | null, streak: boolean, } | { "type": "puzzle_open", id: string, } | { "type": "puzzle_move", move: string, } | { "type": "puzzle_hint" } | { "type": "puzzle_solution" } | { "type": "puzzle_record" } | { "type": "pong" } | { "type": "play_computer", level: EngineLevel, time: TimeControl, color: ColorChoice, variant?: string, } | { "type": "analyse", game: number, } | { "type": "analyse_position", 
/**
 * The game whose board the position string is read on (default camelot).
 */
variant?: string, position: string, } | { "type": "claim_name", name: string, } | { "type": "lessons_solved", solved: Array<SolvedStep>, };
export type ServerMsg = { "type": "welcome", protocol: number, player: string, token: string, games: Array<GameView>, 
/**
 * A guest's account, which the server named (`guest-7f3a`) when a visitor played
 * the computer: it may choose a name (`claim_name`). Absent: false.
 */
guest?: boolean, } | { "type": "error", code: ErrorCode, message: string, 
/**
 * Why the rules refused a move (`illegal_move`), as data to word (protocol 2).
 */
illegal?: IllegalReason | null, } | { "type": "seeks", seeks: Array<SeekView>, } | { "type": "seek_posted", seek: SeekView, } | { "type": "seek_closed", seek: number, } | { "type": "challenge", invite: string, time: TimeControl, color: ColorChoice, 
/**
 * The game of the Camelot family (absent: `camelot`).
 */
variant?: string, } | { "type": "invite", invite: string, seek: SeekView, } | { "type": "games", games: Array<GameView>, } | { "type": "live_games", games: Array<GameSummary>, } | { "type": "game", game: GameView, } | { "type": "moved", game: number, 
/**
 * Plies played, this move included.
 */
ply: number, move: string, position: string, clock: ClockView, 
/**
 * The side to move now (absent from a server before it: read it from `position`).
 */
to_move?: Color | null, 
/**
 * The next turn as the server decided it (none once the move ended the game).
 */
turn?: Turn | null, } | { "type": "game_over", game: number, result: Outcome | null, termination: EndReason | null, rating?: RatingChanges | null, 
/**
 * Why an aborted game was aborted (none for a finished one).
 */
aborted?: AbortReason | null, } | { "type": "draw_offered", game: number, by: Color, } | { "type": "draw_declined", game: number, } | { "type": "draw_withdrawn", game: number, by: Color, } | { "type": "takeback_offered", game: number, by: Color, } | { "type": "takeback_declined", game: number, } | { "type": "takeback_withdrawn", game: number, by: Color, } | { "type": "leaderboard", class: TimeClass, entries: Array<LeaderEntry>, } | { "type": "stats", games: number, white_wins: number, black_wins: number, draws: number, variants: Array<VariantStats>, } | { "type": "pong" } | { "type": "legal_moves", game: number, ply: number, 
/**
 * Absent from a version 1 server: `moving`.
 */
phase: Phase, moves: Array<LegalMove>, } | { "type": "next_legs", game: number, ply: number, path: Array<string>, legs: Array<string>, can_end: boolean, notation?: string | null, } | { "type": "board", variant: string, board: BoardView, } | { "type": "review", game: number, moves: Array<string>, positions: Array<string>, record?: string | null, } | { "type": "player_gone", game: number, side: Color, 
/**
 * As [`Gone::claimable_in_ms`]; sent again when the turn passes to the gone side.
 */
claimable_in_ms: number, } | { "type": "player_back", game: number, side: Color, } | { "type": "rematch_offered", game: number, by: Color, } | { "type": "rematch_declined", game: number, } | { "type": "player_profile", profile: Profile, } | { "type": "lobby", seeks_opened?: Array<SeekView>, seeks_closed?: Array<number>, 
/**
 * Games started, as `live_games` shows them.
 */
games_started?: Array<GameSummary>, games_ended?: Array<number>, } | { "type": "replayed", variant?: string, moves: Array<string>, position: string, phase: Phase, legal: Array<LegalMove>, result?: Outcome, termination?: EndReason, } | { "type": "lessons", lessons: Array<LessonEntry>, solved: Array<SolvedStep>, } | { "type": "lesson", lesson: LessonView, } | { "type": "lesson_verdict", lesson: number, step: number, move: string, position: string, verdict: StepVerdict, } | { "type": "puzzle", puzzle: PuzzleView | null, run?: RunView | null, } | { "type": "puzzle_moved", id: string, move: string, verdict: PuzzleVerdict, 
/**
 * The board right after the player's move (before the reply; a wrong move's, shown
 * before it is taken back).
 */
played: string, reply?: string | null, position: string, legal: Array<LegalMove>, record?: PuzzleRecordView | null, run?: RunView | null, } | { "type": "puzzle_hint", id: string, square: string, } | { "type": "puzzle_solution", id: string, moves: Array<string>, positions: Array<string>, } | { "type": "puzzle_record", record: PuzzleRecordView | null, history: Array<PuzzleTried>, themes: Array<string>, } | { "type": "ping", interval_ms: number, } | { "type": "analysis", game: number, evaluations: Array<PositionEvaluation>, marks: Array<string>, } | { "type": "position_analysis", 
/**
 * The position's game, so the client draws its board (`board`).
 */
variant?: string, position: string, evaluation: PositionEvaluation, } | { "type": "name_claimed", player: string, };

/** The version a `hello` names (docs/protocol.md "Versions"). */
export const PROTOCOL_VERSION = 2;
