import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { printedSpelling } from './printed-spelling.js';

describe('a known brand as the line prints it', () => {
  it('keeps the spaces, marks and capitals of the line', () => {
    expect(printedSpelling('KITCHEN AID MIXER 5QT', 'KitchenAid')).toBe('KITCHEN AID');
    expect(printedSpelling('TRAMONTINA PAN 24CM', 'Tramontina')).toBe('Tramontina');
    expect(printedSpelling('BLACK DECKER DRILL 18V', 'Black+Decker')).toBe('BLACK DECKER');
    expect(printedSpelling('Dutch oven 5 qt', 'Lodge')).toBe('Lodge');
  });

  it('brands a till line in its own spelling', () => {
    const items = extractItems(
      [
        'CORNER GROCER',
        '',
        'BEN JERRYS COOKIE DOUGH 465ML    6.49',
        'TOTAL                            6.49',
      ].join('\n'),
    ).items;
    expect(items.map((i) => i.brand)).toEqual(['BEN JERRYS']);
  });
});
