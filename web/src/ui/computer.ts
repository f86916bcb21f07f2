// "Play the computer": level, variant, time control (untimed too) and colour; the server
// starts an unrated game against its engine, shown like any game.
import type { App } from '../app';
import { TIME_PRESETS, VARIANTS } from '../choices.gen';
import { lang, t, variantKey } from '../i18n';
import type { ColorChoice, EngineLevel } from '../protocol.gen';
import { LEVELS } from '../model/computer';
import { button, h } from './dom';

const COLORS: ColorChoice[] = ['white', 'black', 'any'];
/** No clock at all: the server's untimed games, against the computer only. */
export const UNTIMED = 'untimed';

function select(id: string, values: string[], label: (v: string) => string): HTMLSelectElement {
  return h('select', { id, name: id }, ...values.map((v) => h('option', { value: v }, label(v))));
}

// Built once per language, so redraws keep what was chosen.
let kept: { lang: string; el: HTMLElement } | null = null;

export function computerPage(app: App): HTMLElement {
  if (kept?.lang !== lang()) kept = { lang: lang(), el: build(app) };
  return kept.el;
}

function build(app: App): HTMLElement {
  const level = select('level', LEVELS, (v) => t(`level-${v}`));
  const variant = select('variant', VARIANTS.map((v) => v.name), (v) => t(variantKey(v)));
  const live = TIME_PRESETS.filter((p) => p.class === 'live').map((p) => p.time as string);
  const time = select('time', [UNTIMED, ...live], (v) => (v === UNTIMED ? t('computer-untimed') : v));
  const color = select('color', COLORS, (v) => t(`color-${v}`));
  const play = () =>
    app.playComputer({
      level: level.value as EngineLevel,
      time: time.value,
      color: color.value as ColorChoice,
      variant: variant.value,
    });
  return h(
    'section',
    { class: 'card' },
    h('h2', null, t('computer-title')),
    h('p', null, t('computer-unrated')),
    h(
      'div',
      { class: 'fields' },
      h('label', { for: 'level' }, t('computer-level')),
      level,
      h('label', { for: 'variant' }, t('field-variant')),
      variant,
      h('label', { for: 'time' }, t('field-time')),
      time,
      h('label', { for: 'color' }, t('field-color')),
      color,
    ),
    h('div', { class: 'actions' }, button(t('computer-play'), play, { class: 'primary' })),
  );
}
