import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const read = (text: string) =>
  extractItems(text).items.map((i) => [i.name, i.quantity, i.value, i.location ?? null]);

describe('rows whose parts sit on two lines or in named columns', () => {
  it('reads a gift receipt whose code and count sit under the name', () => {
    const slip = [
      '        KMART',
      '   *** GIFT RECEIPT ***',
      'Anko Bluetooth Speaker Mini',
      '  442-19-0071                        QTY 1',
      'Kids Scooter 3 Wheel Pink',
      '  318-07-2245                        QTY 2',
      'Prices are not shown on gift receipts.',
    ].join('\n');
    expect(read(slip)).toEqual([
      ['Anko Bluetooth Speaker Mini', 1, null, null],
      ['Kids Scooter 3 Wheel Pink', 2, null, null],
    ]);
  });

  it('reads a replacement-value column of a room inventory', () => {
    const list = [
      'Keuken',
      '  Omschrijving                     Aantal  Staat        Vervangingswaarde',
      '  Smeg waterkoker                       1  goed         € 139,00',
      '  Pannenset (5 delig)                   1  versleten    -',
      'Slaapkamer',
      '  Omschrijving                     Aantal  Staat        Vervangingswaarde',
      '  Auping boxspring 140x200              1  goed         € 1.250,00',
      '  Nachtkastje grenen                    2  goed         -',
    ].join('\n');
    expect(read(list).map(([name, , value]) => [name, value])).toEqual([
      ['Smeg waterkoker', 139],
      ['Pannenset (5 delig)', null],
      ['Auping boxspring 140x200', 1250],
      ['Nachtkastje grenen', null],
    ]);
  });

  it('keeps a standard’s version in a name: "USB 3.2" is no price', () => {
    const receipt = [
      'ELEKTRO CENTER',
      'Anker Hub USB-C auf HDMI 2.1 4K',
      '  Art. 5512093   1 x 39.90             39.90',
      'Sandisk Stick USB 3.2 64GB',
      '  Art. 5519921   2 x 14.95             29.90',
      'Total CHF                              69.80',
    ].join('\n');
    const names = read(receipt).map(([name, quantity, value]) => [name, quantity, value]);
    expect(names).toHaveLength(2);
    expect(String(names[1]![0])).toContain('Sandisk Stick USB 3.2 64GB');
    expect(names[1]!.slice(1)).toEqual([2, 14.95]);
  });

  it('reads an invoice’s services subtotal and a marketplace’s shop field as no items', () => {
    expect(nonItemKind('Dienstleistungen netto')).toBe('subtotal');
    expect(nonItemKind('Kedai: Sinar Elektrik Official')).toBe('meta');
  });
});
