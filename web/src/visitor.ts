// A visitor looks before signing up: a playing action asks for a name first (saying why) and
// goes once they have one; the server's "sign up to play" asks the same; a player's page that
// does not exist says so. A guest (a visitor who played the computer) is asked to choose a
// name to play people, its account kept.
import type { ClientMsg, ErrorCode } from './protocol.gen';
import type { State } from './state';
import { PROGRESS, readSolved } from './learn/model';
import type { Host } from './control/host';

/** Sends a playing action, or asks a visitor to sign up first (`why`, with `args`), keeping
 * the action for then; `true` when it was kept. */
export function act(app: Host, msg: ClientMsg, why = 'signup-to-play', args?: Record<string, string>): boolean {
  if (app.st.me !== null && !app.st.guest) {
    app.send(msg);
    return false;
  }
  app.st.signUpFor = { why, args, then: msg };
  app.onChange();
  return true;
}

/** On a welcome: a visitor who has just signed up gets the action they asked for. */
export function signedUp(app: Host): void {
  const st = app.st;
  const pending = st.signUpFor;
  if (st.me === null || st.guest || pending === null) return;
  st.signUpFor = null;
  st.signUpName = '';
  if (pending.then) app.send(pending.then);
  if (pending.then?.type === 'accept_invite') st.challenge = null;
}

/** The guest took `name` (`name_claimed`): its games are asked again to carry it, and the
 * action it was asked a name for goes. */
export function claimed(app: Host, name: string): void {
  app.st.me = name;
  app.st.guest = false;
  app.send({ type: 'my_games' });
  signedUp(app);
}

/** A refusal about looking or signing up, taken into the state; `false` for any other. */
export function lookingRefused(st: State, code: ErrorCode): boolean {
  if (code === 'not_signed_in') st.signUpFor ??= { why: 'signup-to-play', then: null };
  else if (code === 'unknown_player' && st.page === 'player') st.profileMissing = true;
  else return false;
  return true;
}

/** On a welcome with an account (signed up, in, or a guest): the exercises this browser kept
 * as a visitor go into the account once (the server merges them), and the browser keeps none. */
export function carryLessons(app: Host): void {
  if (app.st.me === null) return;
  try {
    const solved = readSolved(localStorage.getItem(PROGRESS));
    localStorage.removeItem(PROGRESS);
    if (solved.length > 0) app.send({ type: 'lessons_solved', solved });
  } catch {
    // No storage: nothing was kept.
  }
}
