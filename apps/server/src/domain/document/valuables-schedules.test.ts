import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const named = (text: string) =>
  extractItems(text).items.map((i) => [i.name.slice(0, 24), i.value] as const);

describe('schedules of valuables', () => {
  it('names a row by its description when the item column only says what kind of thing it is', () => {
    const text = [
      'SCHEDULE OF SPECIFIED VALUABLES',
      'Item             | Description                          | Serial       | Sum insured',
      'Wristwatch       | Omega Speedmaster Professional 42mm  | Serial 88123 | £5,200.00',
      'Camera           | Leica M11 body, black                | -            | £7,100.00',
      'Laptop           | Apple MacBook Air 13" M2             | Serial C02X  | £1,249.00',
    ].join('\n');
    const items = extractItems(text).items;
    expect(items.map((i) => [i.name.slice(0, 20), i.value])).toEqual([
      ['Omega Speedmaster Pr', 5200],
      ['Leica M11 body, blac', 7100],
      ['Apple MacBook Air 13', 1249],
    ]);
    expect(items[0]!.details).toContain('Wristwatch');
  });

  it('keeps the item column as the name when the description only describes it', () => {
    const text = [
      'Item     | Description              | Value',
      'Sofa     | grey fabric, three seats | 450.00',
      'Armchair | green velvet, worn arms  | 120.00',
      'Rug      | wool, 2 x 3 m            | 90.00',
    ].join('\n');
    expect(named(text).map(([n]) => n)).toEqual(['Sofa', 'Armchair', 'Rug']);
  });

  it('reads the value after a serial or a dash on the line under the thing', () => {
    const text = [
      'PERSONAL ARTICLES FLOATER',
      'Policy: PAF 1234',
      '',
      ' 1  Cartier Tank Must watch, steel, large model',
      '    S/N 7711002              Appraised value: $3,150.00',
      ' 2  Sapphire pendant, 18K yellow gold chain',
      '    -                        Appraised value: $2,400.00',
      ' 3  Fender Stratocaster guitar, sunburst',
      '    S/N US2210               Appraised value: $1,899.00',
      '',
      'Total scheduled amount:  $7,449.00',
    ].join('\n');
    expect(named(text)).toEqual([
      ['Cartier Tank Must watch', 3150],
      ['Sapphire pendant', 2400],
      ['Fender Stratocaster guit', 1899],
    ]);
  });
});

describe('karat on jewellery', () => {
  it.each<[string, number | null]>([
    ['Gold chain, 18K   €1.200,00', 1200],
    ['Selling my bike for 18k', 18000],
  ])('%s → %s', (line, value) => {
    expect(extractItems(line).items[0]?.value ?? null).toBe(value);
  });
});

describe('a schedule whose blocks repeat the same labelled fields', () => {
  it('is read as a form, not as a chat between its labels', () => {
    const schedule = [
      'WERTSACHENVERZEICHNIS',
      '',
      'Pos. 1',
      '  Gegenstand:      Rolex Datejust 36 mm',
      '  Kennzeichnung:   Seriennr. 7Y114522',
      '  Wertnachweis:    Kaufbeleg vom 02.03.2021',
      "  Versicherungswert: CHF 8'400.00",
      '',
      'Pos. 2',
      '  Gegenstand:      Ring Weissgold 750 mit Saphir',
      '  Kennzeichnung:   Zertifikat Nr. S-1182',
      '  Wertnachweis:    Schätzung Juwelier vom 10.01.2024',
      "  Versicherungswert: CHF 3'250.00",
    ].join('\n');
    expect(extractItems(schedule).items.map((i) => [i.name, i.value])).toEqual([
      ['Rolex Datejust 36 mm', 8400],
      ['Ring Weissgold 750 mit Saphir', 3250],
    ]);
  });
});
