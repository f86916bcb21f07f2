import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang, t, timeText } from '../src/i18n';

// setLang marks the page's language on the document: a stand-in here.
describe('time controls in words', () => {
  beforeEach(() => vi.stubGlobal('document', { documentElement: {} }));

  it('says a correspondence control in days, in the language shown', () => {
    setLang('en');
    expect(timeText('1d')).toBe('1 day a move');
    expect(timeText('3d')).toBe('3 days a move');
    expect(timeText('5+3')).toBe('5+3');
    expect(timeText('untimed')).toBe('untimed');
    setLang('ru');
    expect(timeText('1d')).toBe('1 день на ход');
    expect(timeText('3d')).toBe('3 дня на ход');
    expect(timeText('14d')).toBe('14 дней на ход');
    setLang('sv');
    expect(timeText('3d')).toBe('3 dagar per drag');
    setLang('en');
  });

  it("says who plays White in a seek by name", () => {
    setLang('en');
    expect(t('seek-plays-white', { player: 'Ann' })).toBe('Ann plays White');
    expect(t('seek-plays-black', { player: 'Ann' })).toBe('Ann plays Black');
  });
});
