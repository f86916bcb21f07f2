import { describe, expect, it } from 'vitest';
import { offerNews } from '../src/offers';
import { gameState, newState } from '../src/state';
import type { GameView } from '../src/protocol.gen';

describe("an opponent's offer", () => {
  it('calls for attention (a chime, the title); one\'s own does not', () => {
    const st = newState();
    st.me = 'Ann';
    const view = { id: 7, white: 'Ann', black: 'Bob', time: '5+3', status: 'active', moves: [], position: '', to_move: 'white', clock: { white_ms: 1, black_ms: 1, running: null } } as unknown as GameView;
    st.games.set(7, gameState(view));
    let calls = 0;
    offerNews(st, { type: 'draw_offered', game: 7, by: 'white' }, () => calls++);
    expect(calls).toBe(0);
    offerNews(st, { type: 'takeback_offered', game: 7, by: 'black' }, () => calls++);
    expect(calls).toBe(1);
    expect(st.games.get(7)!.view.takeback_offer).toBe('black');
  });
});
