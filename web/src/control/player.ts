// The player page's controller: a player's page asked for (anyone may look), looked up by
// name, its older games added page by page. Writes the state's profile part.
import { withPage } from '../model/profile';
import type { Msg } from '../wire';
import type { Host } from './host';

export class PlayerControl {
  /** An older page of games was asked for: it adds to the page shown. */
  private paging = false;

  constructor(private readonly host: Host) {}

  /** Asks for `name`'s page (shown when it comes). */
  show(name: string): void {
    const st = this.host.st;
    if (st.profile?.name.toLowerCase() !== name.toLowerCase()) st.profile = null;
    st.page = 'player';
    st.profileName = name;
    st.profileMissing = false;
    this.host.send({ type: 'player', name });
  }

  /** Looks up the player named `name` (typed): their page, at its own address; `false` when
   * no name was typed. */
  lookUp(name: string): boolean {
    const wanted = name.trim();
    if (wanted === '') return false;
    location.hash = `player=${encodeURIComponent(wanted)}`;
    this.show(wanted);
    this.host.onChange();
    return true;
  }

  /** Asks for `name`'s finished games older than game `before`, to add below those shown. */
  older(name: string, before: number): void {
    this.paging = true;
    this.host.send({ type: 'player', name, before });
  }

  /** The server's page of a player came. */
  came(m: Msg<'player_profile'>): void {
    const st = this.host.st;
    st.profile = withPage(st.profile, m.profile, this.paging);
    st.profileMissing = false;
    this.paging = false;
  }
}
