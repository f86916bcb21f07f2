// News of a game's offers (draw, take-back, rematch): the offer shown, or said to be
// declined or withdrawn, in the game's words; an opponent's offer calls `onOffer` (a chime,
// the tab's title).
import type { Msg } from './wire';
import { type State, mySide } from './state';

export type OfferMsg = Msg<
  | 'draw_offered'
  | 'takeback_offered'
  | 'draw_declined'
  | 'takeback_declined'
  | 'draw_withdrawn'
  | 'takeback_withdrawn'
  | 'rematch_offered'
  | 'rematch_declined'
>;

export function offerNews(st: State, m: OfferMsg, onOffer: () => void): void {
  switch (m.type) {
    case 'draw_offered':
    case 'takeback_offered': {
      const g = st.games.get(m.game);
      if (g) {
        if (m.type === 'draw_offered') g.view.draw_offer = m.by;
        else g.view.takeback_offer = m.by;
        g.note = null;
        if (m.by !== mySide(st, g.view)) onOffer();
      }
      break;
    }
    case 'draw_declined':
    case 'takeback_declined': {
      const g = st.games.get(m.game);
      if (g) {
        const draw = m.type === 'draw_declined';
        const mine = g.view[draw ? 'draw_offer' : 'takeback_offer'] === mySide(st, g.view);
        g.view[draw ? 'draw_offer' : 'takeback_offer'] = undefined;
        g.note = { id: `${draw ? 'draw' : 'takeback'}-declined${mine ? '' : '-by-you'}` };
      }
      break;
    }
    case 'draw_withdrawn':
    case 'takeback_withdrawn': {
      const g = st.games.get(m.game);
      if (g) {
        const draw = m.type === 'draw_withdrawn';
        g.view[draw ? 'draw_offer' : 'takeback_offer'] = undefined;
        // The one who withdrew it sees the offer gone; the other reads who withdrew it.
        const name = m.by === 'white' ? g.view.white : g.view.black;
        g.note = m.by === mySide(st, g.view) ? null : { id: `${draw ? 'draw' : 'takeback'}-withdrawn`, args: { name } };
      }
      break;
    }
    case 'rematch_offered': {
      const g = st.games.get(m.game);
      if (g) g.rematch = 'theirs';
      break;
    }
    case 'rematch_declined': {
      const g = st.games.get(m.game);
      if (g) g.rematch = g.rematch === 'mine' ? 'declined' : null;
      break;
    }
  }
}
