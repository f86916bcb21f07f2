import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/app';
import { Puzzles } from '../src/learn/puzzles';
import type { PuzzleRecordView, PuzzleView } from '../src/protocol.gen';

const record = (rating: number): PuzzleRecordView => ({ rating, deviation: 80, attempts: 3, streak: 1, best_streak: 2, best_run: 0 });
const puzzle: PuzzleView = { id: 'p1', variant: 'camelot', position: 'x w', themes: [], rating: 1500, legal: [], rated: true };

describe('the puzzles', () => {
  beforeEach(() => vi.stubGlobal('history', { replaceState: () => {} }));

  it('say how a solved puzzle moved the rating, and forget it with the next puzzle', async () => {
    const app = new App();
    const puzzles = new Puzzles(app, () => {});
    puzzles.receive({ type: 'puzzle_record', record: record(1500.2), history: [], themes: [] });
    puzzles.receive({ type: 'puzzle', puzzle });
    puzzles.receive({ type: 'puzzle_moved', id: 'p1', move: 'F2-F3', verdict: 'solved', played: 'y b', position: 'y b', legal: [], record: record(1512.4) });
    await Promise.resolve();
    expect(puzzles.ratingChange).toBe(12);
    puzzles.receive({ type: 'puzzle', puzzle: { ...puzzle, id: 'p2' } });
    expect(puzzles.ratingChange).toBeNull();
  });

  it('say a loss as one', async () => {
    const app = new App();
    const puzzles = new Puzzles(app, () => {});
    puzzles.receive({ type: 'puzzle_record', record: record(1500), history: [], themes: [] });
    puzzles.receive({ type: 'puzzle', puzzle });
    puzzles.receive({ type: 'puzzle_moved', id: 'p1', move: 'F2-F3', verdict: 'solved', played: 'y b', position: 'y b', legal: [], record: record(1491) });
    await Promise.resolve();
    expect(puzzles.ratingChange).toBe(-9);
  });
});
