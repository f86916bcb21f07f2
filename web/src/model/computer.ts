// The server's computer players as the browser meets them: its levels (the protocol's
// `EngineLevel`, every one listed: the compiler fails this table when a level is added or
// goes), and a rematch against it, which is a new game of the same terms, colours swapped.
import { COMPUTER_PLAYERS } from '../choices.gen';
import type { ClientMsg, Color, EngineLevel, GameView } from '../protocol.gen';

const LEVEL_TABLE: Record<EngineLevel, true> = { beginner: true, easy: true, medium: true, hard: true, expert: true };

/** The engine's levels, weakest first. */
export const LEVELS = Object.keys(LEVEL_TABLE) as EngineLevel[];

/** The level of the computer player named `name`, or `null` for a person. */
export function computerLevel(name: string): EngineLevel | null {
  const key = COMPUTER_PLAYERS[name];
  return LEVELS.find((l) => `level-${l}` === key) ?? null;
}

/** A rematch of `view`, which `me` played against the computer: the same level, time control
 * and game, the other colour; `null` when the opponent is a person (who is asked instead). */
export function computerRematch(view: GameView, me: Color): ClientMsg | null {
  const level = computerLevel(view[me === 'white' ? 'black' : 'white']);
  if (level === null) return null;
  return { type: 'play_computer', level, time: view.time, color: me === 'white' ? 'black' : 'white', variant: view.variant ?? 'camelot' };
}
