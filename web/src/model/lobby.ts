// The lobby's news (`lobby`, merged by the server) applied to what the lobby shows: by id, so
// news of what a listing already showed changes nothing.
import type { GameSummary, SeekView, ServerMsg } from '../protocol.gen';

export type LobbyNews = Extract<ServerMsg, { type: 'lobby' }>;

/** The seeks and live games after `news`: opened seeks and started games in (in place of one
 * of the same id), closed seeks and ended games out. */
export function applyNews(
  seeks: Map<number, SeekView>,
  live: GameSummary[],
  news: LobbyNews,
): GameSummary[] {
  for (const s of news.seeks_opened ?? []) seeks.set(s.id, s);
  for (const id of news.seeks_closed ?? []) seeks.delete(id);
  const started = news.games_started ?? [];
  const gone = new Set([...(news.games_ended ?? []), ...started.map((g) => g.id)]);
  return [...live.filter((g) => !gone.has(g.id)), ...started];
}
