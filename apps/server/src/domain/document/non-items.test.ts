import { describe, expect, it } from 'vitest';
import { nonItemKind } from './non-items.js';

describe('nonItemKind', () => {
  it('reads a till abbreviation as a discount, rounding or tender only when it is the whole label', () => {
    const lines: Array<[string, string]> = [
      ['DISC', 'charge'],
      ['Bill Disc', 'charge'],
      ['S.CHG', 'charge'],
      ['Adjustment', 'charge'],
      ['Tender', 'payment'],
      ['MASTER', 'payment'],
      ['Desc.', 'charge'],
      ['Vale', 'charge'],
      ['Acerto', 'charge'],
      ['MB', 'payment'],
      ['Base Imp.', 'subtotal'],
      ['Nesta compra poupou', 'charge'],
      ['Desc. Imediato', 'charge'],
      ['Portagem', 'charge'],
      ['Via Verde', 'charge'],
      ['Taxa B 13%', 'tax'],
      ['Reembolso', 'charge'],
      ['Disponível Poupa Mais', 'payment'],
      ['PVP', 'meta'],
      ['Round Off', 'charge'],
      ['Rebate', 'charge'],
      ['SC', 'charge'],
      ['eWallet', 'payment'],
      ['Sales Amount', 'total'],
      ['Tip 10%', 'charge'],
      ['BLIK', 'payment'],
      ['PG TIPS TEABAGS', ''],
      ['HEINEKEN 6X33CL BLIK', ''],
      ['Boost', 'payment'],
      ['HYDRO BOOST GEL CREAM', ''],
      ['SMILE TOTAL CARE 75ML', ''],
      ['SMILE TOTAL CARE OZ', ''],
      ['Order Total', 'total'],
      ['UW VOORDEEL', 'charge'],
      ['Disc brake pads', ''],
      ['MB memory stick', ''],
      ['Master bedroom lamp', ''],
    ];
    for (const [label, kind] of lines)
      expect([label, nonItemKind(label) ?? '']).toEqual([label, kind]);
  });
  it('recognises totals, taxes, charges and payments in many languages', () => {
    const lines: Array<[string, string]> = [
      ['Summe', 'total'],
      ['Zwischensumme netto', 'subtotal'],
      ['Gesamtsumme inkl. MwSt.', 'total'],
      ['Troco', 'charge'],
      ['Compra', 'payment'],
      ['Compra de teclado', ''],
      ['Capital Social: EURO', 'meta'],
      ['SST 6%', 'tax'],
      ['PB1 10%', 'tax'],
      ['TVA 20 %', 'tax'],
      ['Pembulatan', 'charge'],
      ['Rounding Adj', 'charge'],
      ['JUMLAH BESAR', 'total'],
      ['Item(s) Subtotal:', 'subtotal'],
      ['Estimated tax to be collected:', 'tax'],
      ['VISA ****', 'payment'],
      ['Cartão de Crédito', 'payment'],
      ['Multibanco', 'payment'],
      ['Table 12 Server: Maria', 'meta'],
      ['Service 5%', 'charge'],
      ['Coperto x', 'charge'],
      ['HAUL AWAY SERVICE', 'charge'],
      ['Lieferung + Anschluss', 'charge'],
      ['Altgeräte-Rücknahme', 'charge'],
      ['Livraison et mise en service', 'charge'],
      ['BAG FOR LIFE', 'charge'],
      ['Tragetasche', 'charge'],
      ['Bolsa reutilizable', 'charge'],
      ['CONTACTLESS', 'payment'],
      ['PURCHASE', 'payment'],
      ['IMPORTO EUR', 'total'],
      ['Zu zahlen bis', 'total'],
      ['Reste à payer', 'total'],
      ['Packing & forwarding', 'charge'],
      ['Bike fit (45 min)', 'charge'],
      ['Restoration of existing chest of drawers', 'charge'],
      ['Reparatur des Vorderrads', 'charge'],
      ['Onderhoudsbeurt', 'charge'],
      ['PRO EXTENDED 2YR PROTECTION', 'charge'],
      ['Care & Repair 24m (monthly)', 'charge'],
      ['WEEE recycling collection', 'charge'],
      ['Montaggio e messa a punto', 'charge'],
    ];
    for (const [label, kind] of lines)
      expect([label, nonItemKind(label)]).toEqual([label, kind || null]);
  });

  it('never drops a product line for one word inside it', () => {
    for (const label of [
      'REG 12PC EGGS CAGE FREE',
      'Carte SD SanDisk Extreme 128 Go',
      'Premium olive oil extra virgin',
      'Signature leather wallet',
      'Total Gym XLS trainer',
      'Service tray walnut',
      'Card table folding',
      'Installation kit for shelves',
      'Tote bag canvas',
      'Delivery van toy truck',
      'Sale rack hanger set',
      'Kitchen timer 60 min',
      'Repair kit for bicycle tubes',
      'Fiat Punto model car',
    ]) {
      expect([label, nonItemKind(label)]).toEqual([label, null]);
    }
  });

  it('reads a masked card number as a payment, whatever the card is called', () => {
    expect(nonItemKind('XXXXXXXXXXXX7310 NORTHCARD USD$')).toBe('payment');
    expect(nonItemKind('**** **** **** 0925 contactless')).toBe('payment');
    expect(nonItemKind('XXXL hooded jumper')).toBeNull();
    expect(nonItemKind('Frame #4411 oak')).toBeNull();
  });

  it('knows a loyalty balance in the singular ("POINT: 12.00"), and a point inside a name', () => {
    expect(nonItemKind('POINT: 12.00')).not.toBeNull();
    expect(nonItemKind('Ballpoint pen 0.7 blue')).toBeNull();
    expect(nonItemKind('Needle point set')).toBeNull();
  });

  it('reads signature blanks, signature lines and page counts as meta', () => {
    expect(nonItemKind('The Landlord ____________   The Tenant ____________')).toBe('meta');
    expect(nonItemKind('Signed: P. Okafor / D. Lund')).toBe('meta');
    expect(nonItemKind('Page 2 of 3')).toBe('meta');
    expect(nonItemKind('Signet ring, silver')).toBeNull();
    expect(nonItemKind('Page-a-day calendar')).toBeNull();
  });

  it('reads a fee named noun first and a service qualified in brackets or after a colon', () => {
    expect(nonItemKind('Biaya Layanan Toko')).toBe('charge');
    expect(nonItemKind('Frais de dossier')).toBe('charge');
    expect(nonItemKind('Delivery & assembly (Leeds postcodes)')).toBe('charge');
    expect(nonItemKind('Werkstatt: Inspektion altes Rad')).toBe('charge');
    expect(nonItemKind('Montage vor Ort')).toBe('charge');
    expect(nonItemKind('Bag (leather, tan) weekender')).toBeNull();
  });

  it('reads work done on the customer’s own belonging as a charge', () => {
    expect(nonItemKind('Restaurierung Ihres Sekretärs')).toBe('charge');
    expect(nonItemKind('Restoration of your rocking chair')).toBe('charge');
  });

  it('reads a line telling the saving on the order as a charge, not an item', () => {
    expect(nonItemKind('You will save on this order')).toBe('charge');
    expect(nonItemKind('Vous économisez')).toBe('charge');
  });

  it('reads packing and transport to the customer as a charge', () => {
    expect(nonItemKind('Packing & transport (Leeds to York), incl. insurance')).toBe('charge');
  });
});

