// The board of a lesson or a puzzle: the game page's board (ui/board.ts) showing a position
// string and the server's legal paths; moves animated leg by leg. No rule here.
import type { App } from '../app';
import { t } from '../i18n';
import { type Legal, NO_MOVES, landings, origins, squaresOf } from '../model/moves';
import { enter } from '../model/entry';
import { readPosition } from '../model/position';
import { type Note, refusalNote } from '../model/refusal';
import type { BoardView, ErrorCode } from '../protocol.gen';
import { BoardView2D } from '../ui/board';
import { h } from '../ui/dom';

export const pause = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

export interface Shown {
  variant: string;
  position: string;
  legal: Legal;
  /** The move being entered, origin first. */
  path: string[];
  /** Never set here: an exercise's or puzzle's move is judged at once (a wrong one is taken
   * back), so it asks no confirmation. */
  confirming: string | null;
  /** Squares to mark: the last move, the hint, "Show me". */
  marked: string[];
  flipped: boolean;
}

export function shown(variant: string, position: string, flipped = false): Shown {
  return { variant, position, legal: NO_MOVES, path: [], confirming: null, marked: [], flipped };
}

/** What a lesson's or puzzle's page lets its board do. */
export interface MoveEntry {
  /** The board that takes a move now, if one does. */
  taking(): Shown | null;
  /** A whole move entered (the page sends it to be judged). */
  play(notation: string): void;
  /** The move being entered changed: redraw. */
  changed(): void;
}

/** The server refused the move a page sent (it was `waiting`): the refusal is said in its
 * `note` and the move being entered cleared; `false` when the page was waiting for nothing. */
export function moveRefused(
  page: { waiting: boolean; note: Note | null; board: Shown | null },
  e: { code: ErrorCode; message: string },
): boolean {
  if (!page.waiting) return false;
  page.waiting = false;
  page.note = refusalNote(e);
  if (page.board) page.board.path = [];
  return true;
}

/** What a lesson's or puzzle's board needs of the drawn board (ui/board.ts's BoardView2D). */
export type Drawn = Pick<BoardView2D, 'svg' | 'draw' | 'start'>;

export class LearnBoard {
  private view: Drawn | null = null;
  private variant = '';
  /** The move being animated: the page is not redrawn under it, until it ends or is stopped. */
  private running: Animation | null = null;

  constructor(
    private readonly app: App,
    private readonly entry: MoveEntry,
    private readonly makeView: (data: BoardView, onSquare: (sq: string) => void) => Drawn = (data, onSquare) =>
      new BoardView2D(data, onSquare, t('board-label')),
  ) {}

  /** A move is being animated. */
  busy(): boolean {
    return this.running !== null;
  }

  /** Stops the move being animated (its page goes elsewhere: another step, another puzzle). */
  stop(): void {
    const run = this.running;
    this.running = null;
    run?.cancel();
  }

  /** A click on a square: the move being entered grows, is cancelled, or is played. */
  private square(sq: string): void {
    const b = this.entry.taking();
    if (!b) return;
    const move = enter(b, b.legal, sq, false);
    if (move !== null) this.entry.play(move);
    this.entry.changed();
  }

  /** The board showing `s`, or a wait while its variant's board data comes. */
  element(s: Shown): HTMLElement | SVGSVGElement {
    const data = this.app.board(s.variant);
    if (!data) return h('p', null, t('loading'));
    if (!this.view || this.variant !== s.variant) {
      this.view = this.makeView(data, (sq) => this.square(sq));
      this.variant = s.variant;
    }
    const marks = {
      path: s.path,
      landings: landings(s.legal, s.path),
      movable: origins(s.legal),
      last: s.marked,
      best: [],
    };
    this.view.draw(readPosition(data, s.position), marks, s.flipped);
    return this.view.svg;
  }

  /** Plays `notation` on the board as drawn, leg by leg. */
  async animate(notation: string, flipped: boolean): Promise<void> {
    this.stop();
    const run = this.view?.start(squaresOf(notation), flipped) ?? null;
    if (!run) return;
    this.running = run;
    try {
      await run.finished;
    } catch {
      // Stopped: the page has gone on.
    } finally {
      if (this.running === run) this.running = null;
    }
  }
}
