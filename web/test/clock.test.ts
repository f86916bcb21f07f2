import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TIME_PRESETS } from '../src/choices.gen';
import { clockNow, formatClock, isLow, timeClass } from '../src/model/clock';
import type { TimeClass } from '../src/protocol.gen';

// The cases the protocol's Rust `clock_text` is tested on too: the game and the browser
// show a clock alike.
const cases: { ms: number; class: TimeClass; text: string }[] = JSON.parse(
  readFileSync(new URL('../../crates/camelot-protocol/fixtures/clock-text.json', import.meta.url), 'utf8'),
);

describe('clocks', () => {
  it.each(cases)('$ms ms ($class) reads $text, as in the game', ({ ms, class: c, text }) => {
    expect(formatClock(ms, c === 'live' ? '5+3' : '3d')).toBe(text);
  });

  it('reads between whole milliseconds as the one before', () => {
    expect(formatClock(9_999.9, '5+3')).toBe('0:09.9');
  });

  it("tells a time control's class from its text, as the protocol does", () => {
    for (const p of TIME_PRESETS) expect(timeClass(p.time)).toBe(p.class);
  });

  it('warns under ten seconds', () => {
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
      clock: { white_ms: 1, black_ms: 1, running: null }, clocked: true,
      gone: { side: 'white' as const, claimable_in_ms: 30_000 },
    };
    const g = gameState(view);
    const at = g.gone!.at;
    expect(claimableIn(g, at + 10_000)).toBe(20_000);
    g.view.to_move = 'black';
    expect(claimableIn(g, at + 10_000)).toBe(30_000);
  });
});
