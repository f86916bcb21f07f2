// The board in SVG, drawn from the server's board data: every square a button named by its
// notation ("E6"), castles, river and trees, coordinates, pieces; the legs of a move animated.
import type { BoardView } from '../protocol.gen';
import { coords, type Placement } from '../model/position';
import { s } from './dom';

export interface Marks {
  /** The squares of the move being entered, origin first. */
  path: string[];
  /** Where its next leg may land. */
  landings: Set<string>;
  /** Pieces that may move (shown when nothing is selected). */
  movable: Set<string>;
  /** The last move's squares. */
  last: string[];
  /** The engine's best move's squares, drawn apart from the last move's. */
  best: string[];
}

// Room for the coordinates around the squares (in squares): small, so a phone's width goes
// to the squares.
const MARGIN = 0.45;
const LEG_MS = 220;

export class BoardView2D {
  readonly svg: SVGSVGElement;
  private focusSquare: string;
  /** Where the piece stands in the move being entered (a click there ends or lets go). */
  private at: string | undefined;
  /** The square a press began on, and whether the press already acted (a drag's start). */
  private down: string | null = null;
  private actedOnDown = false;
  private flipped = false;
  /** When the last press ended: the click that follows it was handled already. */
  private lastPointerUp = -Infinity;
  /** What is shown, so that a redraw changes only what differs: each square's group (its
   * fixed classes and corner), its landing mark, each piece; and the side laid out below. */
  private readonly squares = new Map<string, { g: SVGGElement; base: string; x: number; y: number }>();
  private readonly targets = new Map<string, SVGElement>();
  private readonly pieces = new Map<string, { letter: string; el: SVGElement }>();
  private laidOut: boolean | null = null;
  /** The player moved the cursor: it stays where they put it. */
  private cursorMoved = false;

  constructor(
    private readonly board: BoardView,
    private readonly onSquare: (square: string) => void,
    label: string,
  ) {
    this.svg = s('svg', {
      viewBox: `${-MARGIN} ${-MARGIN} ${board.files + 2 * MARGIN} ${board.ranks + 2 * MARGIN}`,
      class: 'board',
      role: 'group',
      'aria-label': label,
    }) as SVGSVGElement;
    // The cursor starts in the middle of the board (not on a castle, whose outline hides
    // it), and on a piece that may move once there is one.
    this.focusSquare = board.squares[Math.floor(board.squares.length / 2)];
    // While pressed, the piece follows the pointer.
    this.svg.addEventListener('pointermove', (e) => {
      const piece = this.down && this.svg.querySelector<SVGGElement>(`[data-piece="${this.down}"]`);
      const ctm = this.svg.getScreenCTM();
      if (!piece || !ctm || e.buttons === 0) return;
      const at = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
      const [x, y] = this.cell(this.down!, this.flipped);
      piece.setAttribute('transform', `translate(${at.x - x - 0.5} ${at.y - y - 0.5})`);
      this.svg.append(piece);
    });
    // The release decides: on another square, a drag's drop; on the same, a click there.
    this.svg.addEventListener('pointerup', (e) => {
      const from = this.down;
      this.down = null;
      if (from === null) return;
      this.lastPointerUp = performance.now();
      this.svg.querySelector(`[data-piece="${from}"]`)?.removeAttribute('transform');
      const under = document.elementFromPoint(e.clientX, e.clientY)?.closest('[data-square]');
      const up = under?.getAttribute('data-square');
      if (up && (up !== from || !this.actedOnDown)) this.onSquare(up);
    });
    this.svg.addEventListener('pointercancel', () => {
      this.down = null;
    });
  }

  /** Screen position (top-left of the cell) of a square. */
  private cell(square: string, flipped: boolean): [number, number] {
    const [f, r] = coords(square);
    return flipped ? [this.board.files - 1 - f, r] : [f, this.board.ranks - 1 - r];
  }

