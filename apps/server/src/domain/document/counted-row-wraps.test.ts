import { describe, expect, it } from 'vitest';
import { withCountedRowWrapsJoined } from './counted-row-wraps.js';
import { extractItems } from './extract.js';

const texts = (lines: string[]) =>
  withCountedRowWrapsJoined(lines.map((text) => ({ text }))).map((l) => l.text);

const read = (lines: string[]) =>
  extractItems(lines.join('\n'), { currency: 'MYR' }).items.map(
    (i) => `${i.quantity} × ${i.name} @ ${i.value}`,
  );

describe('a counted row whose name wraps onto the lines under it', () => {
  it('puts the wrapped words back into the name', () => {
    expect(
      read([
        'Kedai Runcit Maju Jaya',
        'Receipt no: R-001122',
        'Date: 02-04-2018 10:11:12 AM',
        '                                          (RM)     (RM)',
        '1x     Milo Kotak              2.60       2.60',
        '        Coklat malt',
        '        200ml',
        '3x     Roti Gardenia              3.10       9.30',
        '        Original classic',
        'Total Amount                     11.90',
        'Tendered                          20.00',
        'Change                               8.10',
      ]),
    ).toEqual([
      '1 × Milo Kotak Coklat malt 200ml @ 2.6',
      '3 × Roti Gardenia Original classic @ 3.1',
    ]);
  });

  it('keeps the printed unit price when the row is discounted under it', () => {
    expect(
      read([
        'Kedai Runcit Maju Jaya',
        'Receipt no: R-001123',
        '                                          (RM)     (RM)',
        '3x     Sabun Lifebuoy              2.20       5.60',
        '        Wangi 100g',
        '        (Disc: 1.0000)',
        'Discount                             1.00',
        'Total Amount                     5.60',
        'Tendered                          10.00',
      ]),
    ).toEqual(['3 × Sabun Lifebuoy Wangi 100g @ 2.2']);
  });

  it('leaves lines that are no part of the name, or far from its column', () => {
    expect(texts(['2x  Teh Ais   1.50   3.00', 'Meja 4'])).toEqual([
      '2x  Teh Ais   1.50   3.00',
      'Meja 4',
    ]);
    expect(texts(['2x  Teh Ais   1.50   3.00', '    (Kurang manis)'])).toEqual([
      '2x  Teh Ais   1.50   3.00',
      '    (Kurang manis)',
    ]);
    expect(texts(['2x  Teh Ais   1.50   2.50', '    Disc: 0.20'])).toEqual([
      '2x  Teh Ais   1.50   2.50',
      '    Disc: 0.20',
    ]);
  });
});
