// What the lesson and puzzle pages work out without the server and without a rule: where the
// address points, the progress a visitor keeps in this browser, a sentence's arguments.
import type { FluentVariable } from '@fluent/bundle';
import type { LessonEntry, SentenceView, SolvedStep } from '../protocol.gen';

/** A learning page the address names: `#lessons`, `#lesson=3`, `#puzzles`, `#puzzle=camelot-1479`. */
export type Place =
  | { page: 'lessons' }
  | { page: 'lesson'; lesson: number }
  | { page: 'puzzles' }
  | { page: 'puzzle'; id: string };

export function readPlace(hash: string): Place | null {
  const [key, value] = hash.replace(/^#/, '').split('=');
  if (key === 'lessons' || key === 'puzzles') return { page: key };
  if (key === 'lesson' && /^\d+$/.test(value ?? '')) return { page: 'lesson', lesson: Number(value) };
  if (key === 'puzzle' && value) return { page: 'puzzle', id: decodeURIComponent(value) };
  return null;
}

/** A puzzle's address, the same id as the game's `camelot --puzzle ID`. */
export function puzzleHash(id: string): string {
  return `#puzzle=${encodeURIComponent(id)}`;
}

const same = (a: SolvedStep, b: SolvedStep) => a.lesson === b.lesson && a.step === b.step;

/** Where this browser keeps a visitor's exercises solved. */
export const PROGRESS = 'camelot.lessons';

/** The exercises solved as kept in this browser (a visitor's), whatever the storage holds. */
export function readSolved(text: string | null): SolvedStep[] {
  try {
    const list: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(list)) return [];
    return list.filter(
      (s): s is SolvedStep => Number.isInteger(s?.lesson) && Number.isInteger(s?.step),
    );
  } catch {
    return [];
  }
}

/** `solved` with one more exercise, once. */
export function withSolved(solved: SolvedStep[], step: SolvedStep): SolvedStep[] {
  return solved.some((s) => same(s, step)) ? solved : [...solved, step];
}

/** A lesson is done when every exercise of it is solved (as in the game). */
export function lessonDone(lesson: LessonEntry, solved: SolvedStep[]): boolean {
  return lesson.exercises.every((step) => solved.some((s) => same(s, { lesson: lesson.number, step })));
}

/** A sentence's arguments for Fluent: counts stay numbers (for plurals), words strings. */
export function sentenceArgs(s: SentenceView): Record<string, FluentVariable> {
  const args: Record<string, FluentVariable> = {};
  for (const [name, value] of Object.entries(s.args)) if (value !== undefined) args[name] = value;
  return args;
}
