import { describe, expect, it } from 'vitest';
import { parsedQuery } from '../understanding/parsed-query.fixture.js';
import { factItem } from './fact-item.fixture.js';
import { emptyFilters } from '../understanding/query.js';
import { asksForOneByMaker, asksForOneOfSeveral } from './one-of-several.js';

const dehumidifiers = [factItem('Midea Cube Dehumidifier'), factItem('hOmeLabs Dehumidifier')];
const asked = (phrase: string, question: string, operation = 'total' as const) =>
  asksForOneOfSeveral(parsedQuery({ operation, phrase: [phrase] }), question, dehumidifiers);

describe('one thing asked for when several are it', () => {
  it('asks which when the owner shortens what each of them is', () => {
    expect(asked('dehum', 'how much is the dehum worth')).toBe(true);
  });

  it('reads "what\'s the" as a question, not as whose the thing is', () => {
    expect(asked('dehumidifier', "what's the dehumidifier worth")).toBe(true);
    expect(asked('dehumidifier', "nadia's dehumidifier, what is it worth")).toBe(false);
  });

  it('asks for none when advice weighs them all', () => {
    const query = parsedQuery({ operation: 'total', advice: 'sell', phrase: ['dehumidifier'] });
    expect(
      asksForOneOfSeveral(query, 'need 900 for a new dehumidifier, what can i sell', dehumidifiers),
    ).toBe(false);
  });

  it('answers a count, whatever language asks it', () => {
    expect(
      asksForOneOfSeveral(
        parsedQuery({ operation: 'count', phrase: ['dehumidifier'] }),
        'cuantos deshumidificadores tenemos',
        dehumidifiers,
      ),
    ).toBe(false);
  });
});

describe('one thing said by its maker alone', () => {
  const byMaker = (question: string, operation: 'total' | 'count' = 'total') =>
    asksForOneByMaker(
      parsedQuery({ operation, filters: { ...emptyFilters(), brands: ["De'Longhi"] } }),
      question,
    );

  it('asks which when "the" maker is said alone, in English or Spanish', () => {
    expect(byMaker("what's the delonghi worth")).toBe(true);
    expect(byMaker('cuanto vale la delonghi')).toBe(true);
  });

  it('answers the set when the maker names several things', () => {
    expect(byMaker('what is the delonghi stuff worth')).toBe(false);
    expect(byMaker('how much are all my delonghi things worth')).toBe(false);
    expect(byMaker('what would the delonghi be worth between the lot of it')).toBe(false);
    expect(byMaker('how many delonghi do we have', 'count')).toBe(false);
  });
});
