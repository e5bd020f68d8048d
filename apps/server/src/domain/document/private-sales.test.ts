import { describe, expect, it } from 'vitest';
import { wearCondition } from './conditions.js';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.value]);

describe("a private seller's messages", () => {
  it('drops the message headers and the messages that price nothing', () => {
    expect(
      read([
        'Nachricht zu deiner Anzeige',
        '',
        'Tom B. · gestern, 18:02',
        'Hallo, gibt es den Tisch noch?',
        '',
        'Du · gestern, 18:40',
        'Ja! Noch da:',
        '– Esstisch Eiche 180 cm: 220 €',
        '– Stehlampe Messing: 40 €',
        '',
        'Tom B. · gestern, 19:15',
        'Prima, ich nehme beides. Sonntag 10 Uhr?',
      ]),
    ).toEqual([
      ['Esstisch Eiche 180 cm', 1, 220],
      ['Stehlampe Messing', 1, 40],
    ]);
  });

  it('reads the things a line prices together as unpriced belongings of their own', () => {
    expect(
      read([
        'Still available:',
        '- Road bike, 54 cm: £300',
        '- Turbo trainer: £80',
        '- Bike rack: £25',
        'Garage bits all together £20: socket set (2 pieces), workbench vice, pressure washer.',
      ]),
    ).toEqual([
      ['Road bike', 1, 300],
      ['Turbo trainer', 1, 80],
      ['Bike rack', 1, 25],
      ['Socket set', 2, null],
      ['Workbench vice', 1, null],
      ['Pressure washer', 1, null],
    ]);
  });

  it("leaves a bundle sentence that only talks to the buyer to the seller's prices", () => {
    const names = read([
      'Alt er til salg:',
      '• Barnevogn, sort – 3.000 kr.',
      '• Højstol – 800 kr.',
      'Tager du det hele, kan du få det for 3.500 kr. samlet.',
    ]).map(([name]) => name);
    expect(names).toEqual(['Barnevogn', 'Højstol']);
  });

  it('keeps a kind named by one word with its make and model in brackets', () => {
    const names = read([
      'Igjen:',
      '1. Ryggsekk 30 l – 600 kr',
      '2. Hodelykt – 300 kr',
      'Stavene (Swix Triac 150 cm) og skoene (Rossignol 42) får du sammen for 500 kr.',
    ]).map(([name]) => name);
    expect(names).toContain('Stavene (Swix Triac 150 cm)');
  });

  it('reads "kr 300 pr stk" as a unit price in crowns', () => {
    expect(
      read(['Selges:', '1. 3 stk campingstoler, kr 300 pr stk', '2. Gassgrill – 1 500 kr']),
    ).toEqual([
      ['Campingstoler', 3, 300],
      ['Gassgrill', 1, 1500],
    ]);
  });

  it('reads a line that exclaims before its list as no room', () => {
    const items = extractItems(
      ['Hi Anna, yes! Still here:', '- Armchair: $120', '- Rug: $60'].join('\n'),
    ).items;
    expect(items.map((i) => i.location)).toEqual([null, null]);
  });

  it('reads "muss repariert werden" as a thing in poor condition', () => {
    expect(wearCondition('Kette muss repariert werden')).toBe('poor');
  });
});
