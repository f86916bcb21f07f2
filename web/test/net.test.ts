import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Connection, REFUSED_TOKEN } from '../src/net';

/** A WebSocket that records what the page sends, and lets the test speak for the server. */
class FakeSocket {
  static made: FakeSocket[] = [];
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {
    this.closed = true;
  }
  hear(msg: object): void {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

describe('the connection', () => {
  beforeEach(() => {
    FakeSocket.made = [];
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('location', { protocol: 'http:', host: 'club.example:8080' });
    vi.stubGlobal('localStorage', { getItem: () => 'token', setItem() {}, removeItem() {} });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("answers the server's ping, and a server silent for 2.5 intervals is lost and reconnected", () => {
    const states: string[] = [];
    const heard: string[] = [];
    const conn = new Connection(
      (m) => heard.push(m.type),
      (s) => states.push(s),
    );
    conn.open();
    const ws = FakeSocket.made[0];
    ws.onopen?.();
    ws.hear({ type: 'welcome', protocol: 2, player: 'Ann', token: 'token', games: [] });
    ws.hear({ type: 'ping', interval_ms: 1000 });
    expect(ws.sent.at(-1)).toBe('{"type":"pong"}');
    expect(heard, "the ping is the connection's, not the page's").toEqual(['welcome']);
    vi.advanceTimersByTime(2000);
    ws.hear({ type: 'pong' });
    vi.advanceTimersByTime(2400);
    expect(states.at(-1), 'any message counts as life').toBe('open');
    vi.advanceTimersByTime(200);
    expect(ws.closed).toBe(true);
    expect(states.at(-1)).toBe('closed');
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.made.length, 'connecting again').toBe(2);
    expect(states.at(-1)).toBe('connecting');
  });

  it('never takes a server that does not ping as silent', () => {
    const states: string[] = [];
    const conn = new Connection(
      () => {},
      (s) => states.push(s),
    );
    conn.open();
    const ws = FakeSocket.made[0];
    ws.onopen?.();
    ws.hear({ type: 'welcome', protocol: 2, player: 'Ann', token: 'token', games: [] });
    vi.advanceTimersByTime(600_000);
    expect(states.at(-1)).toBe('open');
    expect(FakeSocket.made.length).toBe(1);
  });
});

describe('a token the server refused', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is kept aside, not deleted (a restored server may know it again)', () => {
    const stored = new Map([['camelot.token', 'secret']]);
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => stored.set(k, v),
      removeItem: (k: string) => stored.delete(k),
    });
    Connection.setAside();
    expect(Connection.token()).toBeNull();
    expect(stored.get(REFUSED_TOKEN)).toBe('secret');
  });
});
