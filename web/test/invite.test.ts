import { describe, expect, it } from 'vitest';
import { invitedColor } from '../src/model/invite';

describe('an invite', () => {
  it('gives the invited player the colour the challenger left', () => {
    expect(invitedColor('white')).toBe('black');
    expect(invitedColor('black')).toBe('white');
    expect(invitedColor('any')).toBe('any');
  });
});
