import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { isPriceOnAll, isPriceTalk } from './talk.js';

describe('a seller’s message: prices on the lot, on sending it, and a time to meet', () => {
  it.each([
    'Altogether it adds up to',
    'Make it',
    'Dohromady by to bylo',
    'při odběru všeho najednou dám za',
    'Případně pošlu poštou (poštovné',
    'Can pick it up Sunday morning at',
    'Happy to post it, postage',
  ])('reads “%s …” as talk about the price', (lead) => expect(isPriceTalk(lead)).toBe(true));

  it('reads “Alles zusammen für” before a price as a price on everything', () => {
    expect(isPriceOnAll('Alles zusammen für ', ' € VB.')).toBe(true);
  });

  it('leaves a thing’s own price alone', () => {
    expect(isPriceTalk('Dining chair, oak –')).toBe(false);
    expect(isPriceTalk('Stolní lampa –')).toBe(false);
  });

  it('keeps the things and their prices, and a model figure in a name', () => {
    const text = [
      'Hi, still available. Prices:',
      'Trangia 25-1 stove – $60, good condition',
      'Tripod Benro 190X – $120, like new',
      '',
      'All of it adds up to $180. Make it $150 and it’s yours.',
      'Sure! Can I grab it tomorrow morning around 9?',
    ].join('\n');
    const items = extractItems(text).items.map((i) => [i.name, i.quantity, i.value]);
    expect(items).toEqual([
      ['Trangia 25-1 stove', 1, 60],
      ['Tripod Benro 190X', 1, 120],
    ]);
  });
});
