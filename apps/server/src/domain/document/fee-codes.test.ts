import { describe, expect, it } from 'vitest';
import { nonItemKind } from './non-items.js';
import { extractItems } from './extract.js';

describe('fees, payments, rounding and declared totals in more wordings', () => {
  it('reads each label as the kind of line it is', () => {
    const lines: Array<[string, string | null]> = [
      ['Bankomat', 'payment'],
      ['Kassen-ID: SP-114-02', 'meta'],
      ['RACCORDEMENT POUR 1 APPAREIL', 'charge'],
      ['Yuran Penghantaran', 'charge'],
      ['SV Lieferung und Aufbau 1 psch', 'charge'],
      ['Altgeräterücknahme (1 Herd)', 'charge'],
      ['Sperrmüllentsorgung', 'charge'],
      ['Zaokrouhlení', 'charge'],
      ['Cotisation Recupel', 'charge'],
      ['Gesamtwert Hausrat (Neuwert)', 'total'],
      ["Somme d'assurance des bijoux", 'total'],
      ['Items over this limit must be listed', 'meta'],
      ['Tell us of changes. Excess for jewellery', 'meta'],
      ['Lieferung und Montage', 'charge'],
      ['GRAT', 'charge'],
      ['CONTANTE', 'payment'],
      ['SCONTRINO FISCALE N. 118', 'meta'],
      ['Gratin dauphinois', null],
      // Things stay things.
      ['Bankomat Kartenhülle Leder schwarz', null],
      ['Gesamtausgabe Goethe Werke', null],
      ['Terrassenstuhl Akazie', null],
    ];
    for (const [label, kind] of lines) expect([label, nonItemKind(label)]).toEqual([label, kind]);
  });

  it('keeps an invoice’s goods and drops its coded service rows', () => {
    const invoice = [
      'Pos  Art.-Nr.  Bezeichnung                     Menge  Einzel netto  Gesamt netto',
      '1    71002233  Esstisch Eiche 160 cm           1 Stk        499,00        499,00',
      '2    71002250  Stuhl Eiche gepolstert          4 Stk         89,00        356,00',
      '3    SV        Lieferung und Aufbau            1 psch        79,00         79,00',
      '4    SV        Sperrmüllentsorgung (2 Stühle)  1 psch        35,00         35,00',
      'Warenwert netto                                                         855,00 EUR',
    ].join('\n');
    const items = extractItems(invoice).items.map((i) => [i.name, i.quantity, i.value]);
    expect(items).toEqual([
      ['Esstisch Eiche 160 cm', 1, 499],
      ['Stuhl Eiche gepolstert', 4, 89],
    ]);
  });
});
