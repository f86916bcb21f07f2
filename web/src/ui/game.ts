// A game: the board, both clocks and names, the move entry (clicks, keys, typed), the
// offers, the end with its rule and rating change, and the review of a finished game.
import type { App } from '../app';
import { ABORT_KEYS, ABORTED_END_KEY, END_KEYS } from '../ends.gen';
import { endFor, endTitle } from '../model/end';
import { noteText, playerName, t, timeText, variantKey } from '../i18n';
import { clockNow, formatClock, isLow } from '../model/clock';
import { ending, landings, origins, placing, squaresOf } from '../model/moves';
import { LOCAL_GAME } from '../local';
import { clockShown, mayAbort } from '../model/decided';
import { localActions } from './local';
import { material, readPosition } from '../model/position';
import { shownMove } from '../model/review';
import type { GameState } from '../state';
import { blackBelow, claimableIn, mySide } from '../state';
import { BoardView2D } from './board';
import { button, h } from './dom';
import { markOf, reviewAnalysis, shownBest } from './analysis';
import { playerLink } from './player';

let board: { key: string; view: BoardView2D } | null = null;

function boardFor(app: App, g: GameState): BoardView2D | null {
  const variant = g.view.variant ?? 'camelot';
  const data = app.st.boards.get(variant);
  if (!data) return null;
  const key = `${g.view.id}|${variant}`;
  if (board?.key !== key) {
    board = { key, view: new BoardView2D(data, (sq) => app.square(sq), t('board-label')) };
  }
  return board.view;
}

/** The board's element, drawn for the game's state (or the reviewed ply). */
export function drawBoard(app: App, g: GameState): SVGSVGElement | null {
  const view = boardFor(app, g);
  const data = app.st.boards.get(g.view.variant ?? 'camelot');
  if (!view || !data) return null;
  const reviewing = g.review && g.over ? g.review : null;
  const position = shownPosition(g);
  if (!position) return null; // a game at one device before the server's first answer
  // In review, the move that led to the position shown, and the engine's when asked for.
  const lastMove = reviewing ? reviewing.moves[reviewing.at - 1] : g.view.moves[g.view.moves.length - 1];
  const best = reviewing ? shownBest(g) : null;
  const myTurn = g.legalPly === g.view.moves.length;
  view.draw(
    readPosition(data, position),
    {
      path: g.path,
      landings: myTurn && g.path.length > 0 ? landings(g.legal, g.path) : new Set(),
      movable: myTurn ? origins(g.legal) : new Set(),
      last: lastMove ? squaresOf(lastMove) : [],
      best: best ? squaresOf(best) : [],
    },
    blackBelow(app.st, g),
  );
  return view.svg;
}

/** The position the board shows: in review the one gone to, else the game's now. */
function shownPosition(g: GameState): string {
  return g.review && g.over ? g.review.positions[g.review.at] : g.view.position;
}

/** The review shows a position before the game's last. */
function reviewingEarlier(g: GameState): boolean {
  return g.over !== null && g.review !== null && g.review.at < g.review.positions.length - 1;
}

/** Above the board in review: the move whose position is shown. */
function reviewBanner(g: GameState): HTMLElement | null {
  if (!g.over || !g.review) return null;
  const m = shownMove(g.review);
  return h('p', { class: 'review-banner', role: 'status', 'aria-live': 'polite' }, m ? t('review-shown', { number: m.number, side: m.side, move: m.move }) : t('review-shown-start'));
}

export function animate(squares: string[], flipped: boolean): Promise<void> {
  return board ? board.view.animate(squares, flipped) : Promise.resolve();
}

function clock(g: GameState, side: 'white' | 'black'): HTMLElement {
  const now = clockNow(g.view.clock, performance.now() - g.clockAt)[side];
  const running = g.view.clock.running === side;
  return h(
    'div',
    {
      class: `clock ${side}${running ? ' running' : ''}${isLow(now) ? ' low' : ''}`,
      'data-clock': side,
      role: 'timer',
      'aria-label': t(`clock-${side}`),
    },
    formatClock(now, g.view.time),
  );
}

