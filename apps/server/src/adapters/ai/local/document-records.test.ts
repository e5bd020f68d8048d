import { describe, expect, it } from 'vitest';
import { textItems } from './compose.js';
import { extractItems } from '../../../domain/document/extract.js';
import {
  identifierLine,
  splitIdentifiers,
  takeIdentifiers,
} from '../../../domain/document/identifiers.js';

const records = (text: string) =>
  textItems(extractItems(text)).map((item) => ({
    name: item.itemName,
    serial: item.serialNumber,
    model: item.modelNumber,
    purchased: item.purchaseDate,
    paid: item.purchasePrice,
    warranty: item.warrantyUntil,
    description: item.itemDescription,
  }));

describe('serial and model numbers', () => {
  it('reads them from detail lines, fields and entry lines', () => {
    expect(identifierLine('S/N: 5CD1234XYZ')).toBe('Serial: 5CD1234XYZ');
    expect(identifierLine('  Serial No. A1-22/7')).toBe('Serial: A1-22/7');
    expect(identifierLine('Model # DCD791D2')).toBe('Model: DCD791D2');
    expect(identifierLine('Modell: WM14N2')).toBe('Model: WM14N2');
    expect(identifierLine('Serial killer documentary')).toBeNull();
    expect(takeIdentifiers('Dell XPS 13 S/N 5CD1234XYZ')).toEqual({
      text: 'Dell XPS 13',
      serial: '5CD1234XYZ',
      model: null,
    });
    expect(splitIdentifiers(['Model: EC-1', 'red', 'Serial: —'])).toEqual({
      details: ['red'],
      model: 'EC-1',
      serial: null,
    });
  });

  it('gives a receipt line its serial, the invoice date and the line price, not its notes', () => {
    const items = records(
      [
        'ELECTRO WORLD',
        'Invoice date: 03/14/2026',
        'Dell XPS 13 Laptop        1   1,299.00',
        '  S/N: 5CD1234XYZ',
        'USB-C Hub                 1      49.99',
        'TOTAL                         1,348.99',
        'Returns accepted until 04/13/2026',
      ].join('\n'),
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      serial: '5CD1234XYZ',
      model: null,
      purchased: '2026-03-14',
      paid: 1299,
    });
    expect(items[0]!.name).not.toMatch(/5CD1234XYZ/);
    expect(items[0]!.description).not.toMatch(/5CD1234XYZ|Serial/);
    expect(items[1]).toMatchObject({ serial: null, purchased: '2026-03-14', paid: 49.99 });
  });

  it('reads a warranty card: model, serial, purchase date and warranty end', () => {
    const [card] = records(
      [
        'Product: Cordless drill',
        'Brand: DeWalt',
        'Model: DCD791',
        'Serial number: SN-998877',
        'Purchase date: 1 April 2023',
        'Warranty until: 2026-04-01',
        'Price: $129.99',
      ].join('\n'),
    );
    expect(card).toMatchObject({
      name: 'Cordless drill',
      model: 'DCD791',
      serial: 'SN-998877',
      purchased: '2023-04-01',
      warranty: '2026-04-01',
    });
    expect(card!.description).not.toMatch(/DCD791|SN-998877/);
  });

  it('reads serial and model columns of an inventory list', () => {
    expect(
      records('Item,Model,Serial number,Value\nTelevision,OLED55C3,LG-7781,1499\n'),
    ).toMatchObject([{ name: 'Television', model: 'OLED55C3', serial: 'LG-7781', paid: null }]);
  });
});
