import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

describe('services billed beside the goods', () => {
  it.each<[string, string | null]>([
    // A delivery named as a compound, carried on into the home.
    ['Hausanlieferung bis in die Küche', 'charge'],
    ['Thuisbezorging tot in de woonkamer', 'charge'],
    ['Hemleverans in i vardagsrummet', 'charge'],
    // An assembly, also after a short row code.
    ['Kokoonpano ja pakkausten poisto', 'charge'],
    ['MNT  Montaż i wniesienie', 'charge'],
    // A service with what it includes, or done with its crew.
    ['Installation lave-vaisselle incl. raccordement', 'charge'],
    ['Anlieferung mit zwei Monteuren', 'charge'],
    // A cover plan with a shortened term or an "extended" word.
    ['Garansi Toko 2 Thn', 'charge'],
    ['Gwarancja przedłużona 3 lata', 'charge'],
    ['Garancia kiterjesztés 2 év', 'charge'],
    // A fee named by its closing word.
    ['Kargo bedeli', 'charge'],
    ['Kurulum ücreti (evde)', 'charge'],
    ['Opłata za wniesienie', 'charge'],
    ['Szállítási díj', 'charge'],
    ['Biaya Pengiriman', 'charge'],
    // Things stay items.
    ['Kahve makinesi 1,2 L', null],
    ['Garanti belgesi klasörü A4', null],
    ['Montagewinkel verzinkt 40 mm', null],
  ])('%s → %s', (label, kind) => {
    expect(nonItemKind(label)).toBe(kind);
  });
});

/** A made-up Polish appliance receipt: goods, then delivery, assembly, cover and a fee. */
const APPLIANCES = `ELEKTRO-DOM Sp. z o.o.
Gdańsk, ul. Długa 4
PARAGON
Pralka Amica WA1S610 6 kg          1 449,00
Suszarka Beko DS7512 7 kg          1 899,00
Hemleverans in i badrummet           129,00
Montaż i podłączenie                  99,00
Gwarancja przedłużona 3 lata         249,00
Opłata za wniesienie                  60,00
SUMA PLN                           3 885,00`;

describe('a receipt with its services', () => {
  it('keeps only the goods', () => {
    const names = extractItems(APPLIANCES).items.map((i) => i.name);
    expect(names).toEqual(['Pralka Amica WA1S610 6 kg', 'Suszarka Beko DS7512 7 kg']);
  });
});
