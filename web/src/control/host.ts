// What a page's controller needs of the page (App, app.ts): the state it writes its slice
// of, the one way to send, the redraw, and the boards' data. Named here so that no
// controller imports the App back.
import type { BoardView, ClientMsg } from '../protocol.gen';
import type { State } from '../state';

export interface Host {
  readonly st: State;
  send(m: ClientMsg): void;
  onChange(): void;
  /** The board of `variant` as data, asked for once if it has not come yet. */
  board(variant: string): BoardView | undefined;
}
