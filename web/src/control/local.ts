// The controller of a game at one device: starting one (the game and its clocks chosen),
// taking a move back, leaving it for a new one. Its positions and legal moves come from the
// server's `replay` (local.ts); this writes the state's local game and the page shown.
import { LOCAL_GAME, localGame, replay } from '../local';
import type { TimeControl } from '../protocol.gen';
import type { Host } from './host';

export class LocalControl {
  constructor(
    private readonly host: Host,
    private readonly askLegal: (g: ReturnType<typeof localGame>) => void,
  ) {}

  /** Starts a game of `variant` at one device, with the clocks of `time` (none: null). */
  start(variant: string, time: TimeControl | null): void {
    const st = this.host.st;
    const g = localGame(variant, time, this.host.board(variant)?.start ?? '');
    st.games.set(LOCAL_GAME, g);
    st.current = LOCAL_GAME;
    st.page = 'game';
    this.askLegal(g);
    if (location.hash !== '#local') history.replaceState(null, '', '#local');
    this.host.onChange();
  }

  /** Takes the last move back (the server replays the moves before it). */
  takeBack(): void {
    const g = this.host.st.games.get(LOCAL_GAME);
    if (g && g.view.moves.length > 0) this.host.send(replay(g, g.view.moves.slice(0, -1)));
  }

  /** Leaves the game at one device for the choice of a new one. */
  leave(): void {
    this.host.st.games.delete(LOCAL_GAME);
    this.host.st.page = 'local';
    this.host.onChange();
  }
}
