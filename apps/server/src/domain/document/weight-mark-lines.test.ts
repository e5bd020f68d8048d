import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe("a till's weighed entry priced on a line that repeats its name", () => {
  it('reads "WT  RED GRAPES  4.12" under the name and weight as that entry\'s price', () => {
    const till = [
      '              Fresh Mart',
      'WHOLE MILK 1 GAL                   3.49  B',
      'RED GRAPES',
      '  1.38 lb @ 2.99 /lb',
      '  WT      RED GRAPES               4.12  B',
      'PAPER TOWELS 6 ROLL                8.99  T',
      '      SUBTOTAL                      16.60',
    ];
    expect(items(till.join('\n'))).toEqual([
      '1 × WHOLE MILK 1 GAL @ 3.49',
      '1 × RED GRAPES @ 4.12',
      '1 × PAPER TOWELS 6 ROLL @ 8.99',
    ]);
  });

  it('keeps two purchases of the same thing printed on two lines', () => {
    const till = ['COLA 2L                 1.99', 'COLA 2L                 1.99', 'TOTAL 3.98'];
    expect(items(till.join('\n'))).toHaveLength(2);
  });
});
