// A game's end as its title says it: the score and the outcome ("½-½ · Drawn"), said to a
// player as theirs ("1-0 · You won"), or, for an aborted game, only that it was aborted (no
// score: nothing was decided).
import { ABORTED_KEY, OUTCOMES } from '../ends.gen';
import type { Color, Outcome } from '../protocol.gen';

/** What the end with `result` is to a player of `seat`: `null` to a watcher (or the players
 * at one device), and for an aborted game. */
export function endFor(result: Outcome | null, seat: Color | null): 'won' | 'lost' | 'drawn' | null {
  if (result === null || seat === null) return null;
  if (result === 'draw') return 'drawn';
  return result === (seat === 'white' ? 'white_wins' : 'black_wins') ? 'won' : 'lost';
}

/** The title of an end with `result`, for a player of `seat` (null: a watcher, or the players
 * at one device, who read who won). */
export function endTitle(result: Outcome | null, say: (key: string) => string, seat: Color | null = null): string {
  if (result === null) return say(ABORTED_KEY);
  const { score, key } = OUTCOMES[result];
  const mine = endFor(result, seat);
  return `${score} · ${say(mine === 'won' ? 'end-you-won' : mine === 'lost' ? 'end-you-lost' : key)}`;
}
