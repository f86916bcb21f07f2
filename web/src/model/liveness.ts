// The server pings every connection (docs/protocol.md "Liveness"): the browser answers each
// `ping` with a `pong`, and takes a server it hears nothing from for a few of its intervals
// as lost. A server that never pings (an older one) is never taken as silent.
import type { ClientMsg, ServerMsg } from '../protocol.gen';

/** Ping intervals of silence after which the connection is lost (a ping may be late once). */
export const SILENT_INTERVALS = 2.5;

export interface Heard {
  /** What to send back, if anything. */
  answer: ClientMsg | null;
  /** How long the browser may now hear nothing (ms), `null` while the server has not pinged. */
  patience: number | null;
}

/** What hearing `msg` asks of the connection, whose patience was `patience`. */
export function hear(msg: ServerMsg, patience: number | null): Heard {
  if (msg.type !== 'ping') return { answer: null, patience };
  const every = msg.interval_ms;
  const known = every > 0;
  return { answer: { type: 'pong' }, patience: known ? every * SILENT_INTERVALS : patience };
}
