import { describe, expect, it } from 'vitest';
import { parsedQuery } from '../understanding/parsed-query.fixture.js';
import { factItem } from './fact-item.fixture.js';
import { asksForOneOfSeveral } from './one-of-several.js';

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
