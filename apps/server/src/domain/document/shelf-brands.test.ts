import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { shelfBrand } from './shelf-brands.js';

describe('the makers of what a shop sells by the shelf', () => {
  it('gives the brand as the line prints it, wherever it stands', () => {
    expect(
      [
        'NUTELLA 400G',
        'Kawa Tchibo Family 250g',
        'GUINNESS DRAUGHT 4X440ML',
        'ヤクルト 400 5本',
        'Mleko Valio 1,5%',
      ].map(shelfBrand),
    ).toEqual(['NUTELLA', 'Tchibo', 'GUINNESS', 'ヤクルト', 'Valio']);
  });

  it('takes a brand that is also an ordinary word only as the first word', () => {
    expect(
      ['FINISH POWERBALL 40 TABS', 'Quick finish varnish', 'Fresh eggs'].map(shelfBrand),
    ).toEqual(['FINISH', null, null]);
  });

  it('brands the lines of a till slip', () => {
    const items = extractItems(
      [
        'SUPERMERCATO CENTRALE',
        'Via Roma 3',
        '',
        'NUTELLA 400G                 3,99',
        'PANE CASERECCIO              2,10',
        'BIRRA PERONI 3X33CL          3,49',
        'TOTALE                       9,58',
      ].join('\n'),
    ).items;
    expect(items.map((i) => [i.name, i.brand])).toEqual([
      ['NUTELLA 400G', 'NUTELLA'],
      ['PANE CASERECCIO', null],
      ['BIRRA PERONI 3X33CL', 'PERONI'],
    ]);
  });
});
