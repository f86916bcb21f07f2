// A player's page from their side: each game's outcome for them, their score, and shares as
// percentages. The result is the server's; nothing here decides a game.
import type { PlayedGame, PlayerResults, Profile, Tally, VariantStats } from '../protocol.gen';

export type Outcome = 'won' | 'lost' | 'drawn';

/** How a finished game went for the player whose page it is. */
export function outcome(g: PlayedGame): Outcome {
  if (g.result === 'draw') return 'drawn';
  const whiteWon = g.result === 'white_wins';
  return whiteWon === (g.color === 'white') ? 'won' : 'lost';
}

/** Wins, losses and draws among `games`. */
export function tally(games: PlayedGame[]): Record<Outcome, number> {
  const count: Record<Outcome, number> = { won: 0, lost: 0, drawn: 0 };
  for (const g of games) count[outcome(g)] += 1;
  return count;
}

/** A player's wins, draws and losses of a variant, both colours together. */
export function total(r: PlayerResults): Tally {
  return { wins: r.white.wins + r.black.wins, draws: r.white.draws + r.black.draws, losses: r.white.losses + r.black.losses };
}

/** A tally as `won–drawn–lost`. */
export function wdl(t: Tally): string {
  return `${t.wins}–${t.draws}–${t.losses}`;
}

/** A share (0..1) as a whole percentage. */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** A variant's row: White's, Black's and the draws' shares, as percentages. */
export function shares(v: VariantStats): [string, string, string] {
  return [percent(v.white_wins), percent(v.black_wins), percent(v.draws)];
}

/** A sentence cut around each whole occurrence of `names` (escaped: the computer's shown name
 * has brackets): the names to show as links to their pages. */
export function splitNames(text: string, names: string[]): (string | { name: string })[] {
  let parts: (string | { name: string })[] = [text];
  for (const name of new Set(names)) {
    // The whole name only: "ag" is not cut out of "against".
    const whole = new RegExp(`(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, 'u');
    parts = parts.flatMap((part) =>
      typeof part !== 'string' ? [part] : part.split(whole).flatMap((piece, i) => (i === 0 ? [piece] : [{ name }, piece])),
    );
  }
  return parts.filter((p) => p !== '');
}

/** The page to show when `page` comes: an older page (`older` true, asked for the player
 * shown) adds its games below those shown; any other replaces what is shown. */
export function withPage(shown: Profile | null, page: Profile, older: boolean): Profile {
  if (!older || shown?.name !== page.name) return page;
  return { ...page, games: [...shown.games, ...page.games] };
}
