// The lobby: sign up, a challenge from an invite link (shown, joined only on a yes), open
// seeks (live), a seek of one's own, an invite link, games to watch.
import type { App } from '../app';
import { DEFAULT_TIME, TIME_PRESETS, VARIANTS } from '../choices.gen';
import { lang, playerName, t, timeText, variantKey } from '../i18n';
import type { ColorChoice, SeekView } from '../protocol.gen';
import { button, h } from './dom';
import { accountBox } from './account';
import { withLinks } from './player';
import { invitedColor } from '../model/invite';
import { myGames } from '../model/turns';
import { formatClock } from '../model/clock';
import { act } from '../visitor';

const COLORS: ColorChoice[] = ['any', 'white', 'black'];

function seekLine(app: App, s: SeekView): HTMLElement {
  const mine = app.st.mySeeks.has(s.id) || s.player === app.st.me;
  const text = t('seek-line', {
    player: s.player,
    rating: String(s.rating),
    variant: t(variantKey(s.variant)),
    time: timeText(s.time),
    color: t(`seek-plays-${s.color}`, { player: s.player }),
    rated: t(s.rated ? 'rated' : 'casual'),
  });
  return h(
    'li',
    { class: 'seek' },
    h('span', null, ...withLinks(text, [s.player])),
    mine
      ? button(t('seek-cancel'), () => app.cancelSeek(s.id))
      : button(t('seek-accept'), () => act(app, { type: 'accept', seek: s.id })),
  );
}

function select(id: string, values: string[], label: (v: string) => string): HTMLSelectElement {
  return h('select', { id, name: id }, ...values.map((v) => h('option', { value: v }, label(v))));
}

// Built once per language and invite, so the lobby's live updates keep what was chosen.
let kept: { key: string; el: HTMLElement } | null = null;

function seekForm(app: App): HTMLElement {
  const key = `${lang()}|${app.inviteCode}`;
  if (kept?.key !== key) kept = { key, el: buildSeekForm(app) };
  return kept.el;
}

function buildSeekForm(app: App): HTMLElement {
  const variant = select('variant', VARIANTS.map((v) => v.name), (v) => t(variantKey(v)));
  const about = variantLine(variant);
  const time = select('time', TIME_PRESETS.map((p) => p.time), timeText);
  time.value = DEFAULT_TIME;
  const color = select('color', COLORS, (v) => t(`color-${v}`));
  const rated = h('input', { type: 'checkbox', id: 'rated', checked: true });
  const terms = () => ({
    time: time.value,
    color: color.value as ColorChoice,
    rated: rated.checked,
    variant: variant.value,
  });
  return h(
    'section',
    { class: 'card' },
    h('h2', null, t('seek-new')),
    h(
      'div',
      { class: 'fields' },
      h('label', { for: 'variant' }, t('field-variant')),
      variant,
      about,
      h('label', { for: 'time' }, t('field-time')),
      time,
      h('label', { for: 'color' }, t('field-color')),
      color,
      h('label', { for: 'rated' }, t('field-rated')),
      rated,
    ),
    h(
      'div',
      { class: 'actions' },
      button(t('seek-post'), () => act(app, { type: 'seek', ...terms() })),
      button(t('invite-make'), () => act(app, { type: 'challenge', ...terms() })),
    ),
    h('p', { class: 'hint' }, t('seek-tab-note')),
    app.inviteCode ? inviteLink(app.inviteCode) : null,
  );
}

/** The challenge an invite link opened: who, and on what terms, before joining. */
function challenge(app: App): HTMLElement | null {
  const c = app.st.challenge;
  if (c === null) return null;
  const s = c.seek;
  return h(
    'section',
    { class: 'card challenge', 'aria-live': 'polite' },
    h('h2', null, t('invite-title')),
    h(
      'p',
      null,
      ...withLinks(
        t('invite-from', {
          player: s.player,
          rating: String(s.rating),
          variant: t(variantKey(s.variant)),
          time: timeText(s.time),
          rated: t(s.rated ? 'rated' : 'casual'),
        }),
        [s.player],
      ),
    ),
    h('p', null, t('invite-you-play', { color: t(`color-${invitedColor(s.color)}`) })),
    h(
      'div',
      { class: 'actions' },
      button(t('invite-accept'), () => app.answerInvite(true), { class: 'primary' }),
      button(t('invite-decline'), () => app.answerInvite(false)),
    ),
  );
}

