// The page: header (navigation, language), then the lobby, a game, the leaderboard or the
// rules or a player's page, from the address's hash (#game=ID, #invite=CODE, #leaders,
// #rules, #rules=VARIANT, #player=NAME, #local, #computer,
// #analysis). A visitor looks at all of it before
// signing up; signing up is asked for only to play. The lessons and puzzles (#lessons,
// #lesson=N, #puzzles, #puzzle=ID) load their own part (learn/) when first opened.
import './style.css';
import { App } from './app';
import { LANGUAGES, type Lang, initLang, lang, loadLearnSentences, noteText, setLang, t } from './i18n';
import type { Learning } from './learn/page';
import { type Place, readPlace } from './learn/model';
import { blackBelow, mySide } from './state';
import { localStart } from './ui/local';
import { button, h } from './ui/dom';
import { animate, gamePage, tickClocks } from './ui/game';
import { lobby } from './ui/lobby';
import { signUpCard } from './ui/signup';
import { leaders, rules } from './ui/pages';
import { LOCAL_GAME, flagFell } from './local';
import { myGames, pageTitle } from './model/turns';
import { connectionNote } from './model/connection';
import { chime, knock } from './ui/sound';
import { computerPage } from './ui/computer';
import { boardPage } from './ui/analysis';
import { playerPage } from './ui/player';
import { applyLook, settingsPage } from './ui/settings';

initLang();
const app = new App();
const root = document.getElementById('app')!;

let learning: Learning | null = null;

/** Opens a lessons or puzzles page: its part and sentences loaded first, and a visitor's
 * session opened if this browser has no account (visitors may learn too). */
async function openLearning(place: Place): Promise<void> {
  await loadLearnSentences(lang());
  if (!learning) {
    const { Learning } = await import('./learn/page');
    learning = new Learning(app, render);
    app.learning = (m) => learning!.receive(m);
  }
  if (app.st.conn === 'closed') app.conn.open();
  learning.open(place);
  render();
}

function route(): void {
  const hash = location.hash.slice(1);
  const [key, value] = hash.split('=');
  const st = app.st;
  // A refusal belongs to the page it was said on.
  st.error = null;
  const place = readPlace(hash);
  if (place) {
    st.page = 'learn';
    void openLearning(place);
  } else if (key === 'invite' && value) {
    // Shown first (who, time control, rated, colour): joining waits for the player's yes.
    st.invite = value;
    st.page = 'lobby';
    if (app.conn.state === 'open') app.showInvite();
  } else if (key === 'game' && value) {
    const id = Number(value);
    if (Number.isInteger(id) && id > 0) {
      st.current = id;
      st.page = 'game';
      if (!st.games.has(id)) app.watch(id);
    }
  } else if (key === 'player' && value) {
    app.player.show(decodeURIComponent(value));
  } else if (key === 'local') {
    st.page = st.games.has(LOCAL_GAME) ? 'game' : 'local';
    st.current = LOCAL_GAME;
  } else if (key === 'computer' || key === 'analysis' || key === 'settings') {
    st.page = key;
  } else if (key === 'leaders' || key === 'rules') {
    st.page = key;
    if (key === 'rules') st.rulesOf = value ?? 'camelot';
    if (key === 'leaders' && st.leaders === null) app.leaderboard('live');
  } else {
    st.page = 'lobby';
  }
  render();
}

function header(): HTMLElement {
  const choose = h(
    'select',
    {
      id: 'lang',
      'aria-label': t('language'),
      onchange: (e: Event) => {
        setLang((e.target as HTMLSelectElement).value as Lang);
        if (app.st.page === 'learn') void loadLearnSentences(lang()).then(render);
        render();
      },
    },
    ...LANGUAGES.map((l) => h('option', { value: l, selected: l === lang() }, t(`lang-${l}`))),
  );
  const st = app.st;
  return h(
    'header',
    null,
    h('h1', null, h('a', { href: '#' }, t('site-title'))),
    h(
      'nav',
      null,
      h('a', { href: '#' }, t('nav-lobby')),
      h('a', { href: '#leaders' }, t('nav-leaders')),
      h('a', { href: '#local' }, t('nav-local')),
      h('a', { href: '#rules' }, t('nav-rules')),
      h('a', { href: '#computer' }, t('nav-computer')),
      h('a', { href: '#analysis' }, t('nav-analysis')),
      h('a', { href: '#lessons' }, t('nav-lessons')),
      h('a', { href: '#puzzles' }, t('nav-puzzles')),
      h('a', { href: '#settings' }, t('nav-settings')),
    ),
    h(
      'span',
      { class: `conn${connectionNote(st.conn, app.conn.attempt)?.lost ? ' lost' : ''}`, role: 'status' },
      st.me ? t('signed-in', { name: st.me }) : '',
      st.guest ? ' ' : '',
      // A visitor signs up; a guest chooses its name, keeping its games.
      (!st.me || st.guest) && st.conn === 'open' ? h('a', { href: '#signup', onclick: askSignUp }, t(st.guest ? 'nav-claim' : 'nav-signup')) : '',
      ' ',
      connection(),
    ),
    choose,
  );
}

