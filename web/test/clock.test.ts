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
