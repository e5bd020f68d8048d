import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.js';

describe('display names', () => {
  it('uses the name, else a neutral name that tells nothing of the e-mail address', () => {
    expect(displayName({ name: ' Ada Lovelace ', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(displayName({ name: '  ', email: 'ada@example.com' })).toBe('A Circle member');
    expect(displayName({ name: null, email: 'bob@example.com' })).toBe('A Circle member');
    expect(displayName(null)).toBeNull();
  });
});
