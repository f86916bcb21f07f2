import { describe, expect, it } from 'vitest';
import { accountCode, readAccountCode } from '../src/model/account';

const here = { protocol: 'http:', host: '10.0.0.2:7878' };

describe('an account code', () => {
  it('is written as the game writes it, and read back', () => {
    const code = accountCode(here, 'Ann', 'abc123');
    // The game's own code for this account (src/persistence/online.rs, its test's account).
    expect(code).toBe('camelot-account ws://10.0.0.2:7878/ Ann abc123');
    expect(readAccountCode(`  ${code}\n`, here)).toEqual({ kind: 'account', name: 'Ann', token: 'abc123' });
    expect(accountCode({ protocol: 'https:', host: 'camelot.example' }, 'Ann', 't')).toBe('camelot-account wss://camelot.example/ Ann t');
  });

  it('takes the address as the game takes it: without a slash or a scheme, in any case', () => {
    for (const server of ['ws://10.0.0.2:7878', 'ws://10.0.0.2:7878/', '10.0.0.2:7878', 'WS://10.0.0.2:7878']) {
      expect(readAccountCode(`camelot-account ${server} Ann t`, here)).toEqual({ kind: 'account', name: 'Ann', token: 't' });
    }
  });

  it("refuses another server's code, naming it", () => {
    for (const server of ['ws://10.0.0.3:7878/', 'ws://10.0.0.2:7879/', 'wss://10.0.0.2:7878/']) {
      expect(readAccountCode(`camelot-account ${server} Ann t`, here)).toEqual({ kind: 'other-server', server });
    }
  });

  it('refuses what is not a code', () => {
    for (const text of ['', 'camelot-account ws://x/ Ann', 'hello there you all', 'camelot-account http://10.0.0.2:7878 Ann t', 'camelot-account ws://[ Ann t', 'camelot-account ws://10.0.0.2:7878/ Ann t more']) {
      expect(readAccountCode(text, here)).toEqual({ kind: 'malformed' });
    }
  });
});
