import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.js';

describe('display names', () => {
  it('uses the name, else the e-mail before the @', () => {
    expect(displayName({ name: ' Ada Lovelace ', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(displayName({ name: '  ', email: 'ada@example.com' })).toBe('ada');
    expect(displayName({ name: null, email: 'bob@example.com' })).toBe('bob');
    expect(displayName(null)).toBeNull();
  });
});
