import { describe, expect, it } from 'vitest';
import { withoutArticleNumbers } from './article-fields.js';
import type { TextLine } from './types.js';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('an order whose fields line opens with the article number', () => {
  it('gives the count and price to the name above, in English', () => {
    expect(
      read([
        'Thanks for your order!',
        '',
        'ACME Cordless drill 18V',
        'Item no. 125-8842-6   Qty: 1   Price: $199.99',
        '',
        'BRIGHT LED bulbs, warm white',
        'SKU 139-6878   Qty: 2   Price: $24.99 ea.',
        '',
        'Subtotal   $249.97',
      ]),
    ).toEqual(['1 × ACME Cordless drill 18V @ 199.99', '2 × BRIGHT LED bulbs @ 24.99']);
  });

  it('gives the count and price to the name above, in German and Spanish', () => {
    expect(
      read([
        'Vielen Dank für Ihre Bestellung',
        '',
        'Akku-Bohrschrauber 18V',
        'Art.-Nr. 4711-22   Menge: 1   Preis: 99,99 €',
        '',
        'LED Lampe E27 warmweiß',
        'Art.-Nr. 5512-01   Menge: 2   Preis: 12,49 €',
        '',
        'Summe   124,97 €',
      ]),
    ).toEqual(['1 × Akku-Bohrschrauber 18V @ 99.99', '2 × LED Lampe E27 warmweiß @ 12.49']);
    expect(
      read([
        'Resumen de tu pedido',
        '',
        'Cafetera italiana 6 tazas',
        'Ref. 88213   Cantidad: 1   Precio: 24,90 €',
        '',
        'Total   24,90 €',
      ]),
    ).toEqual(['1 × Cafetera italiana 6 tazas @ 24.9']);
  });

  it('keeps a line that is only an article number, and one with no name above', () => {
    const lines = [{ text: 'SKU 139-6878' }, { text: '' }, { text: 'Ref. 77  Qty: 2  $5.00' }];
    expect(withoutArticleNumbers(lines)).toEqual(lines);
  });
});

describe('a reference that is no article', () => {
  it('leaves an order reference with a date as it is', () => {
    const lines = [
      { text: 'Bestellbestätigung Gartenmarkt Süd' },
      { text: 'Ref. ORD-20931   Datum: 14.02.2025' },
    ] as TextLine[];
    expect(withoutArticleNumbers(lines)[1]!.text).toBe('Ref. ORD-20931   Datum: 14.02.2025');
  });
});
