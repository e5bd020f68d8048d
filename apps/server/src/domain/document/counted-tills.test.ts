import { describe, expect, it } from 'vitest';
import { scanNumbers } from './amounts.js';
import { detectCurrency } from './currency.js';
import { extractItems } from './extract.js';

const usd = { decimal: '.', zeroDecimal: false } as const;
const read = (text: string) =>
  extractItems(text).items.map((i) => [i.name, i.quantity, i.value] as const);

describe('tills that count in their own unit words and group thousands with spaces', () => {
  it('knows forint and dong', () => {
    expect(detectCurrency('Összesen: 4 500 Ft', 'USD')).toBe('HUF');
    expect(detectCurrency('Tổng cộng: 85.000đ', 'USD')).toBe('VND');
  });

  it('reads a count in pieces (db) before a space-grouped forint price', () => {
    const bill = [
      'KÁVÉHÁZ',
      'Asztal: 3',
      'Rétes meggyes',
      '   2 db x 1 450 Ft               2 900 Ft',
      'Limonádé',
      '   1 db x 1 290 Ft               1 290 Ft',
      'Részösszeg:                      4 190 Ft',
      'Összesen:                        4 190 Ft',
    ].join('\n');
    expect(read(bill)).toEqual([
      ['Rétes meggyes', 2, 1450],
      ['Limonádé', 1, 1290],
    ]);
  });

  it('gives the count and unit price printed under a Finnish line (KPL, €/KPL)', () => {
    const receipt = [
      'MARKET OY',
      'KAURAJUOMA 1L                         3,38',
      '   2 KPL       1,69 €/KPL',
      'RUISLEIPÄ                             2,15',
      'VÄLISUMMA                             5,53',
      'YHTEENSÄ                              5,53',
      'Veloitus                         5,53 EUR',
    ].join('\n');
    expect(read(receipt)).toEqual([
      ['KAURAJUOMA 1L', 2, 1.69],
      ['RUISLEIPÄ', 1, 2.15],
    ]);
  });

  it('reads a Greek count (ΤΕΜ) under a name and keeps it out of the name', () => {
    const receipt = [
      'ΒΙΒΛΙΟΠΩΛΕΙΟ',
      'ΤΕΤΡΑΔΙΟ Α4 ΡΙΓΕ',
      '   3 ΤΕΜ x 2,40                     7,20   24%',
      'ΣΥΝΟΛΟ ΕΙΔΩΝ                          7,20',
      'ΠΛΗΡΩΤΕΟ ΠΟΣΟ                       7,20 €',
    ].join('\n');
    expect(read(receipt)).toEqual([['ΤΕΤΡΑΔΙΟ Α4 ΡΙΓΕ', 3, 2.4]]);
  });

  it('drops the row number and tax-free star before a name', () => {
    const receipt = [
      '[영수증]',
      '001 과자 세트 200g',
      '    8801000000017    3,500    2개     7,000',
      '002*두부 300g',
      '    8801000000024    2,000    1개     2,000',
      '합계                                  9,000',
      '국민카드                              9,000',
    ].join('\n');
    expect(read(receipt).map(([n]) => n)).toEqual(['과자 세트 200g', '두부 300g']);
  });

  it('keeps an order’s delivery field out of a chat’s speakers', () => {
    const order = [
      'Sprzedający: sklep_a',
      '  Czajnik elektryczny 1,7 l',
      '  1 szt. x 99,00 zł                 99,00 zł',
      '  Dostawa: Paczkomat                 0,00 zł',
      'Sprzedający: sklep_b',
      '  Kubek termiczny',
      '  2 szt. x 25,00 zł                 50,00 zł',
      '  Dostawa: Kurier                   12,99 zł',
      'Do zapłaty                         161,99 zł',
    ].join('\n');
    expect(read(order)).toEqual([
      ['Czajnik elektryczny 1,7 l', 1, 99],
      ['Kubek termiczny', 2, 25],
    ]);
  });
});

describe('counts written with an Asian counter or as pieces of a set', () => {
  it('reads 点, 台 and 개 after a figure as a count', () => {
    const text = [
      '保証書',
      'シャープ 加湿器 KC-50                         1台      ¥18,000',
      '単4形 電池 8本パック                          3点       ¥2,400',
      '合計                                               ¥20,400',
    ].join('\n');
    expect(extractItems(text).items.map((i) => [i.quantity, i.value])).toEqual([
      [1, 18000],
      [3, 800],
    ]);
  });

  it('keeps “5 Piece” of a set in its name', () => {
    const tokens = scanNumbers('Brush Set 5 Piece   $12.50', usd);
    expect(tokens.map((t) => [t.value, t.measure])).toEqual([
      [5, true],
      [12.5, false],
    ]);
  });
});
