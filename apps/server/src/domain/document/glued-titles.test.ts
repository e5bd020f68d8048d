import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { apartGluedTitles } from './glued-titles.js';
import { headerRole } from './columns.js';

describe('column titles printed without a space between them', () => {
  it('parts a title cell where a capital follows a lower-case letter and a part names a column', () => {
    expect(apartGluedTitles(['Artikel', 'MengeZustand', 'Wert'], headerRole)).toEqual([
      'Artikel',
      'Menge',
      'Zustand',
      'Wert',
    ]);
    // "iPhone" names no column: a brand's capital inside a word stays.
    expect(apartGluedTitles(['Item', 'iPhone', 'Price'], headerRole)).toEqual([
      'Item',
      'iPhone',
      'Price',
    ]);
  });

  it('reads the count and the condition apart from the name under glued titles', () => {
    const items = extractItems(
      [
        'Наименование                         Кол-воСостояние            Стоимость',
        '',
        'Гостиная',
        'Кресло кожаное Milano                  2  хорошее состояние       12 000,00',
        'Торшер латунный                        1  требует ремонта          3 500,00',
      ].join('\n'),
    ).items;
    expect(items.map((i) => [i.name, i.quantity, i.condition, i.location])).toEqual([
      ['Кресло кожаное Milano', 2, 'good', 'Гостиная'],
      ['Торшер латунный', 1, 'poor', 'Гостиная'],
    ]);
  });
});
