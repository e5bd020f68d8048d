import { describe, expect, it } from 'vitest';
import { describeText } from './compose.js';
import { extractItems } from '../../../domain/document/extract.js';

const read = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('order confirmations', () => {
  it('keeps size and colour lines out of the name, reads a labelled price and skips delivery dates', () => {
    const text = [
      'Bestellnummer: 10501234567890',
      'Voraussichtliche Lieferung: Mo. 17.02. - Mi. 19.02.',
      'Nike Air Max 90 - Sneaker low - white',
      'Größe: 42  Farbe: weiß',
      'Menge: 1',
      '129,99 €',
      '',
      "Levi's 501 Jeans Straight Leg",
      'Größe: W32/L32',
      'Menge: 2',
      'Preis: 99,95 €',
      '',
      'Zwischensumme 329,89 €',
      'Versand 0,00 €',
      'Gesamtsumme (inkl. MwSt.) 329,89 €',
    ].join('\n');
    expect(read(text)).toEqual([
      '1 × Nike Air Max 90 - Sneaker low - white @ 129.99',
      "2 × Levi's 501 Jeans Straight Leg @ 99.95",
    ]);
    expect(extractItems(text).items[0]!.details.join(' ')).toContain('42');
  });

  it('reads entries whose seller, quantity and price stand on lines of their own', () => {
    const text = [
      'Hello Anna,',
      'Order #112-4567890-1234567',
      'Arriving Thursday, March 5',
      '',
      'Anker PowerCore 10000 Portable Charger',
      'Sold by: AnkerDirect',
      'Qty: 2',
      '$25.99',
      '',
      'Logitech MX Master 3S Wireless Mouse',
      'Sold by: Amazon.com Services LLC',
      '$99.99',
      '',
      'Item Subtotal: $151.97',
      'Promotion Applied: -$10.00',
      'Order Total: $154.13',
    ].join('\n');
    expect(read(text)).toEqual([
      '2 × Anker PowerCore 10000 Portable Charger @ 25.99',
      '1 × Logitech MX Master 3S Wireless Mouse @ 99.99',
    ]);
  });

  it('reads German order lines and keeps a decimal comma inside a name', () => {
    const text = [
      'Bestellnummer 302-1234567-7654321',
      'Bosch Akku-Bohrschrauber GSR 12V-15',
      'Verkauf durch: Amazon EU S.à r.l.',
      'Menge: 1',
      '89,99 €',
      '',
      'Tefal Wasserkocher 1,7 L Edelstahl',
      'Verkauf durch: Haushalt-Direkt GmbH',
      'Menge: 2',
      '34,90 €',
      '',
      'Zwischensumme: 159,79 €',
      'Gesamtsumme: 159,79 €',
    ].join('\n');
    expect(read(text)).toEqual([
      '1 × Bosch Akku-Bohrschrauber GSR 12V-15 @ 89.99',
      '2 × Tefal Wasserkocher 1,7 L Edelstahl @ 34.9',
    ]);
  });

  it('takes a price column for line prices when that is what adds up to the total', () => {
    const text = [
      'Item                                   Qty    Price',
      'boAt Rockerz 450 Bluetooth Headset      1     ₹1,499',
      'Milton Thermosteel Flask 1000 ml        2     ₹1,158',
      'Total Amount       ₹2,657',
    ].join('\n');
    expect(read(text)).toEqual([
      '1 × boAt Rockerz 450 Bluetooth Headset @ 1499',
      '2 × Milton Thermosteel Flask 1000 ml @ 579',
    ]);
  });
});

describe('schedules of valuables', () => {
  it('reads blocks under numbered headings and in Italian, one item each with its own value', () => {
    const blocks = [
      'ITEM 1',
      'Description: Apple MacBook Pro 16" (2023)',
      'Serial number: C02XK1Y3MD6T',
      'Appraised value: $3,499.00',
      '',
      'ITEM 2',
      'Description: Sony A7 IV mirrorless camera',
      'Serial number: 4412987',
      'Appraised value: $2,898.00',
      '',
      'ITEM 3',
      'Description: Vintage Omega Speedmaster watch',
      'Appraised value: $7,500.00',
    ].join('\n');
    expect(read(blocks)).toEqual([
      '1 × Apple MacBook Pro 16" (2023) @ 3499',
      '1 × Sony A7 IV mirrorless camera @ 2898',
      '1 × Vintage Omega Speedmaster watch @ 7500',
    ]);
    const italian = [
      'Bene: Anello con zaffiro, oro bianco 18kt',
      'Valore stimato: € 3.200,00',
      '',
      'Bene: Orologio Longines Master Collection',
      'Valore stimato: € 2.450,00',
    ].join('\n');
    expect(read(italian)).toEqual([
      '1 × Anello con zaffiro, oro bianco 18kt @ 3200',
      '1 × Orologio Longines Master Collection @ 2450',
    ]);
  });

  it('reads one item per block, the appraised value as its value and its serial number', () => {
    const text = [
      'SCHEDULE OF VALUABLES',
      'Item 1: Rolex Submariner Date watch',
      'Description: stainless steel, black dial',
      'Serial number: 7R4K2291',
      'Appraised value: $11,500',
      '',
      'Item 2: Engagement ring',
      'Appraised value: $6,200',
    ].join('\n');
    const items = extractItems(text).items;
    expect(items.map((i) => [i.name, i.value])).toEqual([
      ['Rolex Submariner Date watch', 11500],
      ['Engagement ring', 6200],
    ]);
    expect(items[0]!.serial).toBe('7R4K2291');
  });
});

