// The engine's evaluations as the review and the analysis board show them: a score from
// White's side in men (a man is 100), a forced result beyond FORCED_SCORE, and the points of
// the evaluation graph. The server computes them; nothing here judges a move.
import { FORCED_SCORE } from '../choices.gen';

/** How a score reads: men ahead for a side, or a side winning by force. */
export type Score = { forced: false; men: string } | { forced: true; side: 'white' | 'black' };

export function score(white: number): Score {
  if (white >= FORCED_SCORE) return { forced: true, side: 'white' };
  if (white <= -FORCED_SCORE) return { forced: true, side: 'black' };
  const men = (white / 100).toFixed(2);
  return { forced: false, men: white > 0 ? `+${men}` : men };
}

/** The graph shows up to this many men either way; beyond, it stays at its edge. */
export const GRAPH_MEN = 5;

/** The graph's line through every position's score, White up, in a `width`×`height` box. */
export function graphPoints(scores: number[], width: number, height: number): string {
  const cap = GRAPH_MEN * 100;
  const step = scores.length > 1 ? width / (scores.length - 1) : 0;
  return scores
    .map((s, i) => {
      const clamped = Math.max(-cap, Math.min(cap, s));
      const y = height / 2 - (clamped / cap) * (height / 2);
      return `${round(i * step)},${round(y)}`;
    })
    .join(' ');
}

/** The ply nearest to `x` on a graph of `count` positions `width` wide. */
export function plyAt(x: number, count: number, width: number): number {
  if (count < 2) return 0;
  const i = Math.round((x / width) * (count - 1));
  return Math.max(0, Math.min(count - 1, i));
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}
