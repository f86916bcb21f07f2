// A signed-in player's games in progress as a site shows them: those where it is their turn
// first, the least time left first, and the count of them in the tab's title.
import type { GameView } from '../protocol.gen';
import { clockNow } from './clock';

export interface MyGame {
  view: GameView;
  /** My side in it. */
  side: 'white' | 'black';
  myTurn: boolean;
  /** My clock's time now (ms). */
  left: number;
}

/** `me`'s active games among `games` (`at`: when each view's clock arrived, `now` the time
 * now), those on my move first, each part by the time left on my clock. */
export function myGames(games: { view: GameView; clockAt: number }[], me: string | null, now: number): MyGame[] {
  const mine: MyGame[] = [];
  for (const g of games) {
    const v = g.view;
    if (me === null || v.status !== 'active') continue;
    const side = v.white === me ? 'white' : v.black === me ? 'black' : null;
    if (side === null) continue;
    const left = clockNow(v.clock, now - g.clockAt)[side];
    mine.push({ view: v, side, myTurn: v.to_move === side, left });
  }
  return mine.sort((a, b) => Number(b.myTurn) - Number(a.myTurn) || a.left - b.left);
}

/** The tab's title: the site's name, after the count of games waiting for my move, and a
 * mark when an opponent's offer waits for my answer. */
export function pageTitle(site: string, waiting: number, offer: boolean): string {
  const count = waiting > 0 ? `(${waiting}) ` : '';
  return `${offer ? '! ' : ''}${count}${site}`;
}
