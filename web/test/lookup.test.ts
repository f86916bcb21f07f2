import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/app';
import type { ClientMsg } from '../src/protocol.gen';

describe('looking a player up', () => {
  beforeEach(() => vi.stubGlobal('location', { hash: '', pathname: '/' }));

  it("opens the typed name's page at its own address, and does nothing for no name", () => {
    const app = new App();
    const sent: ClientMsg[] = [];
    vi.spyOn(app.conn, 'send').mockImplementation((m) => void sent.push(m));
    expect(app.player.lookUp('   ')).toBe(false);
    expect(sent).toEqual([]);
    expect(app.player.lookUp(' Ann Bee ')).toBe(true);
    expect(sent).toEqual([{ type: 'player', name: 'Ann Bee' }]);
    expect(location.hash).toBe('player=Ann%20Bee');
    expect(app.st.page).toBe('player');
  });
});
