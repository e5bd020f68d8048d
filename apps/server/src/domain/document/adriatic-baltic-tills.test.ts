import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('Slovenian, Croatian and Baltic tills', () => {
  it('knows their totals, VAT, discounts and tenders', () => {
    expect(nonItemKind('SKUPAJ EUR')).toBe('total');
    expect(nonItemKind('Za plačilo')).toBe('total');
    expect(nonItemKind('Skupaj brez popusta')).toBe('subtotal');
    expect(nonItemKind('UKUPNO EUR')).toBe('total');
    expect(nonItemKind('IŠ VISO')).toBe('total');
    expect(nonItemKind('Tarpinė suma')).toBe('subtotal');
    expect(nonItemKind('Kopā apmaksai')).toBe('total');
    expect(nonItemKind('Tasuda kokku')).toBe('total');
    expect(nonItemKind('PDV B 13,00%')).toBe('tax');
    expect(nonItemKind('Käibemaks 22%')).toBe('tax');
    expect(nonItemKind('Plačilna kartica')).toBe('payment');
    expect(nonItemKind('Način plaćanja: GOTOVINA')).toBe('payment');
    expect(nonItemKind('Mokėta kortele')).toBe('payment');
    expect(nonItemKind('Skaidra nauda')).toBe('payment');
    expect(nonItemKind('Q povratna naknada')).toBe('charge');
  });

  it('knows their fiscal codes, loyalty points, greetings and return terms', () => {
    expect(nonItemKind('ZOI: 0a1b2c3d4e5f')).toBe('meta');
    expect(nonItemKind('JIR: 1f2e3d4c-aaaa')).toBe('meta');
    expect(nonItemKind('Zbrane točke: 120')).toBe('meta');
    expect(nonItemKind('Skupljeno bodova: 12')).toBe('meta');
    expect(nonItemKind('Hvala i doviđenja!')).toBe('meta');
    expect(nonItemKind('Zamjena robe u roku 15 dana')).toBe('meta');
    expect(nonItemKind('Menjavo blaga v 14 dneh')).toBe('meta');
    expect(nonItemKind('Prekes galima grąžinti per 30 dienų')).toBe('meta');
    expect(nonItemKind('Skuter Xiaomi 4 Pro')).toBeNull();
  });

  it('reads a Slovenian till whose goods end above its total and tender', () => {
    const till = [
      'TRGOVINA ZELENJAVA d.o.o.',
      '--------------------------------',
      'Kava mleta Barcaffe 400g',
      '  3830000000017  2 x 6,49     12,98 A',
      'Čokolada Gorenjka 100 g',
      '  3830000000024  1 x 1,99      1,99 A',
      '--------------------------------',
      'SKUPAJ EUR                 14,97',
      'Gotovina                   20,00',
      'Vračilo                     5,03',
      'ZOI: 9f8e7d6c5b4a39281706f5e4d3c2b1a0',
      'Hvala za nakup!',
    ];
    expect(items(till.join('\n'))).toEqual([
      '2 × Kava mleta Barcaffe 400g @ 6.49',
      '1 × Čokolada Gorenjka 100 g @ 1.99',
    ]);
  });
});
