// The page's controller: takes the server's messages into the state, and turns the player's
// clicks into messages. No rule here: legality is the server's (legal moves, refusals).
import { Connection } from './net';
import type { BoardView, ClientMsg, GameView, ServerMsg, TimeClass } from './protocol.gen';
import { type GameState, type State, ended, gameState, mySide, newState } from './state';
import { NO_MOVES, ending, squaresOf } from './model/moves';
import { confirmed, enter, letGo } from './model/entry';
import { SETTINGS_KEY, type SettingName, readSettings, withSetting } from './model/settings';
import { refusalNote } from './model/refusal';
import { sideToMove } from './model/decided';
import { keyPly } from './model/review';
import { computerRematch } from './model/computer';
import { LOCAL_GAME, replay, replayed } from './local';
import { offerNews } from './offers';
import { act, carryLessons, claimed, lookingRefused, signedUp } from './visitor';
import { stateNews } from './news';
import type { Msg } from './wire';
import { AccountControl } from './control/account';
import { AnalysisControl } from './control/analysis';
import { LocalControl } from './control/local';
import { PlayerControl } from './control/player';


/** What a player does in a game in progress that names only the game: offers and their
 * answers, abort, and the claims against a gone opponent. */
export type GameAct = Extract<
  ClientMsg,
  {
    type:
      | 'offer_draw'
      | 'accept_draw'
      | 'decline_draw'
      | 'withdraw_draw'
      | 'offer_takeback'
      | 'accept_takeback'
      | 'decline_takeback'
      | 'withdraw_takeback'
      | 'abort'
      | 'claim_win'
      | 'claim_draw';
  }
>['type'];

/** The message of each answer to a rematch. */
const REMATCH = { offer: 'offer_rematch', accept: 'accept_rematch', decline: 'decline_rematch' } as const;

export class App {
  readonly st: State = newState();
  readonly conn: Connection;
  /** The lessons and puzzles pages (learn/page.ts, loaded when one opens): their messages. */
  learning: ((m: ServerMsg) => boolean) | null = null;
  /** Called after every change; `animate` is a move to show leg by leg first (`capture`:
   * it jumped, for its sound). */
  onChange: (animate?: { game: number; squares: string[]; capture: boolean }) => void = () => {};

  /** The controllers of the pages whose slices are theirs alone. */
  readonly account: AccountControl;
  readonly local: LocalControl;
  readonly player = new PlayerControl(this);
  readonly analysis = new AnalysisControl(this);

  constructor() {
    try {
      this.st.settings = readSettings(localStorage.getItem(SETTINGS_KEY));
    } catch {
      // No storage: the defaults.
    }
    this.conn = new Connection(
      (m) => this.receive(m),
      (s) => {
        this.st.conn = s;
        this.onChange();
      },
    );
    this.account = new AccountControl(this, this.conn, (token) => this.signInAs(token));
    this.local = new LocalControl(this, (g) => this.askLegal(g));
  }

