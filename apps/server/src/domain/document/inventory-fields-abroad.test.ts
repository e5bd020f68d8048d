import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { headingOf } from './locations.js';
import { nonItemKind } from './non-items.js';

describe('a lease inventory’s and a removal list’s lines that name no belonging', () => {
  it.each([
    'Compteurs : gaz 00 412,5 m³ · eau 00 118,20 m³',
    'Clés remises : 2 clés porte, 1 badge garage',
    'Pour le bailleur                      Pour le locataire',
    '(lu et approuvé)',
    'Voor de verhuurder    Voor de huurder',
    'Pārdevējs: SIA Mājas Preces Rīga',
    'Verkoop door: Tuinhuis Online BV',
    'Atelier Dupont & Fils sprl · Rue Haute 12, 1000 Bruxelles · TVA BE 0412.345.678',
    'WOMBAT MOVERS PTY LTD  ABN 51 824 753 556',
    'Transit insurance premium (2%)',
  ])('reads “%s” as no item', (line) => expect(nonItemKind(line)).not.toBeNull());

  it.each([
    'Premium rate: 2% of total sum insured          Annual premium:',
    'Excess: 5% of each and every claim, minimum',
    'Franchise : 150 € par sinistre',
  ])('reads the policy term “%s” as no item', (line) => expect(nonItemKind(line)).not.toBeNull());

  it.each([
    ['Schlüssel: 2 Haustürschlüssel, 1 Kellerschlüssel', 'meta'],
    ['Kartonger: ca 20 st', 'meta'],
    ['Listing: Moving out sale - Bedok North', 'meta'],
    ['Household: J. & M. Carter, 14 Rose Street', 'meta'],
    ['Fait à Lyon, le 03/02/2025', 'meta'],
    ['Vendu et expédié par Boulanger', 'meta'],
    ['Sold and shipped by Gadget Hub', 'meta'],
    ['Basic excess: R 2 000.00 or 10% of claim', 'meta'],
    ['Total Specified All Risks', 'total'],
    ['Declared lump sum', 'total'],
  ])('reads “%s” as %s', (line, kind) => expect(nonItemKind(line)).toBe(kind));

  it('leaves belongings alone', () => {
    expect(nonItemKind('Cartons kitchenware (packed by owner)')).toBeNull();
    expect(nonItemKind('Premium leather wallet')).toBeNull();
    expect(nonItemKind('Compteur de vélo Sigma BC 8.0')).toBeNull();
    expect(nonItemKind('Lampe de bureau Ltd edition')).toBeNull();
  });

  it('reads a numbered room that doubles as another, and a plural bathroom, as headings', () => {
    expect(headingOf('CHAMBRE 3 / BUREAU', false)).toBe('Chambre 3 / Bureau');
    expect(headingOf('SALLE DE BAINS', false)).toBe('Salle de bains');
    expect(headingOf('Bedroom 2 / Study', false)).toBe('Bedroom 2 / Study');
    expect(headingOf('Model 3 / Black', false)).toBeNull();
  });

  it('reads a removal list whose declared values are the whole line’s, once the footer lines go', () => {
    const list = [
      'WOMBAT MOVERS PTY LTD  ABN 51 824 753 556',
      'Removal inventory',
      '',
      'Item                                  Qty  Condition         Declared value',
      '',
      'LOUNGE ROOM',
      'Fabric sofa 3-seater                    1  G - good               $1,200.00',
      'Armchairs                               2  W - worn                 $300.00',
      '',
      '---------------------------------------------------------------------------',
      'TOTAL DECLARED VALUE                                              $1,500.00',
      'Transit insurance premium (2%)                                       $30.00',
    ].join('\n');
    const items = extractItems(list).items.map((i) => [i.name, i.quantity, i.value] as const);
    expect(items).toEqual([
      ['Fabric sofa 3-seater', 1, 1200],
      ['Armchairs', 2, 150],
    ]);
  });
});

describe('French furniture words that other languages use for fees and till fields', () => {
  it('reads “Armoire 2 portes” and “Lit double” as belongings, a fuel till’s “Lit 35,20” not', () => {
    expect(nonItemKind('Armoire 2 portes coulissantes 180 cm')).toBeNull();
    expect(nonItemKind('Lit double')).toBeNull();
    expect(nonItemKind('Lit 35,20')).toBe('meta');
    expect(nonItemKind('Portes')).toBe('charge');
  });

  it('keeps a wardrobe with its doors in a lease inventory', () => {
    const inventory = [
      'CHAMBRE',
      '-------',
      'Désignation                                      Nombre   État constaté',
      'Lit double 140x190                                    1   bon état',
      'Armoire 3 portes 150 cm                               1   usure légère',
      'Chevet chêne                                          1   bon état',
    ].join('\n');
    expect(extractItems(inventory).items.map((i) => i.name)).toEqual([
      'Lit double 140x190',
      'Armoire 3 portes 150 cm',
      'Chevet chêne',
    ]);
  });
});
