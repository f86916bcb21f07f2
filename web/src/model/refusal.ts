// A note about a game or the lobby (a refusal, news), as a Fluent id and its arguments, to be
// said in the page's language whenever it is drawn.
import { ILLEGAL_KEYS } from '../choices.gen';
import type { ErrorCode, IllegalReason } from '../protocol.gen';

export interface Note {
  id: string;
  args?: Record<string, string>;
  /** The server's English, shown on hover. */
  detail?: string;
  /** The sentence that fills `id`'s `why`: a move's reason, as the game says it. */
  why?: { id: string; args: Record<string, string> };
}

/** The note of a server's refusal: a move the rules refused is said from its reason, by the
 * key and arguments the game uses ("illegal move: …", the rule id last); any other refusal
 * by its code. */
export function refusalNote(e: { code: ErrorCode; message: string; illegal?: IllegalReason | null }): Note {
  const why = e.illegal;
  if (!why) return { id: `error-${e.code}`, detail: e.message };
  const args: Record<string, string> = {};
  for (const [name, value] of Object.entries(why.args)) if (value !== undefined) args[name] = value;
  if (why.rule) args.rule = why.rule;
  return { id: 'error-illegal', detail: e.message, why: { id: ILLEGAL_KEYS[why.code] ?? 'error-illegal_move', args } };
}
