import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('a count of pieces in a column of its own ("3 st") before a condition and a value', () => {
  it('reads the count, not a part of the name', () => {
    const list = [
      'INVENTARIELISTA - SOMMARSTUGAN',
      '',
      'Veranda',
      '-------',
      'Trädgårdsstol teak                      6 st  väl använd      2 400 kr',
      'Grill Weber Spirit E-310                1 st  bra skick       3 500 kr',
      'Hängmatta bomull                        2 st  nyskick           700 kr',
    ];
    const found = extractItems(list.join('\n')).items.map((i) => `${i.quantity} × ${i.name}`);
    expect(found).toEqual([
      '6 × Trädgårdsstol teak',
      '1 × Grill Weber Spirit E-310',
      '2 × Hängmatta bomull',
    ]);
  });

  it('leaves an ordinal glued to its figure alone', () => {
    const list = ['Poster of the 1st moon landing, framed     $85', 'Desk lamp, brass     $40'];
    expect(items(list.join('\n'))).toEqual([
      '1 × Poster of the 1st moon landing @ 85',
      '1 × Desk lamp @ 40',
    ]);
  });
});
