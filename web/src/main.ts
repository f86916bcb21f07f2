// The page: header (navigation, language), then the lobby, a game, the leaderboard or the
// rules or a player's page, from the address's hash (#game=ID, #invite=CODE, #leaders,
// #rules, #player=NAME, #computer, #analysis).
import './style.css';
import { App } from './app';
import { LANGUAGES, type Lang, initLang, lang, noteText, setLang, t } from './i18n';
import { Connection } from './net';
import { button, h } from './ui/dom';
import { animate, gamePage, tickClocks } from './ui/game';
import { lobby, signUp } from './ui/lobby';
import { leaders, rules } from './ui/pages';
import { computerPage } from './ui/computer';
import { boardPage } from './ui/analysis';
import { playerPage } from './ui/player';

initLang();
const app = new App();
const root = document.getElementById('app')!;

function route(): void {
  const hash = location.hash.slice(1);
  const [key, value] = hash.split('=');
  const st = app.st;
  if (key === 'invite' && value) {
    // Shown first (who, time control, rated, colour): joining waits for the player's yes.
    st.invite = value;
    if (st.me !== null) app.showInvite();
  } else if (key === 'game' && value) {
    const id = Number(value);
    if (Number.isInteger(id) && id > 0) {
      st.current = id;
      st.page = 'game';
      if (st.me !== null && !st.games.has(id)) app.watch(id);
    }
  } else if (key === 'player' && value) {
    app.showPlayer(decodeURIComponent(value));
  } else if (key === 'computer' || key === 'analysis') {
    st.page = key;
  } else if (key === 'leaders' || key === 'rules') {
    st.page = key;
    if (key === 'leaders' && st.leaders === null) app.send({ type: 'leaderboard', class: 'live' });
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
      h('a', { href: '#rules' }, t('nav-rules')),
      h('a', { href: '#computer' }, t('nav-computer')),
      h('a', { href: '#analysis' }, t('nav-analysis')),
    ),
    h('span', { class: `conn ${st.conn}`, role: 'status' }, st.me ? t('signed-in', { name: st.me }) : '', ' ', connection()),
    choose,
  );
}

/** The connection's state, in the game's words. */
function connection(): string {
  const st = app.st;
  if (st.conn === 'open') return t('conn-open');
  if (st.conn === 'connecting') return t('online-connecting');
  return app.conn.attempt > 0 ? t('signin-reconnecting', { attempt: app.conn.attempt }) : t('online-not-connected');
}

/** What the page's main part shows now. */
function main(): (HTMLElement | null)[] {
  const st = app.st;
  const error = st.error
    ? h('p', { class: 'note', role: 'alert', title: st.error.detail ?? '' }, noteText(st.error), ' ', button(t('dismiss'), () => ((st.error = null), render())))
    : null;
  if (st.page === 'rules') return [rules()];
  if (st.me === null) {
    return [error, Connection.token() !== null && st.conn !== 'closed' ? h('p', null, t('loading')) : signUp(app)];
  }
  if (st.page === 'leaders') return [error, leaders(app)];
  if (st.page === 'player') return [error, playerPage(app)];
  if (st.page === 'computer') return [error, computerPage(app)];
  if (st.page === 'analysis') return [error, boardPage(app)];
  const g = app.game();
  if (st.page === 'game' && g) return [error, gamePage(app, g)];
  return [error, lobby(app)];
}

// The header and main part stay; a redraw replaces the header and, unless they are the same
// elements (a game's page is kept), what the main part shows.
const body = h('main');
root.replaceChildren(h('header'), body);

let animating = false;

function render(): void {
  if (animating) return;
  // Keep the focus on the same square or control through the redraw.
  const focused = document.activeElement as HTMLElement | null;
  const square = focused?.getAttribute('data-square');
  const id = focused?.id;
  root.firstElementChild!.replaceWith(header());
  const parts = main().filter((el): el is HTMLElement => el !== null);
  const kept = parts.length === body.children.length && parts.every((el, i) => body.children[i] === el);
  if (!kept) body.replaceChildren(...parts);
  const again = square
    ? root.querySelector<HTMLElement>(`[data-square="${square}"]`)
    : id
      ? document.getElementById(id)
      : null;
  again?.focus();
}

app.onChange = (move) => {
  const g = app.game();
  if (move && g && move.game === g.view.id && app.st.page === 'game') {
    // The board still shows the position before the move: animate, then redraw.
    animating = true;
    void animate(move.squares, app.st.flipped).then(() => {
      animating = false;
      render();
    });
    return;
  }
  render();
};

window.addEventListener('hashchange', route);
// `/` goes to the typed-move field, as on the big servers.
window.addEventListener('keydown', (e) => {
  const field = document.getElementById('typed');
  if (e.key === '/' && field && document.activeElement?.tagName !== 'INPUT') {
    e.preventDefault();
    field.focus();
  }
});
setInterval(() => {
  const g = app.game();
  if (g && app.st.page === 'game' && !animating) tickClocks(g);
}, 100);
// The lobby stays live: seeks and games asked for again every few seconds (servers that
// announce new seeks with `seek_opened` make this only a safety net).
setInterval(() => {
  if (app.st.page === 'lobby' && app.st.conn === 'open') app.refreshLobby();
}, 3000);

route();
if (Connection.token() !== null) app.conn.open();
