// The server's news that only updates the page's state (the lobby, the leaderboard, a game's
// legal moves, review and analysis, a player gone and back): no request follows from them.
import type { ServerMsg } from './protocol.gen';
import type { State } from './state';
import { applyNews } from './model/lobby';

/** Takes `m` into `st` if it is such news; false for any other message. */
export function stateNews(st: State, m: ServerMsg): boolean {
  switch (m.type) {
    case 'seeks':
      st.seeks = new Map(m.seeks.map((s) => [s.id, s]));
      return true;
    case 'seek_posted': {
      const s = m.seek;
      st.seeks.set(s.id, s);
      st.mySeeks.add(s.id);
      return true;
    }
    case 'lobby':
      st.live = applyNews(st.seeks, st.live, m);
      return true;
    case 'seek_closed': {
      const id = m.seek;
      st.seeks.delete(id);
      st.mySeeks.delete(id);
      return true;
    }
    case 'live_games':
      st.live = m.games;
      return true;
    case 'player_gone': {
      const p = m;
      const g = st.games.get(p.game);
      if (g) g.gone = { side: p.side, inMs: p.claimable_in_ms, at: performance.now() };
      return true;
    }
    case 'player_back': {
      const g = st.games.get(m.game);
      if (g) g.gone = null;
      return true;
    }
    case 'leaderboard': {
      const l = m;
      st.leaders = { class: l.class, entries: l.entries };
      return true;
    }
    case 'legal_moves': {
      const l = m;
      const g = st.games.get(l.game);
      if (g && l.ply === g.view.moves.length) {
        g.legal = { phase: l.phase ?? 'moving', moves: l.moves };
        g.legalPly = l.ply;
      }
      return true;
    }
    case 'board': {
      const b = m;
      st.boards.set(b.variant, b.board);
      return true;
    }
    case 'review': {
      const r = m;
      const g = st.games.get(r.game);
      if (g) {
        g.review = {
          positions: r.positions,
          moves: r.moves,
          at: r.positions.length - 1,
          record: r.record ?? undefined,
        };
      }
      return true;
    }
    case 'analysis': {
      const a = m;
      const g = st.games.get(a.game);
      if (g) g.analysis = { evaluations: a.evaluations, marks: a.marks };
      return true;
    }
    case 'position_analysis': {
      const a = m;
      st.board = { variant: a.variant ?? 'camelot', position: a.position, evaluation: a.evaluation };
      return true;
    }
    default:
      return false;
  }
}
