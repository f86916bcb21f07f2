// The page's controller: takes the server's messages into the state, and turns the player's
// clicks into messages. No rule here: legality is the server's (legal moves, refusals).
import { Connection, type Incoming } from './net';
import type { ClientMsg, GameView } from './protocol.gen';
import { type GameState, type State, ended, gameState, mySide, newState } from './state';
import { NO_MOVES, click, ending, squaresOf } from './model/moves';
import { refusalNote } from './model/refusal';
import { LOCAL_GAME, replay, replayed } from './local';
import { type OfferMsg, offerNews } from './offers';
import { act, carryLessons, claimed, lookingRefused, signedUp } from './visitor';
import { withPage } from './model/profile';
import { type Msg, stateNews } from './news';


export class App {
  readonly st: State = newState();
  readonly conn: Connection;
  /** An older page of a player's games was asked for (ui/player.ts): it adds to the page shown. */
  paging = false;
  /** The lessons and puzzles pages (learn/page.ts, loaded when one opens): their messages. */
  learning: ((m: Incoming) => boolean) | null = null;
  /** Called after every change; `animate` is a move to show leg by leg first. */
  onChange: (animate?: { game: number; squares: string[] }) => void = () => {};

  constructor() {
    this.conn = new Connection(
      (m) => this.receive(m),
      (s) => {
        this.st.conn = s;
        this.onChange();
      },
    );
  }

  send(m: ClientMsg | { type: string; [k: string]: unknown }): void {
    this.conn.send(m);
  }

  /** Signs in with an account code's token instead of this browser's account: what the old
   * account showed goes, and the server's welcome brings the new one's games. */
  signInAs(token: string): void {
    Connection.keep(token);
    const st = this.st;
    st.me = null;
    st.games.clear();
    st.current = null;
    st.mySeeks.clear();
    st.showCode = false;
    st.page = 'lobby';
    this.conn.open();
    this.onChange();
  }

  /** Asks what the address's invite code challenges to (`invite` answers), joining nothing. */
  showInvite(): void {
    if (this.st.invite === null) return;
    this.send({ type: 'show_invite', invite: this.st.invite });
    this.st.invite = null;
  }

  /** Answers the challenge shown: `accept` joins its game; either way the link is spent. */
  answerInvite(accept: boolean): void {
    const c = this.st.challenge;
    if (c === null) return;
    if (accept) {
      // A friend who has no name yet is asked for one, the challenge kept until then.
      const asked = act(this, { type: 'accept_invite', invite: c.invite }, 'signup-to-accept', { player: c.seek.player });
      if (asked) return;
    }
    this.st.challenge = null;
    history.replaceState(null, '', location.pathname);
    this.onChange();
  }

  game(): GameState | undefined {
    return this.st.current === null ? undefined : this.st.games.get(this.st.current);
  }

