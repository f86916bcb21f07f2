import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NAME_PATTERN, VARIANTS } from '../src/choices.gen';
import { variantKey } from '../src/i18n';

// The names the server's `valid_name` (crates/camelot-protocol/src/choices.rs) is tested on.
const names: { valid: string[]; invalid: string[] } = JSON.parse(
  readFileSync(new URL('../../crates/camelot-protocol/fixtures/names.json', import.meta.url), 'utf8'),
);

describe('the choices shared with the game and the server', () => {
  // Browsers read an input's `pattern` as the whole value, with the `v` flag.
  const pattern = new RegExp(`^(?:${NAME_PATTERN})$`, 'v');

  it.each(names.valid)('takes %j as a name, as the server does', (name) => {
    expect(pattern.test(name)).toBe(true);
  });

  it.each(names.invalid)('refuses %j as a name, as the server does', (name) => {
    expect(pattern.test(name)).toBe(false);
  });

  it("names each variant by its key, and a message without one as Camelot", () => {
    expect(VARIANTS.map((v) => v.name)).toContain('river');
    expect(variantKey('river')).toBe('variant-river');
    expect(variantKey(undefined)).toBe('variant-camelot');
  });
});
