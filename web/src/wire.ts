// The wire as the browser hears it: the server's messages are the generated `ServerMsg`
// union, and a text that is not one of them (a message of a later protocol version, or not
// JSON) is dropped here, at the one place the socket's text becomes a typed message, so that
// every switch after it narrows by `type` with no cast.
import type { ServerMsg } from './protocol.gen';

/** The server's message of type `T`. */
export type Msg<T extends ServerMsg['type']> = Extract<ServerMsg, { type: T }>;

// Every type of the union, and only those: the compiler fails this table when the protocol
// gains or loses a message, so it cannot drift from the generated types.
const KNOWN: Record<ServerMsg['type'], true> = {
  analysis: true,
  board: true,
  challenge: true,
  draw_declined: true,
  draw_offered: true,
  draw_withdrawn: true,
  error: true,
  game: true,
  game_over: true,
  games: true,
  invite: true,
  leaderboard: true,
  legal_moves: true,
  lesson: true,
  lesson_verdict: true,
  lessons: true,
  live_games: true,
  lobby: true,
  moved: true,
  name_claimed: true,
  next_legs: true,
  ping: true,
  player_back: true,
  player_gone: true,
  player_profile: true,
  pong: true,
  position_analysis: true,
  puzzle: true,
  puzzle_hint: true,
  puzzle_moved: true,
  puzzle_record: true,
  puzzle_solution: true,
  rematch_declined: true,
  rematch_offered: true,
  replayed: true,
  review: true,
  seek_closed: true,
  seek_posted: true,
  seeks: true,
  stats: true,
  takeback_declined: true,
  takeback_offered: true,
  takeback_withdrawn: true,
  welcome: true,
};

/** The server's message in `text`, or `null` when it is none this version knows. */
export function readMessage(text: string): ServerMsg | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' && Object.hasOwn(KNOWN, type) ? (value as ServerMsg) : null;
}
