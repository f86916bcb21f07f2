import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/app';
import type { ClientMsg } from '../src/protocol.gen';
import { LOCAL_GAME } from '../src/state';

function app(): { app: App; sent: ClientMsg[] } {
  const a = new App();
  const sent: ClientMsg[] = [];
  vi.spyOn(a.conn, 'send').mockImplementation((m) => void sent.push(m));
  return { app: a, sent };
}

describe("the pages' controllers", () => {
  beforeEach(() => {
    vi.stubGlobal('location', { hash: '', pathname: '/', host: '10.0.0.2:7878', protocol: 'http:' });
    vi.stubGlobal('history', { replaceState: () => {} });
  });

  it("the account's: a pasted code of another server or none is said so, a good one signs in", () => {
    const { app: a } = app();
    const signIn = vi.spyOn(a, 'signInAs').mockImplementation(() => {});
    const here = { protocol: 'http:', host: '10.0.0.2:7878' };
    expect(a.account.useCode('hello', here)).toBe(false);
    expect(a.st.accountNote).toEqual({ id: 'account-code-malformed' });
    expect(a.account.useCode('camelot-account ws://10.0.0.3:7878/ Ann t', here)).toBe(false);
    expect(a.st.accountNote?.id).toBe('account-code-other-server');
    expect(a.account.useCode('camelot-account ws://10.0.0.2:7878/ Ann t', here)).toBe(true);
    expect(a.st.accountNote).toBeNull();
    expect(signIn).toHaveBeenCalledWith('t');
  });

  it("the account's: a guest takes the name typed, keeping its account", () => {
    const { app: a, sent } = app();
    a.receive({ type: 'welcome', protocol: 1, player: 'guest-4', token: 't', games: [], guest: true });
    sent.length = 0;
    a.account.signUp('  Ann ');
    expect(sent).toEqual([{ type: 'claim_name', name: 'Ann' }]);
  });

  it("one device's: a game started asks the server for its position, a move taken back replays the others", () => {
    const { app: a, sent } = app();
    a.local.start('camelot', '5+3');
    expect(a.st.page).toBe('game');
    expect(a.st.current).toBe(LOCAL_GAME);
    expect(sent).toContainEqual({ type: 'replay', variant: 'camelot', moves: [] });
    a.st.games.get(LOCAL_GAME)!.view.moves = ['F2-F3', 'F15-F14'];
    sent.length = 0;
    a.local.takeBack();
    expect(sent).toEqual([{ type: 'replay', variant: 'camelot', moves: ['F2-F3'] }]);
    a.local.leave();
    expect(a.st.games.has(LOCAL_GAME)).toBe(false);
    expect(a.st.page).toBe('local');
  });

  it("the analysis board's: the game chosen starts from its start, a position typed is sent and waited for", () => {
    const { app: a, sent } = app();
    a.receive({ type: 'board', variant: 'camette', board: { start: 'start w 0' } as never });
    a.analysis.choose('camette');
    expect(a.analysis.position()).toBe('start w 0');
    a.analysis.evaluate();
    expect(sent).toEqual([{ type: 'analyse_position', variant: 'camette', position: 'start w 0' }]);
    a.analysis.type('  x w 0 ');
    sent.length = 0;
    a.analysis.evaluate();
    expect(a.st.board).toBe('asked');
    expect(sent).toEqual([{ type: 'analyse_position', variant: 'camette', position: 'x w 0' }]);
    a.analysis.choose('camelot');
    expect(a.st.analysing).toEqual({ variant: 'camelot', position: '' });
  });

  it("a game's: Resign asks twice", () => {
    const { app: a, sent } = app();
    a.receive({ type: 'welcome', protocol: 1, player: 'ann', token: 't', games: [{ id: 3, white: 'ann', black: 'bo', time: '5+3', rated: true, status: 'active', moves: [], position: 'x w', to_move: 'white', clock: { white_ms: 1, black_ms: 1, running: null }, clocked: true }] });
    a.watch(3);
    sent.length = 0;
    a.resign();
    expect(sent).toEqual([]);
    a.resign();
    expect(sent).toEqual([{ type: 'resign', game: 3 }]);
  });
});
