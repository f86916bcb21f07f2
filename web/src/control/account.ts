// The account's controller: signing up (asked for only to play), a guest taking a name,
// this browser's account code shown on request, and another account's code pasted to play
// as that account. Writes the state's sign-up and account parts.
import { type Here, readAccountCode } from '../model/account';
import type { Connection } from '../net';
import type { Host } from './host';

export class AccountControl {
  constructor(
    private readonly host: Host,
    private readonly conn: Pick<Connection, 'open'>,
    private readonly signInAs: (token: string) => void,
  ) {}

  /** Signs up as `name` (a guest takes it, keeping its account and games). */
  signUp(name: string): void {
    const st = this.host.st;
    st.error = null;
    st.signUpName = name.trim();
    if (st.guest) this.host.send({ type: 'claim_name', name: st.signUpName });
    else this.conn.open(st.signUpName);
  }

  /** The sign-up card is put away. */
  dismissSignUp(): void {
    this.host.st.signUpFor = null;
    this.host.onChange();
  }

  /** Shows or hides this browser's account code. */
  toggleCode(): void {
    this.host.st.showCode = !this.host.st.showCode;
    this.host.onChange();
  }

  /** Plays as the account of the pasted `code` (from this server); `true` when it was one,
   * else the state says why not. */
  useCode(code: string, here: Here): boolean {
    const st = this.host.st;
    const read = readAccountCode(code, here);
    if (read.kind === 'account') {
      st.accountNote = null;
      this.signInAs(read.token);
      return true;
    }
    st.accountNote =
      read.kind === 'malformed'
        ? { id: 'account-code-malformed' }
        : { id: 'account-code-other-server', args: { server: read.server, here: here.host } };
    this.host.onChange();
    return false;
  }
}
