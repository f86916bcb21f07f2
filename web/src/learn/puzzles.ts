// The puzzles: the game's shipped set served by the server, which judges every move
// (camelot-puzzles). Choose a game and a theme, rated or a streak run; a wrong move is told
// and taken back; a hint; the solution stepped. An account's rating is the server's; a
// visitor's puzzles are not rated and nothing of them is kept (the page says so).
import type { App } from '../app';
import { VARIANTS } from '../choices.gen';
import { t, variantKey } from '../i18n';
import { NO_MOVES } from '../model/moves';
import type { Note } from '../model/refusal';
import type { PuzzleRecordView, PuzzleTried, PuzzleView, RunView } from '../protocol.gen';
import type { Msg } from '../wire';
import type { ServerMsg } from '../protocol.gen';
import { button, h } from '../ui/dom';
import { LearnBoard, type Shown, moveRefused, pause, shown } from './board';
import { puzzleHash } from './model';
import { sideToMove } from '../model/decided';


/** How long a wrong move stands before it is taken back. */
const WRONG_MS = 1200;

export class Puzzles {
  variant = 'camelot';
  theme: string | null = null;
  streak = false;
  puzzle: PuzzleView | null = null;
  noneLeft = false;
  board: Shown | null = null;
  note: Note | null = null;
  run: RunView | null = null;
  record: PuzzleRecordView | null = null;
  /** How the last puzzle moved the rating shown (whole points), once the server's new record
   * came with its verdict. */
  ratingChange: number | null = null;
  history: PuzzleTried[] = [];
  themes: string[] = [];
  solution: { moves: string[]; positions: string[]; at: number } | null = null;
  /** Solved, or its solution shown: no more moves. */
  over = false;
  waiting = false;
  private readonly shownBoard: LearnBoard;

  constructor(
    private readonly app: App,
    private readonly redraw: () => void,
  ) {
    this.shownBoard = new LearnBoard(app, {
      taking: () => (this.over || this.waiting ? null : this.board),
      play: (move) => {
        this.waiting = true;
        this.app.send({ type: 'puzzle_move', move });
      },
      changed: () => this.redraw(),
    });
  }

  /** The puzzles page: the one named, else the one open, else the next. */
  open(id: string | null): void {
    this.app.send({ type: 'puzzle_record' });
    if (id !== null && id !== this.puzzle?.id) this.app.send({ type: 'puzzle_open', id });
    else if (id === null && this.puzzle === null) this.next();
  }

  /** A new session (a reconnection, a sign-in) has no puzzle open on the server: the one
   * shown opens again, unless it is over. */
  reconnected(): void {
    if (this.puzzle && !this.over) this.app.send({ type: 'puzzle_open', id: this.puzzle.id });
  }

  next(): void {
    this.app.send({ type: 'puzzle_next', variant: this.variant, theme: this.theme ?? undefined, streak: this.streak });
  }

  /** The opponent's reply or the solution is being animated. */
  busy(): boolean {
    return this.shownBoard.busy();
  }

  receive(m: ServerMsg): boolean {
    switch (m.type) {
      case 'puzzle':
        this.opened(m);
        return true;
      case 'puzzle_moved':
        void this.moved(m);
        return true;
      case 'puzzle_hint': {
        const square = m.square;
        this.note = { id: 'puzzles-hint-square', args: { square } };
        if (this.board) this.board.marked = [square];
        return true;
      }
      case 'puzzle_solution': {
        const s = m;
        this.solution = { moves: s.moves, positions: s.positions, at: 0 };
        this.over = true;
        this.note = { id: 'puzzles-solution', args: { line: s.moves.join(' ') } };
        if (this.board) Object.assign(this.board, { position: s.positions[0], legal: NO_MOVES, path: [], marked: [] });
        this.app.send({ type: 'puzzle_record' });
        return true;
      }
      case 'puzzle_record': {
        const r = m;
        this.record = r.record ?? null;
        this.history = r.history;
        this.themes = r.themes;
        return true;
      }
      case 'error':
        return moveRefused(this, m);
    }
    return false;
  }

