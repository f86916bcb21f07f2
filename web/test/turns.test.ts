import { describe, expect, it } from 'vitest';
import { myGames, pageTitle } from '../src/model/turns';
import type { GameView } from '../src/protocol.gen';

function game(id: number, white: string, black: string, to_move: 'white' | 'black', white_ms: number, black_ms: number): { view: GameView; clockAt: number } {
  return {
    clockAt: 0,
    view: {
      id, white, black, time: '3d', rated: true, status: 'active', moves: [], position: '', to_move,
      clock: { white_ms, black_ms, running: to_move },
    } as unknown as GameView,
  };
}

describe('my games', () => {
  it('puts the games on my move first, the least time left first', () => {
    const games = [
      game(1, 'Ann', 'Bob', 'black', 1e6, 9e7), // Bob to move: waiting, though Ann's clock is lowest
      game(2, 'Cat', 'Ann', 'black', 9e7, 5e7), // mine, 5e7 left
      game(3, 'Ann', 'Dan', 'white', 2e7, 9e7), // mine, 2e7 left
      game(4, 'Eve', 'Fay', 'white', 1, 1), // not mine
    ];
    const list = myGames(games, 'Ann', 1000);
    expect(list.map((g) => g.view.id)).toEqual([3, 2, 1]);
    expect(list.map((g) => g.myTurn)).toEqual([true, true, false]);
    expect(list[0].left).toBe(2e7 - 1000);
  });

  it('has none for a visitor', () => {
    expect(myGames([game(1, 'Ann', 'Bob', 'white', 1, 1)], null, 0)).toEqual([]);
  });
});

describe('the title', () => {
  it('counts the games waiting for my move', () => {
    expect(pageTitle('Camelot', 2, false)).toBe('(2) Camelot');
    expect(pageTitle('Camelot', 0, false)).toBe('Camelot');
    expect(pageTitle('Camelot', 1, true)).toBe('! (1) Camelot');
  });
});
