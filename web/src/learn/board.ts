// The board of a lesson or a puzzle: the game page's board (ui/board.ts) showing a position
// string and the server's legal paths; moves animated leg by leg. No rule here.
import type { App } from '../app';
import { t } from '../i18n';
import { type Legal, NO_MOVES, landings, origins, squaresOf } from '../model/moves';
import { readPosition } from '../model/position';
import { BoardView2D } from '../ui/board';
import { h } from '../ui/dom';

/** A board animation runs: the page is not redrawn under it. */
let animating = 0;
export const isAnimating = (): boolean => animating > 0;

export const pause = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

export interface Shown {
  variant: string;
  position: string;
  legal: Legal;
  /** The move being entered, origin first. */
  path: string[];
  /** Squares to mark: the last move, the hint, "Show me". */
  marked: string[];
  flipped: boolean;
}

export function shown(variant: string, position: string, flipped = false): Shown {
  return { variant, position, legal: NO_MOVES, path: [], marked: [], flipped };
}

export class LearnBoard {
  private view: BoardView2D | null = null;
  private variant = '';

  constructor(
    private readonly app: App,
    private readonly onSquare: (square: string) => void,
  ) {}

  /** The board showing `s`, or a wait while its variant's board data comes. */
  element(s: Shown): HTMLElement | SVGSVGElement {
    const data = this.app.st.boards.get(s.variant);
    if (!data) {
      this.app.send({ type: 'board', variant: s.variant });
      return h('p', null, t('loading'));
    }
    if (!this.view || this.variant !== s.variant) {
      this.view = new BoardView2D(data, (sq) => this.onSquare(sq), t('board-label'));
      this.variant = s.variant;
    }
    const marks = {
      path: s.path,
      landings: landings(s.legal, s.path),
      movable: origins(s.legal),
      last: s.marked,
    };
    this.view.draw(readPosition(data, s.position), marks, s.flipped);
    return this.view.svg;
  }

  /** Plays `notation` on the board as drawn, leg by leg. */
  async animate(notation: string, flipped: boolean): Promise<void> {
    if (!this.view) return;
    animating++;
    try {
      await this.view.animate(squaresOf(notation), flipped);
    } finally {
      animating--;
    }
  }
}