  receive(m: Incoming): void {
    const st = this.st;
    if (stateNews(st, m)) return this.onChange();
    switch (m.type) {
      case 'welcome': {
        // A visitor is welcomed without a name: they look, and sign up to play.
        const w = m as Msg<'welcome'>;
        st.me = w.player || null;
        st.guest = w.guest === true;
        for (const g of w.games) this.takeGame(g, false);
        if (st.invite) this.showInvite();
        if (st.current !== null && st.current !== LOCAL_GAME) this.watch(st.current);
        if (st.page === 'player' && st.profileName) this.showPlayer(st.profileName);
        signedUp(this);
        carryLessons(this);
        this.learning?.(m);
        break;
      }
      case 'name_claimed':
        claimed(this, (m as Msg<'name_claimed'>).player);
        break;
      case 'error': {
        const e = m as Msg<'error'>;
        if (st.page === 'learn' && this.learning?.(m)) break;
        if (e.code === 'bad_token') {
          Connection.forget();
          st.me = null;
        }
        if (lookingRefused(st, e.code)) break;
        const g = this.game();
        // A request crossed the end of the game (its legal moves asked as the last move came):
        // the end says it all.
        if (g?.over && (e.code === 'unknown_game' || e.code === 'game_over')) break;
        // An engine request refused is asked no more.
        if (g?.analysis === 'asked') g.analysis = null;
        if (st.board === 'asked') st.board = null;
        const about = g && st.page === 'game';
        const note = refusalNote(e);
        if (about) {
          g.note = note;
          g.path = [];
          this.askLegal(g);
        } else st.error = note;
        break;
      }
      case 'challenge':
        this.inviteCode = (m as Msg<'challenge'>).invite;
        break;
      case 'invite': {
        const i = m as Msg<'invite'>;
        st.challenge = { invite: i.invite, seek: i.seek };
        st.page = 'lobby';
        break;
      }
      case 'games':
        for (const g of (m as Msg<'games'>).games) this.takeGame(g, false);
        break;
      case 'game':
        this.takeGame((m as Msg<'game'>).game, true);
        break;
      case 'moved':
        return this.moved(m as Msg<'moved'>);
      case 'game_over': {
        const o = m as Msg<'game_over'>;
        const g = st.games.get(o.game);
        if (g) {
          ended(g, o);
          this.send({ type: 'review', game: o.game });
        }
        break;
      }
      case 'draw_offered':
      case 'takeback_offered':
      case 'draw_declined':
      case 'takeback_declined':
      case 'draw_withdrawn':
      case 'takeback_withdrawn':
      case 'rematch_offered':
      case 'rematch_declined':
        offerNews(st, m as OfferMsg, () => this.onOffer());
        break;
      case 'player_profile':
        st.profile = withPage(st.profile, (m as Msg<'player_profile'>).profile, this.paging);
        st.profileMissing = false;
        this.paging = false;
        break;
      case 'replayed':
        if (!replayed(st, m as Msg<'replayed'>, (squares) => this.onChange({ game: LOCAL_GAME, squares }))) return;
        break;
      default:
        if (this.learning?.(m)) break;
        return; // pong, stats and messages of later versions: nothing to show.
    }
    this.onChange();
  }

  inviteCode: string | null = null;

  private takeGame(view: GameView, show: boolean): void {
    const st = this.st;
    const old = st.games.get(view.id);
    const g = gameState(view);
    if (old && old.view.status !== 'active' && view.status === 'active') return;
    if (old) {
      g.review = old.review;
      g.analysis = old.analysis;
      // A take-back allowed comes as the game's whole state, fewer moves and no request.
      if (old.view.takeback_offer && !view.takeback_offer && view.moves.length < old.view.moves.length) {
        g.note = { id: 'takeback-accepted' };
      }
    }
    st.games.set(view.id, g);
    if (!st.boards.has(view.variant ?? 'camelot')) {
      this.send({ type: 'board', variant: view.variant ?? 'camelot' });
    }
    const mine = mySide(st, view);
    if (show && (mine !== null || st.current === view.id)) {
      if (st.current !== view.id || st.page !== 'game') {
        st.flipped = mine === 'black';
      }
      st.current = view.id;
      st.page = 'game';
      location.hash = `game=${view.id}`;
    }
    if (view.status !== 'active') this.send({ type: 'review', game: view.id });
    this.askLegal(g);
  }

  /** Asks for a player's page (shown when it comes): anyone may look. */
  showPlayer(name: string): void {
    if (this.st.profile?.name.toLowerCase() !== name.toLowerCase()) this.st.profile = null;
    this.st.page = 'player';
    this.st.profileName = name;
    this.st.profileMissing = false;
    this.send({ type: 'player', name });
  }

  /** An opponent's offer came: a sound, and the tab's title says so (main.ts). */
  onOffer: () => void = () => {};

  /** Offers, accepts or declines a rematch of a finished game. */
  rematch(g: GameState, answer: 'offer' | 'accept' | 'decline'): void {
    this.send({ type: `${answer}_rematch`, game: g.view.id } as ClientMsg);
    g.rematch = answer === 'offer' ? 'mine' : null;
    this.onChange();
  }

  /** Shows a game: a player's own from what the server sent, any other watched. */
  watch(id: number): void {
    const g = this.st.games.get(id);
    this.st.current = id;
    if (g && mySide(this.st, g.view) !== null) {
      this.st.page = 'game';
      location.hash = `game=${id}`;
      this.onChange();
    } else {
      this.send({ type: 'watch', game: id });
    }
  }

