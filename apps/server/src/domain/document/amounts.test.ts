import { describe, expect, it } from 'vitest';
import { isMoney, scanNumbers } from './amounts.js';
import { extractItems } from './extract.js';
import type { NumberStyle } from './numbers.js';

const dot = { decimal: '.', zeroDecimal: false } as const;
const comma = { decimal: ',', zeroDecimal: false } as const;
const idr = { decimal: '.', zeroDecimal: true } as const;
const values = (line: string, style: NumberStyle = dot): number[] =>
  scanNumbers(line, style)
    .filter((t) => isMoney(t, style))
    .map((t) => t.value);

describe('scanNumbers', () => {
  it('reads a screen resolution glued to one digit as no amount, a written thousand as one', () => {
    expect(values('MONITOR 27 ZOLL 5K USB-C', comma)).toEqual([]);
    expect(values('asking 2k for the lot')).toEqual([2000]);
    expect(values('Projector £3K')).toEqual([3000]);
  });
  it('reads a price followed by the French word for each ("ch.", "chacun") as a unit price', () => {
    for (const text of ['Prix : 24,99 $ ch.', 'Lampes 2 x 12,50 € chacune', '3,40 € l’unité']) {
      expect(scanNumbers(text, comma).find((t) => isMoney(t, comma))!.unitPrice).toBe(true);
    }
  });
  it('reads a price in whole crowns written "499:-" as an amount', () => {
    expect(values('110.222.33                 499:-', comma)).toEqual([499]);
  });
  it("reads India's lakh grouping as one amount", () => {
    expect(values('Invoice Total   ₹2,15,490.00')).toEqual([215490]);
    expect(values('Rs. 12,34,567')).toEqual([1234567]);
  });
  it('reads symbols and codes on either side', () => {
    expect(values('Sofa £1,299.00')).toEqual([1299]);
    expect(values("Kühlschrank CHF 1'650", comma)).toEqual([1650]);
    expect(values('Skidor Atomic 2 500 kr')).toEqual([2500]);
    expect(values('Sum 11 737,00', comma)).toEqual([11737]);
    expect(values('Xiaomi Redmi Note 13 1 x Rp3.199.000', idr)).toEqual([3199000]);
    expect(values('Milo 1KG RM 27.90 SR')).toEqual([27.9]);
    expect(values('Bread 12,40 E', comma)).toEqual([12.4]);
  });
  it('reads informal amounts', () => {
    expect(values('treadmill - ~900?')).toEqual([900]);
    expect(values('mixer, 400ish')).toEqual([400]);
    expect(values('kayak i got for like 400 bucks')).toEqual([400]);
    expect(values('2 camping chairs 60 each')).toEqual([60]);
    expect(values('piano, got it for 2k')).toEqual([2000]);
    expect(values('sepeda kira2 2,5 juta', idr)).toEqual([2500000]);
    expect(values('kursi plastik @ 45rb', idr)).toEqual([45000]);
  });
  it('leaves sizes, counts, codes and percentages alone', () => {
    expect(values('Samsung Galaxy S24 128GB 2 x 19.99')).toEqual([19.99]);
    expect(values('KALLAX 802.758.87')).toEqual([]);
    expect(values('6501234 APPLE AIRPODS PRO 2 249.99')).toEqual([249.99]);
    expect(values('VAT 20%')).toEqual([]);
    expect(values('Date 14-10-2026 12:30')).toEqual([]);
  });
  it('marks counts and unit prices', () => {
    const [count, price] = scanNumbers('3 @ 1.12', dot);
    expect(count!.value).toBe(3);
    expect(price!.unitPrice).toBe(true);
    expect(scanNumbers('Crème brûlée x2 17,00', comma)[0]!.countAfter).toBe(true);
    expect(scanNumbers('2 x 19,500', idr)[0]!.countBefore).toBe(true);
    expect(scanNumbers('BONUS -0,40', comma)[0]!.negative).toBe(true);
  });
});

describe('numbers that are never amounts', () => {
  it('skips clock times and masked card numbers', () => {
    for (const text of ['Available after 10am', 'Pick-up 6 p.m.', 'ab 14 Uhr', 'VISA ****5566']) {
      expect(values(text)).toEqual([]);
    }
  });

  it('skips a phone number after its label, a short label with its stop or colon', () => {
    for (const text of [
      'Dock Road 14, Mombasa   Ph: 041-2230 5567',
      'Atelier Morel, Namur   Mob. 0475 12 34 56',
      'Via Roma 3   Cell: 347 889 2210',
      'Kauppakatu 5, Oulu  puh. 08 554 1290',
      'GSM: 0476 55 12 90',
      'Téléphone : 04 72 18 33 90',
    ]) {
      expect(values(text, idr)).toEqual([]);
    }
    expect(values('Cell phone stand 2 1500', idr)).toEqual([1500]);
  });

  it('reads a line of stars or crosses at once (it was exponential before)', () => {
    expect(values(`${'*'.repeat(400)} 12.50`)).toEqual([12.5]);
    expect(values(`${'X'.repeat(400)}`)).toEqual([]);
  });
});

describe('prices per measure', () => {
  it('reads a litre or kilogram price with three decimals as a unit price', () => {
    const [fuel] = scanNumbers('1.579 EUR/L', comma);
    expect(fuel).toMatchObject({ value: 1.579, unitPrice: true, perMeasure: true });
    const [deli] = scanNumbers('12,990 €/kg', comma);
    expect(deli).toMatchObject({ value: 12.99, unitPrice: true });
    // A currency without a minor unit keeps its thousands group.
    const [rupiah] = scanNumbers('Rp 12.500/kg', idr);
    expect(rupiah!.value).toBe(12500);
  });
});

describe('an amount a photo read with a letter O for a zero', () => {
  it('reads the O as its zero', () => {
    expect(values('  2 X 45O.00              900.00')).toEqual([450, 900]);
    expect(values('  1 X 1,2O5.5O            1,205.50')).toEqual([1205.5, 1205.5]);
    expect(values('KOPI TUBRUK 5O,OO', comma)).toEqual([50]);
  });

  it('leaves an O in a word or a code alone', () => {
    expect(values('OXO peeler O2 edition 12.00')).toEqual([12]);
    expect(values('MODEL XO.12 lamp 9.50')).toEqual([9.5]);
  });
});

describe('a count times a whole unit price, then their product after a currency sign', () => {
  it('is a count line under its name, not a size', () => {
    const till = [
      'CORNER SHOP',
      'RICE CRACKERS            ¥180',
      'GREEN TEA',
      '  3 X 128                 ¥384',
      'TOTAL                     ¥564',
    ].join('\n');
    expect(extractItems(till).items.map((i) => [i.name, i.quantity, i.value])).toEqual([
      ['RICE CRACKERS', 1, 180],
      ['GREEN TEA', 3, 128],
    ]);
  });
});