  private opened(m: Msg<'puzzle'>): void {
    const p = m.puzzle ?? null;
    // The last puzzle's reply stops moving: the new one is drawn at once.
    this.shownBoard.stop();
    this.puzzle = p;
    this.run = m.run ?? null;
    this.noneLeft = p === null;
    this.solution = null;
    this.ratingChange = null;
    this.over = false;
    this.waiting = false;
    this.note = null;
    if (!p) return;
    this.variant = p.variant;
    this.board = shown(p.variant, p.position, sideToMove(p.position) === 'black');
    this.board.legal = { phase: 'moving', moves: p.legal };
    history.replaceState(null, '', puzzleHash(p.id));
  }

  private async moved(m: Msg<'puzzle_moved'>): Promise<void> {
    const b = this.board;
    if (!b || m.id !== this.puzzle?.id) return;
    if (m.record) {
      const before = this.record;
      this.ratingChange = before ? Math.round(m.record.rating) - Math.round(before.rating) : null;
      this.record = m.record;
      this.app.send({ type: 'puzzle_record' });
    }
    if (m.run) this.run = m.run;
    b.position = m.played;
    b.legal = NO_MOVES;
    b.marked = [];
    const solver = sideToMove(this.puzzle.position);
    if (m.verdict === 'solved') {
      this.over = true;
      this.waiting = false;
      this.note = { id: 'puzzles-solved' };
      this.redraw();
      return;
    }
    if (m.verdict === 'wrong') {
      this.note = { id: 'puzzles-wrong', args: { move: m.move } };
      this.redraw();
      await pause(WRONG_MS);
    } else if (m.reply) {
      this.note = { id: 'puzzles-right', args: { side: solver === 'white' ? 'black' : 'white', reply: m.reply } };
      this.redraw();
      await pause(300);
      await this.shownBoard.animate(m.reply, b.flipped);
    }
    if (this.board !== b) return;
    this.waiting = false;
    b.position = m.position;
    b.legal = { phase: 'moving', moves: m.legal };
    this.redraw();
  }

  /** The solution's next move, animated. */
  private async stepSolution(): Promise<void> {
    const s = this.solution;
    const b = this.board;
    if (!s || !b || s.at >= s.moves.length) return;
    await this.shownBoard.animate(s.moves[s.at], b.flipped);
    s.at += 1;
    b.position = s.positions[s.at];
    this.redraw();
  }

  private choices(): HTMLElement {
    const choose = (what: 'variant' | 'theme', value: string) => {
      if (what === 'variant') this.variant = value;
      else this.theme = value === '' ? null : value;
      this.next();
    };
    const mode = (streak: boolean) => {
      this.streak = streak;
      this.next();
    };
    return h(
      'div',
      { class: 'actions choices' },
      h('label', null, t('puzzles-game'), ' ', h('select', { id: 'puzzle-variant', onchange: (e: Event) => choose('variant', (e.target as HTMLSelectElement).value) }, ...VARIANTS.map((v) => h('option', { value: v.name, selected: v.name === this.variant }, t(variantKey(v.name)))))),
      h('label', null, t('puzzles-theme'), ' ', h('select', { id: 'puzzle-theme', onchange: (e: Event) => choose('theme', (e.target as HTMLSelectElement).value) }, h('option', { value: '' }, t('puzzles-every-theme')), ...this.themes.map((th) => h('option', { value: th, selected: th === this.theme }, t(`puzzles-theme-${th}`))))),
      button(t('puzzles-mode-rated'), () => mode(false), { 'aria-pressed': String(!this.streak), title: t('puzzles-mode-rated-hover') }),
      button(t('puzzles-mode-streak'), () => mode(true), { 'aria-pressed': String(this.streak), title: t('puzzles-mode-streak-hover') }),
    );
  }