  send(m: ClientMsg): void {
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

  receive(m: ServerMsg): void {
    const st = this.st;
    if (stateNews(st, m)) return this.onChange();
    switch (m.type) {
      case 'welcome': {
        // A visitor is welcomed without a name: they look, and sign up to play.
        st.me = m.player || null;
        st.guest = m.guest === true;
        for (const g of m.games) this.takeGame(g, false);
        if (st.invite) this.showInvite();
        if (st.current !== null && st.current !== LOCAL_GAME) this.watch(st.current);
        if (st.page === 'player' && st.profileName) this.player.show(st.profileName);
        signedUp(this);
        carryLessons(this);
        this.learning?.(m);
        break;
      }
      case 'name_claimed':
        claimed(this, m.player);
        break;
      case 'error': {
        if (st.page === 'learn' && this.learning?.(m)) break;
        if (m.code === 'bad_token') {
          Connection.setAside();
          st.me = null;
        }
        const g = this.game();
        // An engine request refused is asked no more (nor waited for: a visitor asked to sign
        // up reads that, not "Loading…").
        if (g?.analysis === 'asked') g.analysis = null;
        if (st.board === 'asked') st.board = null;
        if (lookingRefused(st, m.code)) break;
        // A request crossed the end of the game (its legal moves asked as the last move came):
        // the end says it all.
        if (g?.over && (m.code === 'unknown_game' || m.code === 'game_over')) break;
        const about = g && st.page === 'game';
        const note = m.code === 'bad_token' ? { id: 'token-set-aside' } : refusalNote(m);
        if (about) {
          g.note = note;
          letGo(g);
          this.askLegal(g);
        } else st.error = note;
        break;
      }
      case 'challenge':
        this.inviteCode = m.invite;
        break;
      case 'invite': {
        st.challenge = { invite: m.invite, seek: m.seek };
        st.page = 'lobby';
        break;
      }
      case 'games':
        for (const g of m.games) this.takeGame(g, false);
        break;
      case 'game':
        this.takeGame(m.game, true);
        break;
      case 'moved':
        return this.moved(m);
      case 'game_over': {
        const g = st.games.get(m.game);
        if (g) {
          ended(g, m);
          this.send({ type: 'review', game: m.game });
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
        offerNews(st, m, () => this.onOffer());
        break;
      case 'player_profile':
        this.player.came(m);
        break;
      case 'replayed':
        if (!replayed(st, m, (squares, capture) => this.onChange({ game: LOCAL_GAME, squares, capture }))) return;
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
    this.board(view.variant ?? 'camelot');
    const mine = mySide(st, view);
    if (old) g.turned = old.turned;
    if (show && (mine !== null || st.current === view.id)) {
      st.current = view.id;
      st.page = 'game';
      location.hash = `game=${view.id}`;
    }
    if (view.status !== 'active') this.send({ type: 'review', game: view.id });
    this.askLegal(g);
  }

  /** The variants whose board was asked for (`board` answers), each asked once. */
  private readonly boardsAsked = new Set<string>();

  /** The board of `variant` as data, asked for once if it has not come yet (every board
   * asks here: the game's, the lessons', the puzzles', the analysis board's). */
  board(variant: string): BoardView | undefined {
    const data = this.st.boards.get(variant);
    if (!data && !this.boardsAsked.has(variant)) {
      this.boardsAsked.add(variant);
      this.send({ type: 'board', variant });
    }
    return data;
  }

  /** An opponent's offer came: a sound, and the tab's title says so (main.ts). */
  onOffer: () => void = () => {};

  /** Offers, accepts or declines a rematch of a finished game; against the computer, which
   * answers no offer, a rematch is a new game of the same terms, colours swapped. */
  rematch(g: GameState, answer: 'offer' | 'accept' | 'decline'): void {
    const me = mySide(this.st, g.view);
    const again = me && answer === 'offer' ? computerRematch(g.view, me) : null;
    if (again) return this.send(again);
    this.send({ type: REMATCH[answer], game: g.view.id });
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
    g.view.to_move = m.to_move ?? sideToMove(m.position);
    g.view.turn = m.turn ?? null;
    g.view.clock = m.clock;
    g.clockAt = performance.now();
    g.view.draw_offer = undefined;
    g.view.takeback_offer = undefined;
    g.legal = NO_MOVES;
    letGo(g);
    g.note = lapsed ? { id: 'takeback-lapsed' } : null;
    g.resignArmed = false;
    if (m.turn && mySide(this.st, g.view) === g.view.to_move) {
      // The mover's legal paths came with the move: no `legal` round trip.
      g.legal = { phase: m.turn.phase, moves: m.turn.legal };
      g.legalPly = m.ply;
    } else if (!m.turn) {
      this.askLegal(g);
    }
    this.onChange({ game: m.game, squares, capture: m.move.includes('x') });
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

  /** The review of the current game, once it is over and its review has come. */
  private reviewed(): { g: GameState; r: NonNullable<GameState['review']> } | null {
    const g = this.game();
    return g?.over && g.review ? { g, r: g.review } : null;
  }

  /** Shows the position after `ply` moves in the review. */
  reviewGo(ply: number): void {
    const shown = this.reviewed();
    if (!shown) return;
    shown.r.at = Math.max(0, Math.min(shown.r.positions.length - 1, ply));
    this.onChange();
  }

  /** A key pressed on a game's page: ← → Home End go through the review; `false` when the key
   * is not one of them, or no review is shown. */
  reviewKey(key: string): boolean {
    const shown = this.reviewed();
    const ply = shown && keyPly(key, shown.r.at, shown.r.positions.length - 1);
    if (ply === null || ply === undefined) return false;
    this.reviewGo(ply);
    return true;
  }

  /** Shows or hides the engine's best move in the review. */
  toggleBest(): void {
    const g = this.game();
    if (g) {
      g.showBest = !g.showBest;
      this.onChange();
    }
  }

  /** Asks the engine to analyse the current game. */
  askAnalysis(): void {
    const g = this.game();
    if (g && g.analysis === null) {
      g.analysis = 'asked';
      this.send({ type: 'analyse', game: g.view.id });
      this.onChange();
    }
  }

  /** `act` in the current game (an offer or its answer, abort, a claim). */
  gameAct(act: GameAct): void {
    const g = this.game();
    if (g) this.send({ type: act, game: g.view.id });
  }

  /** Withdraws my seek `seek`. */
  cancelSeek(seek: number): void {
    this.send({ type: 'cancel_seek', seek });
  }

  /** Asks for the leaderboard of the time class `cls`. */
  leaderboard(cls: TimeClass): void {
    this.send({ type: 'leaderboard', class: cls });
  }

  /** Starts a game against the computer on `terms`. */
  playComputer(terms: Omit<Extract<ClientMsg, { type: 'play_computer' }>, 'type'>): void {
    this.send({ type: 'play_computer', ...terms });
  }

  /** Resign, asked twice: the first click arms the button, the second resigns. */
  resign(): void {
    const g = this.game();
    if (!g) return;
    if (g.resignArmed) this.send({ type: 'resign', game: g.view.id });
    g.resignArmed = !g.resignArmed;
    this.onChange();
  }

  /** Leaves the game shown for the lobby. */
  toLobby(): void {
    this.st.page = 'lobby';
    location.hash = '';
    this.onChange();
  }

  /** Turns the current game's board ("Flip"). */
  turnBoard(): void {
    const g = this.game();
    if (g) {
      g.turned = !g.turned;
      this.onChange();
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
    const move = enter(g, g.legal, sq, this.st.settings.confirm === 'on');
    if (move !== null) this.play(g, move);
    this.onChange();
  }

  /** Sends the move that waits for the player's confirmation. */
  confirmMove(): void {
    const g = this.game();
    const move = g && confirmed(g);
    if (g && move) {
      this.play(g, move);
      this.onChange();
    }
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
      letGo(g);
      this.onChange();
    }
  }

  /** Sets one of the player's settings, kept in this browser. */
  setSetting(name: SettingName, value: string): void {
    this.st.settings = withSetting(this.st.settings, name, value);
    try {
      localStorage.setItem(SETTINGS_KEY, JSON.stringify(this.st.settings));
    } catch {
      // Without storage the settings last this page only.
    }
    this.onChange();
  }

  /** Sends a move; the server's `moved` or refusal answers. */
  play(g: GameState, notation: string): void {
    if (g.view.id === LOCAL_GAME) this.send(replay(g, [...g.view.moves, notation]));
    else this.send({ type: 'move', game: g.view.id, move: notation, ply: g.view.moves.length });
    g.legalPly = -1;
  }
}
