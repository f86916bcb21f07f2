// Going through a finished game's review: the ply a key goes to (← → Home End, as on the big
// servers), and the move the board shows, named in the banner above it.
import type { Color } from '../protocol.gen';
import { sideToMove } from './decided';

export interface Reviewed {
  /** Each position of the game, the start first. */
  positions: string[];
  moves: string[];
  /** The position shown: 0 the start, `n` after the n-th move. */
  at: number;
}

/** The ply `key` goes to from `at` in a game of `last` moves; `null` for any other key. */
export function keyPly(key: string, at: number, last: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, at - 1);
    case 'ArrowRight':
      return Math.min(last, at + 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** The move that led to the position shown, numbered as the move list numbers it (White's
 * and Black's moves share a number), with the side that played it; `null` at the start. */
export function shownMove(r: Reviewed): { number: number; side: Color; move: string } | null {
  if (r.at === 0) return null;
  return { number: Math.ceil(r.at / 2), side: sideToMove(r.positions[r.at - 1]), move: r.moves[r.at - 1] };
}
