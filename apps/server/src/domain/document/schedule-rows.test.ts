import { describe, expect, it } from 'vitest';
import { chineseKind } from './chinese-labels.js';
import { joinFiguresUnderDescriptions } from './described-row-figures.js';
import { extractItems } from './extract.js';
import { isInsuredSchedule } from './schedule-names.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.value] as const);
const asLines = (texts: string[]) => texts.map((text) => ({ text }));

describe('a schedule row whose count and value stand on the line under its description', () => {
  it('reads the count and value below, not the weight, purity or row number in the description', () => {
    const items = read([
      'SOUTHERN LIGHTS INSURANCE — VALUABLES SCHEDULE',
      'Policy: SL-889120',
      '',
      'No.  Description                                      Qty   Agreed value',
      '  1  Silver tea service (approx. 2.4 kg, sterling 925)',
      '                                                      1    NZ$4,200',
      '  2  Opal pendant on 9ct chain (3.75 ct stone)',
      '                                                      1    NZ$2,950',
      '  3  Gold sovereign coins 22ct (7.98 g each)',
      '                                                      4    NZ$1,150',
      '',
      'Total agreed value                                       NZ$11,750',
    ]);
    expect(items).toEqual([
      ['Silver tea service (approx. 2.4 kg, sterling 925)', 1, 4200],
      ['Opal pendant on 9ct chain (3.75 ct stone)', 1, 2950],
      ['Gold sovereign coins 22ct (7.98 g each)', 4, 1150],
    ]);
  });

  it('keeps a weight in taels or grams in the name of a Chinese row', () => {
    const items = read([
      '序號  物品說明                              件數    保額 (新台幣)',
      '  1   六福 足金吊墜 (約 1.2 兩)',
      '                                            1    NT$9,300',
      '  2   古董銀器茶壺 (重 450 克)',
      '                                            1    NT$12,600',
    ]);
    expect(items).toEqual([
      ['六福 足金吊墜 (約 1.2 兩)', 1, 9300],
      ['古董銀器茶壺 (重 450 克)', 1, 12600],
    ]);
  });

  it('joins a numbered description with the figures under its columns only', () => {
    const joined = joinFiguresUnderDescriptions(
      asLines([
        '1. Montre Jaeger-LeCoultre Reverso (acier, 1998)',
        '                                           1     4 800 €',
        '2. Bague saphir 2,1 carats',
        '                                           1     6 300 €',
      ]),
    );
    expect(joined.map((l) => l.text)).toEqual([
      '1 x Montre Jaeger-LeCoultre Reverso (acier, 1998)   4 800 €',
      '1 x Bague saphir 2,1 carats   6 300 €',
    ]);
  });

  it('leaves a till whose one wrapped line has its count and price below', () => {
    const lines = asLines(['1 ORGANIC OAT MILK 1L', '            2      3.98', 'TOTAL    3.98']);
    expect(joinFiguresUnderDescriptions(lines)).toEqual(lines);
  });
});

describe("a schedule's descriptions kept whole", () => {
  it('keeps the commas of a description under a sum-insured heading stacked over two lines', () => {
    const items = read([
      'PRAIRIE MUTUAL — SCHEDULED ARTICLES',
      'Item description                                          Insured     Annual',
      '                                                          Value       Premium',
      'Sapphire tennis bracelet, 14k white gold, 4.2 ctw         $9,300      $111.60',
      'Bronze sculpture, heron in flight, cast 2011, no. 4/12    $12,000     $21.60',
      'TOTAL SCHEDULED                                           $21,300',
    ]);
    expect(items.map(([name, , value]) => [name, value])).toEqual([
      ['Sapphire tennis bracelet, 14k white gold, 4.2 ctw', 9300],
      ['Bronze sculpture, heron in flight, cast 2011, no. 4/12', 12000],
    ]);
  });

  it('leaves no empty part where a reference was taken out of a description', () => {
    const items = read([
      'No.  Description                                          Sum insured',
      '  1  Omega Speedmaster 42mm, ref. 3113042, moonwatch            €7,350',
      '  2  Leica M6 camera body, black chrome                         €2,900',
    ]);
    expect(items[0]![0]).toBe('Omega Speedmaster 42mm, moonwatch');
  });

  it('knows an insured-value heading in other languages, and a plain price list as none', () => {
    expect(isInsuredSchedule(asLines(['Nr.  Gegenstand      Versicherungssumme']))).toBe(true);
    expect(isInsuredSchedule(asLines(['項目   物品   數量   保額 (新台幣)']))).toBe(true);
    expect(isInsuredSchedule(asLines(['Article        Qty     Price']))).toBe(false);
  });
});

describe("a Chinese schedule's sum-insured total", () => {
  it.each(['總保額', '总保额 (指定物品)', '保額合計'])('%s is a total', (label) => {
    expect(chineseKind(label)).toBe('total');
  });
});
