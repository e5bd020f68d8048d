import { describe, expect, it } from 'vitest';
import { assetNumberOf } from './imported-asset-ids.js';

describe('assetNumberOf', () => {
  it('reads the counter value of a numbered asset id, and nothing from other ids', () => {
    expect(assetNumberOf('000-142')).toBe(142);
    expect(assetNumberOf('1234-567')).toBe(1234567);
    expect(assetNumberOf('A-17')).toBeNull();
    expect(assetNumberOf('00-142')).toBeNull();
    expect(assetNumberOf('000-1420')).toBeNull();
  });
});
