import { describe, expect, it } from 'vitest';
import { nonItemKind } from './non-items.js';

describe("an invoice's bank account and its addresses", () => {
  it('takes a bank account written out for no thing', () => {
    expect(nonItemKind('IBAN: DE44 5001 0517 5407 3249 31')).toBe('meta');
    expect(nonItemKind('PL61 1090 1014 0000 0712 1981 2874')).toBe('meta');
    expect(nonItemKind('Siedziba: Gdańsk, ul. Długa 4')).toBe('meta');
  });

  it('takes an address opening on its city or postcode for no thing', () => {
    expect(nonItemKind('80-001 Gdańsk, ul. Długa 4')).toBeNull();
    expect(nonItemKind('4031 Debrecen, Kassai u. 12')).toBe('meta');
    expect(nonItemKind('Kraków, ul. Floriańska 15')).toBe('meta');
  });

  it('keeps a thing whose name has a comma and a code', () => {
    expect(nonItemKind('Lampa stojąca, E27')).toBeNull();
    expect(nonItemKind('Painting, St. Ives harbour')).toBeNull();
  });
});
