// The position string (RULES.md): ranks from the top, `/` between them, letters for pieces
// (M, N White's man and knight; m, n Black's; t a tree), digits for runs of empty squares,
// then the side to move (read by model/decided.ts). Read onto the board's squares as the
// server lists them.
import type { BoardView } from '../protocol.gen';

export type PieceLetter = 'M' | 'N' | 'm' | 'n' | 't';

export interface Placement {
  pieces: Map<string, PieceLetter>;
}

/** A square's file (0 = A) and rank (0 = rank 1). */
export function coords(square: string): [number, number] {
  return [square.charCodeAt(0) - 65, Number(square.slice(1)) - 1];
}

/** The board's squares rank by rank, rank 1 first, each rank left to right. */
export function ranksOf(board: BoardView): string[][] {
  const ranks: string[][] = Array.from({ length: board.ranks }, () => []);
  for (const sq of board.squares) ranks[coords(sq)[1]].push(sq);
  for (const r of ranks) r.sort((a, b) => coords(a)[0] - coords(b)[0]);
  return ranks;
}

export function readPosition(board: BoardView, text: string): Placement {
  const [field] = text.trim().split(' ');
  const rows = field.split('/');
  const ranks = ranksOf(board);
  if (rows.length !== ranks.length) {
    throw new Error(`position has ${rows.length} ranks, the board ${ranks.length}`);
  }
  const pieces = new Map<string, PieceLetter>();
  rows.forEach((row, i) => {
    const squares = ranks[ranks.length - 1 - i];
    let at = 0;
    for (const token of row.match(/\d+|[MNmnt]/g) ?? []) {
      if (/^\d+$/.test(token)) {
        at += Number(token);
      } else {
        const sq = squares[at++];
        if (sq === undefined) throw new Error(`rank ${ranks.length - i} is too long`);
        pieces.set(sq, token as PieceLetter);
      }
    }
  });
  return { pieces };
}

/** Men and knights of each side: [white men, white knights, black men, black knights]. */
export function material(p: Placement): [number, number, number, number] {
  const count = [0, 0, 0, 0] as [number, number, number, number];
  for (const letter of p.pieces.values()) {
    const i = 'MNmn'.indexOf(letter);
    if (i >= 0) count[i]++;
  }
  return count;
}
