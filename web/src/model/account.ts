// The account code that moves an account between the game and a browser (docs/protocol.md
// "Account codes"): `camelot-account SERVER NAME SECRET`, one line, the same both ways. The
// server's word is the WebSocket address; this page's server is the one that served it.

const CODE_WORD = 'camelot-account';

/** Where this page came from: `location`'s protocol and host. */
export interface Here {
  protocol: string;
  host: string;
}

/** The WebSocket address of the server that served this page, as the game writes one. */
export function serverOf(here: Here): string {
  return `${here.protocol === 'https:' ? 'wss' : 'ws'}://${here.host}/`;
}

/** This browser's account as a code to paste into the game. */
export function accountCode(here: Here, name: string, token: string): string {
  return `${CODE_WORD} ${serverOf(here)} ${name} ${token}`;
}

export type ReadCode =
  | { kind: 'account'; name: string; token: string }
  | { kind: 'malformed' }
  | { kind: 'other-server'; server: string };

/** A pasted code: the account, if it is one of this page's server. The game accepts an
 * address without its scheme (`HOST:PORT`, read as `ws://`), so this does too. */
export function readAccountCode(text: string, here: Here): ReadCode {
  const words = text.trim().split(/\s+/);
  if (words.length !== 4 || words[0] !== CODE_WORD) return { kind: 'malformed' };
  const [, server, name, token] = words;
  let url: URL;
  try {
    url = new URL(server.includes('://') ? server : `ws://${server}`);
  } catch {
    return { kind: 'malformed' };
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return { kind: 'malformed' };
  const sameServer = url.host.toLowerCase() === here.host.toLowerCase() && url.protocol === new URL(serverOf(here)).protocol;
  return sameServer ? { kind: 'account', name, token } : { kind: 'other-server', server };
}
