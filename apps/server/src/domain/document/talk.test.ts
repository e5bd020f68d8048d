import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { isPriceOnAll, isPriceTalk } from './talk.js';

const named = (text: string) => extractItems(text).items.map((i) => [i.name, i.value]);

describe("a seller's message", () => {
  it('keeps the priced things and drops the price put on the deal, in several languages', () => {
    expect(
      named(
        'Hi Tom,\n- Dyson V8 vacuum - £120, works perfectly\n- Set of 4 dining chairs - £60 for all four\n' +
          'I can do £150 if you take everything.\nAvailable Saturday after 10am.\nCheers, Priya',
      ),
    ).toEqual([
      ['Dyson V8 vacuum', 120],
      ['Set of 4 dining chairs', 60],
    ]);
    expect(
      named(
        '1. Kinderwagen Bugaboo Fox 2 – 280 €\n2. Hochstuhl Stokke Tripp Trapp – 150 €\n' +
          'Zusammen würde ich alles für 400 € abgeben.',
      ),
    ).toEqual([
      ['Kinderwagen Bugaboo Fox 2', 280],
      ['Hochstuhl Stokke Tripp Trapp', 150],
    ]);
    expect(
      named('* Mesa de centro de roble: 60 €\nSi te lo llevas todo te lo dejo en 50 €.'),
    ).toEqual([['Mesa de centro de roble', 60]]);
  });

  it('reads a bundle whose enumeration wraps onto the next line', () => {
    const extraction = extractItems(
      "It's all one bundle: Canon EOS 80D body, 50mm lens, two batteries,\n" +
        'charger and a camera bag. Asking $750 for the lot.',
    );
    expect(extraction.items.map((i) => i.name)).toEqual([
      'Canon EOS 80D body',
      '50mm lens',
      'Batteries',
      'Charger',
      'Camera bag',
    ]);
    expect(extraction.bundlePrice).toBe(750);
  });

  it('tells deal talk from a thing priced for its parts', () => {
    expect(isPriceTalk('Asking')).toBe(true);
    expect(isPriceTalk("I'd take")).toBe(true);
    expect(isPriceTalk('Set of 4 dining chairs -')).toBe(false);
    expect(isPriceTalk('Firm mattress 90x200')).toBe(false);
  });

  it('drops a price put on everything offered and the lines a reply quotes', () => {
    const text = [
      'Hi Sam,',
      '',
      'Still here. The set is:',
      '- Bosch hedge trimmer – good condition',
      '- Garden kneeler and two pairs of gloves',
      '',
      '€90 for everything, I can’t do €70 I’m afraid.',
      'Alles zusammen 90 € VB.',
      '',
      '> On Monday, Sam wrote:',
      '> Hi, would you take €70?',
    ].join('\n');
    const found = named(text);
    expect(found.map(([, value]) => value)).toEqual([null, null]);
    expect(found.map(([name]) => name)).toEqual([
      'Bosch hedge trimmer',
      'Garden kneeler and two pairs of gloves',
    ]);
  });

  it('tells a price on everything from a price on one thing', () => {
    expect(isPriceOnAll('Zusammen ', ' VB.')).toBe(true);
    expect(isPriceOnAll('', ' for everything, sorry')).toBe(true);
    expect(isPriceOnAll('Set of 4 dining chairs - ', ' for all four')).toBe(false);
    expect(isPriceOnAll('Lawn mower - ', ', collection only')).toBe(false);
  });
});
