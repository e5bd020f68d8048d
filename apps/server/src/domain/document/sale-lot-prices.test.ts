import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { isPriceTalk } from './talk.js';
import { nonItemKind } from './non-items.js';
import { countPricedTogether } from './priced-together.js';
import { endsASentence } from './sentence-ends.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.value]);

describe('a seller’s sum of the things bought one by one', () => {
  it.each([
    'Los gekocht kost het',
    'Singolarmente sarebbero',
    'Separately that would be',
    'Oddzielnie wychodzi',
    'Erikseen ne maksaisivat',
  ])('“%s” puts the price on no thing', (lead) => expect(isPriceTalk(lead)).toBe(true));

  it('keeps a thing whose name only sounds alike', () => {
    expect(isPriceTalk('Einzelbett Kiefer 90x200')).toBe(false);
  });
});

describe('a price that covers several of the thing', () => {
  it.each<[string, number | null]>([
    [' (za oba)', 2],
    [' (för båda)', 2],
    [' (tutti e 3)', 3],
    [' (for all 4)', 4],
    [' (les 3)', 3],
    [' (negotiable)', null],
    [' (new)', null],
  ])('“%s” covers %s', (tail, count) => expect(countPricedTogether(tail)).toBe(count));
});

describe('“including” inside a name', () => {
  it.each<[string, string | null]>([
    ['Espressomaschine Gaggia Classic inkl. Milchkännchen', null],
    ['Zelt Vaude Mark 3 incl. footprint', null],
    ['Preis inkl. MwSt', 'tax'],
    ['Amount incl. tax', 'tax'],
  ])('%s → %s', (label, kind) => expect(nonItemKind(label)).toBe(kind));

  it('ends no sentence with its dot', () => {
    expect(endsASentence('Regal Kallax 4x4 inkl. Einsätze – gut – 60 €')).toBe(false);
    expect(endsASentence('Ich hab alles. Nimmst du es?')).toBe(true);
  });
});

describe('a sale chat that prices a pair and sums the things apart', () => {
  it('reads each thing at its share and no sum for a thing', () => {
    expect(
      read([
        '03.02.25, 09:14 - Piet: Hoi, is de kinderfiets nog beschikbaar?',
        '03.02.25, 09:20 - Anouk: Ja! Ik heb ook nog:',
        'Kinderfiets Batavus Dinsdag 16 inch incl. zijwieltjes – als nieuw – 95 €',
        'Fietsstoeltje Bobike Exclusive Maxi – goed – 40 €',
        'Fietstassen Basil, 2 stuks – goed – 30 € (voor beide)',
        'Helmpje Abus Smiley – 15 € (alle 3)',
        '03.02.25, 09:21 - Anouk: Los gekocht kost het 180 €, samen doe ik het voor 150 €.',
        '03.02.25, 09:30 - Piet: Top, ik kom zaterdag.',
      ]),
    ).toEqual([
      ['Kinderfiets Batavus Dinsdag 16 inch incl. zijwieltjes', 1, 95],
      ['Fietsstoeltje Bobike Exclusive Maxi', 1, 40],
      ['Fietstassen Basil', 2, 15],
      ['Helmpje Abus Smiley', 3, 5],
    ]);
  });
});
