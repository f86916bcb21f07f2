// A player's page: ratings per time class, latest finished games, the player's own wins,
// draws and losses per variant and colour, and the server's results per variant (the shares White and Black won, and drawn), as BrainKing shows them.
import type { App } from '../app';
import { OUTCOMES } from '../ends.gen';
import { lang, playerName, t, timeText, variantKey } from '../i18n';
import { outcome, shares, splitNames, tally, total, wdl } from '../model/profile';
import { button, h } from './dom';

/** A player's name as a link to their page. */
export function playerLink(name: string): HTMLAnchorElement {
  return h('a', { href: `#player=${encodeURIComponent(name)}`, class: 'who' }, playerName(name));
}

/** A field to look a player up by name, on the leaderboard and every player's page. */
export function lookUp(app: App): HTMLElement {
  const field = h('input', { id: 'lookup', name: 'lookup', autocomplete: 'off', spellcheck: 'false', required: true });
  return h(
    'form',
    {
      class: 'lookup',
      role: 'search',
      onsubmit: (e: Event) => {
        e.preventDefault();
        app.player.lookUp(field.value);
      },
    },
    h('label', { for: 'lookup' }, t('player-lookup')),
    field,
    h('button', { type: 'submit' }, t('player-lookup-button')),
  );
}

export function playerPage(app: App): HTMLElement {
  const p = app.st.profile;
  const card = (...parts: HTMLElement[]) => h('section', { class: 'card' }, ...parts, lookUp(app));
  if (app.st.profileMissing) return card(h('p', null, t('player-unknown', { name: app.st.profileName ?? '' })));
  if (p === null) return card(h('p', null, t('loading')));
  const date = new Intl.DateTimeFormat(lang(), { dateStyle: 'medium' });
  const score = tally(p.games);
  const head = (...cells: string[]) => h('tr', null, ...cells.map((c) => h('th', null, c)));
  const ratings = p.ratings.length
    ? h(
        'table',
        null,
        h('caption', null, t('player-ratings')),
        head(t('player-class'), t('leaders-rating'), t('leaders-games')),
        ...p.ratings.map((r) =>
          h('tr', null, h('td', null, t(`class-${r.class}`)), h('td', null, `${Math.round(r.rating)} ±${Math.round(r.deviation)}`), h('td', null, String(r.games))),
        ),
      )
    : h('p', null, t('player-unrated'));
  const games = p.games.length
    ? h(
        'table',
        null,
        h('caption', null, t('player-games', { won: score.won, lost: score.lost, drawn: score.drawn })),
        head(t('player-date'), t('player-opponent'), t('player-color'), t('player-result'), t('player-variant')),
        ...p.games.map((g) =>
          h(
            'tr',
            null,
            h('td', null, date.format(new Date(g.ended))),
            h('td', null, playerLink(g.opponent)),
            h('td', null, t(`color-${g.color}`)),
            h('td', null, h('a', { href: `#game=${g.id}` }, `${OUTCOMES[g.result].score} · ${t(`outcome-${outcome(g)}`)}`)),
            h('td', null, `${t(variantKey(g.variant))} ${timeText(g.time)}`),
          ),
        ),
      )
    : h('p', null, t('player-no-games'));
  const results = p.results.length
    ? h(
        'table',
        null,
        h('caption', null, t('player-results', { name: playerName(p.name) })),
        head(t('player-variant'), t('player-won'), t('player-drawn'), t('player-lost'), t('player-as-white'), t('player-as-black')),
        ...p.results.map((r) => {
          const all = total(r);
          return h(
            'tr',
            null,
            h('td', null, t(variantKey(r.variant))),
            ...[all.wins, all.draws, all.losses].map((n) => h('td', null, String(n))),
            h('td', null, wdl(r.white)),
            h('td', null, wdl(r.black)),
          );
        }),
      )
    : null;
  const variants = h(
    'table',
    null,
    h('caption', null, t('player-variants')),
    head(t('player-variant'), t('leaders-games'), t('won-white'), t('won-black'), t('drawn')),
    ...p.variants.map((v) => h('tr', null, h('td', null, t(variantKey(v.variant))), h('td', null, String(v.games)), ...shares(v).map((x) => h('td', null, x)))),
  );
  // Each table scrolls sideways in its own box on a narrow screen, never the page.
  const box = (el: HTMLElement | null) => (el?.tagName === 'TABLE' ? h('div', { class: 'table-box' }, el) : el);
  const before = p.older;
  const older = before != null ? button(t('player-older-games'), () => app.player.older(p.name, before)) : null;
  return h('section', { class: 'card player-page' }, h('h2', null, t('player-title', { name: playerName(p.name) })), box(ratings), box(games), older, box(results), box(variants), lookUp(app));
}


/** A translated sentence with each of `names` in it (as `playerName` shows them) made a link
 * to the player's page. */
export function withLinks(text: string, names: string[]): (string | HTMLAnchorElement)[] {
  const shown = new Map(names.map((n) => [playerName(n), n]));
  return splitNames(text, [...shown.keys()]).map((p) => (typeof p === 'string' ? p : playerLink(shown.get(p.name) ?? p.name)));
}
