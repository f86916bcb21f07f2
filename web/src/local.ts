// Two players at one device: a game the browser keeps (no account, nothing stored), whose
// every position and legal moves come from the server's `replay` of its moves, so the
// browser implements no rule. Its clocks, if any, are counted here, as the players' own.
import type { ClientMsg, EndReason, GameView, Outcome, ServerMsg, TimeControl } from './protocol.gen';
import { type GameState, LOCAL_GAME, type State, gameState } from './state';
import { NO_MOVES, squaresOf } from './model/moves';
import { sideToMove } from './model/decided';
import { letGo } from './model/entry';

export { LOCAL_GAME } from './state';

/** A live time control's start and increment in ms ("5+3": five minutes, three seconds). */
export function liveTime(time: TimeControl): { base: number; increment: number } | null {
  const m = /^(\d+)\+(\d+)$/.exec(time);
  return m ? { base: Number(m[1]) * 60_000, increment: Number(m[2]) * 1000 } : null;
}

/** A new local game of `variant`, with the clocks of `time` (a live control) or none. */
export function localGame(variant: string, time: TimeControl | null, start: string): GameState {
  const base = time ? (liveTime(time)?.base ?? 0) : 0;
  const view: GameView = {
    id: LOCAL_GAME,
    white: '',
    black: '',
    time: time ?? '',
    rated: false,
    variant,
    status: 'active',
    moves: [],
    position: start,
    to_move: 'white',
    clock: { white_ms: base, black_ms: base, running: null },
    clocked: time !== null,
  };
  return gameState(view);
}

/** The request for the position after `moves` of the local game. */
export function replay(g: GameState, moves: string[]): ClientMsg {
  return { type: 'replay', variant: g.view.variant ?? 'camelot', moves };
}

/** Takes the server's `replayed` into the local game: a move played (the mover's clock
 * charged, its increment added, and `animate` called with its squares), a move taken back,
 * or the legal moves asked again. `false` when it is not about the game shown. */
export function replayed(
  st: State,
  m: Extract<ServerMsg, { type: 'replayed' }>,
  animate: (squares: string[], capture: boolean) => void,
  now = performance.now(),
): boolean {
  const g = st.games.get(LOCAL_GAME);
  if (!g || g.over || (m.variant ?? 'camelot') !== (g.view.variant ?? 'camelot')) return false;
  const v = g.view;
  const played = m.moves.length === v.moves.length + 1;
  const clocked = liveTime(v.time);
  if (clocked) {
    const running = v.clock.running;
    if (running) v.clock[`${running}_ms`] -= now - g.clockAt;
    if (played && v.moves.length > 0) v.clock[`${v.to_move}_ms`] += clocked.increment;
  }
  g.clockAt = now;
  // The same moves again (asked after a refusal): the refusal stays said.
  if (m.moves.length !== v.moves.length) g.note = null;
  v.moves = m.moves;
  v.position = m.position;
  v.to_move = sideToMove(m.position);
  // The clocks start with the first move, as online.
  v.clock.running = clocked && m.moves.length > 0 ? v.to_move : null;
  g.legal = { phase: m.phase, moves: m.legal };
  g.legalPly = m.moves.length;
  letGo(g);
  if (m.result) end(g, m.result, m.termination ?? null);
  const last = m.moves[m.moves.length - 1];
  if (played) animate(squaresOf(last), last.includes('x'));
  return true;
}

/** Ends the local game when the side to move is out of time; `true` if it did. */
export function flagFell(g: GameState, now: number): boolean {
  const running = g.view.clock.running;
  if (g.view.id !== LOCAL_GAME || g.over || !running) return false;
  if (g.view.clock[`${running}_ms`] - (now - g.clockAt) > 0) return false;
  g.view.clock[`${running}_ms`] = 0;
  end(g, running === 'white' ? 'black_wins' : 'white_wins', 'time_forfeit');
  return true;
}

function end(g: GameState, result: Outcome, termination: EndReason | null): void {
  g.over = { result, termination };
  g.view.status = 'finished';
  g.view.clock.running = null;
  g.legal = NO_MOVES;
  letGo(g);
}
