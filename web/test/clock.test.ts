import { describe, expect, it } from 'vitest';
import { clockNow, formatClock, isLow } from '../src/model/clock';

describe('clocks', () => {
  it('formats minutes, hours and days', () => {
    expect(formatClock(300_000)).toBe('5:00');
    expect(formatClock(61_999)).toBe('1:01');
    expect(formatClock(3_725_000)).toBe('1:02:05');
    expect(formatClock(3 * 86_400_000)).toBe('3d 0h');
  });

  it('shows tenths and warns under ten seconds, never below zero', () => {
    expect(formatClock(9_950)).toBe('0:09.9');
    expect(formatClock(10_000)).toBe('0:10');
    expect(formatClock(-500)).toBe('0:00.0');
    expect(isLow(9_999)).toBe(true);
    expect(isLow(10_000)).toBe(false);
  });

  it('counts down only the running side', () => {
    const c = { white_ms: 60_000, black_ms: 50_000, running: 'black' as const };
    expect(clockNow(c, 1_500)).toEqual({ white: 60_000, black: 48_500 });
    expect(clockNow({ ...c, running: null }, 1_500)).toEqual({ white: 60_000, black: 50_000 });
  });
});

describe('a gone player', () => {
  it('counts down to the claim only while the gone side is to move', async () => {
    const { claimableIn, gameState } = await import('../src/state');
    const view = {
      id: 1, white: 'Ann', black: 'Bob', time: '5+3', rated: true, status: 'active' as const,
      moves: [], position: '', to_move: 'white' as const,
      clock: { white_ms: 1, black_ms: 1, running: null },
      gone: { side: 'white' as const, claimable_in_ms: 30_000 },
    };
    const g = gameState(view);
    const at = g.gone!.at;
    expect(claimableIn(g, at + 10_000)).toBe(20_000);
    g.view.to_move = 'black';
    expect(claimableIn(g, at + 10_000)).toBe(30_000);
  });
});
