// Move entry from the server's legal paths: the browser knows no rule, it only matches the
// squares clicked so far against the paths the server listed (thin.rs `legal_moves`).
import type { LegalMove } from '../protocol.gen';

/** The legal moves whose path begins with `path`. */
export function matching(moves: LegalMove[], path: string[]): LegalMove[] {
  return moves.filter((m) => path.every((sq, i) => m.path[i] === sq));
}

/** Whether the legal moves are River Camelot's tree placements (V5.4), written with commas:
 * three squares chosen in any order, not a path. */
export function placing(moves: LegalMove[]): boolean {
  return moves.length > 0 && moves.every((m) => m.notation.includes(','));
}

/** The placements that hold every square of `chosen` (in any order). */
function holding(moves: LegalMove[], chosen: string[]): LegalMove[] {
  return moves.filter((m) => chosen.every((sq) => m.path.includes(sq)));
}

/** Squares that start a legal move; while placing trees, every square a tree may go on. */
export function origins(moves: LegalMove[]): Set<string> {
  return new Set(placing(moves) ? moves.flatMap((m) => m.path) : moves.map((m) => m.path[0]));
}

/** The server's answer about the path being entered (`next_legs`): where its next leg may
 * land by any legal path (R16), and the move it makes if it ends there. */
export interface Next {
  path: string[];
  legs: string[];
  canEnd: boolean;
  notation?: string;
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((sq, i) => sq === b[i]);

/** The server's answer, if it is about `path`. */
export function about(next: Next | null, path: string[]): Next | null {
  return next !== null && same(next.path, path) ? next : null;
}

/** Where the next leg may land after `path`: the listed paths' next squares at once, and
 * every other path's when the server's answer about `path` is in. */
export function landings(moves: LegalMove[], path: string[], next: Next | null = null): Set<string> {
  if (placing(moves)) {
    return new Set(holding(moves, path).flatMap((m) => m.path.filter((sq) => !path.includes(sq))));
  }
  const out = new Set(
    matching(moves, path)
      .filter((m) => m.path.length > path.length)
      .map((m) => m.path[path.length]),
  );
  for (const sq of about(next, path)?.legs ?? []) out.add(sq);
  return out;
}

/** What a click on `square` does to the entry. A leg waits for the server's answer about
 * the new path (`settle`): only the rules core knows whether the move may end there or must,
 * whichever path it took. */
export type Step =
  | { kind: 'select'; path: string[] }
  | { kind: 'leg'; path: string[] }
  | { kind: 'trees'; path: string[] }
  | { kind: 'play'; notation: string }
  | { kind: 'cancel' }
  | { kind: 'ignore' };

export function click(moves: LegalMove[], path: string[], square: string, next: Next | null = null): Step {
  if (placing(moves)) return placeTree(moves, path, square);
  if (path.length === 0) {
    return origins(moves).has(square) ? { kind: 'select', path: [square] } : { kind: 'ignore' };
  }
  if (square === path[path.length - 1]) {
    // Clicking where the piece stands again: end the move there, or let go of the piece.
    const here = about(next, path);
    if (here?.canEnd && here.notation) return { kind: 'play', notation: here.notation };
    return path.length === 1 ? { kind: 'cancel' } : { kind: 'ignore' };
  }
  if (landings(moves, path, next).has(square)) return { kind: 'leg', path: [...path, square] };
  if (path.length === 1 && origins(moves).has(square)) return { kind: 'select', path: [square] };
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

/** The move to play at once when the server's answer says the move must end where its path
 * ends (it may, and no leg follows). */
export function settle(next: Next): string | null {
  return next.canEnd && next.legs.length === 0 && next.notation ? next.notation : null;
}

/** The squares of a move as notation writes it: `E6-C8-A8`, `H4xJ4`, trees `C2,D2,I2`. */
export function squaresOf(notation: string): string[] {
  return notation
    .trim()
    .split(/[-x,^]/i)
    .map((s) => s.trim().toUpperCase())
    .filter((s) => s.length > 0);
}
