import { describe, expect, it } from 'vitest';
import { SILENT_INTERVALS, hear } from '../src/model/liveness';

describe('liveness', () => {
  it("answers the server's ping and learns how long silence may last", () => {
    expect(hear({ type: 'ping', interval_ms: 10_000 }, null)).toEqual({
      answer: { type: 'pong' },
      patience: 10_000 * SILENT_INTERVALS,
    });
  });

  it('answers nothing else, and keeps what it knew', () => {
    expect(hear({ type: 'pong' }, 25_000)).toEqual({ answer: null, patience: 25_000 });
    expect(hear({ type: 'moved', game: 1, ply: 1, move: 'F2-F3', position: '', clock: { white_ms: 0, black_ms: 0, running: null } }, null)).toEqual({ answer: null, patience: null });
  });

  it('still answers a ping without a usable interval', () => {
    expect(hear({ type: 'ping', interval_ms: 0 }, 25_000)).toEqual({
      answer: { type: 'pong' },
      patience: 25_000,
    });
  });
});
