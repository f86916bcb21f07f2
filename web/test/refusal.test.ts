import { describe, expect, it } from 'vitest';
import { rule } from '../src/app';

describe('refusals', () => {
  it('keep the rule the server named, for the translated sentence', () => {
    expect(rule('E6-E5: a capture is available, so White must jump (R7)')).toEqual({ rule: 'R7' });
    expect(rule('trees go on your own tree squares (V5.2, V5.4)')).toEqual({ rule: 'V5.2' });
    expect(rule('it is not your turn')).toEqual({ rule: '' });
  });
});
