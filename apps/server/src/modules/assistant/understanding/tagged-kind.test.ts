import { describe, expect, it } from 'vitest';
import { isOfKind } from './kinds.js';

describe('an item the owner tagged with a kind', () => {
  it('is of that kind whatever its name', () => {
    const thing = { item_name: 'Model 300', brand: null, category: 'misc', tags: ['appliance'] };
    expect(isOfKind(thing, 'appliance')).toBe(true);
  });
});
