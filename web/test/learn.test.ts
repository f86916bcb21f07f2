import { describe, expect, it } from 'vitest';
import { lessonDone, puzzleHash, readPlace, readSolved, sentenceArgs, withSolved } from '../src/learn/model';
import { sideToMove } from '../src/model/decided';

describe('learning pages', () => {
  it('reads the address of a lesson or a puzzle, as the game names it', () => {
    expect(readPlace('#lesson=3')).toEqual({ page: 'lesson', lesson: 3 });
    expect(readPlace('#puzzle=camelot-1479')).toEqual({ page: 'puzzle', id: 'camelot-1479' });
    expect(readPlace(puzzleHash('cam-0007'))).toEqual({ page: 'puzzle', id: 'cam-0007' });
    expect(readPlace('#puzzles')).toEqual({ page: 'puzzles' });
    expect(readPlace('#lesson=x')).toBeNull();
    expect(readPlace('#game=4')).toBeNull();
  });

  it("keeps a visitor's progress whatever the storage holds", () => {
    expect(readSolved(null)).toEqual([]);
    expect(readSolved('not json')).toEqual([]);
    expect(readSolved('{"lesson":1}')).toEqual([]);
    expect(readSolved('[{"lesson":3,"step":2},{"lesson":"x"}]')).toEqual([{ lesson: 3, step: 2 }]);
    const one = withSolved([], { lesson: 3, step: 2 });
    expect(withSolved(one, { lesson: 3, step: 2 })).toEqual(one);
  });

  it('counts a lesson done when all its exercises are', () => {
    const lesson = { number: 3, variant: 'camelot', title: 'lesson-03-title', rules: ['R4'], exercises: [2, 3] };
    expect(lessonDone(lesson, [{ lesson: 3, step: 2 }])).toBe(false);
    expect(lessonDone(lesson, [{ lesson: 3, step: 2 }, { lesson: 3, step: 3 }])).toBe(true);
    expect(lessonDone(lesson, [{ lesson: 4, step: 2 }, { lesson: 4, step: 3 }])).toBe(false);
  });

  it("passes a sentence's counts as numbers and words as text", () => {
    expect(sentenceArgs({ key: 'lesson-check-legs', args: { made: 1, square: 'E6' } })).toEqual({ made: 1, square: 'E6' });
    expect(sideToMove('2/8 b 0 0 - 0')).toBe('black');
    expect(sideToMove('2/8 w 0 0 - 0')).toBe('white');
  });
});
