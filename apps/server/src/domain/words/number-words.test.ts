import { describe, expect, it } from 'vitest';
import { NUMBER_WORDS, QUANTITY_WORDS, speltOutAmounts } from './number-words.js';

describe('NUMBER_WORDS', () => {
  it('reads English numbers written as words', () => {
    expect(NUMBER_WORDS['seven']).toBe(7);
    expect(NUMBER_WORDS['twelve']).toBe(12);
    expect(NUMBER_WORDS['thousand']).toBe(1000);
  });
});

describe('QUANTITY_WORDS', () => {
  it('reads small counts, pairs and dozens in several languages', () => {
    expect(QUANTITY_WORDS['eleven']).toBe(11);
    expect(QUANTITY_WORDS['a couple of']).toBe(2);
    expect(QUANTITY_WORDS['dozen']).toBe(12);
    expect(QUANTITY_WORDS['quatre']).toBe(4);
    expect(QUANTITY_WORDS['três']).toBe(3);
  });
  it('leaves out large numbers, which seldom count pieces', () => {
    expect(QUANTITY_WORDS['twenty']).toBeUndefined();
    expect(QUANTITY_WORDS['hundred']).toBeUndefined();
  });
});

describe('speltOutAmounts', () => {
  it.each([
    ['worth over three hundred', 'worth over 300'],
    ['anything eighteen hundred or above', 'anything 1800 or above'],
    ['about a thousand', 'about 1000'],
    ['need four and a half thousand', 'need 4500'],
    ['more than to hundred each', 'more than 200 each'],
    ['priced for a thousand', 'priced for 1000'],
    ['one hundred and sixty', '160'],
    ['between two hundred and six hundred', 'between 200 and 600'],
    ['from three hundred and a thousand', 'from 300 and 1000'],
    ['seven thousand and two hundred', '7200'],
    ['forty thousand', '40000'],
    ['nine hundred and a bit', '900 and a bit'],
  ])('reads "%s" as "%s"', (spoken, typed) => {
    expect(speltOutAmounts(spoken)).toBe(typed);
  });
  it('leaves counts and pronouns as words', () => {
    expect(speltOutAmounts('the top three and the other one')).toBe(
      'the top three and the other one',
    );
    expect(speltOutAmounts('go to the shed for two days')).toBe('go to the shed for two days');
  });
});
