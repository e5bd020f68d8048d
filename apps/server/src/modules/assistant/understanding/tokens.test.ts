import { describe, expect, it } from 'vitest';
import {
  correctTypos,
  joinListedNames,
  markBareAmounts,
  sharesPrefix,
  tokenize,
} from './tokens.js';

describe('markBareAmounts', () => {
  it('reads a bare number after a comparison or a money verb as an amount', () => {
    expect(markBareAmounts('worth more than 500')).toBe('worth more than $500');
    expect(markBareAmounts('between 500 and 1000 dollars')).toBe('between $500 and $1000 dollars');
    expect(markBareAmounts('raise 2000 quickly')).toBe('raise $2000 quickly');
    expect(markBareAmounts('worth 1000 or more')).toBe('worth $1000 or more');
    expect(markBareAmounts('things at 300 each')).toBe('things at $300 each');
  });
  it('leaves counts, times and ages alone', () => {
    expect(markBareAmounts('top 2 by value')).toBe('top 2 by value');
    expect(markBareAmounts('in the last 3 weeks')).toBe('in the last 3 weeks');
    expect(markBareAmounts('more than 1 of them')).toBe('more than 1 of them');
    expect(markBareAmounts('alarm for 6:45')).toBe('alarm for 6:45');
  });
  it('drops the currency word after a marked amount', () => {
    expect(tokenize('stuff under 100 bucks')).toEqual(['stuff', 'under', '$100']);
    expect(tokenize('things worth 1000 quid or more')).toEqual([
      'things',
      'worth',
      '$1000',
      'or',
      'more',
    ]);
    expect(tokenize('raise about 500 pound')).toContain('$500');
    expect(tokenize('anything over £250')).toContain('$250');
    expect(tokenize('under 40 euros')).toContain('$40');
  });
});

describe('correctTypos', () => {
  it('keeps past forms of verbs, which no dictionary of base words lists', () => {
    const { tokens } = correctTypos(
      ['if', 'you', 'took', 'the', 'sofa'],
      new Set(['tool', 'sofa']),
      {
        isWord: (word) => ['if', 'you', 'the', 'take'].includes(word),
      },
    );
    expect(tokens).toContain('took');
    const put = correctTypos(['put', 'it', 'into', 'the', 'app'], new Set(['intro']), undefined);
    expect(put.tokens).toContain('into');
    const modal = correctTypos(['i', 'should', 'go'], new Set(), {
      isWord: (word) => word === 'go',
      closest: () => 'could',
    });
    expect(modal.tokens).toContain('should');
  });
  const userWords = new Set(['macbook', 'garage', 'lawn', 'mower']);
  it("prefers the owner's words, then their shortenings, to dictionary words", () => {
    expect(correctTypos(['garag'], userWords, undefined).tokens).toEqual(['garage']);
    expect(
      correctTypos(['mac', 'applecare'], new Set(['macbook', 'apple']), undefined).tokens,
    ).toEqual(['mac', 'applecare']);
  });
  it('keeps the names the owner capitalised and the talk around a question', () => {
    expect(
      correctTypos(['alex', 'lol', 'uhh'], userWords, undefined, new Set(['alex'])).tokens,
    ).toEqual(['alex', 'lol', 'uhh']);
  });
  it('knows shortened and joined forms of the owner’s words', () => {
    expect(sharesPrefix('mac', ['macbook'])).toBe(true);
    expect(sharesPrefix('lawnmower', ['lawn', 'mower'])).toBe(true);
    expect(sharesPrefix('ring', ['macbook'])).toBe(false);
  });
});

describe('amounts in everyday words', () => {
  it('reads amounts spoken in words, as dictated', () => {
    expect(tokenize('anything worth more than seven hundred dollars')).toContain('$700');
    expect(tokenize('sofas between two hundred and nine hundred each')).toEqual(
      expect.arrayContaining(['$200', '$900']),
    );
    expect(tokenize('whatever is eighteen hundred or more')).toContain('$1800');
  });
  it('reads "a grand", "two grand" and "2000 plus"', () => {
    expect(tokenize('furniture worth more than a grand')).toContain('$1000');
    expect(tokenize('anything over two grand')).toContain('$2000');
    expect(tokenize('things 2000 plus').join(' ')).toContain('$2000 or more');
    expect(tokenize('stuff 2k+').join(' ')).toContain('$2000 or more');
  });

  describe('joinListedNames', () => {
    it('joins names listed with a plus or with commas at the end of a sentence', () => {
      expect(joinListedNames('total of hats + scarves')).toBe('total of hats and scarves');
      expect(joinListedNames('value of: tent, stove, sleeping bag')).toBe(
        'value of: tent and stove and sleeping bag',
      );
    });
    it('leaves commas between clauses and amounts with a plus alone', () => {
      expect(joinListedNames('ok so, quick one, what is in the shed')).toBe(
        'ok so, quick one, what is in the shed',
      );
      expect(tokenize('anything 2k+')).toEqual(['anything', '$2000', 'or', 'more']);
    });
  });
});
