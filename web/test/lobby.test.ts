import { describe, expect, it } from 'vitest';
import { applyNews } from '../src/model/lobby';
import type { GameSummary, SeekView } from '../src/protocol.gen';

const seek = (id: number): SeekView => ({ id, player: 'Ann', rating: 1500, time: '5+3', color: 'any', rated: true });
const game = (id: number): GameSummary =>
  ({ id, white: 'Ann', black: 'Bob', time: '5+3', rated: true, position: '', to_move: 'white', plies: 0 }) as unknown as GameSummary;

describe('the lobby news', () => {
  it('adds and removes seeks and games by id', () => {
    const seeks = new Map([[1, seek(1)], [2, seek(2)]]);
    const live = applyNews(seeks, [game(7), game(8)], {
      type: 'lobby',
      seeks_opened: [seek(3), seek(2)],
      seeks_closed: [1, 99],
      games_started: [game(9), game(8)],
      games_ended: [7],
    });
    expect([...seeks.keys()].sort()).toEqual([2, 3]);
    expect(live.map((g) => g.id)).toEqual([9, 8]);
  });

  it('leaves everything as it was when a list is absent', () => {
    const seeks = new Map([[1, seek(1)]]);
    const live = applyNews(seeks, [game(7)], { type: 'lobby' });
    expect([...seeks.keys()]).toEqual([1]);
    expect(live.map((g) => g.id)).toEqual([7]);
  });
});
