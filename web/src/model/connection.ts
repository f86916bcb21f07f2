// The connection's state as the page says it: connecting at first, nothing while all is well,
// and a warning only once a connection that worked was lost (never "offline" on a first visit).
import type { ConnState } from '../net';

/** The Fluent id to show for `state` after `attempt` reconnections since a loss (0: none). */
export function connectionNote(state: ConnState, attempt: number): { id: string; lost: boolean } | null {
  if (attempt > 0 && state !== 'open') return { id: 'signin-reconnecting', lost: true };
  return state === 'open' ? null : { id: 'online-connecting', lost: false };
}
