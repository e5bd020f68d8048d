import { describe, expect, it } from 'vitest';
import { columnCondition } from './conditions.js';
import { extractItems } from './extract.js';
import { headingOf } from './locations.js';

describe('rooms and conditions in Ukrainian, Russian, Greek, Hebrew, Polish and Finnish', () => {
  it('maps the condition words of hand-over acts and sellers', () => {
    expect(columnCondition('як нова')).toBe('excellent');
    expect(columnCondition('хорошее состояние')).toBe('good');
    expect(columnCondition('следы использования')).toBe('fair');
    expect(columnCondition('несправний')).toBe('poor');
    expect(columnCondition('καλή κατάσταση')).toBe('good');
    expect(columnCondition('דורש תיקון')).toBe('poor');
  });

  it('takes a numbered room with a word on which one in brackets for a heading', () => {
    expect(headingOf('Bedroom 2 (Guest)', true)).toBe('Bedroom 2 (Guest)');
  });

  it('keeps the rooms of an inventory that prints a declared total', () => {
    const items = extractItems(
      [
        'Nr   Nazwa                              Ilość   Wartość',
        '',
        'Sypialnia',
        '1    Łóżko dębowe 140x200                  1    2 300,00',
        '2    Szafka nocna                          2      400,00',
        '',
        'Kuchnia',
        '3    Ekspres DeLonghi Magnifica            1    1 600,00',
        'Razem:                                          4 300,00 zł',
      ].join('\n'),
    ).items;
    expect(items.map((i) => i.location)).toEqual(['Sypialnia', 'Sypialnia', 'Kuchnia']);
  });
});
