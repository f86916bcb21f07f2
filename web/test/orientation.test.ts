import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/app';
import type { GameView, ServerMsg } from '../src/protocol.gen';
import { blackBelow } from '../src/state';

const game = (id: number, white: string, black: string): GameView => ({
  id, white, black, time: '5+3', rated: true, status: 'active', moves: [], position: '2/8 w 0 0 - 0', to_move: 'white',
  clock: { white_ms: 300_000, black_ms: 300_000, running: null }, clocked: true,
});
const welcome = (player: string, games: GameView[]): ServerMsg => ({ type: 'welcome', protocol: 1, player, token: 't', games });

describe("the board's side", () => {
  beforeEach(() => vi.stubGlobal('location', { hash: '', pathname: '/' }));

  it("shows Black's side to Black after a reload or a #game= link", () => {
    const app = new App();
    app.st.current = 5; // the address's #game=5, read before the welcome
    app.receive(welcome('bo', [game(5, 'ann', 'bo')]));
    const g = app.game()!;
    expect(app.st.page).toBe('game');
    expect(blackBelow(app.st, g)).toBe(true);
  });

  it("shows Black's side to Black opening the game from the lobby, and Flip turns it", () => {
    const app = new App();
    app.receive(welcome('bo', [game(5, 'ann', 'bo'), game(6, 'bo', 'cy')]));
    app.watch(5);
    expect(blackBelow(app.st, app.game()!)).toBe(true);
    app.turnBoard();
    expect(blackBelow(app.st, app.game()!)).toBe(false);
    app.watch(6);
    expect(blackBelow(app.st, app.game()!)).toBe(false);
  });

  it("shows White's side to a watcher", () => {
    const app = new App();
    app.receive(welcome('dee', []));
    app.receive({ type: 'game', game: game(5, 'ann', 'bo') });
    app.st.current = 5;
    expect(blackBelow(app.st, app.game()!)).toBe(false);
  });
});
