import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { withoutPremiumColumns } from './premium-columns.js';

const style = { decimal: '.', zeroDecimal: false } as const;

describe('schedules whose columns go on past the value: rate and premium', () => {
  it('reads each article at its limit, not its rate or premium, without its class heading', () => {
    const schedule = [
      'PINE RIDGE CASUALTY',
      'PERSONAL ARTICLES FLOATER - SCHEDULE',
      '',
      'Class / Article                                           Limit of     Rate     Yearly',
      '                                                          Insurance  per $100   Premium',
      '-------------------------------------------------------------------------------------',
      '1. CAMERAS',
      '   Nikon Z8 body with 24-120mm lens                        $4,600     0.90     $41.40',
      '   Fujifilm X100VI, silver                                 $1,800     0.90     $16.20',
      '2. WATCHES',
      '   Omega Speedmaster Professional, steel                   $7,300     1.10     $80.30',
      '-------------------------------------------------------------------------------------',
      'TOTAL SCHEDULED LIMIT                                                  $13,700',
      'TOTAL PREMIUM                                                                   $137.90',
    ].join('\n');
    const items = extractItems(schedule).items.map((i) => [i.name, i.quantity, i.value]);
    expect(items.map(([, quantity, value]) => [quantity, value])).toEqual([
      [1, 4600],
      [1, 1800],
      [1, 7300],
    ]);
    expect(items.map(([name]) => String(name))).toEqual([
      expect.stringMatching(/^Nikon Z8 body/),
      expect.stringMatching(/^Fujifilm X100VI/),
      expect.stringMatching(/^Omega Speedmaster/),
    ]);
  });

  it('leaves rows alone when no premium column follows the value', () => {
    const lines = [
      'Item                         Qty     Unit     Amount',
      'Desk lamp, brass               2    45.00      90.00',
    ].map((text) => ({ text }));
    expect(withoutPremiumColumns(lines, style)).toEqual(lines);
  });

  it('cuts a German schedule’s rate and premium after the sum insured', () => {
    const lines = [
      'Gegenstand                     Versicherungssumme    Satz    Prämie',
      'Geige Mittenwald 1925                  9.800,00      0,60     58,80',
    ].map((text) => ({ text }));
    expect(withoutPremiumColumns(lines, { decimal: ',', zeroDecimal: false })[1]!.text).toBe(
      'Geige Mittenwald 1925                  9.800,00',
    );
  });
});
