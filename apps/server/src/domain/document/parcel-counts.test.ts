import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

describe('a delivery’s count of parcels', () => {
  it.each<[string, string | null]>([
    ['Number of packages:', 'meta'],
    ['Anzahl Pakete', 'meta'],
    ['Liczba paczek:', 'meta'],
    ['Nombre de colis :', 'meta'],
    ['Antal kolli', 'meta'],
    // Things stay items.
    ['Umzugskarton 60 l', null],
    ['Gift box, walnut', null],
    ['Karton', null],
  ])('%s → %s', (label, kind) => expect(nonItemKind(label)).toBe(kind));
});

/** A made-up Czech delivery note: no prices, the parcel count under the rows. */
const NOTE = `DODACÍ LIST DL-7781
Dodavatel: Dřevo Morava s.r.o., Olomouc
Poř.  Kód      Název zboží                       Množství MJ
-----------------------------------------------------------
1.    KR-90    Knihovna ořech 90 cm                     2 ks
2.    LV-12    Lavice do předsíně dub                   1 ks
-----------------------------------------------------------
Počet balíků: 5
Převzal: ..................`;

describe('a delivery note with its parcel count', () => {
  it('lists only the goods', () => {
    const items = extractItems(NOTE).items;
    expect(items.map((i) => i.quantity)).toEqual([2, 1]);
    expect(items.every((i) => /Knihovna|Lavice/.test(i.name))).toBe(true);
  });
});
