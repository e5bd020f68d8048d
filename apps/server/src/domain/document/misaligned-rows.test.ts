import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

describe('a table row printed out of line', () => {
  it('takes the unit price pushed into the name back out when the count times it is the amount', () => {
    const receipt = [
      'JUMBO',
      'AANTAL  OMSCHRIJVING               PRIJS BEDRAG',
      '1       JUMBO KOFFIEBONEN 500G          5,49',
      '3       GROLSCH BEUGEL 45CL 1,59  4,77',
      '1       HAVERMOUT 1KG                   1,89',
      'TOTAAL                                 12,15',
    ].join('\n');
    const items = extractItems(receipt).items.map((i) => [i.name, i.quantity, i.value]);
    expect(items).toContainEqual(['GROLSCH BEUGEL 45CL', 3, 1.59]);
    expect(items).toHaveLength(3);
  });
});
