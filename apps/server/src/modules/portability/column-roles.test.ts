import type { ColumnRole } from '@circle/contract';
import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from './export-columns.js';
import { detectColumnRoles, normaliseHeader } from './column-roles.js';

const rolesOf = (headers: string[], rows: string[][] = []) =>
  Object.fromEntries(headers.map((header, i) => [header, detectColumnRoles(headers, rows)[i]]));

/** The same sheet's header in each language the detection reads. */
const HEADERS: Record<string, [string, ColumnRole][]> = {
  en: [
    ['Item', 'name'],
    ['Brand', 'brand'],
    ['Purchase price', 'purchase_price'],
    ['Qty', 'quantity'],
    ['Room', 'location'],
    ['Condition', 'condition'],
    ['Notes', 'notes'],
    ['Serial number', 'serial'],
  ],
  de: [
    ['Bezeichnung', 'name'],
    ['Hersteller', 'brand'],
    ['Kaufpreis', 'purchase_price'],
    ['Anzahl', 'quantity'],
    ['Zimmer', 'location'],
    ['Zustand', 'condition'],
    ['Bemerkungen', 'notes'],
    ['Seriennummer', 'serial'],
  ],
  fr: [
    ['Désignation', 'name'],
    ['Marque', 'brand'],
    ['Prix', 'value'],
    ['Quantité', 'quantity'],
    ['Pièce', 'location'],
    ['État', 'condition'],
    ['Remarques', 'notes'],
    ['Numéro de série', 'serial'],
  ],
  es: [
    ['Artículo', 'name'],
    ['Marca', 'brand'],
    ['Precio', 'value'],
    ['Cantidad', 'quantity'],
    ['Habitación', 'location'],
    ['Estado', 'condition'],
    ['Notas', 'notes'],
    ['Número de serie', 'serial'],
  ],
  pt: [
    ['Nome', 'name'],
    ['Fabricante', 'brand'],
    ['Preço', 'value'],
    ['Quantidade', 'quantity'],
    ['Cômodo', 'location'],
    ['Condição', 'condition'],
    ['Observações', 'notes'],
    ['Modelo', 'model'],
  ],
  it: [
    ['Oggetto', 'name'],
    ['Produttore', 'brand'],
    ['Prezzo', 'value'],
    ['Quantità', 'quantity'],
    ['Stanza', 'location'],
    ['Condizione', 'condition'],
    ['Note', 'notes'],
    ['Numero di serie', 'serial'],
  ],
  nl: [
    ['Naam', 'name'],
    ['Merk', 'brand'],
    ['Waarde', 'value'],
    ['Aantal', 'quantity'],
    ['Kamer', 'location'],
    ['Staat', 'condition'],
    ['Opmerkingen', 'notes'],
    ['Serienummer', 'serial'],
  ],
  id: [
    ['Nama barang', 'name'],
    ['Merek', 'brand'],
    ['Harga', 'value'],
    ['Jumlah', 'quantity'],
    ['Ruangan', 'location'],
    ['Kondisi', 'condition'],
    ['Catatan', 'notes'],
    ['Nomor seri', 'serial'],
  ],
};

describe('detectColumnRoles', () => {
  for (const [language, columns] of Object.entries(HEADERS)) {
    it(`reads ${language} headers`, () => {
      const headers = columns.map(([header]) => header);
      expect(detectColumnRoles(headers, [])).toEqual(columns.map(([, role]) => role));
    });
  }

  it("reads Circle's own export header, every record field and the asset id included", () => {
    expect(rolesOf(EXPORT_COLUMNS.map(([header]) => header))).toEqual({
      id: 'import_ref',
      item_name: 'name',
      item_description: 'description',
      item_category: 'category',
      brand: 'brand',
      condition: 'condition',
      estimated_value: 'value',
      quantity: 'quantity',
      location: 'location',
      tags: 'tags',
      notes: 'notes',
      serial_number: 'serial',
      model_number: 'model',
      purchase_date: 'purchase_date',
      purchase_price: 'purchase_price',
      warranty_until: 'warranty_until',
      custom_fields: 'custom_field',
      is_verified: 'ignore',
      is_public: 'ignore',
      is_shareable: 'ignore',
      created_at: 'ignore',
      updated_at: 'ignore',
      asset_id: 'asset_id',
      // The location column holds the same path.
      place_path: 'ignore',
      attachments: 'ignore',
    });
  });

  it('gives each role to one column only, the most specific header first', () => {
    expect(rolesOf(['Price', 'Purchase price', 'Name', 'Product name'])).toEqual({
      Price: 'value',
      'Purchase price': 'purchase_price',
      Name: 'ignore',
      'Product name': 'name',
    });
    expect(rolesOf(['Notes on price', 'Price'])).toEqual({
      'Notes on price': 'notes',
      Price: 'value',
    });
  });

  it('reads columns without a telling header from their content', () => {
    const headers = ['Column A', 'Column B', 'Column C', 'Column D'];
    const rows = [
      ['Desk lamp', '€ 35,00', '2', 'good'],
      ['Office chair', '€ 120,00', '1', 'fair'],
      ['Monitor', '€ 199,99', '1', 'new'],
    ];
    expect(detectColumnRoles(headers, rows)).toEqual(['name', 'value', 'quantity', 'condition']);
  });

  it('reads price columns marked with a currency as the value', () => {
    for (const header of ['Price (€)', 'Cost USD', 'Wert in CHF', 'Wert [EUR]', 'Prix (£)']) {
      expect(detectColumnRoles(['Item', header], [['Lamp', '12']])).toEqual(['name', 'value']);
    }
  });

  it('reads a headerless column of amounts in scientific notation as the value', () => {
    const rows = [
      ['Piano', '1.5E+03'],
      ['Sofa', '2E+03'],
      ['Lamp', '4.5E+01'],
    ];
    expect(detectColumnRoles(['Item', ''], rows)).toEqual(['name', 'value']);
  });

  it('leaves unknown columns out', () => {
    expect(detectColumnRoles(['Colour', 'Weight (kg)'], [['red', '1.2']])).toEqual([
      'name',
      'ignore',
    ]);
    expect(detectColumnRoles([], [])).toEqual([]);
  });
});

describe('normaliseHeader', () => {
  it('drops case, accents, prefixes and separators', () => {
    expect(normaliseHeader('HB.serial_number')).toBe('serial number');
    expect(normaliseHeader('  Quantité ')).toBe('quantite');
    expect(normaliseHeader('N° de série')).toBe('n de serie');
  });
});
