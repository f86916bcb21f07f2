import { describe, expect, it } from 'vitest';
import { type Next, click, landings, origins, settle, squaresOf } from '../src/model/moves';
import type { LegalMove } from '../src/protocol.gen';

// A position's legal moves as the server lists them: a step, a canter that may stop or go on
// (R4), and a knight's charge that cantered then jumps (R6).
const legal: LegalMove[] = [
  { notation: 'E6-E5', path: ['E6', 'E5'] },
  { notation: 'E6-C8', path: ['E6', 'C8'] },
  { notation: 'E6-C8-A8', path: ['E6', 'C8', 'A8'] },
  { notation: 'C6-C8xC10', path: ['C6', 'C8', 'C10'] },
  { notation: 'H4xJ4xL6', path: ['H4', 'J4', 'L6'] },
];

/** The server's answer about `path` (`next_legs`). */
const next = (path: string[], legs: string[], notation?: string): Next => ({ path, legs, canEnd: notation !== undefined, notation });

describe('move entry from legal paths', () => {
  it('selects only pieces that have a move', () => {
    expect(origins(legal)).toEqual(new Set(['E6', 'C6', 'H4']));
    expect(click(legal, [], 'E6')).toEqual({ kind: 'select', path: ['E6'] });
    expect(click(legal, [], 'A1').kind).toBe('ignore');
  });

  it('shows the landing squares of the next leg', () => {
    expect(landings(legal, ['E6'])).toEqual(new Set(['E5', 'C8']));
    expect(landings(legal, ['E6', 'C8'])).toEqual(new Set(['A8']));
  });

  it('plays a move that must end where the server says so', () => {
    expect(click(legal, ['E6'], 'E5')).toEqual({ kind: 'leg', path: ['E6', 'E5'] });
    expect(settle(next(['E6', 'E5'], [], 'E6-E5'))).toBe('E6-E5');
  });

  it('offers to end a canter that could go on, and plays it ended there', () => {
    const here = next(['E6', 'C8'], ['A8'], 'E6-C8');
    expect(settle(here)).toBeNull();
    expect(click(legal, ['E6', 'C8'], 'C8', here)).toEqual({ kind: 'play', notation: 'E6-C8' });
    expect(click(legal, ['E6', 'C8'], 'A8', here)).toEqual({ kind: 'leg', path: ['E6', 'C8', 'A8'] });
  });

  it('does not end a leg that must go on (R7: a jump continues)', () => {
    const here = next(['H4', 'J4'], ['L6']);
    expect(settle(here)).toBeNull();
    expect(click(legal, ['H4', 'J4'], 'J4', here).kind).toBe('ignore');
    expect(click(legal, ['H4', 'J4'], 'L6', here)).toEqual({ kind: 'leg', path: ['H4', 'J4', 'L6'] });
  });

  it("R16: a move's other path is clickable once the server names its legs", () => {
    // J6 cantering to F6: listed by the path over H6; the path by H4 is the same move.
    const moves: LegalMove[] = [
      { notation: 'J6-H6', path: ['J6', 'H6'] },
      { notation: 'J6-H6-F6', path: ['J6', 'H6', 'F6'] },
    ];
    expect(click(moves, ['J6'], 'H4').kind).toBe('cancel');
    const atOrigin = next(['J6'], ['H6', 'H4']);
    expect(landings(moves, ['J6'], atOrigin)).toEqual(new Set(['H6', 'H4']));
    expect(click(moves, ['J6'], 'H4', atOrigin)).toEqual({ kind: 'leg', path: ['J6', 'H4'] });
    const byH4 = next(['J6', 'H4'], ['F6'], 'J6-H4');
    expect(landings(moves, ['J6', 'H4'], byH4)).toEqual(new Set(['F6']));
    expect(click(moves, ['J6', 'H4'], 'F6', byH4)).toEqual({ kind: 'leg', path: ['J6', 'H4', 'F6'] });
    expect(settle(next(['J6', 'H4', 'F6'], [], 'J6-H4-F6'))).toBe('J6-H4-F6');
    // An answer about another path says nothing about this one.
    expect(landings(moves, ['J6', 'H4'], atOrigin)).toEqual(new Set());
  });

  it('V5.4: trees are placed in any order, a chosen one let go by a second click', () => {
    const trees: LegalMove[] = [
      { notation: 'C2,D2,I2', path: ['C2', 'D2', 'I2'] },
      { notation: 'C2,D2,J2', path: ['C2', 'D2', 'J2'] },
      { notation: 'D2,I2,J2', path: ['D2', 'I2', 'J2'] },
    ];
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