describe("a seller's bundle", () => {
  it('lists the things offered and keeps the one price on the bundle', () => {
    const text = [
      'Hi Tom,',
      'The whole lot is still available: a Nintendo Switch OLED, the dock, Mario Kart 8 and Zelda Breath of the Wild. I would like £260 for everything, collection only.',
      'Cheers, Sam',
    ].join('\n');
    const extraction = extractItems(text);
    expect(extraction.items.map((i) => [i.name, i.value])).toEqual([
      ['Nintendo Switch OLED', null],
      ['Dock', null],
      ['Mario Kart 8', null],
      ['Zelda Breath of the Wild', null],
    ]);
    expect(extraction.bundlePrice).toBe(260);
    expect(describeText(extraction, 0)).toContain('kept on the bundle, not split');
  });
});

describe('payments without items', () => {
  it('gives no item for a bank statement, however its rows wrap', () => {
    const statement = [
      'Transaction summary - Everyday Account',
      'Date         Description                              Debit      Balance',
      '01 Jul 2025  WOOLWORTHS 1234 SYDNEY Card xx1111        84.20      2,315.80',
      '05 Jul 2025  JB HI-FI BROADWAY Card xx1111',
      '                                                    1,299.00      1,016.80',
      '07/07/2025   NETFLIX.COM                               15.99      1,000.81',
      'Closing balance                                                  1,000.81',
    ].join('\n');
    const extraction = extractItems(statement);
    expect(extraction.items).toEqual([]);
    expect(extraction.paymentOnly).toBe(true);
  });

  it('gives no item for Portuguese and French card-terminal slips', () => {
    const slips = [
      'MULTIBANCO\nTALAO DE COMPRA\nFARMACIA CENTRAL LDA\nMONTANTE 18,75 EUR\nCOMPRA\nAUT 654321\nTRANSACAO EFECTUADA',
      'CARTE BANCAIRE\nLE 12/03/25 A 14:22\nBOULANGERIE DUPONT\nCB\nNo AUTO: 123456\nMONTANT REEL = 23,40 EUR\nDEBIT',
    ];
    for (const slip of slips) expect(extractItems(slip).items).toEqual([]);
  });

  it('gives no item for card slips that print the sale, the amount word or a masked card number', () => {
    const slips = [
      'MERCHANT COPY\nCard Type: AMEX\nAcct #: XXXXXXXXXXX1009\nTrans Type: PURCHASE\nApproval: 884321\nPURCHASE                  $23.40\nTIP                        $4.00\nTOTAL                     $27.40',
      'UNIEURO S.P.A.\nESERCENTE 123456789\nACQUISTO\nCARTA PAGOBANCOMAT ****5566\nCOD. AUT. 12A34B\nIMPORTO EUR 39,90\nTRANSAZIONE ESEGUITA',
      'Gamma Utrecht\nTerminal    CT123456\nMaestro\nKaart       6731xxxxxxxxx1234\nBETALING\nAutorisatiecode A1B2C3\nTotaal   66,45 EUR\nAkkoord',
      'BANK BCA\nELECTRONIC CITY SCBD\nSALE\nDEBIT BCA\nCARD NO : 6019 00** **** 4455\nAPPR CODE : 221133   REF NO : 009988\nTOTAL :    Rp 3.499.000\nTERIMA KASIH',
      'HARVEY NORMAN MID VALLEY\nSALE\nVISA  XXXXXXXXXXXX1122\nAPPR CODE: 887766\nTOTAL:          RM 1,299.00\nNO SIGNATURE REQUIRED',
    ];
    for (const slip of slips) {
      const extraction = extractItems(slip);
      expect(extraction.items).toEqual([]);
      expect(extraction.paymentOnly).toBe(true);
    }
  });
});
