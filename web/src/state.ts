// What the page knows, filled by the server's messages (app.ts) and drawn by ui/.
import type {
  BoardView,
  ClientMsg,
  EndReason,
  GameSummary,
  GameView,
  LeaderEntry,
  Outcome,
  PositionEvaluation,
  Profile,
  RatingChanges,
  SeekView,
  ServerMsg,
} from './protocol.gen';
import { type Legal, NO_MOVES } from './model/moves';
import type { Note } from './model/refusal';
import { type Settings, readSettings } from './model/settings';
import { letGo } from './model/entry';

export interface GameState {
  view: GameView;
  /** When `view.clock` arrived (performance.now()). */
  clockAt: number;
  legal: Legal;
  /** The ply `legal` is for; -1 when none asked yet. */
  legalPly: number;
  /** The move being entered, origin first. */
  path: string[];
  /** A completed move waiting for the player's confirmation (Settings: confirm moves). */
  confirming: string | null;
  /** How the game ended: both null when it was aborted. */
  over: { result: Outcome | null; termination: EndReason | null; rating?: RatingChanges } | null;
  /** A player left: how long until the game may be claimed, as of `at` (performance.now()). */
  gone: { side: 'white' | 'black'; inMs: number; at: number } | null;
  review: { positions: string[]; moves: string[]; at: number; record?: string } | null;
  /** The engine's analysis of the finished game: asked for, or come (`analysis`). */
  analysis: 'asked' | { evaluations: PositionEvaluation[]; marks: string[] } | null;
  /** The engine's best move is shown in review. */
  showBest: boolean;
  /** A refusal or news about this game, as a Fluent id and args. */
  note: Note | null;
  resignArmed: boolean;
  /** After the end: a rematch I offered, one offered to me, or mine declined. */
  rematch: 'mine' | 'theirs' | 'declined' | null;
  /** The board is turned ("Flip") from the side it is seen from (see `blackBelow`). */
  turned: boolean;
}

export interface State {
  me: string | null;
  /** `me` is a guest's name, given by the server to a visitor who played the computer: the
   * header offers to choose a name, and playing people asks for one. */
  guest: boolean;
  conn: 'connecting' | 'open' | 'closed';
  seeks: Map<number, SeekView>;
  mySeeks: Set<number>;
  live: GameSummary[];
  games: Map<number, GameState>;
  current: number | null;
  /** An invite code from the address, to show once signed in. */
  invite: string | null;
  /** The challenge an invite link opened, shown until accepted or declined. */
  challenge: { invite: string; seek: SeekView } | null;
  boards: Map<string, BoardView>;
  leaders: { class: string; entries: LeaderEntry[] } | null;
  page: 'lobby' | 'game' | 'leaders' | 'rules' | 'player' | 'local' | 'learn' | 'computer' | 'analysis' | 'settings';
  /** The variant whose rules the rules page shows. */
  rulesOf: string;
  /** A visitor asked to sign up: why (a Fluent id), and the playing message to send once
   * signed up (none: only the sign-up). */
  signUpFor: { why: string; args?: Record<string, string>; then: ClientMsg | null } | null;
  /** The name of a refused sign-up, kept in the field. */
  signUpName: string;
  /** The player page shown (or asked for). */
  profile: Profile | null;
  profileName: string | null;
  /** No player has the name asked for. */
  profileMissing: boolean;
  /** The last refusal not about a game. */
  error: Note | null;
  /** This browser's account code is shown (it is never shown unasked). */
  showCode: boolean;
  /** Why a pasted account code was not taken. */
  accountNote: { id: string; args?: Record<string, string> } | null;
  /** The analysis board's game and the position typed (empty: its start position). */
  analysing: { variant: string; position: string };
  /** The analysis board's last answer (or 'asked'). */
  board: 'asked' | { variant: string; position: string; evaluation: PositionEvaluation } | null;
  /** The player's settings (this browser's). */
  settings: Settings;
}

export function newState(): State {
  return {
    me: null,
    guest: false,
    conn: 'closed',
    seeks: new Map(),
    mySeeks: new Set(),
    live: [],
    games: new Map(),
    current: null,
    invite: null,
    challenge: null,
    boards: new Map(),
    leaders: null,
    page: 'lobby',
    rulesOf: 'camelot',
    signUpFor: null,
    signUpName: '',
    profile: null,
    profileName: null,
    profileMissing: false,
    error: null,
    showCode: false,
    accountNote: null,
    analysing: { variant: 'camelot', position: '' },
    board: null,
    settings: readSettings(null),
  };
}

export function gameState(view: GameView): GameState {
  return {
    view,
    clockAt: performance.now(),
    legal: NO_MOVES,
    legalPly: -1,
    path: [],
    confirming: null,
    over:
      view.status === 'active'
        ? null
        : { result: view.result ?? null, termination: view.termination ?? null },
    gone: view.gone
      ? { side: view.gone.side, inMs: view.gone.claimable_in_ms, at: performance.now() }
      : null,
    review: null,
    analysis: null,
    showBest: false,
    note: null,
    resignArmed: false,
    rematch: null,
    turned: false,
  };
}

/** The game at one device: the server's games are numbered from 1. */
export const LOCAL_GAME = 0;

/** My side in a game, if I play in it. */
export function mySide(st: State, g: GameView): 'white' | 'black' | null {
  // At one device both play: the side to move is the one at the board.
  if (g.id === LOCAL_GAME) return g.to_move;
  if (st.me === null) return null;
  if (g.white === st.me) return 'white';
  if (g.black === st.me) return 'black';
  return null;
}

/** Whether the board shows Black's side below: a player sees their own side below, however
 * the game was opened (a reload, a `#game=` link, the lobby's Open), and "Flip" turns it from
 * there; a watcher, and the players at one device, see White's below. */
export function blackBelow(st: State, g: GameState): boolean {
  const seat = g.view.id === LOCAL_GAME ? null : mySide(st, g.view);
  return (seat === 'black') !== g.turned;
}

/** How long until a gone player's game may be claimed: the wait runs only while they are
 * to move (the server sends `player_gone` again when their turn comes). */
export function claimableIn(g: GameState, now: number): number {
  if (!g.gone) return Infinity;
  const running = g.view.to_move === g.gone.side;
  return g.gone.inMs - (running ? now - g.gone.at : 0);
}

/** The game ended (`game_over`): its end, the ratings it left in the name bars, and no move
 * to enter, no offer or absence to show. */
export function ended(g: GameState, o: Extract<ServerMsg, { type: 'game_over' }>): void {
  g.over = { result: o.result, termination: o.termination, rating: o.rating ?? undefined };
  if (o.rating) g.view.ratings = [Math.round(o.rating.white.after), Math.round(o.rating.black.after)];
  g.view.status = o.result === null ? 'aborted' : 'finished';
  g.view.clock.running = null;
  g.legal = NO_MOVES;
  letGo(g);
  g.gone = null;
  g.note = null;
}
