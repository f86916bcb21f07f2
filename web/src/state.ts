// What the page knows, filled by the server's messages (app.ts) and drawn by ui/.
import type {
  BoardView,
  GameView,
  LeaderEntry,
  LegalMove,
  RatingChanges,
  SeekView,
} from './protocol.gen';

export interface GameState {
  view: GameView;
  /** When `view.clock` arrived (performance.now()). */
  clockAt: number;
  legal: LegalMove[];
  /** The ply `legal` is for; -1 when none asked yet. */
  legalPly: number;
  /** The move being entered, origin first. */
  path: string[];
  canEnd: boolean;
  over: { result: string; termination: string; rating?: RatingChanges } | null;
  /** The opponent left: when they may be claimed against (performance.now()). */
  gone: { side: 'white' | 'black'; claimableAt: number } | null;
  review: { positions: string[]; moves: string[]; at: number; record?: string } | null;
  /** A refusal or news about this game, as a Fluent id and args. */
  note: { id: string; args?: Record<string, string> ; detail?: string } | null;
  resignArmed: boolean;
}

export interface State {
  me: string | null;
  conn: 'connecting' | 'open' | 'closed';
  seeks: Map<number, SeekView>;
  mySeeks: Set<number>;
  live: GameView[];
  games: Map<number, GameState>;
  current: number | null;
  invite: string | null;
  boards: Map<string, BoardView>;
  leaders: { class: string; entries: LeaderEntry[] } | null;
  flipped: boolean;
  page: 'lobby' | 'game' | 'leaders' | 'rules';
  /** The last refusal not about a game. */
  error: { id: string; detail?: string } | null;
}

export function newState(): State {
  return {
    me: null,
    conn: 'closed',
    seeks: new Map(),
    mySeeks: new Set(),
    live: [],
    games: new Map(),
    current: null,
    invite: null,
    boards: new Map(),
    leaders: null,
    flipped: false,
    page: 'lobby',
    error: null,
  };
}

export function gameState(view: GameView): GameState {
  return {
    view,
    clockAt: performance.now(),
    legal: [],
    legalPly: -1,
    path: [],
    canEnd: false,
    over:
      view.status === 'active'
        ? null
        : { result: view.result ?? '*', termination: view.termination ?? 'aborted' },
    gone: view.gone
      ? { side: view.gone.side, claimableAt: performance.now() + view.gone.claimable_in_ms }
      : null,
    review: null,
    note: null,
    resignArmed: false,
  };
}

/** My side in a game, if I play in it. */
export function mySide(st: State, g: GameView): 'white' | 'black' | null {
  if (st.me === null) return null;
  if (g.white === st.me) return 'white';
  if (g.black === st.me) return 'black';
  return null;
}
