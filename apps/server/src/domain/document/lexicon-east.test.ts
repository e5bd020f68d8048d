import { describe, expect, it } from 'vitest';
import { nonItemKind } from './non-items.js';

describe('non-item lines in Czech, Polish, Turkish and more', () => {
  it.each<[string, string | null]>([
    ['Mezisoučet', 'subtotal'],
    ['Celkem k úhradě', 'total'],
    ['Zboží celkem bez DPH', 'subtotal'],
    ['DPH 21 %', 'tax'],
    ['Uhrazeno kartou', 'payment'],
    ['Recyklační poplatek', 'charge'],
    ['Wartość produktów', 'subtotal'],
    ['Razem do zapłaty', 'total'],
    ['Usługa konfiguracji sprzętu', 'charge'],
    ['ARA TOPLAM', 'subtotal'],
    ['TOPKDV', 'tax'],
    ['NAKIT', 'payment'],
    ['PARA ÜSTÜ', 'payment'],
    ['POŞET ÜCRETİ', 'charge'],
    ['KASİYER:', 'meta'],
    ['TPS 5,000 %', 'tax'],
    ['ARGENT COMPTANT', 'payment'],
    ['Canon copia privada', 'charge'],
    ['EHF - NOTEBOOK', 'charge'],
    ['Call-out / site visit', 'charge'],
    ['Anfahrtspauschale', 'charge'],
    ['Sum tjenester og gebyr', 'total'],
    ['Você pagou', 'total'],
    // Products that carry such words stay items.
    ['Razem Cookbook hardback edition', null],
    ['TOPLAMA OYUNU 3 YAS', null],
  ])('%s → %s', (label, kind) => {
    expect(nonItemKind(label)).toBe(kind);
  });

  it.each<[string, string]>([
    ['SOUS-T0TAL', 'subtotal'],
    ['ARA T0PLAM', 'subtotal'],
    ['ARGENT C0MPTANT', 'payment'],
    ['T O T A L', 'total'],
  ])('reads a label OCR printed with a zero or spaced letters: %s → %s', (label, kind) => {
    expect(nonItemKind(label)).toBe(kind);
  });

  it('judges a line by what follows its article number', () => {
    expect(nonItemKind('Varenr. 9000015 Levering og opsætning')).toBe('charge');
    expect(nonItemKind('Varenr. 1180442 DELTACO HDMI-kabel 2m')).toBeNull();
    expect(nonItemKind('Art.nr 221906')).toBeNull();
  });
});

describe('field lines, till bags and charity rounding', () => {
  it.each<[string, string | null]>([
    ['Shop: Xiaomi Official Store (Preferred+)', 'meta'],
    ['Linked to: 2481104', 'meta'],
    ['Meter readings: Electricity', 'meta'],
    ['AH SHOPPER GROOT', 'charge'],
    ['SHOPPER BIODEGR', 'charge'],
    ['REDONDEO CRUZ ROJA MEXICANA', 'charge'],
    ['Leather shopper tote bag brown', null],
  ])('%s → %s', (label, kind) => expect(nonItemKind(label)).toBe(kind));
});

describe('notices printed beside the things', () => {
  it.each([
    '(Prices are not shown on this receipt)',
    'Exchange within 14 days with this gift receipt,',
    'item unused and in original packaging.',
    'Merry Christmas and a happy new year!',
    'Items packed by carrier. Conditions noted at uplift.',
    'Alle artikelen in goede staat ontvangen: ja / nee',
  ])('reads %s as no item', (label) => expect(nonItemKind(label)).toBe('meta'));

  it.each(['Christmas tree stand, metal', 'Gift receipt holder'])('leaves %s alone', (label) =>
    expect(nonItemKind(label)).toBeNull(),
  );
});

describe('shipping fields', () => {
  it.each(['Dostawa: Kurier DPD', 'Delivery: Standard 3-5 days', 'Versand: DHL Paket'])(
    'reads %s as a charge',
    (label) => expect(nonItemKind(label)).toBe('charge'),
  );
});
