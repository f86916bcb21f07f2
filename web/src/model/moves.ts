// Move entry from the server's legal paths: the browser knows no rule, it only matches the
// squares clicked so far against the paths the server listed (thin.rs `legal_moves`: every
// path of every legal move, protocol 2), so one answer serves the whole move, every leg.
import type { LegalMove, Phase } from '../protocol.gen';

/** The server's `legal_moves` answer: whether trees are placed (V5.4) or pieces move, and
 * every way to enter each legal move. */
export interface Legal {
  phase: Phase;
  moves: LegalMove[];
}

export const NO_MOVES: Legal = { phase: 'moving', moves: [] };

/** The listed paths that begin with `path`. */
export function matching(moves: LegalMove[], path: string[]): LegalMove[] {
  return moves.filter((m) => path.every((sq, i) => m.path[i] === sq));
}

/** Whether the legal moves are River Camelot's tree placements (V5.4): three squares chosen
 * in any order, not a path. */
export function placing(legal: Legal): boolean {
  return legal.phase === 'placing_trees';
}

/** The placements that hold every square of `chosen` (in any order). */
function holding(moves: LegalMove[], chosen: string[]): LegalMove[] {
  return moves.filter((m) => chosen.every((sq) => m.path.includes(sq)));
}

/** Squares that start a legal move; while placing trees, every square a tree may go on. */
export function origins(legal: Legal): Set<string> {
  const { moves } = legal;
  return new Set(placing(legal) ? moves.flatMap((m) => m.path) : moves.map((m) => m.path[0]));
}

/** The move `path` makes if it ends where it stands (as that path writes it), if it may. */
export function ending(legal: Legal, path: string[]): string | null {
  if (placing(legal) || path.length < 2) return null;
  return matching(legal.moves, path).find((m) => m.path.length === path.length)?.notation ?? null;
}

/** Where the next leg may land after `path`; while placing, the trees that may join it. */
export function landings(legal: Legal, path: string[]): Set<string> {
  if (placing(legal)) {
    return new Set(holding(legal.moves, path).flatMap((m) => m.path.filter((sq) => !path.includes(sq))));
  }
  return new Set(
    matching(legal.moves, path)
      .filter((m) => m.path.length > path.length)
      .map((m) => m.path[path.length]),
  );
}

/** What a click on `square` does to the entry. */
export type Step =
  | { kind: 'select'; path: string[] }
  | { kind: 'leg'; path: string[] }
  | { kind: 'trees'; path: string[] }
  | { kind: 'play'; notation: string }
  | { kind: 'cancel' }
  | { kind: 'ignore' };

export function click(legal: Legal, path: string[], square: string): Step {
  if (placing(legal)) return placeTree(legal.moves, path, square);
  if (path.length === 0) {
    return origins(legal).has(square) ? { kind: 'select', path: [square] } : { kind: 'ignore' };
  }
  if (square === path[path.length - 1]) {
    // Clicking where the piece stands again: end the move there, or let go of the piece.
    const here = ending(legal, path);
    if (here) return { kind: 'play', notation: here };
    return path.length === 1 ? { kind: 'cancel' } : { kind: 'ignore' };
  }
  if (landings(legal, path).has(square)) {
    // A leg after which no other may come ends the move: it is played at once.
    const now = [...path, square];
    const done = ending(legal, now);
    return done && landings(legal, now).size === 0 ? { kind: 'play', notation: done } : { kind: 'leg', path: now };
  }
  if (path.length === 1 && origins(legal).has(square)) return { kind: 'select', path: [square] };
  return path.length === 1 ? { kind: 'cancel' } : { kind: 'ignore' };
}

/** A click while placing trees (V5.4): a chosen square is let go, another is chosen if some
 * placement holds it with the others; the third plays the placement they make. */
function placeTree(moves: LegalMove[], chosen: string[], square: string): Step {
  if (chosen.includes(square)) return { kind: 'trees', path: chosen.filter((sq) => sq !== square) };
  const now = [...chosen, square];
  const fits = holding(moves, now);
  if (fits.length === 0) return { kind: 'ignore' };
  const done = fits.find((m) => m.path.length === now.length);
  return done ? { kind: 'play', notation: done.notation } : { kind: 'trees', path: now };
}

/** The squares of a move as notation writes it: `E6-C8-A8`, `H4xJ4`, trees `C2,D2,I2`. */
export function squaresOf(notation: string): string[] {
  return notation
    .trim()
    .split(/[-x,^]/i)
    .map((s) => s.trim().toUpperCase())
    .filter((s) => s.length > 0);
}
