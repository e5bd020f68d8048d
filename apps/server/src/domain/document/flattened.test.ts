import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { unfoldFlattened } from './flattened.js';

const SLIP = [
  'KEDAI ALAT CONTOH SDN BHD 123456-A NO. 5, JALAN CONTOH 2, 40000 SHAH ALAM TEL: 03-1234 5678',
  'TAX INVOICE No: TI000123 Item Qty U.Price RM',
  'AB12 2.00 4.50 9.00 SR Masking Tape 24mm.',
  '000777 1.00 12.00 12.00 SR Wall Scraper 3" Steel',
  'Total Amt Incl. GST @ 6 % : 21.00 Rounding Adjustment: 0.00 CASH 50.00 CHANGE 29.00',
  'Thank you, please come again.',
].join(' ');

describe('a till slip read as one paragraph', () => {
  it('cuts its rows apart before each priced row and before its summary words', () => {
    const lines = unfoldFlattened(SLIP).split('\n');
    expect(lines).toContain('AB12 2.00 4.50 9.00 SR');
    expect(lines).toContain('Masking Tape 24mm.');
    expect(lines).toContain('Wall Scraper 3" Steel');
    expect(lines.some((l) => l.startsWith('CASH 50.00'))).toBe(true);
  });
  it('reads its items with the name printed under their figures', () => {
    const items = extractItems(SLIP, { currency: 'MYR' }).items;
    expect(items.map((i) => [i.name, i.quantity, i.value])).toEqual([
      ['Masking Tape 24mm', 2, 4.5],
      ['Wall Scraper 3" Steel', 1, 12],
    ]);
  });
  it('leaves a text with its line breaks, or without taxed rows, as it is', () => {
    const lines = 'Coffee beans 1kg 18.00\nTOTAL 18.00\n';
    expect(unfoldFlattened(lines)).toBe(lines);
    const prose = `${'We sold the old sofa and the lamp for a total of 80 euros. '.repeat(5)}`;
    expect(unfoldFlattened(prose)).toBe(prose);
  });
});