describe('fields of an order or a report', () => {
  it.each([
    'Seller: some_books_shop (1204)',
    'Verkäufer: Beispielhandel GmbH',
    'Keys issued: 3 x front door',
    'Totale geschatte waarde inboedel',
  ])('"%s" is no item', (label) => {
    expect(nonItemKind(label)).not.toBeNull();
  });
});

describe('contact words that also name things', () => {
  it('reads "Phone:" with its number as a contact and a phone product as a thing', () => {
    expect(nonItemKind('Telefono: 91 555 0100')).toBe('meta');
    expect(nonItemKind('TELEFONO MOVIL NOVA')).toBeNull();
    expect(nonItemKind('Phone case, clear silicone')).toBeNull();
  });
});

describe("a till's count of articles", () => {
  it('reads "7.00xITEMS" and "4 x PCS" as a count line and "X-Pro items bag" as a thing', () => {
    expect(nonItemKind('xITEMS')).toBe('meta');
    expect(nonItemKind('x Pcs')).toBe('meta');
    expect(nonItemKind('X-Pro items bag')).toBeNull();
  });
});

describe('till bags named by their stuff', () => {
  it.each([
    'Plastiktragetasche',
    'Papiertragetaschen',
    'Sac kraft recyclé',
    'Sac papier recyclable',
  ])('%s is a charge', (label) => expect(nonItemKind(label)).toBe('charge'));
  it.each(['Sac à dos recyclé 20L', 'Handtasche Leder schwarz', 'Gefrierbeutel 3L'])(
    '%s stays an item',
    (label) => expect(nonItemKind(label)).toBeNull(),
  );
});
