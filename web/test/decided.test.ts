import { describe, expect, it } from 'vitest';
import { clockShown, mayAbort, sideToMove } from '../src/model/decided';
import { gameState } from '../src/state';
import type { GameView } from '../src/protocol.gen';

const view = (time: string, moves: string[] = []): GameView =>
  gameState({
    id: 3, white: 'ann', black: 'bo', time, rated: false, status: 'active', moves, position: '2/8 w 0 0 - 0', to_move: 'white',
    clock: { white_ms: 0, black_ms: 0, running: null },
  }).view;

describe("the server's decisions, read in one place", () => {
  it('reads the side to move from the position string', () => {
    expect(sideToMove('2/8 b 0 0 - 0')).toBe('black');
    expect(sideToMove(' 2/8  b 0 0 - 0')).toBe('black');
    expect(sideToMove('2/8 w 0 0 - 0')).toBe('white');
  });

  it('shows no clock in an untimed game, and at one device only a live control', () => {
    expect(clockShown(view('untimed'), false)).toBe(false);
    expect(clockShown(view('5+3'), false)).toBe(true);
    expect(clockShown(view('3d'), false)).toBe(true);
    expect(clockShown(view('5+3'), true)).toBe(true);
    expect(clockShown(view('3d'), true)).toBe(false);
  });

  it('lets a player abort until both sides have moved', () => {
    expect(mayAbort(view('5+3', ['F2-F3']))).toBe(true);
    expect(mayAbort(view('5+3', ['F2-F3', 'F15-F14']))).toBe(false);
  });
});
