import { describe, expect, it } from 'vitest';
import { App } from '../src/app';

describe('the analysis board', () => {
  it('asks a visitor the server refuses to sign up, and waits no more', () => {
    const app = new App();
    app.receive({ type: 'welcome', protocol: 1, player: '', token: '', games: [] });
    app.st.page = 'analysis';
    app.st.board = 'asked';
    app.receive({ type: 'error', code: 'not_signed_in', message: 'sign up to play' });
    expect(app.st.board).toBeNull();
    expect(app.st.signUpFor?.why).toBe('signup-to-play');
  });
});
