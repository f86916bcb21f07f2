// What the server decides about a game and the browser only shows: the side to move, whether
// the clocks are shown, whether a player may still abort. Read here and nowhere else: `moved`
// and `game` carry these decisions (`to_move`, `clocked`, `turn.abort_in_ms`; docs/protocol.md
// "The turn"), so no page has its own copy.
import type { Color, GameView } from '../protocol.gen';

/** The side to move in a position string, read from its second field, as the server wrote
 * it (`w` or `b`). */
export function sideToMove(position: string): Color {
  return position.trim().split(/\s+/)[1] === 'b' ? 'black' : 'white';
}

/** Whether a game shows clocks, as the server (or, at one device, local.ts) says. */
export function clockShown(view: GameView): boolean {
  return view.clocked;
}

/** Whether a player may abort the game: the server's turn says until when. */
export function mayAbort(view: GameView): boolean {
  return view.status === 'active' && view.turn?.abort_in_ms != null;
}
