import { describe, expect, it } from 'vitest';
import { headerRoles } from './columns.js';
import { extractItems } from './extract.js';

describe('Romanian invoice headers', () => {
  it('names the columns of a Romanian invoice', () => {
    expect(
      headerRoles(['Nr. crt.', 'Denumirea produselor', 'Cantitate', 'Preț unitar', 'Valoare']),
    ).toEqual(['row', 'name', 'quantity', 'unit', 'total']);
  });

  it('reads the rows of a Romanian pipe table under its two-line header', () => {
    const text = [
      'FACTURĂ FISCALĂ nr. 2231',
      'Nr. | Denumirea                          | U.M. | Cant. | Preț unitar | Valoarea | Valoarea TVA',
      '    |                                    |      |       | (fără TVA)  |  -lei-   |   -lei-',
      '  1 | Mașină de spălat vase 45 cm        | buc  |     1 |    1.890,00 | 1.890,00 |   359,10',
      '  2 | Furtun alimentare apă 2 m          | buc  |     2 |       35,00 |    70,00 |    13,30',
      'Total fără TVA:                                                          1.960,00',
    ].join('\n');
    expect(extractItems(text).items.map((i) => [i.name, i.quantity, i.value])).toEqual([
      ['Mașină de spălat vase 45 cm', 1, 1890],
      ['Furtun alimentare apă 2 m', 2, 35],
    ]);
  });
});
