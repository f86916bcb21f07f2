import { describe, expect, it } from 'vitest';
import { click, complete, landings, origins, squaresOf } from '../src/model/moves';
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

  it('plays a one-leg move at once', () => {
    const step = click(legal, ['E6'], 'E5');
    expect(step).toEqual({ kind: 'play', move: legal[0] });
  });

  it('offers to end a canter that could go on, and plays the longer one', () => {
    const step = click(legal, ['E6'], 'C8');
    expect(step).toEqual({ kind: 'leg', path: ['E6', 'C8'], canEnd: true });
    expect(click(legal, ['E6', 'C8'], 'C8')).toEqual({ kind: 'play', move: legal[1] });
    expect(click(legal, ['E6', 'C8'], 'A8')).toEqual({ kind: 'play', move: legal[2] });
  });

  it('does not end a leg that must go on (R7: a jump continues)', () => {
    const step = click(legal, ['H4'], 'J4');
    expect(step).toEqual({ kind: 'leg', path: ['H4', 'J4'], canEnd: false });
    expect(complete(legal, ['H4', 'J4'])).toBeUndefined();
    expect(click(legal, ['H4', 'J4'], 'J4').kind).toBe('ignore');
    expect(click(legal, ['H4', 'J4'], 'L6')).toEqual({ kind: 'play', move: legal[4] });
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
