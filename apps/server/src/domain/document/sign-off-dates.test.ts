import { describe, expect, it } from 'vitest';
import { nonItemKind } from './non-items.js';

describe("a sign-off's place and date with the word for “on”", () => {
  it('is no item in German, French and Spanish', () => {
    expect(nonItemKind('Graz, am 3.2.2025')).toBe('meta');
    expect(nonItemKind('Lyon, le 04/03/2025')).toBe('meta');
    expect(nonItemKind('Sevilla, el 12-05-2025')).toBe('meta');
  });

  it('leaves a room and its count alone', () => {
    expect(nonItemKind('Kitchen, 2 chairs')).toBeNull();
  });
});
