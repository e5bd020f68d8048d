import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const priced = (text: string) =>
  extractItems(text).items.map((i) => [i.name, i.quantity, i.value] as const);

describe('Malaysian slips', () => {
  it('read as one paragraph, with every sold row opening "ITEM #", come apart into rows', () => {
    const slip =
      'MEGAMART SDN BHD (123456-A) Lot 5, Jalan Besar, 43000 Kajang Tel : (603) 8736 2201 ' +
      '05/04/18 12:31 RG:2 TX:10422 GST Reg No : 001234567890 QTY RM ' +
      'ITEM # 9556001234567 MILO 3IN1 ACTIV-GO 1 12.90 ITEM # 9557062331204 GARDENIA ' +
      'WHITE BREAD 2 2.60 SUBTOTAL 15.50 TOTAL(INCL GST) 15.50 CASH 20.00 CHANGE DUE 4.50 ' +
      'ITEMS PURCHASED: 3 Thank You. Please Come Again.';
    const read = extractItems(slip);
    expect(read.currency).toBe('MYR');
    expect(read.items.map((i) => i.value)).toEqual([12.9, 2.6]);
    expect(read.items[0]!.name).toMatch(/^MILO 3IN1 ACTIV-GO/);
  });

  it('name the ringgit by a "(RM)" column heading when no amount carries it', () => {
    const slip = [
      'KEDAI RUNCIT MAJU',
      'Harga barang termasuk GST',
      'Description        Amt(RM)',
      'SUSU PEKAT F&N        3.20',
      'ROTI BENGGALI         1.80',
      'TOTAL                 5.00',
    ].join('\n');
    expect(extractItems(slip).currency).toBe('MYR');
  });
});

describe('names with a note in brackets inside them', () => {
  it('keep the words after the note, a closing colour note going to the details', () => {
    const order = [
      'Order Confirmation',
      '',
      'Samsung 108 cm (43 inches) Crystal 4K Smart TV UA43CUE60 (Titan Gray)',
      'Quantity: 1',
      '₹32,990.00',
      '',
      'Item(s) Subtotal: ₹32,990.00',
    ].join('\n');
    const [tv] = extractItems(order).items;
    expect(tv!.name).toBe('Samsung 108 cm Crystal 4K Smart TV UA43CUE60');
    expect(tv!.details).toEqual(expect.arrayContaining(['43 inches', 'Titan Gray']));
  });
});

describe('an inventory table whose count column is headed "Anz."', () => {
  it('reads the count and the single value', () => {
    const list = [
      'Inventarliste',
      'Anz.  Gegenstand                     Einzelwert      Gesamt',
      '4     Gartenstuhl Teak               85,00 €        340,00 €',
      '1     Sonnenschirm Doppler 3 m      129,00 €        129,00 €',
    ].join('\n');
    expect(priced(list)).toEqual([
      ['Gartenstuhl Teak', 4, 85],
      ['Sonnenschirm Doppler 3 m', 1, 129],
    ]);
  });
});

describe('a count of pieces at a price under its name', () => {
  it('reads "3pc @ 4.50 13.50" as three at 4.50', () => {
    const slip = [
      'BOOKSHOP SDN BHD',
      'A4 PAPER 80G 500S 12.90 T',
      'GLUE STICK 21G',
      '3pc @ 4.50 13.50 T',
      'Total RM Incl. of GST 26.40',
    ].join('\n');
    expect(priced(slip)).toEqual([
      ['A4 PAPER 80G 500S', 1, 12.9],
      ['GLUE STICK 21G', 3, 4.5],
    ]);
  });
});
