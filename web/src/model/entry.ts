// The one move entry of every board (a game's, the game at one device, a lesson's, a puzzle's):
// a click grows the move being entered along the server's legal paths (River Camelot's tree
// placements too), lets it go, or completes it; a completed move is sent at once, or, when the
// player asked to confirm moves, shown where it ends until they confirm it.
import { type Legal, click, squaresOf } from './moves';

/** A board's move being entered. */
export interface Entering {
  /** The squares chosen so far, origin first (the trees chosen, while placing them). */
  path: string[];
  /** A completed move waiting for the player's confirmation, if one is. */
  confirming: string | null;
}

/** Takes a click on `square` into `e`, with `legal` the moves the server listed; returns the
 * move to send when the click completed one and no confirmation is asked (`confirm`). A click
 * while a move waits for its confirmation lets it go. */
export function enter(e: Entering, legal: Legal, square: string, confirm: boolean): string | null {
  if (e.confirming !== null) {
    letGo(e);
    return null;
  }
  const step = click(legal, e.path, square);
  switch (step.kind) {
    case 'select':
    case 'leg':
    case 'trees':
      e.path = step.path;
      return null;
    case 'play':
      if (confirm) {
        // Shown where it ends (the piece on its last square) until confirmed.
        e.confirming = step.notation;
        e.path = squaresOf(step.notation);
        return null;
      }
      e.path = [];
      return step.notation;
    case 'cancel':
      letGo(e);
      return null;
    case 'ignore':
      return null;
  }
}

/** The move waiting for its confirmation, now to be sent (`null`: none waits). */
export function confirmed(e: Entering): string | null {
  const move = e.confirming;
  if (move !== null) letGo(e);
  return move;
}

/** Lets the move being entered go. */
export function letGo(e: Entering): void {
  e.path = [];
  e.confirming = null;
}
