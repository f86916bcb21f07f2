import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/app';
import { readSettings, withSetting } from '../src/model/settings';
import type { ClientMsg, GameView } from '../src/protocol.gen';

describe('the settings', () => {
  it('start at their defaults, and a damaged or unknown entry keeps them', () => {
    const defaults = { sound: 'on', pieces: 'classic', board: 'wood', confirm: 'off', theme: 'dark' };
    expect(readSettings(null)).toEqual(defaults);
    expect(readSettings('{nope')).toEqual(defaults);
    expect(readSettings('"light"')).toEqual(defaults);
    expect(readSettings('{"theme":"light","board":"purple","sound":false}')).toEqual({ ...defaults, theme: 'light' });
  });

  it('take only their own choices', () => {
    const s = readSettings(null);
    expect(withSetting(s, 'board', 'green').board).toBe('green');
    expect(withSetting(s, 'board', 'purple')).toBe(s);
  });
});

describe('confirming moves', () => {
  beforeEach(() => {
    const kept = new Map<string, string>();
    vi.stubGlobal('location', { hash: '', pathname: '/' });
    vi.stubGlobal('localStorage', { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v), removeItem: (k: string) => void kept.delete(k) });
  });

  const game: GameView = {
    id: 2, white: 'ann', black: 'bo', time: '5+3', rated: true, status: 'active', moves: [], position: 'x w', to_move: 'white',
    clock: { white_ms: 1, black_ms: 1, running: null }, clocked: true,
  };

  function playing(): { app: App; sent: ClientMsg[] } {
    const app = new App();
    const sent: ClientMsg[] = [];
    vi.spyOn(app.conn, 'send').mockImplementation((m) => void sent.push(m));
    app.receive({ type: 'welcome', protocol: 1, player: 'ann', token: 't', games: [game] });
    app.watch(2);
    app.receive({ type: 'legal_moves', game: 2, ply: 0, phase: 'moving', moves: [{ notation: 'F2-F3', path: ['F2', 'F3'] }] });
    sent.length = 0;
    return { app, sent };
  }

  it('sends a move as it is entered, by default', () => {
    const { app, sent } = playing();
    app.square('F2');
    app.square('F3');
    expect(sent).toEqual([{ type: 'move', game: 2, move: 'F2-F3', ply: 0 }]);
  });

  it('holds the move entered until it is confirmed, once asked to (the choice kept in this browser)', () => {
    const { app, sent } = playing();
    app.setSetting('confirm', 'on');
    expect(new App().st.settings.confirm).toBe('on');
    app.square('F2');
    app.square('F3');
    expect(sent).toEqual([]);
    expect(app.game()!.confirming).toBe('F2-F3');
    app.confirmMove();
    expect(sent).toEqual([{ type: 'move', game: 2, move: 'F2-F3', ply: 0 }]);
  });

  it('lets a move waiting for its confirmation go on a click on the board', () => {
    const { app, sent } = playing();
    app.setSetting('confirm', 'on');
    app.square('F2');
    app.square('F3');
    app.square('E5');
    expect(app.game()!.confirming).toBeNull();
    expect(app.game()!.path).toEqual([]);
    app.confirmMove();
    expect(sent).toEqual([]);
  });
});
