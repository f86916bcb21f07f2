import { describe, expect, it } from 'vitest';
import { readMessage } from '../src/wire';

describe('the wire', () => {
  it("takes a message the protocol knows as it came", () => {
    expect(readMessage('{"type":"player_back","game":4}')).toEqual({ type: 'player_back', game: 4 });
  });

  it('drops a message of a later version, and text that is no message', () => {
    expect(readMessage('{"type":"tournament_round","round":2}')).toBeNull();
    expect(readMessage('{"type":"toString"}')).toBeNull();
    expect(readMessage('{"game":4}')).toBeNull();
    expect(readMessage('"moved"')).toBeNull();
    expect(readMessage('null')).toBeNull();
    expect(readMessage('{not json')).toBeNull();
  });
});
