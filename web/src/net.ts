// The WebSocket to the server that served this page (same host and port), with the token
// kept in this browser's storage, or a visitor's session without one. Answers the server's
// pings, and reconnects by itself after a loss, or when the server has been silent too long
// (model/liveness.ts).
import { hear } from './model/liveness';
import { PROTOCOL_VERSION as PROTOCOL } from './protocol.gen';
import type { ClientMsg, ServerMsg } from './protocol.gen';
import { readMessage } from './wire';

const TOKEN = 'camelot.token';
/** Where a refused token is kept (the last one). */
export const REFUSED_TOKEN = 'camelot.token.refused';

export type ConnState = 'connecting' | 'open' | 'closed';

export class Connection {
  private ws: WebSocket | null = null;
  private retry = 500;
  private queue: string[] = [];
  state: ConnState = 'closed';
  /** The reconnection under way since the connection was lost (0: none, not lost). */
  attempt = 0;
  /** Set while signing up: the name to sign up with. */
  private signUp: string | null = null;
  /** Welcomed at least once: a close after it is a loss, worth a warning. */
  private welcomed = false;
  /** How long the server may be silent (ms), once it has pinged; and the timer for it. */
  private patience: number | null = null;
  private silence: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly onMessage: (m: ServerMsg) => void,
    private readonly onState: (s: ConnState) => void,
  ) {}

  static token(): string | null {
    try {
      return localStorage.getItem(TOKEN);
    } catch {
      return null;
    }
  }

  /** Keeps the token of this browser's account. */
  static keep(token: string): void {
    try {
      localStorage.setItem(TOKEN, token);
    } catch {
      // Without storage the account lasts this page only.
    }
  }

  /** Puts a token the server refused (`bad_token`) aside instead of deleting it: a server
   * restored from an older backup may know it again, and it is the only key to the account. */
  static setAside(): void {
    try {
      const token = localStorage.getItem(TOKEN);
      if (token !== null) localStorage.setItem(REFUSED_TOKEN, token);
      localStorage.removeItem(TOKEN);
    } catch {
      // Nothing stored: nothing to keep.
    }
  }

  /** Connects, signing in with the stored token, signing up as `name`, or, with neither, as
   * a visitor who looks before signing up. */
  open(name: string | null = null): void {
    this.signUp = name;
    const old = this.ws;
    this.ws = null;
    old?.close();
    this.patience = null;
    clearTimeout(this.silence);
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/`;
    const ws = new WebSocket(url);
    this.ws = ws;
    this.setState('connecting');
    ws.onopen = () => {
      this.retry = 500;
      const token = Connection.token();
      const hello: ClientMsg =
        token !== null && this.signUp === null
          ? { type: 'hello', protocol: PROTOCOL, token }
          : { type: 'hello', protocol: PROTOCOL, name: this.signUp ?? undefined };
      ws.send(JSON.stringify(hello));
    };
    ws.onmessage = (e) => {
      const msg = readMessage(String(e.data));
      if (msg === null) return;
      const heard = hear(msg, this.patience);
      this.patience = heard.patience;
      this.listen(ws);
      if (heard.answer) {
        ws.send(JSON.stringify(heard.answer));
        return;
      }
      if (msg.type === 'welcome') {
        if (msg.token) Connection.keep(msg.token);
        this.signUp = null;
        this.attempt = 0;
        this.welcomed = true;
        this.setState('open');
        for (const q of this.queue.splice(0)) ws.send(q);
      } else if (msg.type === 'error' && this.state !== 'open') {
        // A refused hello (a name taken, a bad token): look on as a visitor meanwhile, so
        // the page is never left connecting.
        this.signUp = null;
        this.onMessage(msg);
        this.ws = null;
        clearTimeout(this.silence);
        ws.close();
        setTimeout(() => this.ws === null && this.open(), this.retry);
        this.retry = Math.min(this.retry * 2, 8000);
        return;
      }
      this.onMessage(msg);
    };
    ws.onclose = () => this.lost(ws);
  }

  /** Heard from the server: silence is counted again from now. */
  private listen(ws: WebSocket): void {
    clearTimeout(this.silence);
    if (this.patience === null) return;
    this.silence = setTimeout(() => {
      // The close handshake may never finish on a dead network: lost now.
      ws.close();
      this.lost(ws);
    }, this.patience);
  }

  /** The connection `ws` is lost: shown so (a warning only once it had been welcomed), and
   * opened again, as the same account or visitor. */
  private lost(ws: WebSocket): void {
    if (this.ws !== ws) return;
    ws.onclose = null;
    ws.onmessage = null;
    clearTimeout(this.silence);
    if (this.welcomed) this.attempt += 1;
    this.setState('closed');
    setTimeout(() => this.ws === ws && this.open(this.signUp), this.retry);
    this.retry = Math.min(this.retry * 2, 8000);
  }

  send(msg: ClientMsg): void {
    const text = JSON.stringify(msg);
    if (this.ws && this.state === 'open') this.ws.send(text);
    else this.queue.push(text);
  }

  private setState(s: ConnState): void {
    this.state = s;
    this.onState(s);
  }
}
