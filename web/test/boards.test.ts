import { describe, expect, it, vi } from 'vitest';
import { App } from '../src/app';
import type { BoardView, ClientMsg } from '../src/protocol.gen';

describe("a variant's board", () => {
  it('is asked for once, whichever page asks, and given once it comes', () => {
    const app = new App();
    const sent: ClientMsg[] = [];
    vi.spyOn(app.conn, 'send').mockImplementation((m) => void sent.push(m));
    expect(app.board('river')).toBeUndefined();
    expect(app.board('river')).toBeUndefined();
    expect(sent).toEqual([{ type: 'board', variant: 'river' }]);
    const board = { files: 12, ranks: 16, squares: [] } as unknown as BoardView;
    app.receive({ type: 'board', variant: 'river', board });
    expect(app.board('river')).toBe(board);
  });
});
