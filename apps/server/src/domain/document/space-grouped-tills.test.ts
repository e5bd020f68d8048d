import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { inferNumberStyle } from './numbers.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('tills that group thousands with a space and weigh goods to the gram', () => {
  const till = [
    'NYUGTA',
    'KOVÁSZOS KENYÉR 1KG           B 1 290',
    'ALMA GOLDEN                     C 612',
    '   0,765 kg x 799 Ft/kg',
    'NAPRAFORGÓ OLAJ 1L            C 1 798',
    '   2 db x 899 Ft',
    'ÖSSZESEN:                      3 700 Ft',
    'KÉSZPÉNZ                       5 000 Ft',
  ].join('\n');

  it('takes a weight with three decimals ("0,765 kg") for no thousand grouped by a comma', () => {
    expect(inferNumberStyle(till, 'HUF').decimal).toBe(',');
  });

  it('reads the spaced prices whole and the count line under its line', () => {
    expect(items(till)).toEqual([
      '1 × KOVÁSZOS KENYÉR 1KG B @ 1290',
      '1 × ALMA GOLDEN C @ 612',
      '2 × NAPRAFORGÓ OLAJ 1L C @ 899',
    ]);
  });

  it('reads "3 x 129 Kč" as a count and a price, not as a size', () => {
    const czech = [
      'ÚČTENKA',
      'JOGURT BILÝ 150G            387 Kč',
      '   3 x 129 Kč',
      'CELKEM                      387 Kč',
    ].join('\n');
    expect(items(czech)).toEqual(['3 × JOGURT BILÝ 150G @ 129']);
  });
});
