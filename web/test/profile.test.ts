import { describe, expect, it } from 'vitest';
import { outcome, percent, shares, splitNames, tally, total, wdl, withPage } from '../src/model/profile';
import type { Outcome, PlayedGame, Profile } from '../src/protocol.gen';

const game = (color: 'white' | 'black', result: Outcome): PlayedGame => ({
  id: 1,
  opponent: 'Bob',
  color,
  result,
  termination: 'resignation',
  variant: 'camelot',
  time: '5+3',
  rated: true,
  ended: 0,
});

describe('a player page', () => {
  it('reads each result from the player\'s side', () => {
    expect(outcome(game('white', 'white_wins'))).toBe('won');
    expect(outcome(game('black', 'white_wins'))).toBe('lost');
    expect(outcome(game('black', 'black_wins'))).toBe('won');
    expect(outcome(game('white', 'black_wins'))).toBe('lost');
    expect(outcome(game('white', 'draw'))).toBe('drawn');
  });

  it('counts wins, losses and draws', () => {
    const games = [game('white', 'white_wins'), game('black', 'white_wins'), game('black', 'draw'), game('white', 'white_wins')];
    expect(tally(games)).toEqual({ won: 2, lost: 1, drawn: 1 });
  });

  it('adds a player\'s own results of both colours', () => {
    const r = { variant: 'camelot', white: { wins: 2, draws: 1, losses: 0 }, black: { wins: 0, draws: 3, losses: 4 } };
    expect(total(r)).toEqual({ wins: 2, draws: 4, losses: 4 });
    expect(wdl(r.black)).toBe('0–3–4');
  });

  it('shows shares as whole percentages', () => {
    expect(percent(0)).toBe('0%');
    expect(percent(1 / 3)).toBe('33%');
    expect(shares({ variant: 'camette', games: 3, white_wins: 2 / 3, black_wins: 1 / 3, draws: 0 })).toEqual(['67%', '33%', '0%']);
  });

  it('cuts the whole names out of a sentence, for links', () => {
    expect(splitNames('ag against Bob · 5+3', ['ag', 'Bob'])).toEqual([{ name: 'ag' }, ' against ', { name: 'Bob' }, ' · 5+3']);
    expect(splitNames('Ann-2 против Ann', ['Ann'])).toEqual(['Ann-2 против ', { name: 'Ann' }]);
    expect(splitNames('JimBob mot Bob', ['Bob'])).toEqual(['JimBob mot ', { name: 'Bob' }]);
  });
});

describe('a page of older games', () => {
  const page = (name: string, ids: number[], older?: number): Profile => ({
    name,
    ratings: [],
    games: ids.map((id) => ({ ...game('white', 'white_wins'), id })),
    results: [],
    variants: [],
    older,
  });
  it('adds its games below those shown, and the next cursor is its own', () => {
    const shown = withPage(null, page('Ann', [9, 8], 8), false);
    const more = withPage(shown, page('Ann', [7, 6]), true);
    expect(more.games.map((g) => g.id)).toEqual([9, 8, 7, 6]);
    expect(more.older).toBeUndefined();
  });
  it('replaces another player\'s page, and a first page replaces all', () => {
    expect(withPage(page('Ann', [9]), page('Bob', [5]), true).games.map((g) => g.id)).toEqual([5]);
    expect(withPage(page('Ann', [9]), page('Ann', [9]), false).games.map((g) => g.id)).toEqual([9]);
  });
});
