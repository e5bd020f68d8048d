import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('a version, size or capacity printed as a bare decimal inside a name', () => {
  it('prices an order entry from its price line, not from a dotted size in a comma-priced order', () => {
    const order = [
      'Bestellbestätigung Nr. 55-20931',
      '',
      'Tablet Lenovo Tab P12 12.7" 128GB Grau',
      '   Menge: 1   Einzelpreis: 349,00 €',
      '',
      'Staubsauger Dyson V8 Origin 40.25 XK2Z',
      '   Menge: 1   Einzelpreis: 279,00 €',
      '',
      'Zwischensumme 628,00 €',
      'Gesamtsumme 628,00 €',
    ];
    expect(items(order.join('\n'))).toEqual([
      '1 × Tablet Lenovo Tab P12 12.7" 128GB Grau @ 349',
      '1 × Staubsauger Dyson V8 Origin 40.25 XK2Z @ 279',
    ]);
  });

  it('keeps a one-decimal version in the name of a list entry priced below it', () => {
    const list = [
      'Pedido 7781 - resumen',
      '',
      'Cable USB-C 3.2 Gen 2 1 m',
      '   Cantidad: 1   Precio: 12,90 €',
      'Altavoz Sony SRS-XB100 negro',
      '   Cantidad: 1   Precio: 49,00 €',
      '',
      'Total 61,90 €',
    ];
    expect(items(list.join('\n'))).toEqual([
      '1 × Cable USB-C 3.2 Gen 2 1 m @ 12.9',
      '1 × Altavoz Sony SRS-XB100 negro @ 49',
    ]);
  });

  it('prices a sentence from its currency amount, not from a capacity before it', () => {
    const message = [
      'Hej! Kylskåpet Electrolux 9.5 kubikfot säljer jag för 2 400 kr, det fungerar fint.',
      'Hör av dig om du vill hämta det i helgen.',
    ];
    const found = items(message.join('\n'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/Electrolux.* @ 2400$/);
  });

  it('still reads a till price written with the document mark after a name', () => {
    const till = [
      'BAGUETTE TRADITION      1,35',
      'CAFE MOULU 250G         3,49',
      'TOTAL                   4,84',
    ];
    expect(items(till.join('\n'))).toEqual([
      '1 × BAGUETTE TRADITION @ 1.35',
      '1 × CAFE MOULU 250G @ 3.49',
    ]);
  });
});
