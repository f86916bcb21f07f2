// The account code (model/account.ts) both ways: this browser's account shown on request, to
// paste into the game, and a code from the game pasted here to play as that account.
import type { App } from '../app';
import { lang, t } from '../i18n';
import { accountCode } from '../model/account';
import { Connection } from '../net';
import { button, h } from './dom';

/** The signed-in player's box: their code behind a button, and another account's code. */
export function accountBox(app: App): HTMLElement {
  const st = app.st;
  const token = Connection.token();
  const shown =
    st.showCode && st.me !== null && token !== null
      ? [
          h('label', { for: 'my-code' }, t('account-code-label')),
          h('textarea', { id: 'my-code', readonly: true, rows: 2, spellcheck: 'false' }, accountCode(location, st.me, token)),
          h('p', null, t('account-code-why')),
        ]
      : [];
  return h(
    'section',
    { class: 'card account' },
    h('h2', null, t('account-title')),
    token !== null
      ? button(t(st.showCode ? 'account-hide' : 'account-show'), () => app.account.toggleCode())
      : null,
    ...shown,
    useCodeForm(app, token !== null),
  );
}

// Built once per language and purpose, so the lobby's live updates keep what was pasted.
const kept = new Map<string, HTMLFormElement>();

/** The field to paste a code into; `replaces`: this browser has an account it would forget. */
export function useCodeForm(app: App, replaces: boolean): HTMLElement {
  const key = `${lang()}|${replaces}`;
  let form = kept.get(key);
  if (!form) {
    form = buildUseCodeForm(app, replaces);
    kept.set(key, form);
  }
  const note = form.querySelector('.account-note')!;
  const n = app.st.accountNote;
  note.replaceChildren(n ? t(n.id, n.args) : '');
  return form;
}

function buildUseCodeForm(app: App, replaces: boolean): HTMLFormElement {
  const id = replaces ? 'use-code-again' : 'use-code';
  const input = h('input', { id, name: id, autocomplete: 'off', spellcheck: 'false', required: true });
  return h(
    'form',
    {
      class: 'use-code',
      onsubmit: (e: Event) => {
        e.preventDefault();
        if (app.account.useCode(input.value, location)) input.value = '';
      },
    },
    h('h3', null, t('account-use-title')),
    h('p', null, t(replaces ? 'account-use-replaces' : 'account-use-why')),
    h('label', { for: id }, t('account-use-label')),
    input,
    h('button', { type: 'submit' }, t('account-use-button')),
    h('p', { class: 'account-note', role: 'alert' }),
  );
}
