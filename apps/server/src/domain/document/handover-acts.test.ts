import { describe, expect, it } from 'vitest';
import { conditionOf } from './conditions.js';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.location, i.condition]);

describe('a hand-over act with numbered rooms and numbered rows', () => {
  it('reads the rooms, the counts and the state after each count; keys and parties are no things', () => {
    expect(
      read([
        'PROTOKÓŁ PRZEKAZANIA MIESZKANIA',
        'Wynajmujący: Tomasz Lis    Najemca: Ewa Kowal',
        '',
        '1. Jadalnia',
        '    1) Stół rozkładany dębowy – 1 szt. – jak nowy',
        '    2) Krzesła tapicerowane – 6 szt. – do naprawy (2 szt. poplamione)',
        '',
        '2. Gabinet',
        '    3) Regał na książki – 2 szt. – jak nowe',
        '',
        'Klucze: 4 komplety (brama, piwnica)',
        'Wynajmujący: ..............     Najemca: ..............',
      ]),
    ).toEqual([
      ['Stół rozkładany dębowy', 1, 'Jadalnia', 'excellent'],
      ['Krzesła tapicerowane', 6, 'Jadalnia', 'poor'],
      ['Regał na książki', 2, 'Gabinet', 'excellent'],
    ]);
  });

  it('agrees "like new" and "for repair" in every gender and number', () => {
    expect(conditionOf('jak nowe')).toBe('excellent');
    expect(conditionOf('jak nowi')).toBe('excellent');
    expect(conditionOf('ako nová')).toBe('excellent');
    expect(conditionOf('do naprawy')).toBe('poor');
    expect(conditionOf('k opravě')).toBe('poor');
    expect(conditionOf('uszkodzona')).toBe('poor');
  });

  it('leaves the keys handed over out in other languages too', () => {
    const names = extractItems(
      [
        'Wohnzimmer',
        '- Ecksofa grau – 1 Stk. – gut',
        'Schlüssel: 2 Sätze',
        'Vermieter: ..........   Mieter: ..........',
      ].join('\n'),
    ).items.map((i) => i.name);
    expect(names).toEqual(['Ecksofa grau']);
  });
});
