import { describe, expect, it } from 'vitest';
import { material, readPosition } from '../src/model/position';
import type { BoardView } from '../src/protocol.gen';

// Camette (V1) as the server describes it would be long to write; a 3×3 board will do.
const board: BoardView = {
  files: 3,
  ranks: 3,
  squares: ['B1', 'A2', 'B2', 'C2', 'B3'],
  castles: { white: ['B1'], black: ['B3'] },
  river: [],
  tree_squares: { white: [], black: [] },
  start: 'm/1N1/1 w 0 0 - 0',
};

describe('position strings', () => {
  it('puts each letter on the board squares rank by rank from the top', () => {
    const p = readPosition(board, 'm/M1n/t b 0 0 - 0');
    expect([...p.pieces]).toEqual([
      ['B3', 'm'],
      ['A2', 'M'],
      ['C2', 'n'],
      ['B1', 't'],
    ]);
    expect(material(p)).toEqual([1, 0, 1, 1]);
  });

  it('refuses a string of another board', () => {
    expect(() => readPosition(board, 'm/3 w 0 0 - 0')).toThrow();
    expect(() => readPosition(board, 'm/MMMM/1 w 0 0 - 0')).toThrow();
  });
});
