import { describe, expect, it } from 'vitest';
import { findNul } from './input-guard.js';

describe('findNul', () => {
  it('gives the path to the first NUL in values or keys, or null', () => {
    expect(findNul({ a: 'x', b: ['y', { c: 'z\u0000' }] })).toEqual(['b', 1, 'c']);
    expect(findNul({ 'k\u0000': 1 })).toEqual(['k\\u0000']);
    expect(findNul('\u0000')).toEqual([]);
    expect(findNul({ a: 'x', b: [1, true, null] })).toBeNull();
    expect(findNul(undefined)).toBeNull();
  });

  it('walks very deep input without exhausting the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findNul(deep)).toHaveLength(100_000);
  });
});
