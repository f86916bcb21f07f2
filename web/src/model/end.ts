// A game's end as its title says it: the score and the outcome ("½-½ · Drawn"), said to a
// player as theirs ("1-0 · You won"), or, for an aborted game, only that it was aborted (no
// score: nothing was decided).
import { ABORTED_KEY, OUTCOMES } from '../ends.gen';
import type { Color, Outcome } from '../protocol.gen';

/** The title of an end with `result`, for a player of `seat` (null: a watcher, or the players
 * at one device, who read who won). */
export function endTitle(result: Outcome | null, say: (key: string) => string, seat: Color | null = null): string {
  if (result === null) return say(ABORTED_KEY);
  const { score, key } = OUTCOMES[result];
  if (seat === null || result === 'draw') return `${score} · ${say(key)}`;
  const won = result === (seat === 'white' ? 'white_wins' : 'black_wins');
  return `${score} · ${say(won ? 'end-you-won' : 'end-you-lost')}`;
}
