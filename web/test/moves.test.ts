import { describe, expect, it } from 'vitest';
import { type Legal, click, ending, landings, origins, squaresOf } from '../src/model/moves';

// A position's legal paths as the server lists them (every path of every move): a step, a
// canter that may stop or go on (R4), a knight's charge that cantered then jumps (R6), and a
// run of jumps that must go on (R5).
const legal: Legal = {
  phase: 'moving',
  moves: [
    { notation: 'E6-E5', path: ['E6', 'E5'] },
    { notation: 'E6-C8', path: ['E6', 'C8'] },
    { notation: 'E6-C8-A8', path: ['E6', 'C8', 'A8'] },
    { notation: 'C6-C8xC10', path: ['C6', 'C8', 'C10'] },
    { notation: 'H4xJ4xL6', path: ['H4', 'J4', 'L6'] },
  ],
};

describe('move entry from legal paths', () => {
  it('selects only pieces that have a move', () => {
    expect(origins(legal)).toEqual(new Set(['E6', 'C6', 'H4']));
    expect(click(legal, [], 'E6')).toEqual({ kind: 'select', path: ['E6'] });
    expect(click(legal, [], 'A1').kind).toBe('ignore');
  });

  it('shows the landing squares of every leg from the one answer', () => {
    expect(landings(legal, ['E6'])).toEqual(new Set(['E5', 'C8']));
    expect(landings(legal, ['E6', 'C8'])).toEqual(new Set(['A8']));
    expect(landings(legal, ['H4', 'J4'])).toEqual(new Set(['L6']));
  });

  it('plays a move at once where no leg may follow', () => {
    expect(click(legal, ['E6'], 'E5')).toEqual({ kind: 'play', notation: 'E6-E5' });
    expect(click(legal, ['H4', 'J4'], 'L6')).toEqual({ kind: 'play', notation: 'H4xJ4xL6' });
  });

  it('offers to end a canter that could go on, and plays it ended there', () => {
    expect(click(legal, ['E6'], 'C8')).toEqual({ kind: 'leg', path: ['E6', 'C8'] });
    expect(ending(legal, ['E6', 'C8'])).toBe('E6-C8');
    expect(click(legal, ['E6', 'C8'], 'C8')).toEqual({ kind: 'play', notation: 'E6-C8' });
    expect(click(legal, ['E6', 'C8'], 'A8')).toEqual({ kind: 'play', notation: 'E6-C8-A8' });
  });

  it('does not end a leg that must go on (R5: a jump continues)', () => {
    expect(click(legal, ['H4'], 'J4')).toEqual({ kind: 'leg', path: ['H4', 'J4'] });
    expect(ending(legal, ['H4', 'J4'])).toBeNull();
    expect(click(legal, ['H4', 'J4'], 'J4').kind).toBe('ignore');
  });

  it("R16: a move's every path is listed, each played as it was entered", () => {
    // J6 cantering to F6 over H6, or by H4: one move, two paths, both in the answer.
    const two: Legal = {
      phase: 'moving',
      moves: [
        { notation: 'J6-H4-F6', path: ['J6', 'H4', 'F6'] },
        { notation: 'J6-H6', path: ['J6', 'H6'] },
        { notation: 'J6-H6-F6', path: ['J6', 'H6', 'F6'] },
      ],
    };
    expect(landings(two, ['J6'])).toEqual(new Set(['H4', 'H6']));
    expect(click(two, ['J6'], 'H4')).toEqual({ kind: 'leg', path: ['J6', 'H4'] });
    expect(ending(two, ['J6', 'H4'])).toBeNull();
    expect(click(two, ['J6', 'H4'], 'F6')).toEqual({ kind: 'play', notation: 'J6-H4-F6' });
    expect(click(two, ['J6', 'H6'], 'F6')).toEqual({ kind: 'play', notation: 'J6-H6-F6' });
  });

  it('V5.4: trees are placed in any order, a chosen one let go by a second click', () => {
    const trees: Legal = {
      phase: 'placing_trees',
      moves: [
        { notation: 'C2,D2,I2', path: ['C2', 'D2', 'I2'] },
        { notation: 'C2,D2,J2', path: ['C2', 'D2', 'J2'] },
        { notation: 'D2,I2,J2', path: ['D2', 'I2', 'J2'] },
      ],
    };
    expect(origins(trees)).toEqual(new Set(['C2', 'D2', 'I2', 'J2']));
    expect(click(trees, [], 'I2')).toEqual({ kind: 'trees', path: ['I2'] });
    expect(landings(trees, ['I2'])).toEqual(new Set(['C2', 'D2', 'J2']));
    expect(click(trees, ['I2'], 'C2')).toEqual({ kind: 'trees', path: ['I2', 'C2'] });
    expect(landings(trees, ['I2', 'C2'])).toEqual(new Set(['D2']));
    expect(click(trees, ['I2', 'C2'], 'J2').kind).toBe('ignore');
    expect(click(trees, ['I2', 'C2'], 'D2')).toEqual({ kind: 'play', notation: 'C2,D2,I2' });
    expect(click(trees, ['J2', 'I2'], 'D2')).toEqual({ kind: 'play', notation: 'D2,I2,J2' });
    expect(click(trees, ['I2', 'C2'], 'I2')).toEqual({ kind: 'trees', path: ['C2'] });
    expect(click(trees, [], 'A1').kind).toBe('ignore');
  });

  it('lets go of a piece, or takes another', () => {
    expect(click(legal, ['E6'], 'E6').kind).toBe('cancel');
    expect(click(legal, ['E6'], 'C6')).toEqual({ kind: 'select', path: ['C6'] });
    expect(click(legal, ['E6'], 'A1').kind).toBe('cancel');
  });

  it('reads the squares of notation, jumps and trees alike', () => {
    expect(squaresOf('E6-C8-A8')).toEqual(['E6', 'C8', 'A8']);
    expect(squaresOf('h4xj4xl6')).toEqual(['H4', 'J4', 'L6']);
    expect(squaresOf('C2,D2,I2')).toEqual(['C2', 'D2', 'I2']);
  });
});
