import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('a bill whose count column opens the line and whose name ends on a pack ("x6")', () => {
  it('takes the count column for the count and keeps the pack in the name', () => {
    const bill = [
      'CAFÉ LA PLAZA',
      '----------------------------------------',
      ' 1   Empanadas de carne x6      $ 7.200,00',
      ' 2   Cortado                    $ 5.000,00',
      '      2 x $ 2.500,00',
      'TOTAL                          $ 12.200,00',
    ];
    expect(items(bill.join('\n'))).toEqual([
      '1 × Empanadas de carne x6 @ 7200',
      '2 × Cortado @ 2500',
    ]);
  });

  it('still reads "Coffee beans x2  18.00" without a count column as two', () => {
    const till = ['Coffee beans 250g x2       18.00', 'TOTAL 18.00'];
    expect(items(till.join('\n'))).toEqual(['2 × Coffee beans 250g @ 9']);
  });
});
