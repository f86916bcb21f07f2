import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/app';
import type { ClientMsg } from '../src/protocol.gen';

describe("a game's intents", () => {
  beforeEach(() => vi.stubGlobal('location', { hash: '', pathname: '/' }));

  it('name the game shown, and send nothing with no game shown', () => {
    const app = new App();
    const sent: ClientMsg[] = [];
    vi.spyOn(app.conn, 'send').mockImplementation((m) => void sent.push(m));
    app.gameAct('offer_draw');
    expect(sent).toEqual([]);
    app.receive({ type: 'welcome', protocol: 1, player: 'ann', token: 't', games: [{ id: 8, white: 'ann', black: 'bo', time: '5+3', rated: true, status: 'active', moves: [], position: 'x w', to_move: 'white', clock: { white_ms: 1, black_ms: 1, running: null }, clocked: true }] });
    app.watch(8);
    sent.length = 0;
    app.gameAct('offer_draw');
    app.gameAct('claim_win');
    expect(sent).toEqual([{ type: 'offer_draw', game: 8 }, { type: 'claim_win', game: 8 }]);
  });
});
