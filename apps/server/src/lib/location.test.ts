import { describe, expect, it } from 'vitest';
import { approximateLocation, publicLocation } from './location.js';

describe('public locations', () => {
  it('coarsens coordinates to city precision and keeps room names off the public share', () => {
    expect(approximateLocation('52.52001, 13.40495')).toBe('52.5, 13.4');
    expect(approximateLocation('-33.86882,151.20929')).toBe('-33.9, 151.2');
    expect(approximateLocation('Garage')).toBeNull();
    expect(approximateLocation(null)).toBeNull();
    expect(publicLocation('Living Room')).toBe('Living Room');
    expect(publicLocation('52.52001, 13.40495')).toBe('52.5, 13.4');
  });
});
