import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const priced = (text: string) =>
  extractItems(text).items.map((i) => [i.quantity, i.value] as const);

describe("an order e-mail's count and value fields under each name", () => {
  it('reads "Quantidade: 1  Valor unitário: R$ …  Total: R$ …" rows', () => {
    const mail = [
      'Seu pedido 88123 foi confirmado',
      '',
      '--- Itens ---',
      '',
      'Liquidificador Philco PLQ1400',
      'Quantidade: 1    Valor unitário: R$ 219,90    Total: R$ 219,90',
      'Vendido e entregue por Loja Azul',
      '',
      'Jogo de Toalhas Buddemeyer 4 peças',
      'Quantidade: 3    Valor unitário: R$ 89,00    Total: R$ 267,00',
      'Vendido por Têxtil Sul e entregue por Loja Azul',
      '',
      'Subtotal: R$ 486,90',
      'Frete: R$ 15,00',
      'Total: R$ 501,90',
    ].join('\n');
    expect(priced(mail)).toEqual([
      [1, 219.9],
      [3, 89],
    ]);
  });

  it('reads "Cantidad: 2  Valor unitario: $ …" rows', () => {
    const mail = [
      'Tu compra #7781 está confirmada',
      '',
      'Pava eléctrica Philips HD9350',
      'Cantidad: 1    Valor unitario: $ 45.999    Total: $ 45.999',
      '',
      'Sartén Hudson 28 cm antiadherente',
      'Cantidad: 2    Valor unitario: $ 18.500    Total: $ 37.000',
      '',
      'Subtotal: $ 82.999',
      'Total: $ 82.999',
    ].join('\n');
    expect(priced(mail)).toEqual([
      [1, 45999],
      [2, 18500],
    ]);
  });

  it('reads an "Uds." column as the count', () => {
    const mail = [
      'Artículo                                         Uds.   Precio',
      '------------------------------------------------------------------',
      'Auriculares Sony WH-CH520 azul                    1   59,00 €',
      'Cable HDMI 2.1 Ugreen 2 m                         3   29,97 €',
      '------------------------------------------------------------------',
      'Total productos                                        88,97 €',
      'Total (IVA incluido)                                   88,97 €',
    ].join('\n');
    expect(priced(mail)).toEqual([
      [1, 59],
      [3, 9.99],
    ]);
  });
});
