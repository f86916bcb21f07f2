// What the server decides about a game and the browser only shows: the side to move, whether
// the clocks are shown, whether a player may still abort. Read here and nowhere else, so that
// when `moved` and `game` carry these decisions (`to_move`, `clocked`, `turn.abort_in_ms`:
// branch `wire`, issue 44) this one file switches to them and no page has its own copy.
import type { Color, GameView } from '../protocol.gen';

/** The side to move in a position string, read from its second field, as the server wrote
 * it (`w` or `b`). */
export function sideToMove(position: string): Color {
  return position.trim().split(/\s+/)[1] === 'b' ? 'black' : 'white';
}

/** Whether a game shows clocks: an untimed game (against the computer) shows none, and a game
 * at one device only a live control's. */
export function clockShown(view: GameView, local: boolean): boolean {
  if (view.time === 'untimed') return false;
  return !local || /^\d+\+\d+$/.test(view.time);
}

/** Whether a player may abort the game: until both sides have moved. */
export function mayAbort(view: GameView): boolean {
  return view.status === 'active' && view.moves.length < 2;
}
