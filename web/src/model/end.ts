// A game's end as its title says it: the score and the outcome ("½-½ · Drawn"), or, for an
// aborted game, only that it was aborted (no score: nothing was decided).
import { ABORTED_KEY, OUTCOMES } from '../ends.gen';
import type { Outcome } from '../protocol.gen';

export function endTitle(result: Outcome | null, say: (key: string) => string): string {
  return result === null ? say(ABORTED_KEY) : `${OUTCOMES[result].score} · ${say(OUTCOMES[result].key)}`;
}