/** Refreshes the clocks' text, ten times a second. */
export function tickClocks(g: GameState): void {
  const now = clockNow(g.view.clock, performance.now() - g.clockAt);
  for (const side of ['white', 'black'] as const) {
    const el = document.querySelector<HTMLElement>(`[data-clock="${side}"]`);
    if (!el) continue;
    el.textContent = formatClock(now[side], g.view.time);
    el.classList.toggle('low', isLow(now[side]));
  }
  const gone = document.querySelector<HTMLElement>('[data-gone]');
  if (gone && g.gone) {
    const now = performance.now();
    gone.textContent = goneText(g, now);
    for (const b of document.querySelectorAll<HTMLButtonElement>('[data-claim]')) b.disabled = claimableIn(g, now) > 0;
  }
}

/** What a player reads of the opponent gone, in the game's words: the claim's wait runs only
 * while the gone player is to move. */
function goneText(g: GameState, now: number): string {
  const side = g.gone!.side;
  const [name, wait] = [playerName(g.view[side]), claimableIn(g, now)];
  const theirTurn = g.view.to_move === side;
  if (theirTurn && wait <= 0) return t('online-gone-claimable', { name });
  return t(theirTurn ? 'online-gone-wait' : 'online-gone-their-turn', { name, wait: formatClock(wait, g.view.time) });
}

function player(app: App, g: GameState, side: 'white' | 'black'): HTMLElement {
  const local = g.view.id === LOCAL_GAME;
  const name = local ? t(`local-${side}`) : g.view[side];
  const rating = g.view.ratings ? g.view.ratings[side === 'white' ? 0 : 1] : null;
  const start = app.st.boards.get(g.view.variant ?? 'camelot');
  let taken = '';
  const position = shownPosition(g);
  if (start && position) {
    const [wm, wn, bm, bn] = material(readPosition(start, start.start));
    const [cwm, cwn, cbm, cbn] = material(readPosition(start, position));
    // What this side has taken: the other side's pieces no longer on the board.
    taken =
      side === 'white'
        ? '●'.repeat(bm - cbm) + '◆'.repeat(bn - cbn)
        : '○'.repeat(wm - cwm) + '◇'.repeat(wn - cwn);
  }
  return h(
    'div',
    { class: `player ${side}${g.view.to_move === side && !g.over ? ' to-move' : ''}` },
    h('span', { class: 'name' }, local ? name : playerLink(name), rating !== null ? ` (${rating})` : ''),
    h('span', { class: 'taken', 'aria-label': t('captured') }, taken),
    // An untimed game shows no clock; at one device, only a live one does.
    // In review the clocks are the game's last: shown at its last move only, until the review
    // carries each move's clocks.
    clockShown(g.view) && !reviewingEarlier(g) ? clock(g, side) : null,
  );
}

function result(g: GameState, seat: 'white' | 'black' | null): HTMLElement | null {
  if (!g.over) return null;
  const o = g.over;
  // The same keys as the game's (camelot_protocol::end_key, outcome_key).
  const title = endTitle(o.result, t, seat);
  // An aborted game the server aborted itself says why (it could not restore it).
  const aborted = g.view.aborted ? ABORT_KEYS[g.view.aborted] : ABORTED_END_KEY;
  const how = t(o.termination === null ? aborted : END_KEYS[o.termination]);
  const lines = [h('strong', null, title), h('span', null, how)];
  if (o.rating) {
    for (const side of ['white', 'black'] as const) {
      const r = o.rating[side];
      const d = Math.round(r.after - r.before);
      lines.push(
        h('span', null, t('rating-change', { player: g.view[side], after: String(Math.round(r.after)), change: `${d >= 0 ? '+' : ''}${d}` })),
      );
    }
  }
  // A loss reads as one: the box's colour is the player's end (a watcher's stays neutral).
  return h('div', { class: `result ${endFor(o.result, seat) ?? ''}`, role: 'status' }, ...lines);
}

