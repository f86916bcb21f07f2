// The leaderboard and the rules page.
import type { App } from '../app';
import { VARIANTS } from '../choices.gen';
import type { TimeClass } from '../protocol.gen';
import { t, variantKey } from '../i18n';
import { button, h } from './dom';
import { lookUp, playerLink } from './player';

export function leaders(app: App): HTMLElement {
  const l = app.st.leaders;
  const ask = (c: TimeClass) => app.leaderboard(c);
  return h(
    'section',
    { class: 'card' },
    h('h2', null, t('leaders-title')),
    lookUp(app),
    h('div', { class: 'actions' }, button(t('class-live'), () => ask('live')), button(t('class-correspondence'), () => ask('correspondence'))),
    l === null
      ? null
      : l.entries.length === 0
        ? h('p', { class: 'empty' }, t('leaders-none'))
        : h(
          'table',
          null,
          h('caption', null, t(`class-${l.class}`)),
          h('tr', null, h('th', null, '#'), h('th', null, t('leaders-player')), h('th', null, t('leaders-rating')), h('th', null, t('leaders-games'))),
          ...l.entries.map((e, i) =>
            h('tr', null, h('td', null, String(i + 1)), h('td', null, playerLink(e.player)), h('td', null, `${Math.round(e.rating)} ±${Math.round(e.deviation)}`), h('td', null, String(e.games))),
          ),
        ),
  );
}

/** The paragraphs `PREFIX-1` … `PREFIX-N` of the language file. */
function paragraphs(prefix: string): HTMLElement[] {
  const paras: HTMLElement[] = [];
  for (let i = 1; ; i++) {
    const id = `${prefix}-${i}`;
    const text = t(id);
    if (text === id) break;
    paras.push(h('p', null, text));
  }
  return paras;
}

/** The rules of the game chosen (`#rules=VARIANT`; Camelot's by default), and links to the
 * other games of the family. */
export function rules(app: App): HTMLElement {
  const name = VARIANTS.some((v) => v.name === app.st.rulesOf) ? app.st.rulesOf : 'camelot';
  const camelot = name === 'camelot';
  return h(
    'article',
    { class: 'card rules' },
    h('h2', null, camelot ? t('rules-title') : t('rules-of', { variant: t(variantKey(name)) })),
    h('p', { class: 'hint' }, t(`variant-about-${name}`)),
    ...paragraphs(camelot ? 'rules' : `rules-${name}`),
    h('h3', null, t('rules-variants')),
    h(
      'ul',
      { class: 'variants' },
      ...VARIANTS.filter((v) => v.name !== name).map((v) => h('li', null, h('a', { href: `#rules=${v.name}` }, t(variantKey(v.name))))),
    ),
  );
}
