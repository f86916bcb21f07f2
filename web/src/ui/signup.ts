// Signing up, asked for only to play: why (to play, to accept a friend's challenge), the
// name field (a refused name stays in it, with the reason). Another account's code is pasted
// in the lobby's account box.
import type { App } from '../app';
import { NAME_PATTERN } from '../choices.gen';
import { t } from '../i18n';
import { button, h } from './dom';

// One field for the page, so a redraw (the lobby's updates, a refusal) keeps what is typed.
let field: HTMLInputElement | null = null;

export function signUpCard(app: App): HTMLElement {
  const st = app.st;
  const why = st.signUpFor ?? { why: 'signup-visitor', then: null };
  field ??= h('input', { id: 'name', name: 'name', autocomplete: 'nickname', required: true, pattern: NAME_PATTERN });
  const input = field;
  if (input.value === '' && st.signUpName) input.value = st.signUpName;
  const form = h(
    'form',
    {
      class: 'card signup',
      onsubmit: (e: Event) => {
        e.preventDefault();
        app.account.signUp(input.value);
      },
    },
    h('h2', null, t('signup-title')),
    h('p', null, t(why.why, why.args)),
    h('p', null, t(st.guest ? 'signup-guest-why' : 'signup-why')),
    h('label', { for: 'name' }, t('signup-name')),
    input,
    h(
      'div',
      { class: 'actions' },
      h('button', { type: 'submit', class: 'primary' }, t(st.guest ? 'signup-claim-button' : 'signup-button')),
      button(t('dismiss'), () => app.account.dismissSignUp()),
    ),
  );
  return form;
}
