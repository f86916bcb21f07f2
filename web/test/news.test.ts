import { describe, expect, it } from 'vitest';
import { stateNews } from '../src/news';
import type { ServerMsg } from '../src/protocol.gen';
import type { GameView, SeekView } from '../src/protocol.gen';
import { gameState, newState } from '../src/state';

const view = { id: 7, white: 'Ann', black: 'Bob', time: '5+3', status: 'active', moves: ['E6-E5'], position: '', to_move: 'black', clock: { white_ms: 1, black_ms: 1, running: null } } as unknown as GameView;
const seek: SeekView = { id: 3, player: 'Ann', rating: 1500, time: '5+3', color: 'any', rated: true } as SeekView;
const news = (m: object) => m as ServerMsg;

describe("the server's news taken into the state", () => {
  it("keeps a game's legal moves only for the position shown", () => {
    const st = newState();
    const g = gameState(view);
    st.games.set(7, g);
    expect(stateNews(st, news({ type: 'legal_moves', game: 7, ply: 0, moves: [['E11', 'E10']] }))).toBe(true);
    expect(g.legalPly).toBe(-1);
    stateNews(st, news({ type: 'legal_moves', game: 7, ply: 1, moves: [['E11', 'E10']] }));
    expect(g.legalPly).toBe(1);
    expect(g.legal.moves).toEqual([['E11', 'E10']]);
  });

  it('adds a seek of mine and removes it when it closes', () => {
    const st = newState();
    stateNews(st, news({ type: 'seek_posted', seek }));
    expect([...st.mySeeks]).toEqual([3]);
    stateNews(st, news({ type: 'seek_closed', seek: 3 }));
    expect(st.seeks.size + st.mySeeks.size).toBe(0);
  });

  it('opens a review at its last position and leaves other messages alone', () => {
    const st = newState();
    const g = gameState(view);
    st.games.set(7, g);
    stateNews(st, news({ type: 'review', game: 7, positions: ['a', 'b'], moves: ['E6-E5'] }));
    expect(g.review?.at).toBe(1);
    expect(stateNews(st, news({ type: 'game_over', game: 7 }))).toBe(false);
    expect(stateNews(st, news({ type: 'pong' }))).toBe(false);
  });
});
