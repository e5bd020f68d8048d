import { describe, expect, it } from 'vitest';
import { conditionOf } from './conditions.js';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';
import { inferNumberStyle } from './numbers.js';

describe('inventories with whole amounts grouped by spaces', () => {
  it('takes spaces between whole amounts for thousands groups, and a date for no decimals', () => {
    expect(inferNumberStyle('Dato 03.09.2025\nStol 4 500\nBord 12 250', 'NOK').decimal).toBe(',');
    expect(inferNumberStyle('Chair 2 399\nTable 1,250.00', 'USD').decimal).toBe('.');
  });

  it('reads a Norwegian inventory table under room headings', () => {
    const text = [
      'INVENTARLISTE',
      'Utleier:   Ola Nordmann',
      'Leietaker: Kari Berg',
      '',
      'Stue',
      'Gjenstand                      Antall  Tilstand                Verdi kr',
      '-----------------------------------------------------------------------',
      'Lenestol i skinn                    1  pent brukt                 6 500',
      'Bokhylle, bjørk                     2  slitt                          –',
      '',
      'Kjøkken',
      'Gjenstand                      Antall  Tilstand                Verdi kr',
      '-----------------------------------------------------------------------',
      'Kjøleskap                           1  ny                        8 990',
      'Kjøkkenbord                         1  må repareres (løs plate)       –',
      '',
      'Sum oppgitt verdi                                            kr 15 490',
      '',
      'Tromsø, 02.09.2025',
      'Utleier: O. Nordmann          Leietaker: K. Berg',
    ].join('\n');
    const items = extractItems(text).items.map((i) => [
      i.name,
      i.quantity,
      i.value,
      i.location,
      i.condition,
    ]);
    expect(items).toEqual([
      ['Lenestol i skinn', 1, 6500, 'Stue', 'good'],
      ['Bokhylle, bjørk', 2, null, 'Stue', 'fair'],
      ['Kjøleskap', 1, 8990, 'Kjøkken', 'new'],
      ['Kjøkkenbord', 1, null, 'Kjøkken', 'poor'],
    ]);
  });

  it('knows the Nordic and Czech condition words', () => {
    expect(conditionOf('som ny')).toBe('excellent');
    expect(conditionOf('jako nový')).toBe('excellent');
    expect(conditionOf('pent brukt')).toBe('good');
    expect(conditionOf('opotřebený')).toBe('fair');
    expect(conditionOf('må repareres (hengsel løs)')).toBe('poor');
  });

  it('reads a sign-off place and date and the parties of a lease as no items', () => {
    expect(nonItemKind('Trondheim, 14.05.2025')).toBe('meta');
    expect(nonItemKind('Verhuurder: J. de Vries')).toBe('meta');
    expect(nonItemKind('Totale opgegeven waarde inboedel')).toBe('total');
    expect(nonItemKind('Lenestol, 2 stk')).toBeNull();
  });
});