  private moved(m: Msg<'moved'>): void {
    const g = this.st.games.get(m.game);
    if (!g || m.ply <= g.view.moves.length) return; // unknown, or heard already
    if (m.ply > g.view.moves.length + 1) {
      // A move was missed (a dropped connection): take the whole game again.
      this.send(mySide(this.st, g.view) ? { type: 'my_games' } : { type: 'watch', game: m.game });
      return;
    }
    const squares = squaresOf(m.move);
    // My take-back request lapses with the opponent's move: said, not silently dropped.
    const lapsed = g.view.takeback_offer !== undefined && g.view.takeback_offer !== null && g.view.takeback_offer === mySide(this.st, g.view);
    g.view.moves.push(m.move);
    g.view.position = m.position;
    // A server before `to_move` and `turn` (docs/protocol.md) leaves them out.
    g.view.to_move = m.to_move ?? (m.position.split(' ')[1] === 'b' ? 'black' : 'white');
    g.view.clock = m.clock;
    g.clockAt = performance.now();
    g.view.draw_offer = undefined;
    g.view.takeback_offer = undefined;
    g.legal = NO_MOVES;
    g.path = [];
    g.note = lapsed ? { id: 'takeback-lapsed' } : null;
    g.resignArmed = false;
    if (m.turn && mySide(this.st, g.view) === g.view.to_move) {
      // The mover's legal paths came with the move: no `legal` round trip.
      g.legal = { phase: m.turn.phase, moves: m.turn.legal };
      g.legalPly = m.ply;
    } else if (!m.turn) {
      this.askLegal(g);
    }
    this.onChange({ game: m.game, squares });
  }

  /** Asks for the legal moves when it is my turn in an active game. */
  askLegal(g: GameState): void {
    const side = mySide(this.st, g.view);
    if (g.view.id === LOCAL_GAME) {
      if (g.view.status === 'active') this.send(replay(g, g.view.moves));
    } else if (g.view.status === 'active' && side === g.view.to_move) {
      this.send({ type: 'legal', game: g.view.id });
    }
  }

  /** Whether this connection watches the lobby (a new connection does not). */
  private lobbyWatched = false;

  /** Watches the lobby while it is on screen, its news keeping it live (the answer brings the
   * seeks and games now), and stops once it is left: the lobby's news costs nothing elsewhere. */
  showLobby(shown: boolean): void {
    const open = this.st.conn === 'open';
    const watch = shown && open;
    if (watch === this.lobbyWatched) return;
    this.lobbyWatched = watch;
    if (open) this.send({ type: watch ? 'watch_lobby' : 'unwatch_lobby' });
  }

  /** A click on a square of the current game's board. */
  square(sq: string): void {
    const g = this.game();
    if (!g || g.legalPly !== g.view.moves.length || g.review?.at !== undefined && g.over) return;
    const step = click(g.legal, g.path, sq);
    switch (step.kind) {
      case 'select':
      case 'leg':
        this.enter(g, step.path);
        break;
      case 'trees':
        g.path = step.path;
        break;
      case 'play':
        this.play(g, step.notation);
        break;
      case 'cancel':
        this.enter(g, []);
        break;
      case 'ignore':
        return;
    }
    this.onChange();
  }

  /** The move being entered is now `path`; the legal paths show where it may go next. */
  private enter(g: GameState, path: string[]): void {
    g.path = path;
  }

  /** Ends the move being entered where the piece stands ("end the move here"). */
  endHere(): void {
    const g = this.game();
    const here = g && ending(g.legal, g.path);
    if (g && here) {
      this.play(g, here);
      this.onChange();
    }
  }

  cancelMove(): void {
    const g = this.game();
    if (g) {
      this.enter(g, []);
      this.onChange();
    }
  }

  /** Sends a move; the server's `moved` or refusal answers. */
  play(g: GameState, notation: string): void {
    if (g.view.id === LOCAL_GAME) this.send(replay(g, [...g.view.moves, notation]));
    else this.send({ type: 'move', game: g.view.id, move: notation, ply: g.view.moves.length });
    g.legalPly = -1;
  }
}
