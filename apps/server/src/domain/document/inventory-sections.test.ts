import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.value, i.location]);

describe('inventories in sections', () => {
  it('reads an inventory with room headings and a declared total as a list, unvalued rows kept', () => {
    expect(
      read([
        'Qty  Item                                Condition      Declared value',
        '',
        'LIVING ROOM',
        '--------------------------------------------------------------------',
        '  1  Leather armchair                    good               400.00',
        '  1  Bookcase, pine                      worn',
        '',
        'GUEST BEDROOM',
        '--------------------------------------------------------------------',
        '  1  Single bed                          good               150.00',
        '',
        'KITCHEN',
        '--------------------------------------------------------------------',
        '  1  Toaster                             good                25.00',
        '',
        'Total declared value: 575.00',
      ]),
    ).toEqual([
      ['Leather armchair', 400, 'Living Room'],
      // The row ends at its condition: its name as printed, the condition read from its column.
      ['Bookcase, pine', null, 'Living Room'],
      ['Single bed', 150, 'Guest Bedroom'],
      ['Toaster', 25, 'Kitchen'],
    ]);
  });

  it('reads numbered section headings naming rooms, the unpriced rows under each in its room', () => {
    expect(
      read([
        'CHECK-OUT INVENTORY',
        'Deposit held: $2,400',
        '',
        'A. KITCHEN',
        '  No.   Item                              Qty  Condition',
        '  A1    Toaster, four-slice, chrome       1    Good',
        '  A2    Bar stools, black                 3    Worn - torn seat',
        '',
        'B) Bedroom 2',
        '  No.   Item                              Qty  Condition',
        '  B1    Single bed, pine, with mattress   1    Fair',
        '',
        '3. GARAGE',
        '  No.   Item                              Qty  Condition',
        '  C1    Chest freezer, white              1    Good',
      ]),
    ).toEqual([
      ['Toaster, four-slice, chrome', null, 'Kitchen'],
      ['Bar stools, black', null, 'Kitchen'],
      ['Single bed, pine, with mattress', null, 'Bedroom 2'],
      ['Chest freezer, white', null, 'Garage'],
    ]);
  });

  it('keeps a numbered entry that names no room an entry', () => {
    expect(
      read(['Things to sell:', '1. Garden bench 40.00', '2. Kitchen scales 12.00']).map(
        ([name]) => name,
      ),
    ).toEqual(['Garden bench', 'Kitchen scales']);
  });

  it('skips the header a table repeats under each section and the closing statement', () => {
    expect(
      read([
        'INVENTARIO',
        '',
        'COCINA',
        'Artículo                  Cant.  Estado         Valor',
        'Tostadora                 1      buen estado    30,00 €',
        'Cafetera                  1      -              -',
        '',
        'SALÓN',
        'Artículo                  Cant.  Estado         Valor',
        'Lámpara de pie            1      buen estado    45,00 €',
        '',
        'Ambas partes revisan y aceptan el estado de los muebles.',
        'Firma arrendadora                 Firma arrendatario',
      ]).map(([name]) => name),
    ).toEqual(['Tostadora', 'Cafetera', 'Lámpara de pie']);
  });

  it('reads the closing of a tenancy inventory as no items and a guest bedroom as a room', () => {
    expect(nonItemKind('Fait en trois exemplaires à Lyon, le 2 mai 2025.')).toBe('meta');
    expect(nonItemKind('Fait à Nantes, le 4 juin')).toBe('meta');
    expect(nonItemKind('La bailleur            Le locataire')).toBe('meta');
    expect(nonItemKind('Landlord   Tenant')).toBe('meta');
    expect(nonItemKind('Signed in duplicate on 3 May 2025')).toBe('meta');
    expect(nonItemKind('(signature précédée de « bon pour accord »)')).toBe('meta');
    expect(nonItemKind('Fauteuil club en cuir')).toBeNull();
    expect(
      read([
        'AGENCE DU PARC - 8, boulevard des Alpes - 38000 Grenoble',
        '',
        "CHAMBRE D'AMIS",
        '  Désignation                     Qté  État',
        '  Lit gigogne 90 x 190            1    bon état',
        '  Commode 3 tiroirs               1    usure légère',
      ]),
    ).toEqual([
      ['Lit gigogne 90 x 190', null, "Chambre d'amis"],
      ['Commode 3 tiroirs', null, "Chambre d'amis"],
    ]);
  });

  it('reads a signature blank named by its party as no item', () => {
    expect(nonItemKind('Firma del inquilino')).toBe('meta');
    expect(nonItemKind('Signature tenant')).toBe('meta');
    expect(nonItemKind('Signature wallet, black leather')).toBeNull();
  });
});
