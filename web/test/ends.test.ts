import { FluentBundle, FluentResource } from '@fluent/bundle';
import { describe, expect, it } from 'vitest';
import { ABORT_KEYS, ABORTED_END_KEY, ABORTED_KEY, END_KEYS, OUTCOMES } from '../src/ends.gen';
import { LANGUAGES, SOURCES } from '../src/i18n';

describe('how a game ended', () => {
  const keys = [...Object.values(END_KEYS), ...Object.values(OUTCOMES).map((o) => o.key), ABORTED_KEY, ABORTED_END_KEY, ...Object.values(ABORT_KEYS)];

  it.each(LANGUAGES)('%s says every end, with the rule id the game says', (lang) => {
    const bundle = new FluentBundle(lang);
    for (const source of SOURCES[lang]) bundle.addResource(new FluentResource(source));
    for (const key of keys) expect(bundle.hasMessage(key), key).toBe(true);
    const said = bundle.getMessage(END_KEYS.resignation);
    expect(said?.value && bundle.formatPattern(said.value)).toContain('(R15)');
  });
});

describe("an end's title", () => {
  const say = (key: string) => `<${key}>`;
  it('writes a draw with halves on both sides and an aborted game without a score', async () => {
    const { endTitle } = await import('../src/model/end');
    expect(endTitle('draw', say)).toBe('½-½ · <drawn>');
    expect(endTitle('white_wins', say)).toBe('1-0 · <won-white>');
    expect(endTitle(null, say)).toBe('<aborted>');
  });

  it("tells a player they won or lost, and a watcher who won", async () => {
    const { endTitle } = await import('../src/model/end');
    expect(endTitle('white_wins', say, 'white')).toBe('1-0 · <end-you-won>');
    expect(endTitle('white_wins', say, 'black')).toBe('1-0 · <end-you-lost>');
    expect(endTitle('black_wins', say, 'black')).toBe('0-1 · <end-you-won>');
    expect(endTitle('draw', say, 'black')).toBe('½-½ · <drawn>');
    expect(endTitle('black_wins', say, null)).toBe('0-1 · <won-black>');
  });

  it("is a player's won, lost or drawn, a watcher's and an aborted game's nothing", async () => {
    const { endFor } = await import('../src/model/end');
    expect(endFor('black_wins', 'black')).toBe('won');
    expect(endFor('black_wins', 'white')).toBe('lost');
    expect(endFor('draw', 'white')).toBe('drawn');
    expect(endFor('white_wins', null)).toBeNull();
    expect(endFor(null, 'white')).toBeNull();
  });

  it.each(LANGUAGES)('%s: the one who resigned is not told the opponent resigned', (lang) => {
    const bundle = new FluentBundle(lang);
    for (const source of SOURCES[lang]) bundle.addResource(new FluentResource(source));
    const said = bundle.formatPattern(bundle.getMessage(END_KEYS.resignation)!.value!);
    expect(said).not.toMatch(/соперник|opponent|motståndaren/i);
  });
});
