import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/app';
import { computerLevel } from '../src/model/computer';
import type { ClientMsg, GameView } from '../src/protocol.gen';

const finished = (white: string, black: string): GameView => ({
  id: 4, white, black, time: 'untimed', rated: false, variant: 'camelot', status: 'finished', moves: ['F2-F3'], position: 'x b', to_move: 'black',
  clock: { white_ms: 1, black_ms: 1, running: null }, clocked: true, result: 'black_wins', termination: 'resignation',
});

describe('a rematch against the computer', () => {
  beforeEach(() => vi.stubGlobal('location', { hash: '', pathname: '/' }));

  it('knows each computer player by its level, and a person by none', () => {
    expect(computerLevel('Computer (Easy)')).toBe('easy');
    expect(computerLevel('Computer (Expert)')).toBe('expert');
    expect(computerLevel('ann')).toBeNull();
  });

  it('starts a new game of the same terms with the colours swapped, and offers a person one', () => {
    const app = new App();
    const sent: ClientMsg[] = [];
    vi.spyOn(app.conn, 'send').mockImplementation((m) => void sent.push(m));
    app.receive({ type: 'welcome', protocol: 1, player: 'ann', token: 't', games: [] });
    app.receive({ type: 'game', game: finished('ann', 'Computer (Easy)') });
    sent.length = 0;
    app.rematch(app.game()!, 'offer');
    expect(sent).toEqual([{ type: 'play_computer', level: 'easy', time: 'untimed', color: 'black', variant: 'camelot' }]);
    expect(app.game()!.rematch).toBeNull(); // nothing is waited for

    app.receive({ type: 'game', game: { ...finished('ann', 'bo'), id: 5 } });
    sent.length = 0;
    app.rematch(app.game()!, 'offer');
    expect(sent).toEqual([{ type: 'offer_rematch', game: 5 }]);
  });
});
