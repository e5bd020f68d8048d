import { describe, expect, it } from 'vitest';
import { leftOutSubjects } from './left-out.js';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';

const knowledge = new WordNetThesaurus();
const isNoun = (word: string) => knowledge.isNoun(word);
const vocabulary: Vocabulary = {
  categories: ['electronics', 'furniture', 'sports'],
  locations: ['Garage', 'Office'],
  brands: ['Canon'],
  words: ['camera', 'desk', 'kayak'],
};
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-11-25', knowledge });

describe('leftOutSubjects', () => {
  it('keeps a noun said where an item is named', () => {
    expect(
      leftOutSubjects('what is the hovercraft worth', ['hovercraft'], { isNoun, aside: new Set() }),
    ).toEqual(['hovercraft']);
    expect(
      leftOutSubjects("how much is my cousin's canoe worth", ['cousin', 'canoe'], {
        isNoun,
        aside: new Set(['cousin', 'canoe']),
      }),
    ).toEqual(['canoe']);
  });

  it('leaves out talk, asides and words describing "thing"', () => {
    const aside = new Set(['brother', 'says']);
    expect(
      leftOutSubjects('my brother says the total please', ['brother', 'says'], { isNoun, aside }),
    ).toEqual([]);
    expect(
      leftOutSubjects('what is the priciest thing', ['priciest'], { isNoun, aside: new Set() }),
    ).toEqual([]);
  });

  it('leaves out words dropped for a known reason, such as what a policy is for', () => {
    expect(
      leftOutSubjects('total for the boat insurance', ['boat'], {
        isNoun,
        aside: new Set(),
        explained: new Set(['boat']),
      }),
    ).toEqual([]);
    expect(parse('what is everything worth, for the household insurance').unknown).toEqual([]);
    expect(parse("what are robin's things worth").unknown).toEqual(['robin']);
  });

  it('marks the question so the answer asks rather than totals everything', () => {
    expect(parse('how much is the mascot worth').unknown).toEqual(['mascot']);
    expect(parse('what is all my stuff worth rn').unknown).toEqual([]);
  });
});