  /** Lays the squares and coordinates out for a side at the bottom: once, and on a flip. */
  private layOut(flipped: boolean): void {
    this.svg.replaceChildren();
    this.squares.clear();
    this.targets.clear();
    this.pieces.clear();
    const castles = new Map<string, string>();
    for (const sq of this.board.castles.white) castles.set(sq, 'castle-white');
    for (const sq of this.board.castles.black) castles.set(sq, 'castle-black');
    const river = new Set(this.board.river);
    for (const sq of this.board.squares) {
      const [x, y] = this.cell(sq, flipped);
      const [f, r] = coords(sq);
      const base = ['sq', (f + r) % 2 === 0 ? 'dark' : 'light'];
      if (castles.has(sq)) base.push(castles.get(sq)!);
      if (river.has(sq)) base.push('river');
      const g = s('g', { class: base.join(' '), role: 'button', 'aria-label': sq, tabindex: -1, 'data-square': sq }) as SVGGElement;
      g.append(s('rect', { x, y, width: 1, height: 1 }));
      // A press acts at once (so a drag starts from a selected piece), except on the square
      // the piece stands on, where the click decides (end the move there, or let go).
      g.addEventListener('pointerdown', (e) => {
        const p = e as PointerEvent;
        if (p.button !== 0) return;
        // The board keeps the pointer: this square is redrawn by the press itself.
        this.svg.setPointerCapture(p.pointerId);
        this.down = sq;
        this.focusSquare = sq;
        this.cursorMoved = true;
        this.actedOnDown = sq !== this.at;
        if (this.actedOnDown) this.onSquare(sq);
      });
      // A click without a press (assistive technology): a click on the square.
      g.addEventListener('click', () => {
        if (performance.now() - this.lastPointerUp < 1000) return;
        this.focusSquare = sq;
        this.onSquare(sq);
      });
      g.addEventListener('keydown', (e) => this.key(e as KeyboardEvent, sq, this.flipped));
      this.svg.append(g);
      this.squares.set(sq, { g, base: base.join(' '), x, y });
    }
    this.coordinates(flipped);
    this.laidOut = flipped;
  }

  /** Shows `placement` and `marks`, changing only what differs from what is shown: a move
   * redraws a few squares and pieces, not the board. */
  draw(placement: Placement, marks: Marks, flipped: boolean): void {
    this.at = marks.path[marks.path.length - 1];
    this.flipped = flipped;
    if (!this.cursorMoved && marks.movable.size > 0) this.focusSquare = [...marks.movable][0];
    if (this.laidOut !== flipped) this.layOut(flipped);
    const last = new Set(marks.last);
    const best = new Set(marks.best);
    const onPath = new Set(marks.path);
    for (const [sq, { g, base, x, y }] of this.squares) {
      let classes = base;
      if (best.has(sq)) classes += ' best';
      else if (last.has(sq)) classes += ' last';
      if (onPath.has(sq)) classes += ' path';
      if (marks.path.length === 0 && marks.movable.has(sq)) classes += ' movable';
      if (g.getAttribute('class') !== classes) g.setAttribute('class', classes);
      const tab = sq === this.focusSquare ? '0' : '-1';
      if (g.getAttribute('tabindex') !== tab) g.setAttribute('tabindex', tab);
      const piece = placement.pieces.get(sq);
      const target = marks.landings.has(sq) ? (piece && piece !== 't' ? 'target capture' : 'target') : null;
      const shown = this.targets.get(sq);
      if ((shown?.getAttribute('class') ?? null) !== target) {
        shown?.remove();
        this.targets.delete(sq);
        if (target) {
          const circle = s('circle', { cx: x + 0.5, cy: y + 0.5, r: target === 'target' ? 0.16 : 0.46, class: target });
          g.append(circle);
          this.targets.set(sq, circle);
        }
      }
    }
    // A move being entered shows its piece where its last leg landed.
    const pieces = new Map(placement.pieces);
    const [origin, at] = [marks.path[0], this.at];
    const moving = origin !== undefined ? pieces.get(origin) : undefined;
    if (moving && at !== undefined && at !== origin) {
      pieces.delete(origin);
      pieces.set(at, moving);
    }
    for (const [sq, shown] of this.pieces) {
      if (pieces.get(sq) !== shown.letter) {
        shown.el.remove();
        this.pieces.delete(sq);
      }
    }
    for (const [sq, letter] of pieces) {
      if (this.pieces.has(sq)) continue;
      const [x, y] = this.cell(sq, flipped);
      const el = piece(letter, x + 0.5, y + 0.5, sq);
      this.svg.append(el);
      this.pieces.set(sq, { letter, el });
    }
  }

