import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

describe('fees, services and cover plans sold beside goods', () => {
  it('are charges whatever the shop calls them', () => {
    const fees = [
      'Oven Installation',
      'Wall Bracket Installation Charges',
      'Delivery - Next Day',
      'WEEE Recycling - take old washer',
      'Product Care Plus 2 yrs (laptop)',
      'Garantie Confort 3 ans',
      'Beschermingspakket 1 jaar',
      'ECO-PARTICIPATION DEEE',
      'Éco-participation',
      'Schutzpaket Plus 36 Mon. Laptop',
      'GIFT WRAP',
      'Geschenkverpackung',
      'Installation service - wall oven',
      'Einrichtung & Datenübernahme (Dienstleistung)',
      'Mise en service TV (prestation)',
    ];
    for (const label of fees) expect([label, nonItemKind(label)]).toEqual([label, 'charge']);
  });
  it("include an order page's discount code, freight surcharge and goods value", () => {
    expect(nonItemKind('Gutscheincode SOMMER5')).toBe('charge');
    expect(nonItemKind('Frais de livraison')).toBe('charge');
    expect(nonItemKind('Inselzuschlag')).toBe('charge');
    expect(nonItemKind('Warenwert')).toBe('subtotal');
  });
  it('leave products that carry such words alone', () => {
    const goods = [
      'Installation kit for shower rail',
      'Delivery bag insulated',
      'Care Bears plush',
      'Gift wrap roll, 5 m kraft paper',
      'Service plates (set of 6)',
    ];
    for (const label of goods) expect([label, nonItemKind(label)]).toEqual([label, null]);
  });
  it('read a fee whose label wraps onto the line with its amount as one fee', () => {
    const text = [
      'ELECTRO EXEMPLE',
      '1   LAVE-LINGE FRONTAL 8KG      449,00    449,00',
      '1   GARANTIE CONFORT 3 ANS',
      '    LAVE-LINGE                   79,00     79,00',
      'TOTAL                                    528,00',
    ];
    const items = extractItems(text.join('\n'), { currency: 'EUR' }).items;
    expect(items.map((i) => [i.name, i.value])).toEqual([['LAVE-LINGE FRONTAL 8KG', 449]]);
  });
});
