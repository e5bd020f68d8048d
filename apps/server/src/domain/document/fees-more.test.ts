import { describe, expect, it } from 'vitest';
import { nonItemKind } from './non-items.js';

describe('fees, deposits, bags, trade-ins and payments in more languages', () => {
  it.each<[string, string | null]>([
    ['SACOLA PLASTICA', 'charge'],
    ['ZÁLOHA PET 1,5L', 'charge'],
    ['Reprise appareil ancien', 'charge'],
    ['Ecovalor REEE - Frigoríficos', 'charge'],
    ['Serviço de Montagem Roupeiro', 'charge'],
    ['Servicio de instalación lavadora', 'charge'],
    ['延長保証 3年', 'charge'],
    ['お支払い: 現金', 'payment'],
    // Things stay items.
    ['Serviço de jantar 18 peças', null],
    ['Sacola térmica dobrável 20 L', null],
    ['炊飯器 5.5合', null],
  ])('%s → %s', (label, kind) => {
    expect(nonItemKind(label)).toBe(kind);
  });
});

describe('an order page’s seller and variant lines', () => {
  it.each(['Penjual: Kedai Contoh', 'Variasi: Merah', 'Variant: 128 GB'])(
    'reads %s as a field',
    (l) => expect(nonItemKind(l)).toBe('meta'),
  );
});

describe('a policy’s limit per claim', () => {
  it.each([
    'Fahrräder sind unterwegs bis  pro Schadenfall versichert.',
    'Cameras are covered outside the home up to  per claim.',
  ])('reads “%s” as a notice', (l) => expect(nonItemKind(l)).toBe('meta'));
});
