import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/app';
import type { Drawn } from '../src/learn/board';
import { Lessons } from '../src/learn/lessons';
import type { BoardView, LessonView } from '../src/protocol.gen';

/** A board that animates until it is cancelled, as a browser's would, and draws nothing. */
function fakeBoard(): { make: () => Drawn; runs: { cancelled: boolean }[] } {
  const runs: { cancelled: boolean }[] = [];
  const start = () => {
    let fail: (e: Error) => void = () => {};
    const run = { cancelled: false, finished: new Promise<void>((_, reject) => (fail = reject)), cancel: () => ((run.cancelled = true), fail(new Error('cancelled'))) };
    runs.push(run);
    return run as unknown as Animation;
  };
  return { make: () => ({ svg: {} as SVGSVGElement, draw: () => {}, start }), runs };
}

const lesson: LessonView = {
  number: 1, variant: 'camelot', title: 'lesson-01-title', rules: ['R1'], exercises: [1],
  steps: [
    { kind: 'demo', text: 'lesson-01-step-1', moves: ['F2-F3', 'F15-F14'], positions: ['M w', '1 b', 'm w'] },
    { kind: 'exercise', text: 'lesson-01-step-2', goal: 'lesson-01-goal', position: 'M w', legal: [{ notation: 'F2-F3', path: ['F2', 'F3'] }], answer: 'F2-F3' },
  ],
};

describe('a lesson', () => {
  afterEach(() => vi.useRealTimers());

  it("goes on at Next during a demonstration: the animation stops and the exercise is shown, not skipped", async () => {
    vi.useFakeTimers();
    const app = new App();
    app.st.boards.set('camelot', { files: 1, ranks: 1, squares: ['A1'] } as unknown as BoardView);
    let redraws = 0;
    const board = fakeBoard();
    const lessons = new Lessons(app, () => redraws++, board.make);
    lessons.receive({ type: 'lesson', lesson });
    lessons['shownBoard'].element(lessons.board!); // drawn, as the page draws it
    await vi.advanceTimersByTimeAsync(600); // the demonstration's first move is under way
    expect(lessons.busy()).toBe(true);
    const before = redraws;
    lessons.go(lessons.step + 1); // Next
    // Not busy any more, so the page's redraw of the new step is not held back.
    expect(lessons.busy()).toBe(false);
    expect(board.runs[0].cancelled).toBe(true);
    expect(redraws).toBeGreaterThan(before);
    expect(lessons.step).toBe(1);
    expect(lessons.board!.legal.moves).toEqual([{ notation: 'F2-F3', path: ['F2', 'F3'] }]);
    await vi.advanceTimersByTimeAsync(2000); // the stopped demonstration plays on no more
    expect(lessons.step).toBe(1);
    expect(board.runs).toHaveLength(1);
  });
});