/** After the end, for a player: offer a rematch, or answer the opponent's offer. */
function rematch(app: App, g: GameState, me: 'white' | 'black'): HTMLElement {
  const parts =
    g.rematch === 'theirs'
      ? [
          h('span', null, t('rematch-offered-by', { name: g.view[other(me)] })),
          button(t('rematch-accept'), () => app.rematch(g, 'accept'), { id: 'rematch-accept', class: 'primary' }),
          button(t('rematch-decline'), () => app.rematch(g, 'decline'), { id: 'rematch-decline' }),
        ]
      : g.rematch === 'mine'
        ? [h('span', { role: 'status' }, t('rematch-waiting'))]
        : [
            g.rematch === 'declined' ? h('span', null, t('rematch-declined')) : null,
            button(t('rematch-offer'), () => app.rematch(g, 'offer'), { id: 'rematch' }),
          ];
  return h('div', { class: 'actions offers' }, ...parts);
}

function other(side: 'white' | 'black'): 'white' | 'black' {
  return side === 'white' ? 'black' : 'white';
}

function offers(app: App, g: GameState, me: 'white' | 'black'): HTMLElement {
  const them = g.view.draw_offer && g.view.draw_offer !== me;
  const back = g.view.takeback_offer && g.view.takeback_offer !== me;
  const name = g.view[other(me)];
  const parts: (HTMLElement | null)[] = [];
  // The opponent's offer stands apart from one's own buttons, and is announced.
  const incoming = (text: string, accept: HTMLElement, decline: HTMLElement) =>
    h('div', { class: 'offer-in', role: 'alert' }, h('strong', null, text), h('div', { class: 'actions' }, accept, decline));
  if (them) {
    parts.push(
      incoming(
        t('online-draw-offered-by', { name }),
        button(t('draw-accept'), () => app.gameAct('accept_draw'), { id: 'draw-accept', class: 'primary' }),
        button(t('draw-decline'), () => app.gameAct('decline_draw'), { id: 'draw-decline' }),
      ),
    );
  }
  if (back) {
    parts.push(
      incoming(
        t('online-takeback-by', { name }),
        button(t('takeback-accept'), () => app.gameAct('accept_takeback'), { id: 'takeback-accept', class: 'primary' }),
        button(t('takeback-decline'), () => app.gameAct('decline_takeback'), { id: 'takeback-decline' }),
      ),
    );
  }
  // One's own offer waiting: said, and its withdrawal stands in place of the offer.
  if (g.view.draw_offer === me) parts.push(h('p', { role: 'status' }, t('online-draw-waiting')));
  if (g.view.takeback_offer === me) parts.push(h('p', { role: 'status' }, t('online-takeback-waiting')));
  parts.push(
    g.view.draw_offer === me
      ? button(t('draw-withdraw'), () => app.gameAct('withdraw_draw'), { id: 'draw' })
      : button(t('draw-offer'), () => app.gameAct('offer_draw'), { id: 'draw' }),
    g.view.takeback_offer === me
      ? button(t('takeback-withdraw'), () => app.gameAct('withdraw_takeback'), { id: 'takeback' })
      : button(t('takeback-offer'), () => app.gameAct('offer_takeback'), { id: 'takeback', disabled: g.view.moves.length === 0 }),
  );
  if (mayAbort(g.view)) parts.push(button(t('abort'), () => app.gameAct('abort'), { id: 'abort' }));
  parts.push(
    button(
      t(g.resignArmed ? 'resign-confirm' : 'resign'),
      () => app.resign(),
      { id: 'resign', class: g.resignArmed ? 'danger' : '' },
    ),
  );
  if (g.gone && g.gone.side !== me) {
    const wait = claimableIn(g, performance.now());
    parts.push(
      h('p', { 'data-gone': '', role: 'status' }, goneText(g, performance.now())),
      button(t('claim-win'), () => app.gameAct('claim_win'), { id: 'claim-win', 'data-claim': '', disabled: wait > 0 }),
      button(t('claim-draw'), () => app.gameAct('claim_draw'), { id: 'claim-draw', 'data-claim': '', disabled: wait > 0 }),
    );
  }
  return h('div', { class: 'offers' }, ...parts);
}

