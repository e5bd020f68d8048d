import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('Latin American and Quebec tills', () => {
  it("knows Peru's taxed base, IGV and bag tax, delivery and an old appliance taken away", () => {
    expect(nonItemKind('OP. GRAVADA')).toBe('subtotal');
    expect(nonItemKind('IGV 18%')).toBe('tax');
    expect(nonItemKind('Otros Impuestos Nacionales Indirectos')).toBe('tax');
    expect(nonItemKind('Impuestos Internos')).toBe('tax');
    expect(nonItemKind('ICBPER (2 X 0.50)')).toBe('tax');
    expect(nonItemKind('BOLSA PLASTICA TOTTUS 2 X 0.10')).toBe('charge');
    expect(nonItemKind('DESPACHO A DOMICILIO')).toBe('charge');
    expect(nonItemKind('Récupération ancien électroménager')).toBe('charge');
    expect(nonItemKind('Ud. ahorró:')).toBe('meta');
    expect(nonItemKind('Bolsa de dormir Coleman')).toBeNull();
  });

  it('reads a Peruvian till without its tax lines and bag', () => {
    const till = [
      'TIENDAS DEL SUR S.A.C.',
      'BOLETA DE VENTA ELECTRÓNICA',
      '------------------------------------------',
      'YOGURT GLORIA FRESA 1KG               7.90',
      'PAN DE MOLDE BIMBO 600G               9.50',
      'BOLSA PLASTICA TOTTUS 2 X 0.10         0.20',
      '------------------------------------------',
      'OP. GRAVADA                      S/ 14.59',
      'IGV 18%                           S/ 2.63',
      'ICBPER (2 X 0.50)                 S/ 1.00',
      'IMPORTE TOTAL                    S/ 18.60',
    ];
    expect(items(till.join('\n'))).toEqual([
      '1 × YOGURT GLORIA FRESA 1KG @ 7.9',
      '1 × PAN DE MOLDE BIMBO 600G @ 9.5',
    ]);
  });
});

describe('Czech tills', () => {
  it('know the cash handed over, the change and what the card saved', () => {
    expect(nonItemKind('Hotovost')).toBe('payment');
    expect(nonItemKind('Vráceno')).toBe('payment');
    expect(nonItemKind('Klub Penny: ušetřili jste 12,00 Kč')).toBe('meta');
  });
});

describe('cover sold beside the goods', () => {
  it('knows a care and repair plan for a year count and a product', () => {
    expect(nonItemKind('3 Year Care & Repair Plan - Laptop')).toBe('charge');
    expect(nonItemKind('2 Year Care and Repair Plan')).toBe('charge');
    expect(nonItemKind('Repair kit for bikes')).toBeNull();
  });
});
