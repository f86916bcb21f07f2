import { FluentBundle, FluentResource } from '@fluent/bundle';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LEARN_FILES, SOURCES, chooseLang } from '../src/i18n';

function ids(source: string): string[] {
  return [...source.matchAll(/^([a-zA-Z][\w-]*) =/gm)].map((m) => m[1]);
}

/** Every Fluent id the code asks for literally: t('id') and t(`prefix-${...}`) prefixes. */
function used(): { exact: Set<string>; prefixes: Set<string> } {
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(path);
      else if (path.endsWith('.ts')) {
        const text = readFileSync(path, 'utf8');
        for (const m of text.matchAll(/\bt\(\s*'([\w-]+)'/g)) exact.add(m[1]);
        for (const m of text.matchAll(/\bt\(\s*`([\w-]+)\$\{/g)) prefixes.add(m[1]);
        for (const m of text.matchAll(/\?\s*'([\w-]+)'\s*:\s*'([\w-]+)'/g)) {
          if (text.includes(`t(${m[0]}`)) exact.add(m[1]).add(m[2]);
        }
      }
    }
  };
  walk(new URL('../src', import.meta.url).pathname);
  return { exact, prefixes };
}

describe('translations', () => {
  // The lessons' and puzzles' pages speak from the game's files too (loaded when they open).
  const learn = LEARN_FILES.map((f) => readFileSync(new URL(`../../assets/i18n/en/${f}`, import.meta.url), 'utf8'));
  const english = [...SOURCES.en, ...learn].flatMap(ids);

  it.each(LANGUAGES)('%s parses without errors', (lang) => {
    const bundle = new FluentBundle(lang);
    for (const source of SOURCES[lang]) {
      expect(bundle.addResource(new FluentResource(source))).toEqual([]);
    }
  });

  it.each(LANGUAGES)('%s has every English message and no other, in the same file', (lang) => {
    SOURCES[lang].forEach((source, file) => {
      expect(ids(source).sort()).toEqual(ids(SOURCES.en[file]).sort());
    });
  });

  it('every message the code names is in the files', () => {
    const { exact, prefixes } = used();
    for (const id of exact) expect(english, id).toContain(id);
    for (const p of prefixes) expect(english.some((id) => id.startsWith(p)), p).toBe(true);
    expect(exact.size).toBeGreaterThan(40);
  });

  it("says each sentence once: none of the game's or the browser's own is written elsewhere", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const name of ['common.ftl', 'game.ftl', 'web.ftl']) {
      const path = new URL(`../../assets/i18n/en/${name}`, import.meta.url);
      // A sentence: a one-line message that ends as a sentence does, not a label.
      for (const m of readFileSync(path, 'utf8').matchAll(/^([a-zA-Z][\w-]*) = (.*[.…!?])$/gm)) {
        const text = m[2].toLowerCase();
        const first = seen.get(text);
        if (first) twice.push(`${name} ${m[1]} = ${first}: ${m[2]}`);
        else seen.set(text, `${name} ${m[1]}`);
      }
    }
    expect(seen.size).toBeGreaterThan(100);
    expect(twice).toEqual([]);
  });

  it('picks the language from storage, then the browser', () => {
    expect(chooseLang(null, ['ru-RU', 'en'])).toBe('ru');
    expect(chooseLang('sv', ['ru-RU'])).toBe('sv');
    expect(chooseLang(null, ['de-DE', 'sv-SE'])).toBe('sv');
    expect(chooseLang(null, ['de'])).toBe('en');
  });
});
