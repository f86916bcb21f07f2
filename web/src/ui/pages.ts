// The leaderboard and the rules page.
import type { App } from '../app';
import { t } from '../i18n';
import { button, h } from './dom';
import { playerLink } from './player';

export function leaders(app: App): HTMLElement {
  const l = app.st.leaders;
  const ask = (c: string) => app.send({ type: 'leaderboard', class: c as 'live' });
  return h(
    'section',
    { class: 'card' },
    h('h2', null, t('leaders-title')),
    h('div', { class: 'actions' }, button(t('class-live'), () => ask('live')), button(t('class-correspondence'), () => ask('correspondence'))),
    l === null
      ? null
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

/** The rules, paragraph by paragraph from the language file (`rules-1` … `rules-N`). */
export function rules(): HTMLElement {
  const paras: HTMLElement[] = [];
  for (let i = 1; ; i++) {
    const id = `rules-${i}`;
    const text = t(id);
    if (text === id) break;
    paras.push(h('p', null, text));
  }
  return h('article', { class: 'card rules' }, h('h2', null, t('rules-title')), ...paras);
}