/** The chosen game in a line (River Camelot starts by planting trees, Anti-Camelot's aim is
 * reversed), with a link to its rules; follows the choice. */
export function variantLine(choice: HTMLSelectElement): HTMLElement {
  const line = h('p', { class: 'hint about', 'aria-live': 'polite' });
  const say = () => {
    const name = choice.value;
    line.replaceChildren(t(`variant-about-${name}`), ' ', h('a', { href: `#rules=${name}` }, t('nav-rules')));
  };
  choice.addEventListener('change', say);
  say();
  return line;
}

function inviteLink(code: string): HTMLElement {
  const url = `${location.origin}/#invite=${code}`;
  const field = h('input', { readonly: true, value: url, 'aria-label': t('invite-link') });
  return h(
    'p',
    { class: 'invite' },
    h('span', null, t('invite-pass')),
    field,
    button(t('invite-copy'), () => {
      field.select();
      void navigator.clipboard?.writeText(url);
    }),
  );
}

export function lobby(app: App): HTMLElement {
  const st = app.st;
  const seeks = [...st.seeks.values()];
  // My games, those on my move first, with the time left on my clock.
  const mine = myGames([...st.games.values()], st.me, performance.now());
  // Rematches offered to me after games I have left the page of.
  const offers = [...st.games.values()].filter((g) => g.rematch === 'theirs');
  return h(
    'div',
    { class: 'lobby' },
    challenge(app),
    offers.length > 0
      ? h(
          'section',
          { class: 'card', 'aria-live': 'polite' },
          h('h2', null, t('rematch-offers')),
          h(
            'ul',
            null,
            ...offers.map((g) => {
              const from = g.view.white === st.me ? g.view.black : g.view.white;
              return h(
                'li',
                null,
                h('span', null, ...withLinks(t('rematch-from', { player: playerName(from), time: timeText(g.view.time) }), [from])),
                button(t('rematch-accept'), () => app.rematch(g, 'accept'), { class: 'primary' }),
                button(t('rematch-decline'), () => app.rematch(g, 'decline')),
              );
            }),
          ),
        )
      : null,
    mine.length > 0
      ? h(
          'section',
          { class: 'card' },
          h('h2', null, t('my-games')),
          h(
            'ul',
            null,
            ...mine.map((g) =>
              h(
                'li',
                { class: g.myTurn ? 'my-turn' : '' },
                h('span', null, ...withLinks(t('game-line', { white: playerName(g.view.white), black: playerName(g.view.black), time: timeText(g.view.time) }), [g.view.white, g.view.black])),
                h(
                  'span',
                  { class: 'turn-left' },
                  g.myTurn
                    ? t('your-turn-left', { left: formatClock(g.left, g.view.time) })
                    : t('their-turn', { player: playerName(g.view[g.side === 'white' ? 'black' : 'white']) }),
                ),
                button(t('game-open'), () => app.watch(g.view.id), g.myTurn ? { class: 'primary' } : {}),
              ),
            ),
          ),
        )
      : null,
    h(
      'section',
      { class: 'card', 'aria-live': 'polite' },
      h('h2', null, t('seeks-title')),
      seeks.length === 0
        ? h('p', { class: 'empty' }, t('lobby-no-seeks'))
        : h('ul', { class: 'seeks' }, ...seeks.map((s) => seekLine(app, s))),
    ),
    seekForm(app),
    h(
      'section',
      { class: 'card' },
      h('h2', null, t('live-title')),
      st.live.length === 0
        ? h('p', { class: 'empty' }, t('lobby-none-live'))
        : h(
            'ul',
            null,
            ...st.live.map((g) =>
              h(
                'li',
                null,
                h('span', null, ...withLinks(t('game-line', { white: playerName(g.white), black: playerName(g.black), time: timeText(g.time) }), [g.white, g.black])),
                button(t('game-watch'), () => app.watch(g.id)),
              ),
            ),
          ),
    ),
    accountBox(app),
  );
}
