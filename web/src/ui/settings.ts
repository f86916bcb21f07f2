// The settings page: each setting a choice, reported to the controller (App.setSetting),
// which keeps them in this browser; the page draws itself from them (main.ts).
import type { App } from '../app';
import { t } from '../i18n';
import { CHOICES, SETTING_NAMES } from '../model/settings';
import { h } from './dom';

export function settingsPage(app: App): HTMLElement {
  const fields = SETTING_NAMES.flatMap((name) => {
    const id = `setting-${name}`;
    const choose = h(
      'select',
      { id, name, onchange: (e: Event) => app.setSetting(name, (e.target as HTMLSelectElement).value) },
      ...CHOICES[name].map((v) => h('option', { value: v, selected: app.st.settings[name] === v }, t(`setting-${name}-${v}`))),
    );
    return [h('label', { for: id }, t(id)), choose];
  });
  return h(
    'section',
    { class: 'card settings' },
    h('h2', null, t('nav-settings')),
    h('div', { class: 'fields' }, ...fields),
    h('p', { class: 'hint' }, t('settings-kept')),
  );
}

/** Marks the page with the settings that change its look (style.css draws from them). */
export function applyLook(app: App): void {
  const s = app.st.settings;
  const root = document.documentElement;
  root.dataset.theme = s.theme;
  root.dataset.board = s.board;
  root.dataset.pieces = s.pieces;
}