function askSignUp(e: Event): void {
  e.preventDefault();
  app.st.signUpFor = { why: app.st.guest ? 'signup-guest' : 'signup-visitor', then: null };
  app.st.page = 'lobby';
  render();
}

function connection(): string {
  const note = connectionNote(app.st.conn, app.conn.attempt);
  return note ? t(note.id, { attempt: app.conn.attempt }) : '';
}

/** What the page's main part shows now. */
function main(): (HTMLElement | null)[] {
  const st = app.st;
  const error = st.error
    ? h('p', { class: 'note', role: 'alert', title: st.error.detail ?? '' }, noteText(st.error), ' ', button(t('dismiss'), () => ((st.error = null), render())))
    : null;
  // Asked to sign up (to play, or by the header's link): the form comes first.
  const signUp = (st.me === null || st.guest) && st.signUpFor ? signUpCard(app) : null;
  if (st.page === 'rules') return [signUp, rules(app)];
  if (st.page === 'learn') return [error, learning ? learning.view() : h('p', null, t('loading'))];
  if (st.page === 'local') return [error, localStart(app)];
  if (st.page === 'leaders') return [error, signUp, leaders(app)];
  if (st.page === 'player') return [error, playerPage(app)];
  if (st.page === 'computer') return [error, signUp, computerPage(app)];
  if (st.page === 'analysis') return [error, signUp, boardPage(app)];
  if (st.page === 'settings') return [settingsPage(app)];
  const g = app.game();
  if (st.page === 'game' && g) return [error, signUp, gamePage(app, g)];
  return [error, signUp, lobby(app)];
}

// The header and main part stay; a redraw replaces the header and, unless they are the same
// elements (a game's page is kept), what the main part shows.
const body = h('main');
root.replaceChildren(h('header'), body);

let animating = false;

function render(): void {
  if (animating || learning?.busy()) return;
  // Keep the focus on the same square or control through the redraw.
  const focused = document.activeElement as HTMLElement | null;
  const square = focused?.getAttribute('data-square');
  const id = focused?.id;
  applyLook(app);
  root.firstElementChild!.replaceWith(header());
  const parts = main().filter((el): el is HTMLElement => el !== null);
  const kept = parts.length === body.children.length && parts.every((el, i) => body.children[i] === el);
  if (!kept) body.replaceChildren(...parts);
  // The lobby's news while the lobby is drawn, whoever draws it.
  app.showLobby(body.querySelector('.lobby') !== null);
  const again = square
    ? root.querySelector<HTMLElement>(`[data-square="${square}"]`)
    : id
      ? document.getElementById(id)
      : null;
  again?.focus();
  title();
}

/** The tab's title: the count of games waiting for my move, and an offer waiting. */
function title(): void {
  const st = app.st;
  const games = [...st.games.values()];
  const waiting = myGames(games, st.me, performance.now()).filter((g) => g.myTurn).length;
  const offer = games.some((g) => {
    const side = mySide(st, g.view);
    const other = (o: unknown) => typeof o === 'string' && o !== side;
    return g.view.status === 'active' && side !== null && g.view.id !== LOCAL_GAME && (other(g.view.draw_offer) || other(g.view.takeback_offer));
  });
  document.title = pageTitle(t('site-title'), waiting, offer);
}

app.onChange = (move) => {
  const g = app.game();
  if (move && app.st.settings.sound === 'on') knock(move.capture);
  if (move && g && move.game === g.view.id && app.st.page === 'game') {
    // The board still shows the position before the move: animate, then redraw.
    animating = true;
    void animate(move.squares, blackBelow(app.st, g)).then(() => {
      animating = false;
      render();
    });
    return;
  }
  render();
};

app.onOffer = () => {
  if (app.st.settings.sound === 'on') chime();
};

window.addEventListener('hashchange', route);
// `/` goes to the typed-move field, and ← → Home End through a finished game's review, as on
// the big servers; keys typed into a field, or moving between the board's squares, stay theirs.
window.addEventListener('keydown', (e) => {
  const field = document.getElementById('typed');
  const active = document.activeElement;
  const typing = active?.tagName === 'INPUT' || active?.tagName === 'TEXTAREA' || active?.tagName === 'SELECT';
  if (e.key === '/' && field && !typing) {
    e.preventDefault();
    field.focus();
  } else if (app.st.page === 'game' && !typing && !active?.hasAttribute('data-square') && app.reviewKey(e.key)) {
    e.preventDefault();
  }
});
setInterval(() => {
  const g = app.game();
  if (g && app.st.page === 'game' && !animating) {
    if (flagFell(g, performance.now())) render();
    tickClocks(g);
  }
}, 100);

route();
// Signed in with this browser's token, or a visitor who looks before signing up.
app.conn.open();
