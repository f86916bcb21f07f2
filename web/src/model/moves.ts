// Move entry from the server's legal paths: the browser knows no rule, it only matches the
// squares clicked so far against the paths the server listed (thin.rs `legal_moves`).
import type { LegalMove } from '../protocol.gen';

/** The legal moves whose path begins with `path`. */
export function matching(moves: LegalMove[], path: string[]): LegalMove[] {
  return moves.filter((m) => path.every((sq, i) => m.path[i] === sq));
}

/** Squares that start a legal move. */
export function origins(moves: LegalMove[]): Set<string> {
  return new Set(moves.map((m) => m.path[0]));
}

/** Where the next leg may land after `path`. */
export function landings(moves: LegalMove[], path: string[]): Set<string> {
  return new Set(
    matching(moves, path)
      .filter((m) => m.path.length > path.length)
      .map((m) => m.path[path.length]),
  );
}

/** The move `path` completes, if it is a whole legal move. */
export function complete(moves: LegalMove[], path: string[]): LegalMove | undefined {
  return path.length > 1
    ? matching(moves, path).find((m) => m.path.length === path.length)
    : undefined;
}

/** What a click on `square` does to the entry. */
export type Step =
  | { kind: 'select'; path: string[] }
  | { kind: 'leg'; path: string[]; canEnd: boolean }
  | { kind: 'play'; move: LegalMove }
  | { kind: 'cancel' }
  | { kind: 'ignore' };

export function click(moves: LegalMove[], path: string[], square: string): Step {
  if (path.length === 0) {
    return origins(moves).has(square) ? { kind: 'select', path: [square] } : { kind: 'ignore' };
  }
  const last = path[path.length - 1];
  if (square === last) {
    // Clicking where the piece stands again: end the move there, or let go of the piece.
    const done = complete(moves, path);
    if (done) return { kind: 'play', move: done };
    return path.length === 1 ? { kind: 'cancel' } : { kind: 'ignore' };
  }
  if (landings(moves, path).has(square)) {
    const next = [...path, square];
    const done = complete(moves, next);
    const longer = landings(moves, next).size > 0;
    if (done && !longer) return { kind: 'play', move: done };
    return { kind: 'leg', path: next, canEnd: done !== undefined };
  }
  if (path.length === 1 && origins(moves).has(square)) return { kind: 'select', path: [square] };
  return path.length === 1 ? { kind: 'cancel' } : { kind: 'ignore' };
}

/** The squares of a move as notation writes it: `E6-C8-A8`, `H4xJ4`, trees `C2,D2,I2`. */
export function squaresOf(notation: string): string[] {
  return notation
    .trim()
    .split(/[-x,^]/i)
    .map((s) => s.trim().toUpperCase())
    .filter((s) => s.length > 0);
}
