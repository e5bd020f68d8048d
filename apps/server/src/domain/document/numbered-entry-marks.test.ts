import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const priced = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.quantity, i.value] as const);

describe("a schedule's entries numbered by a bare figure, each with a labelled count below", () => {
  it('takes the labelled count, not the entry number, and the value as each', () => {
    const schedule = [
      'NORTHSTAR  Private Client',
      'SCHEDULE OF FINE ARTICLES',
      'Policy No. 55-903-17  Named insured: Dana & Lee Ortiz',
      'Effective 09/15/2025 to 09/15/2026',
      '',
      '',
      'JEWELRY',
      '1    0.90 ct oval sapphire pendant, white gold',
      '     Cert. 5512093388, appraisal 08/2025',
      '     Qty 1  Appraised value each                         $4,100.00',
      '2    Omega Seamaster pearl necklace 8mm, length 45',
      '     Qty 1  Appraised value each                         $2,600.00',
      '',
      'CAMERAS',
      '3    Leica M11 rangefinder body, silver',
      '     Serial on file; original box',
      '     Qty 1  Appraised value each                         $9,000.00',
      '',
      'GLASSWARE',
      '4    Baccarat Harcourt crystal tumblers, 2-piece set',
      '     Qty 6  Appraised value each                           $400.00',
      '',
      'TOTAL SCHEDULED AMOUNT                                  $18,100.00',
      'Annual premium                                             $150.20',
    ];
    expect(priced(schedule)).toEqual([
      [1, 4100],
      [1, 2600],
      [1, 9000],
      [6, 400],
    ]);
    expect(extractItems(schedule.join('\n')).items[0]!.name).not.toMatch(/^1 /);
  });
});
