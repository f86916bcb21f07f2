// A private challenge seen from its invite link: the colour the invited player gets.
import type { ColorChoice } from '../protocol.gen';

/** The invited player's colour: the challenger's opposite (either, if the challenger chose either). */
export function invitedColor(challenger: ColorChoice): ColorChoice {
  if (challenger === 'white') return 'black';
  if (challenger === 'black') return 'white';
  return 'any';
}
