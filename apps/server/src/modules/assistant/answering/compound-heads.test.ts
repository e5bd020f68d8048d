import { describe, expect, it } from 'vitest';
import { WordNetThesaurus } from '../understanding/thesaurus.js';
import { compoundAsHead } from './compound-heads.js';

const knowledge = new WordNetThesaurus();
const synonyms = knowledge.synonyms.bind(knowledge);

describe('a compound said as its head', () => {
  it('reads "lawn mowers" as mowers, said as one term or two words', () => {
    expect(compoundAsHead(['lawn', 'mowers'], synonyms)).toEqual(['mowers']);
    expect(compoundAsHead(['petrol', 'lawn mower'], synonyms)).toEqual(['petrol', 'mower']);
  });
  it('keeps a compound that is its own kind of thing whole', () => {
    expect(compoundAsHead(['coffee', 'tables'], synonyms)).toBeUndefined();
    expect(compoundAsHead(['wedding', 'ring'], synonyms)).toBeUndefined();
    expect(compoundAsHead(['mower'], synonyms)).toBeUndefined();
  });
});
