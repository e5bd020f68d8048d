import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

describe('a card slip that names whose copy it is in Danish or Czech', () => {
  it('gives no items when the copy line comes before the amount', () => {
    const danish = [
      '  ELGIGANTEN Odense',
      '  CVR 12 34 56 78',
      '  KVITTERING - KUNDENS',
      '  KØB',
      '  DKK        2.399,00',
      '  Visa',
      '  XXXX XXXX XXXX 1234',
      '  TERM: 1234 567 890',
      '  GODKENDT',
    ].join('\n');
    const czech = [
      '  ELEKTRO PLUS s.r.o.',
      '  DOKLAD PRO DRŽITELE KARTY',
      '  PRODEJ',
      '  Částka:    3 450,00 Kč',
      '  Visa',
      '  ************1234',
      '  Číslo terminálu: 55512345',
      '  Číslo autorizace: 7XK21A',
      '  TRANSAKCE SCHVÁLENA',
    ].join('\n');
    for (const slip of [danish, czech]) {
      const read = extractItems(slip);
      expect(read.items).toEqual([]);
      expect(read.paymentOnly).toBe(true);
    }
  });
});