  private standing(): HTMLElement {
    const r = this.record;
    const run = this.run;
    const best = Math.max(r?.best_run ?? 0, run?.solved ?? 0);
    const runText = run
      ? t(run.end === 'mistake' ? 'puzzles-run-mistake' : run.end === 'no_harder' ? 'puzzles-run-no-harder' : 'puzzles-run', { solved: run.solved, best })
      : null;
    const d = this.ratingChange;
    const change = d === null ? null : h('strong', { class: d >= 0 ? 'gain' : 'loss' }, ' ', t('puzzles-rating-change', { change: `${d >= 0 ? '+' : '−'}${Math.abs(d)}` }));
    // A visitor's puzzles are not rated; a player's are, from their first one.
    const visitor = this.app.st.me === null;
    return h(
      'div',
      { class: 'standing', 'aria-live': 'polite' },
      r
        ? h('p', null, t('puzzles-rating', { rating: Math.round(r.rating), deviation: Math.round(r.deviation) }), change ?? '', ' · ', t('puzzles-streak', { streak: r.streak, best: r.best_streak }))
        : h('p', { class: 'say' }, t(visitor ? 'puzzles-visitor' : 'puzzles-no-rating')),
      runText ? h('p', null, runText) : null,
    );
  }

  view(): HTMLElement {
    const p = this.puzzle;
    const b = this.board;
    const side = p ? sideToMove(p.position) : 'white';
    const s = this.solution;
    const again = p && !p.rated && !this.streak && this.record !== null;
    return h(
      'section',
      { class: 'card learn puzzles' },
      h('h2', null, t('puzzles-title')),
      this.noneLeft ? h('p', { class: 'note' }, t('puzzles-none-left')) : null,
      p && b
        ? h(
            'div',
            null,
            // The board first, and beside it (below it on a phone) what a move needs; the
            // standing and the choice of puzzles after them.
            h(
              'div',
              { class: 'learn-play' },
              h('div', { class: 'board-wrap' }, this.shownBoard.element(b)),
              h(
                'div',
                { class: 'learn-side' },
                h('p', null, h('strong', null, t('puzzles-find', { side }))),
                h('p', { class: 'muted' }, t('puzzles-id', { id: p.id, rating: p.rating }), ' · ', h('a', { href: puzzleHash(p.id) }, t('puzzles-link'))),
                again ? h('p', { class: 'muted' }, t('puzzles-unrated-again')) : null,
                h('p', { class: `say ${this.note?.id.replace('puzzles-', '') ?? ''}`, role: 'status' }, this.note ? t(this.note.id, this.note.args) : t('puzzles-to-move', { side })),
                h(
                  'div',
                  { class: 'actions' },
                  button(t('puzzles-next'), () => this.next(), { class: this.over ? 'next primary' : 'next' }),
                  button(t('puzzles-hint'), () => this.app.send({ type: 'puzzle_hint' }), { title: t('puzzles-hint-hover'), disabled: this.over }),
                  s
                    ? button(t('puzzles-solution-next'), () => void this.stepSolution(), { disabled: s.at >= s.moves.length })
                    : button(t('puzzles-show-solution'), () => this.app.send({ type: 'puzzle_solution' }), { disabled: this.over }),
                ),
              ),
            ),
          )
        : null,
      this.standing(),
      this.choices(),
      // A visitor's puzzles are not kept: no history to show.
      this.record === null ? null : h('h3', null, t('puzzles-lately')),
      this.record === null
        ? null
        : this.history.length === 0
        ? h('p', { class: 'muted' }, t('puzzles-none-tried'))
        : h('ul', { class: 'tried' }, ...this.history.slice(0, 10).map((tr) => h('li', null, h('a', { href: puzzleHash(tr.id) }, tr.id), ` · ${tr.rating} · `, t(tr.solved ? 'puzzles-tried-solved' : 'puzzles-tried-failed')))),
    );
  }
}
