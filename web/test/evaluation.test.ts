import { describe, expect, it } from 'vitest';
import { FORCED_SCORE } from '../src/choices.gen';
import { GRAPH_MEN, graphPoints, plyAt, score } from '../src/model/evaluation';

describe('evaluations', () => {
  it('read in men from White side, signed', () => {
    expect(score(150)).toEqual({ forced: false, men: '+1.50' });
    expect(score(-25)).toEqual({ forced: false, men: '-0.25' });
    expect(score(0)).toEqual({ forced: false, men: '0.00' });
  });

  it('say a forced result beyond the engine bound', () => {
    expect(score(FORCED_SCORE)).toEqual({ forced: true, side: 'white' });
    expect(score(-FORCED_SCORE - 5)).toEqual({ forced: true, side: 'black' });
    expect(score(FORCED_SCORE - 1).forced).toBe(false);
  });

  it('draw White up, level in the middle, and stop at the edge', () => {
    const cap = GRAPH_MEN * 100;
    expect(graphPoints([0, cap, -cap, 10 * cap], 100, 40)).toBe('0,20 33.3,0 66.7,40 100,0');
    expect(graphPoints([50], 100, 40)).toBe('0,18');
  });

  it('pick the nearest ply under the pointer', () => {
    expect(plyAt(0, 7, 120)).toBe(0);
    expect(plyAt(61, 7, 120)).toBe(3);
    expect(plyAt(500, 7, 120)).toBe(6);
    expect(plyAt(10, 1, 120)).toBe(0);
  });
});
