import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

describe("an insurance schedule's own figures", () => {
  it('reads the premium, the sum insured and the period of cover as no items', () => {
    expect(nonItemKind('Jahresprämie inkl. Stempelabgabe')).toBe('charge');
    expect(nonItemKind('Prämie')).toBe('charge');
    expect(nonItemKind('年間保険料')).toBe('charge');
    expect(nonItemKind('家財の保険金額')).toBe('total');
    expect(nonItemKind('Gültig bis: 30.06.2026')).toBe('meta');
    expect(nonItemKind('Valid from 1 July 2025')).toBe('meta');
  });

  it('keeps the things of a German schedule and drops its premium and its term', () => {
    const text = [
      'Wertsachenverzeichnis zur Hausratpolice',
      'Gültig ab: 01.07.2025, Hauptverfall 30.06.',
      '',
      'Pos.  Gegenstand                        Anzahl   Versicherungssumme EUR',
      '1     Herrenuhr Omega Seamaster              1                 5.400,00',
      '2     Perlenkette Süßwasser                  1                 1.250,00',
      '',
      'Jahresprämie: EUR 88,40',
    ].join('\n');
    expect(extractItems(text).items.map((i) => [i.name, i.value])).toEqual([
      ['Herrenuhr Omega Seamaster', 5400],
      ['Perlenkette Süßwasser', 1250],
    ]);
  });

  it.each([
    'Total des sommes assurées',
    'Łączna suma ubezpieczenia',
    'Samlet forsikringssum',
    '총 보험가입금액',
  ])('reads the sum insured in all, "%s", as a total', (label) => {
    expect(nonItemKind(label)).toBe('total');
  });
});
