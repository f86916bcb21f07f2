// Two players at one device: choosing the game and the clocks, and the game's own buttons
// (take back a move, a new game). The board and its entry are the online game's.
import type { App } from '../app';
import { TIME_PRESETS, VARIANTS } from '../choices.gen';
import { lang, t, variantKey } from '../i18n';
import type { GameState } from '../state';
import { button, h } from './dom';
import { variantLine } from './lobby';

// Built once per language, so a redraw keeps the choice.
let kept: { lang: string; el: HTMLElement } | null = null;

export function localStart(app: App): HTMLElement {
  if (kept?.lang !== lang()) kept = { lang: lang(), el: build(app) };
  return kept.el;
}

function build(app: App): HTMLElement {
  const variant = h('select', { id: 'local-variant' }, ...VARIANTS.map((v) => h('option', { value: v.name }, t(variantKey(v.name)))));
  const live = TIME_PRESETS.filter((p) => p.class === 'live').map((p) => p.time);
  const time = h('select', { id: 'local-time' }, h('option', { value: '' }, t('local-no-clock')), ...live.map((v) => h('option', { value: v }, v)));
  return h(
    'section',
    { class: 'card' },
    h('h2', null, t('local-title')),
    h('p', null, t('local-why')),
    h(
      'div',
      { class: 'fields' },
      h('label', { for: 'local-variant' }, t('field-variant')),
      variant,
      variantLine(variant),
      h('label', { for: 'local-time' }, t('field-time')),
      time,
    ),
    h('div', { class: 'actions' }, button(t('local-start'), () => app.local.start(variant.value, time.value || null), { class: 'primary', id: 'local-start' })),
  );
}

/** Under the board of a game at one device. */
export function localActions(app: App, g: GameState): HTMLElement {
  return h(
    'div',
    { class: 'actions offers' },
    g.over
      ? null
      : button(t('local-takeback'), () => app.local.takeBack(), {
          id: 'local-takeback',
          disabled: g.view.moves.length === 0,
        }),
    button(t('local-new'), () => app.local.leave(), { id: 'local-new', class: g.over ? 'primary' : '' }),
  );
}
