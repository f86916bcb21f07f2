import { describe, expect, it } from 'vitest';
import { clockShown, mayAbort, sideToMove } from '../src/model/decided';
import { gameState } from '../src/state';
import type { GameView } from '../src/protocol.gen';

const view = (over: Partial<GameView> = {}): GameView =>
  gameState({
    id: 3, white: 'ann', black: 'bo', time: '5+3', rated: false, status: 'active', moves: [], position: '2/8 w 0 0 - 0', to_move: 'white',
    clock: { white_ms: 0, black_ms: 0, running: null }, clocked: true, ...over,
  }).view;
const turn = (abort_in_ms: number | null) => ({ phase: 'start', legal: [], abort_in_ms }) as unknown as GameView['turn'];

describe("the server's decisions, read in one place", () => {
  it('reads the side to move from the position string', () => {
    expect(sideToMove('2/8 b 0 0 - 0')).toBe('black');
    expect(sideToMove(' 2/8  b 0 0 - 0')).toBe('black');
    expect(sideToMove('2/8 w 0 0 - 0')).toBe('white');
  });

  it('shows a clock only where the server says the game is clocked', () => {
    expect(clockShown(view({ time: 'untimed', clocked: false }))).toBe(false);
    expect(clockShown(view({ time: '3d', clocked: true }))).toBe(true);
  });

  it('lets a player abort while the server gives a time until the abort', () => {
    expect(mayAbort(view({ turn: turn(20_000) }))).toBe(true);
    expect(mayAbort(view({ turn: turn(null) }))).toBe(false);
    expect(mayAbort(view({ turn: null }))).toBe(false);
    expect(mayAbort(view({ status: 'finished', turn: turn(20_000) }))).toBe(false);
  });
});
