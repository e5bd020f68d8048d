import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { withoutRowLabels } from './row-labels.js';

const priced = (text: string, currency?: string) =>
  extractItems(text, currency ? { currency } : {}).items.map(
    (i) => [i.name.slice(0, 16), i.quantity, i.value] as const,
  );

describe('invoice rows with net, VAT and gross columns', () => {
  it('keeps the net unit price, not the gross amount after the VAT rate', () => {
    const text = [
      'FAKTURA VAT nr FV/1/2025',
      'Lp. Nazwa J.m. Ilość Cena netto Wart.netto Stawka Kwota VAT Wart.brutto',
      '1. Monitor Philips 24E1N  szt. 1   500,00   500,00  23%  115,00    615,00',
      '2. Mysz Logitech M190     szt. 2    40,00    80,00  23%   18,40     98,40',
      'Razem brutto: 713,40 PLN',
    ].join('\n');
    expect(priced(text, 'PLN')).toEqual([
      ['Monitor Philips ', 1, 500],
      ['Mysz Logitech M1', 2, 40],
    ]);
  });

  it('leaves a discount percentage alone', () => {
    expect(priced('Sofa Ektorp 3-seat   500.00  -10%  450.00')[0]?.[2]).not.toBe(500);
  });
});

describe('rows written as labelled fields', () => {
  it.each([
    ['   Uds: 1   Precio: 495,04 €   Importe: 495,04 €', /^\s+1\s+495,04 €\s+495,04 €$/],
    ['   Seller: RetailNet    Qty: 1    ₹1,299.00', /^\s+1\s+₹1,299.00$/],
  ])('reads %s as a count and amounts', (line, expected) => {
    expect(withoutRowLabels(line)).toMatch(expected);
  });

  it('gives an order its things when a seller and a count stand on the price line', () => {
    const text = [
      'Order ID: OD4318722',
      '1. Prestige Iris 750 W Mixer Grinder',
      '   Seller: SuperComNet  Qty: 1    ₹2,849.00',
      '2. Milton Thermosteel Flask 1000 ml',
      '   Seller: OmniTech  Qty: 2  ₹849 each  ₹1,698.00',
      'Total Amount               ₹4,547.00',
    ].join('\n');
    expect(priced(text, 'INR')).toEqual([
      ['Prestige Iris 75', 1, 2849],
      ['Milton Thermoste', 2, 849],
    ]);
  });
});

describe('count lines with a unit before the times sign', () => {
  it('reads "2 pcs x ¥1,990  ¥3,980" as two at 1,990', () => {
    const text = [
      'UNIQLO',
      '422992 Crew Neck T-Shirt',
      '  2 pcs x ¥1,990                    ¥3,980',
      'TOTAL ¥3,980',
    ].join('\n');
    expect(priced(text, 'JPY')).toEqual([['Crew Neck T-Shir', 2, 1990]]);
  });
});

describe('a VAT flag after a till price', () => {
  it('reads "98.75 V" as a price flagged VAT-able, not as volts', () => {
    const text = [
      'SUPERMARKET',
      'CONDENSED MILK 300G        98.75 V',
      'WHITE VINEGAR 1L           42.00 V',
      'TOTAL                     140.75',
    ].join('\n');
    expect(priced(text)).toEqual([
      ['CONDENSED MILK 3', 1, 98.75],
      ['WHITE VINEGAR 1L', 1, 42],
    ]);
  });

  it('still reads a battery voltage in a name as a measure', () => {
    expect(priced('Car battery 12 V   89.90')[0]?.[2]).toBe(89.9);
  });
});
