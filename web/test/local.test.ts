import { describe, expect, it } from 'vitest';
import { LOCAL_GAME, flagFell, liveTime, localGame, replayed } from '../src/local';
import { newState } from '../src/state';

describe('a game at one device', () => {
  it('reads a live time control', () => {
    expect(liveTime('5+3')).toEqual({ base: 300_000, increment: 3000 });
    expect(liveTime('3d')).toBeNull();
  });

  it('takes the server\'s replay: the move, the clocks, the legal moves, the end', () => {
    const st = newState();
    const g = localGame('camelot', '5+3', 'start w');
    g.clockAt = 0;
    st.games.set(LOCAL_GAME, g);
    const shown: string[][] = [];
    const answer = (moves: string[], position: string, result?: 'white_wins') => ({
      type: 'replayed' as const, moves, position, phase: 'moving' as const,
      legal: [{ notation: 'E10-E9', path: ['E10', 'E9'] }], result,
    });
    expect(replayed(st, answer(['E6-E8'], 'p b'), (s) => shown.push(s), 1000)).toBe(true);
    expect(shown).toEqual([['E6', 'E8']]);
    expect(g.view.to_move).toBe('black');
    expect(g.view.clock).toEqual({ white_ms: 300_000, black_ms: 300_000, running: 'black' });
    expect(g.legal.moves).toHaveLength(1);
    // Black thinks 4 s: charged, and the increment added.
    expect(replayed(st, answer(['E6-E8', 'E10-E9'], 'q w'), () => {}, 5000)).toBe(true);
    expect(g.view.clock.black_ms).toBe(300_000 - 4000 + 3000);
    expect(g.view.clock.running).toBe('white');
    // Another variant's answer is not this game's.
    expect(replayed(st, { ...answer([], 'x'), variant: 'river' }, () => {}, 6000)).toBe(false);
    // The flag falls on White's clock.
    expect(flagFell(g, 5000 + 299_000)).toBe(false);
    expect(flagFell(g, 5000 + 300_001)).toBe(true);
    expect(g.over).toEqual({ result: 'black_wins', termination: 'time_forfeit' });
  });

  it('ends with the server\'s result, and has no clock without a time control', () => {
    const st = newState();
    const g = localGame('anti', null, 's w');
    st.games.set(LOCAL_GAME, g);
    replayed(st, { type: 'replayed', variant: 'anti', moves: ['A-B'], position: 'p b', phase: 'moving', legal: [], result: 'white_wins', termination: 'castle_entered_loses' }, () => {});
    expect(g.over).toEqual({ result: 'white_wins', termination: 'castle_entered_loses' });
    expect(g.view.clock.running).toBeNull();
  });
});
