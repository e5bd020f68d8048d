import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const priced = (text: string) =>
  extractItems(text).items.map((i) => [i.name, i.quantity, i.value] as const);

describe('invoices and orders in Serbian, Slovak, Estonian and Latvian: their non-item lines', () => {
  it.each([
    ['Ukupno bez PDV-a', 'subtotal'],
    ['Osnovica za PDV', 'subtotal'],
    ['Základ dane 20 %', 'subtotal'],
    ['Summa käibemaksuta', 'subtotal'],
    ['Preču summa', 'subtotal'],
    ['UKUPNO ZA UPLATU (RSD)', 'total'],
    ['Zostáva uhradiť', 'total'],
    ['Tasuda kokku EUR', 'total'],
    ['Kopā apmaksai', 'total'],
    ['PDV 10%', 'tax'],
    ['Käibemaks 24%', 'tax'],
    ['Izlazak na teren', 'charge'],
    ['Rad vodoinstalatera', 'charge'],
    ['Väljakutse tasu (Pärnu)', 'charge'],
    ['Töötasu', 'charge'],
    ['Vana pliidi utiliseerimine', 'charge'],
    ['Vynesenie na 5. poschodie', 'charge'],
    ['Dienstl.  Aufbau Schlafsofa', 'charge'],
    ['Kos Penghantaran', 'charge'],
    ['Asuransi Pengiriman', 'charge'],
    ['Uhradená záloha', 'payment'],
    ['Datum prometa: 02.04.2025.', 'meta'],
    ['Maksetähtaeg: 14.05.2025', 'meta'],
    ['Plānotais piegādes laiks: 03.06.-05.06.2025', 'meta'],
  ])('reads “%s” as %s', (line, kind) => expect(nonItemKind(line)).toBe(kind));

  it('keeps the goods of a plumber’s invoice and leaves the call-out, labour and disposal out', () => {
    const invoice = [
      'Veevärk Pärnu OÜ',
      'ARVE nr 2025-0077                                   Kuupäev: 04.04.2025',
      '',
      'Nr  Kirjeldus                                 Kogus  Ühik    Hind     Summa',
      '---------------------------------------------------------------------------',
      '1   Dušisegisti Grohe Euphoria                    1  tk    129,00    129,00',
      '2   Boiler Ariston Velis 80 l                     1  tk    389,00    389,00',
      '3   Väljakutse tasu (Pärnu linn)                  1  tk     30,00     30,00',
      '4   Töötasu                                     2,5  h      40,00    100,00',
      '5   Vana boileri utiliseerimine                   1  tk     15,00     15,00',
      '---------------------------------------------------------------------------',
      'Summa käibemaksuta                                                   663,00',
      'Käibemaks 24%                                                        159,12',
      'Tasuda kokku EUR                                                     822,12',
    ].join('\n');
    expect(priced(invoice)).toEqual([
      ['Dušisegisti Grohe Euphoria', 1, 129],
      ['Boiler Ariston Velis 80 l', 1, 389],
    ]);
  });

  it('reads a Slovak invoice table by its header: count, unit price, VAT rate and line total', () => {
    const invoice = [
      'FAKTÚRA č. 2025004411',
      '',
      'Označenie dodávky                      Množ. MJ   J.cena bez DPH  DPH %   Spolu bez DPH',
      '---------------------------------------------------------------------------------------',
      'Kreslo ušiak BERGEN zelené              1 ks          219,00     23          219,00',
      'Nočný stolík NOVA biely                 2 ks           49,00     23           98,00',
      'Montáž nábytku                          1 hod          25,00     23           25,00',
      '---------------------------------------------------------------------------------------',
      'Základ dane 23 %                                                              342,00',
      'DPH 23 %                                                                       78,66',
      'Celkom k úhrade EUR                                                           420,66',
    ].join('\n');
    expect(priced(invoice)).toEqual([
      ['Kreslo ušiak BERGEN zelené', 1, 219],
      ['Nočný stolík NOVA biely', 2, 49],
    ]);
  });

  it('reads “Artikelen (4)” as the goods summed, not a thing', () => {
    expect(nonItemKind('Artikelen (4)')).toBe('subtotal');
  });
});
