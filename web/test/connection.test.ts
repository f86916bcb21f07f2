import { describe, expect, it } from 'vitest';
import { connectionNote } from '../src/model/connection';

describe('the connection as the header says it', () => {
  it('is connecting on a first visit, even while the first try is retried: never offline', () => {
    expect(connectionNote('connecting', 0)).toEqual({ id: 'online-connecting', lost: false });
    expect(connectionNote('closed', 0)).toEqual({ id: 'online-connecting', lost: false });
  });
  it('says nothing while all is well', () => {
    expect(connectionNote('open', 0)).toBeNull();
  });
  it('warns only after a connection that worked was lost', () => {
    expect(connectionNote('closed', 1)).toEqual({ id: 'signin-reconnecting', lost: true });
    expect(connectionNote('connecting', 2)).toEqual({ id: 'signin-reconnecting', lost: true });
  });
});
