import { describe, expect, it } from 'vitest';
import { type Entering, enter } from '../src/model/entry';
import type { Legal } from '../src/model/moves';

describe('the one move entry', () => {
  it("enters River Camelot's trees on any board, in any order", () => {
    const trees: Legal = { phase: 'placing_trees', moves: [{ notation: 'C2,D2,I2', path: ['C2', 'D2', 'I2'] }] };
    const e: Entering = { path: [], confirming: null };
    expect(enter(e, trees, 'I2', false)).toBeNull();
    expect(enter(e, trees, 'C2', false)).toBeNull();
    expect(e.path).toEqual(['I2', 'C2']);
    expect(enter(e, trees, 'D2', false)).toBe('C2,D2,I2');
    expect(e.path).toEqual([]);
  });

  it('shows a move to confirm where it ends', () => {
    const legal: Legal = { phase: 'moving', moves: [{ notation: 'E6-E8', path: ['E6', 'E8'] }] };
    const e: Entering = { path: [], confirming: null };
    enter(e, legal, 'E6', true);
    expect(enter(e, legal, 'E8', true)).toBeNull();
    expect(e).toEqual({ path: ['E6', 'E8'], confirming: 'E6-E8' });
  });
});
