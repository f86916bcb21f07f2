import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/app';
import { keyPly, shownMove } from '../src/model/review';
import type { GameView } from '../src/protocol.gen';

const positions = ['s w 0', 'a b 1', 'b w 2', 'c b 3'];
const moves = ['F2-F3', 'F15-F14', 'G2-G4'];

describe('the review', () => {
  beforeEach(() => vi.stubGlobal('location', { hash: '', pathname: '/' }));

  it('goes back, forward, to the start and to the end by key, and stays within the game', () => {
    expect(keyPly('ArrowLeft', 2, 3)).toBe(1);
    expect(keyPly('ArrowLeft', 0, 3)).toBe(0);
    expect(keyPly('ArrowRight', 3, 3)).toBe(3);
    expect(keyPly('ArrowRight', 1, 3)).toBe(2);
    expect(keyPly('Home', 2, 3)).toBe(0);
    expect(keyPly('End', 0, 3)).toBe(3);
    expect(keyPly('a', 0, 3)).toBeNull();
  });

  it('names the move shown, numbered as the move list numbers it, with the side that played it', () => {
    expect(shownMove({ positions, moves, at: 0 })).toBeNull();
    expect(shownMove({ positions, moves, at: 1 })).toEqual({ number: 1, side: 'white', move: 'F2-F3' });
    expect(shownMove({ positions, moves, at: 2 })).toEqual({ number: 1, side: 'black', move: 'F15-F14' });
    expect(shownMove({ positions, moves, at: 3 })).toEqual({ number: 2, side: 'white', move: 'G2-G4' });
  });

  it("is gone through by the game's controller, once the game is over", () => {
    const app = new App();
    const view: GameView = {
      id: 9, white: 'ann', black: 'bo', time: '5+3', rated: true, status: 'finished', moves, position: positions[3], to_move: 'black',
      clock: { white_ms: 1, black_ms: 1, running: null }, clocked: true, result: 'white_wins', termination: 'resignation',
    };
    app.receive({ type: 'welcome', protocol: 1, player: 'ann', token: 't', games: [] });
    app.receive({ type: 'game', game: view });
    expect(app.reviewKey('Home')).toBe(false); // no review yet: the key is the page's
    app.receive({ type: 'review', game: 9, moves, positions });
    const r = app.game()!.review!;
    expect(r.at).toBe(3);
    expect(app.reviewKey('Home')).toBe(true);
    expect(r.at).toBe(0);
    app.reviewKey('ArrowRight');
    app.reviewKey('ArrowRight');
    expect(r.at).toBe(2);
    app.reviewKey('End');
    expect(r.at).toBe(3);
    expect(app.reviewKey('x')).toBe(false);
  });
});
