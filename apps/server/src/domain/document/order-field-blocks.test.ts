import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const priced = (text: string) =>
  extractItems(text).items.map((i) => [i.name, i.quantity, i.value] as const);

describe("an order's entries written as a name over labelled fields", () => {
  it('reads Vietnamese count and price labels under numbered entries', () => {
    const order = [
      'Xác nhận đơn hàng',
      '',
      '1. Nồi chiên không dầu Lock&Lock 5.2L',
      '   Phân loại: Đen',
      '   Số lượng: 1',
      '   Giá: ₫1.150.000',
      '',
      '2. Bình giữ nhiệt Elmich 500ml',
      '   Phân loại: Xanh',
      '   Số lượng: 2',
      '   Giá: ₫215.000',
      '',
      'Tổng tiền hàng: ₫1.580.000',
      'Phí vận chuyển: ₫25.000',
      'Tổng thanh toán: ₫1.605.000',
    ].join('\n');
    expect(priced(order)).toEqual([
      ['Nồi chiên không dầu Lock&Lock 5.2L', 1, 1150000],
      ['Bình giữ nhiệt Elmich 500ml', 2, 215000],
    ]);
  });

  it('reads a unit price labelled "Precio unitario" and leaves the delivery charge out', () => {
    const order = [
      'Pedido N° 88123',
      '',
      'Aspiradora Robot Xiaomi S10',
      'Vendido por Tienda Central',
      'Cantidad: 1',
      'Precio unitario: $ 199.990',
      '',
      'Set de Toallas Algodón 6 piezas',
      'Vendido por Casa Hogar',
      'Cantidad: 3',
      'Precio unitario: $ 12.990',
      '',
      'Subtotal productos: $ 238.960',
      'Costo de despacho: $ 4.990',
      'Total pagado: $ 243.950',
    ].join('\n');
    expect(priced(order)).toEqual([
      ['Aspiradora Robot Xiaomi S10', 1, 199990],
      ['Set de Toallas Algodón 6 piezas', 3, 12990],
    ]);
  });

  it('knows the order fields that name no thing', () => {
    expect(nonItemKind('Phí vận chuyển')).toBe('charge');
    expect(nonItemKind('Địa chỉ nhận hàng: Lê Văn An, 12 Trần Phú')).toBe('meta');
    expect(nonItemKind('RUT comprador')).toBe('meta');
    expect(nonItemKind('Khách cần trả')).toBe('total');
  });
});

describe("an invoice's work and its counts with decimals", () => {
  it('leaves out labour, driving and disposal rows behind a service code', () => {
    expect(nonItemKind('ARB Arbeid elektriker 2,5 t')).toBe('charge');
    expect(nonItemKind('ARB-M Arbeid montør')).toBe('charge');
    expect(nonItemKind('KJ Kjøring')).toBe('charge');
    expect(nonItemKind('Montering af garderobeskab')).toBe('charge');
    expect(nonItemKind('Bortkjøring og avfallshåndtering emballasje')).toBe('charge');
  });

  it('reads "3,00 stk" before the unit price as the count', () => {
    const invoice = [
      'FAKTURA',
      'Varenr   Beskrivelse            Antall Enh     Pris      Beløp',
      '220134   Stikkontakt dobbel      3,00 stk     89,00     267,00',
      '220188   Lysdimmer LED           1,00 stk    459,00     459,00',
      'Sum eks. mva                                            726,00',
    ].join('\n');
    expect(priced(invoice)).toEqual([
      ['Stikkontakt dobbel', 3, 89],
      ['Lysdimmer LED', 1, 459],
    ]);
  });
});

describe('an order whose count and unit price stand on lines of their own', () => {
  it('takes the price as the unit when that sum is the one the printed figures agree with', () => {
    const order = [
      'Order Confirmation',
      '',
      'Sony 164 cm (65 inches) Bravia 4K TV',
      'Quantity: 1',
      '₹1,79,990.00',
      '',
      'Philips Steam Iron GC1905',
      'Quantity: 2',
      '₹1,195.00',
      '',
      'Item(s) Subtotal:        ₹1,82,380.00',
      'Promotion Applied:      -₹1,000.00',
      'Grand Total:             ₹1,81,380.00',
    ].join('\n');
    expect(priced(order)).toEqual([
      ['Sony 164 cm Bravia 4K TV', 1, 179990],
      ['Philips Steam Iron GC1905', 2, 1195],
    ]);
  });

  it('reads a Chilean RUT as a tax id, not an amount, and a warranty package as no item', () => {
    const order = [
      'Pedido N° 55120',
      'Cliente RUT: 12.345.678-9',
      '',
      'Lámpara de pie Nórdica',
      'Cantidad: 2',
      'Precio unitario: $ 39.990',
      '',
      'Subtotal productos: $ 79.980',
      'Total pagado: $ 79.980',
      'Comercial Hogar S.A. – RUT 76.543.210-K',
    ].join('\n');
    expect(priced(order)).toEqual([['Lámpara de pie Nórdica', 2, 39990]]);
    expect(nonItemKind('Gói Bảo hành mở rộng 1 năm (BHMR)')).toBe('charge');
  });
});
