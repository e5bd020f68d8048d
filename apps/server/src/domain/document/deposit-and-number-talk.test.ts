import { describe, expect, it } from 'vitest';
import { scanNumbers } from './amounts.js';
import { inDigitRun } from './digit-runs.js';
import { inferNumberStyle } from './numbers.js';
import { isPriceTalk } from './talk.js';

describe('a deposit said in a sale chat', () => {
  it('is money on the deal, in several languages', () => {
    for (const lead of [
      "Great, I'll send a deposit of ",
      'ok saya bank in deposit ',
      'Ich schicke dir eine Anzahlung von ',
      'Przeleję zaliczkę ',
      'Te hago una señal de ',
      'Kaporayı şimdi ',
    ])
      expect(isPriceTalk(lead), lead).toBe(true);
  });
  it("leaves a thing's own name alone", () => {
    expect(isPriceTalk('- Advance Wars cartridge ')).toBe(false);
  });
});

describe('a number written in groups in a message', () => {
  const style = inferNumberStyle('Kr 1 200\nKr 45 000', 'NOK');
  const groupsOf = (text: string) =>
    scanNumbers(text, style).map((t) => [t.raw, inDigitRun(text, t)]);
  it('is a telephone or account number when its groups are no thousands', () => {
    expect(groupsOf('Send til konto 1503 22 41873').every(([, run]) => run)).toBe(true);
    expect(groupsOf('ring 412 88 301').every(([, run]) => run)).toBe(true);
  });
  it('is one amount when grouped by thousands', () => {
    expect(groupsOf('Sofa 12 800 kr')).toEqual([['12 800', false]]);
  });
});