// One field for the whole page, so a redraw (the opponent's move, a clock) keeps what is
// being typed and the focus.
let typed: HTMLInputElement | null = null;

function entry(app: App, g: GameState): HTMLElement {
  typed ??= h('input', { id: 'typed', autocomplete: 'off', spellcheck: 'false', placeholder: 'E7-E8' });
  const input = typed;
  input.setAttribute('aria-label', t('typed-label'));
  const form = h(
    'form',
    {
      class: 'typed',
      onsubmit: (e: Event) => {
        e.preventDefault();
        const text = input.value.trim();
        if (text) {
          app.play(g, text);
          input.value = '';
        }
      },
    },
    h('label', { for: 'typed' }, t('typed-label')),
    input,
    h('button', { type: 'submit' }, t('typed-play')),
  );
  const pending = g.path.length > 1 || (placing(g.legal) && g.path.length > 0);
  const canEnd = g.confirming === null && ending(g.legal, g.path) !== null;
  // What ends the move entered comes first: on a phone it is what is below the board.
  return h(
    'div',
    { class: 'entry' },
    pending || canEnd
      ? h(
          'div',
          { class: 'actions' },
          g.confirming !== null ? button(t('move-confirm', { move: g.confirming }), () => app.confirmMove(), { id: 'move-confirm', class: 'primary' }) : null,
          canEnd ? button(t('end-here', { square: g.path[g.path.length - 1] }), () => app.endHere(), { id: 'end-here', class: 'primary' }) : null,
          button(t(placing(g.legal) ? 'trees-cancel' : 'move-cancel'), () => app.cancelMove(), { id: 'move-cancel' }),
        )
      : null,
    form,
  );
}

function moveList(app: App, g: GameState): HTMLElement {
  const r = g.over ? g.review : null;
  const moves = r ? r.moves : g.view.moves;
  // One line per move number: White's move, then Black's; long moves wrap in their cell.
  const ply = (i: number): HTMLElement | string => {
    const m = moves[i] === undefined ? undefined : moves[i] + markOf(g, i);
    if (m === undefined) return '';
    const current = r && r.at === i + 1 ? ' current' : '';
    return r
      ? button(m, () => app.reviewGo(i + 1), { class: `ply${current}` })
      : h('span', { class: 'ply' }, m);
  };
  const items: HTMLElement[] = [];
  for (let i = 0; i < moves.length; i += 2) {
    items.push(h('li', null, h('span', null, `${i / 2 + 1}.`), ply(i), ply(i + 1)));
  }
  const nav = r
    ? h(
        'div',
        { class: 'actions' },
        button(t('review-start'), () => app.reviewKey('Home'), { 'aria-keyshortcuts': 'Home' }),
        button(t('review-back'), () => app.reviewKey('ArrowLeft'), { 'aria-keyshortcuts': 'ArrowLeft' }),
        button(t('review-forward'), () => app.reviewKey('ArrowRight'), { 'aria-keyshortcuts': 'ArrowRight' }),
        button(t('review-end'), () => app.reviewKey('End'), { 'aria-keyshortcuts': 'End' }),
        r.record ? button(t('download'), () => download(g.view.id, r.record!)) : null,
      )
    : null;
  return h('div', { class: 'moves' }, h('h3', null, t('moves-title')), h('ol', null, ...items), nav);
}

