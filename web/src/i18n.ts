// Every sentence comes from the Fluent files beside the game's (assets/i18n/LANG/): common.ftl,
// which the game reads too, and web.ftl, the browser's own; none is written in code. The language: the one chosen here before, else the browser's.
import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';
import { COMPUTER_PLAYERS, VARIANTS } from './choices.gen';
import type { Note } from './model/refusal';
import enCommon from '../../assets/i18n/en/common.ftl?raw';
import en from '../../assets/i18n/en/web.ftl?raw';
import ruCommon from '../../assets/i18n/ru/common.ftl?raw';
import ru from '../../assets/i18n/ru/web.ftl?raw';
import svCommon from '../../assets/i18n/sv/common.ftl?raw';
import sv from '../../assets/i18n/sv/web.ftl?raw';

export const LANGUAGES = ['en', 'ru', 'sv'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const SOURCES: Record<Lang, readonly string[]> = {
  en: [enCommon, en],
  ru: [ruCommon, ru],
  sv: [svCommon, sv],
};

const KEY = 'camelot.lang';

/** The game's files the lessons and puzzles speak from (their panels' words, the lessons'
 * texts, the checks' sentences), loaded when those pages first open: not in the main script. */
export const LEARN_FILES = ['game.ftl', 'lessons.ftl', 'lesson-checks.ftl', 'puzzles.ftl'] as const;
const learnLoaders = import.meta.glob<string>('../../assets/i18n/*/{game,lessons,lesson-checks,puzzles}.ftl', {
  query: '?raw',
  import: 'default',
});
const learnLoaded = new Set<Lang>();

/** Loads the lessons' and puzzles' sentences of `lang` (and English, the fallback). */
export async function loadLearnSentences(lang: Lang): Promise<void> {
  for (const l of new Set<Lang>([lang, 'en'])) {
    if (learnLoaded.has(l)) continue;
    const sources = await Promise.all(LEARN_FILES.map((f) => learnLoaders[`../../assets/i18n/${l}/${f}`]()));
    // The browser's own files come first: a key the game's files share keeps the browser's words.
    for (const source of sources) bundleOf(l).addResource(new FluentResource(source));
    learnLoaded.add(l);
  }
}

function bundle(lang: Lang): FluentBundle {
  const b = new FluentBundle(lang, { useIsolating: false });
  for (const source of SOURCES[lang]) {
    const errors = b.addResource(new FluentResource(source));
    if (errors.length > 0) console.error(errors);
  }
  return b;
}

/** The language to start in: stored, else the first of the browser's we speak. */
export function chooseLang(stored: string | null, preferred: readonly string[]): Lang {
  for (const tag of [stored, ...preferred]) {
    const base = (tag ?? '').toLowerCase().split('-')[0];
    if ((LANGUAGES as readonly string[]).includes(base)) return base as Lang;
  }
  return 'en';
}

let current: Lang = 'en';
const bundles = new Map<Lang, FluentBundle>();

function bundleOf(lang: Lang): FluentBundle {
  let b = bundles.get(lang);
  if (!b) bundles.set(lang, (b = bundle(lang)));
  return b;
}

export function setLang(lang: Lang): void {
  current = lang;
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // Storage may be off (private mode): the choice lasts this page only.
  }
}

export function lang(): Lang {
  return current;
}

export function initLang(): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    stored = null;
  }
  setLang(chooseLang(stored, navigator.languages ?? [navigator.language]));
}

/** The key of a variant's name, from its name on the wire (none: Camelot, as before variants). */
export function variantKey(name: string | undefined): string {
  const wire = name ?? 'camelot';
  return VARIANTS.find((v) => v.name === wire)?.key ?? wire;
}

/** A player's name as the page shows it: the server's computer in the page's language
 * ("Компьютер (Новичок)"), anyone else as they spelt it. */
export function playerName(name: string): string {
  const level = COMPUTER_PLAYERS[name];
  return level ? t('player-computer', { level: t(level) }) : name;
}

/** A time control as the page shows it: a live one as written (`5+3`), a correspondence
 * one (`3d`) and an untimed one in words ("3 days a move"). */
export function timeText(time: string): string {
  if (time === 'untimed') return t('time-untimed');
  const days = /^(\d+)d$/.exec(time);
  return days ? t('time-days', { days: Number(days[1]) }) : time;
}

/** The sentence `id` with `args`, in the page's language (English if a file lacks it). */
export function t(id: string, args?: Record<string, FluentVariable>): string {
  return tIn(current, id, args);
}

/** The sentence `id` with `args` in `lang` (English if its files lack it). */
export function tIn(lang: Lang, id: string, args?: Record<string, FluentVariable>): string {
  for (const b of [bundleOf(lang), bundleOf('en')]) {
    const msg = b.getMessage(id);
    if (msg?.value) return b.formatPattern(msg.value, args);
  }
  return id;
}

/** A note's sentence in `lang` (the page's): a move's reason fills its `why`. */
export function noteText(n: Note, lang: Lang = current): string {
  if (n.why) return tIn(lang, n.id, { why: tIn(lang, n.why.id, n.why.args) });
  return tIn(lang, n.id, n.args);
}
