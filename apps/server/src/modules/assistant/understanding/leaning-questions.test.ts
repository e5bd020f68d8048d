import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';

const vocabulary: Vocabulary = {
  categories: ['electronics', 'furniture', 'jewelry', 'tools'],
  locations: ['Kitchen', 'Living Room', 'Garage', 'Study'],
  brands: ['Bosch', 'Dyson'],
  words: ['kettle', 'drill', 'sofa', 'lamp'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-11-25', knowledge });

describe('a bare question leans on the sentence before it', () => {
  it('reads the set to insure from the sentence before "what amount do I need?"', () => {
    const query = parse(
      'We are insuring the contents of the garage on their own. What sum do we need?',
    );
    expect(query).toMatchObject({ operation: 'advice', advice: 'insure', sumInsured: true });
    expect(query.filters.locations).toEqual(['Garage']);
  });
  it('reads "which ones have I not done" after a task of photographing', () => {
    expect(
      parse('My son keeps telling me to photograph all of it. Which ones have I not done?'),
    ).toMatchObject({ operation: 'advice', advice: 'missing_photo' });
  });
  it('still drops news before a question that names its own subject', () => {
    const query = parse('It rained all day here. How many things are in the study?');
    expect(query).toMatchObject({ operation: 'count' });
    expect(query.filters.locations).toEqual(['Study']);
  });
});

describe('the sum to insure a whole set for', () => {
  it('reads insuring everything in a room and asking a figure as the sum insured', () => {
    const query = parse('if we insured everything in the study, what number would we give?');
    expect(query).toMatchObject({ advice: 'insure', sumInsured: true });
    expect(query.filters.locations).toEqual(['Study']);
    expect(parse('what should we have all the jewelry insured for?')).toMatchObject({
      advice: 'insure',
      sumInsured: true,
    });
  });
  it('keeps "which things should I insure separately" a list of things to insure', () => {
    expect(parse('which things should I insure separately').sumInsured).toBeUndefined();
  });
});

describe('things without a photo, said with "got"', () => {
  it('reads "have not got a picture" as items lacking a photo', () => {
    expect(parse("which lamps haven't got a picture yet")).toMatchObject({
      advice: 'missing_photo',
    });
  });
});
