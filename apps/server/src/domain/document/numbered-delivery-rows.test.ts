import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.value]);

describe('delivery notes that number their rows and close them with a count and its unit', () => {
  it('takes the count beside its unit, not the row number, and keeps the unit out of the name', () => {
    expect(
      read([
        'MÖBELHAUS NORD GMBH',
        'LIEFERSCHEIN Nr. 2025-4471',
        'Kunde: Petra Beispiel',
        '',
        ' Pos.  Bezeichnung                                   Menge  Einheit',
        ' 1     Kleiderschrank Eiche 3-türig                     1  Stk',
        ' 2     Esszimmerstuhl Buche gepolstert                  6  Stk',
        ' 3     Besteckset Edelstahl 30 Teile                    1  Set',
        '',
        'Ware erhalten: ..............',
      ]),
    ).toEqual([
      ['Kleiderschrank Eiche 3-türig', 1, null],
      ['Esszimmerstuhl Buche gepolstert', 6, null],
      ['Besteckset Edelstahl 30 Teile', 1, null],
    ]);
  });

  it("reads a photographed note's row behind a stray mark", () => {
    expect(
      read([
        'ALBARAN DE ENTREGA  A-00912',
        'Cliente: Marta Ruiz',
        '  N.  Articulo                                   Cant.  Ud.',
        '  1   Lavavajillas Teka DFS 44750                   1  uds',
        ' | 2  Juego de sartenes Bra 3 piezas                 2  uds',
        "  3   Colchon viscoelastico 150x190                  1  uds '",
      ]),
    ).toEqual([
      ['Lavavajillas Teka DFS 44750', 1, null],
      ['Juego de sartenes Bra 3 piezas', 2, null],
      ['Colchon viscoelastico 150x190', 1, null],
    ]);
  });

  it('reads rows numbered 1, 2, 3 whose count closes the row without a unit', () => {
    expect(
      read([
        'NORDIC MOVERS AS',
        'PAKKSEDDEL  2025-118',
        '',
        ' Nr.  Beskrivelse                         Antall',
        ' 1    Sofa 3-seter grå                        1',
        ' 2    Spisestol eik                           6',
        ' | 3  Speil i messingramme                    2',
      ]),
    ).toEqual([
      ['Sofa 3-seter grå', 1, null],
      ['Spisestol eik', 6, null],
      ['Speil i messingramme', 2, null],
    ]);
  });
});