/** The move list, drawn anew, scrolled to what matters: the latest move while the game is
 * played (a long game's list would open at its first moves), the move shown in review. */
export function follow(panel: Pick<HTMLElement, 'querySelector'>): void {
  const list = panel.querySelector<HTMLElement>('.moves ol');
  if (!list) return;
  const current = list.querySelector<HTMLElement>('.ply.current');
  list.scrollTop = current ? current.offsetTop - list.offsetTop - list.clientHeight / 2 : list.scrollHeight;
}

function download(id: number, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = h('a', { href: url, download: `game-${id}.camelot` });
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

// The game's page, kept while the same game is shown: a redraw rebuilds the bars beside the
// board and the panel, and leaves the board's element where it is (a move then changes a few
// of its squares and pieces, not the page's layout).
let stage: { id: number; play: HTMLElement; wrap: HTMLElement; panel: HTMLElement } | null = null;

export function gamePage(app: App, g: GameState): HTMLElement {
  const me = mySide(app.st, g.view);
  const below = blackBelow(app.st, g);
  const top = below ? 'white' : 'black';
  const bottom = below ? 'black' : 'white';
  const svg = drawBoard(app, g);
  const local = g.view.id === LOCAL_GAME;
  const myTurn = me !== null && !g.over && g.view.to_move === me;
  const turn = local ? t('local-to-move', { side: g.view.to_move }) : myTurn ? t('your-move') : t('their-move', { player: g.view[g.view.to_move] });
  // River Camelot starts by planting trees (V5.4): said, not left to be guessed.
  const status = g.over
    ? null
    : h('p', { class: 'turn', role: 'status' }, turn, myTurn && placing(g.legal) ? ` ${t('trees-status')}` : '');
  if (stage?.id !== g.view.id) {
    const wrap = h('div', { class: 'board-wrap' });
    const panel = h('div', { class: 'panel' });
    stage = { id: g.view.id, play: h('div', { class: 'play' }, wrap, panel), wrap, panel };
  }
  const boardEl = svg ?? h('p', null, t('loading'));
  // The board's shape sets its width, so that a tall board (Cam) fits the screen's height.
  if (svg) stage.wrap.style.setProperty('--aspect', String(svg.viewBox.baseVal.width / svg.viewBox.baseVal.height));
  const [topBar, shown, bottomBar] = stage.wrap.children;
  if (shown === boardEl) {
    topBar.replaceWith(player(app, g, top));
    bottomBar.replaceWith(player(app, g, bottom));
  } else {
    stage.wrap.replaceChildren(player(app, g, top), boardEl, player(app, g, bottom));
  }
  const panel = [
    h('h2', null, local
      ? [t('local-title'), t(variantKey(g.view.variant)), g.view.time].filter(Boolean).join(' · ')
      : t('game-title', { id: g.view.id, variant: t(variantKey(g.view.variant)), time: timeText(g.view.time) })),
    reviewBanner(g),
    status,
    result(g, local ? null : me),
    g.note ? h('p', { class: 'note', role: 'alert', title: g.note.detail ?? '' }, noteText(g.note)) : null,
    me !== null && !g.over ? entry(app, g) : null,
    local ? localActions(app, g) : me !== null && !g.over ? offers(app, g, me) : null,
    !local && me !== null && g.over ? rematch(app, g, me) : null,
    h('div', { class: 'actions' }, button(t('flip'), () => app.turnBoard(), { id: 'flip' }),
      button(t('back-lobby'), () => app.toLobby(), { id: 'back-lobby' })),
    moveList(app, g),
    reviewAnalysis(app, g),
  ];
  stage.panel.replaceChildren(...panel.filter((el): el is HTMLElement => el !== null));
  // Drawn before it is in the page (the first draw), the list is scrolled once it is.
  const drawn = stage.panel;
  if (drawn.isConnected) follow(drawn);
  else requestAnimationFrame(() => follow(drawn));
  return stage.play;
}