  private coordinates(flipped: boolean): void {
    const { files, ranks } = this.board;
    for (let f = 0; f < files; f++) {
      const x = (flipped ? files - 1 - f : f) + 0.5;
      const text = s('text', { x, y: ranks + MARGIN / 2, class: 'coord', 'aria-hidden': 'true' });
      text.textContent = String.fromCharCode(65 + f);
      this.svg.append(text);
    }
    for (let r = 0; r < ranks; r++) {
      const y = (flipped ? r : ranks - 1 - r) + 0.5;
      const text = s('text', { x: -MARGIN / 2, y, class: 'coord', 'aria-hidden': 'true' });
      text.textContent = String(r + 1);
      this.svg.append(text);
    }
  }

  /** Arrow keys move the focus between squares as they look on screen; Enter clicks. */
  private key(e: KeyboardEvent, sq: string, flipped: boolean): void {
    const dirs: Record<string, [number, number]> = {
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
    };
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.focusSquare = sq;
      this.onSquare(sq);
      return;
    }
    const d = dirs[e.key];
    if (!d) return;
    e.preventDefault();
    const [x, y] = this.cell(sq, flipped);
    for (let step = 1; step < Math.max(this.board.files, this.board.ranks); step++) {
      const target = this.board.squares.find((o) => {
        const [ox, oy] = this.cell(o, flipped);
        return ox === x + d[0] * step && oy === y + d[1] * step;
      });
      if (target) {
        this.focus(target);
        return;
      }
    }
  }

  focus(square: string): void {
    this.focusSquare = square;
    this.cursorMoved = true;
    for (const g of this.svg.querySelectorAll<SVGGElement>('[data-square]')) {
      g.setAttribute('tabindex', g.dataset.square === square ? '0' : '-1');
      if (g.dataset.square === square) g.focus();
    }
  }

  /** Moves the piece on `squares[0]` leg by leg along `squares`; resolves when done. */
  animate(squares: string[], flipped: boolean): Promise<void> {
    const run = this.start(squares, flipped);
    return run
      ? run.finished.then(
          () => undefined,
          () => undefined,
        )
      : Promise.resolve();
  }

  /** Starts moving the piece on `squares[0]` along `squares`: the animation running (which
   * its owner may cancel), or `null` when there is nothing to animate. */
  start(squares: string[], flipped: boolean): Animation | null {
    const el = this.svg.querySelector<SVGGElement>(`[data-piece="${squares[0]}"]`);
    if (!el || squares.length < 2 || matchMedia('(prefers-reduced-motion: reduce)').matches) return null;
    const [x0, y0] = this.cell(squares[0], flipped);
    const frames = squares.map((sq) => {
      const [x, y] = this.cell(sq, flipped);
      return { transform: `translate(${x - x0}px, ${y - y0}px)` };
    });
    this.svg.append(el); // above the other pieces
    return el.animate(frames, { duration: LEG_MS * (squares.length - 1), easing: 'linear' });
  }
}

function piece(letter: string, cx: number, cy: number, sq: string): SVGElement {
  const g = s('g', { class: 'piece', 'data-piece': sq, 'aria-hidden': 'true' });
  if (letter === 't') {
    g.setAttribute('class', 'tree');
    g.append(s('polygon', { points: `${cx},${cy - 0.4} ${cx - 0.32},${cy + 0.3} ${cx + 0.32},${cy + 0.3}` }));
    return g;
  }
  const side = letter === letter.toUpperCase() ? 'white' : 'black';
  g.classList.add(side);
  g.append(s('circle', { cx, cy, r: 0.38 }));
  if (letter.toLowerCase() === 'n') {
    // A knight: a crown on the disc, so it reads apart from a man at a glance.
    g.append(
      s('path', {
        class: 'crown',
        d: `M ${cx - 0.2} ${cy + 0.12} L ${cx - 0.22} ${cy - 0.14} L ${cx - 0.1} ${cy - 0.02} L ${cx} ${cy - 0.2} L ${cx + 0.1} ${cy - 0.02} L ${cx + 0.22} ${cy - 0.14} L ${cx + 0.2} ${cy + 0.12} Z`,
      }),
    );
  } else {
    g.append(s('circle', { cx, cy, r: 0.22, class: 'inner' }));
  }
  return g;
}
