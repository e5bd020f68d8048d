import { describe, expect, it } from 'vitest';
import { withoutExamples } from './examples.js';

describe('withoutExamples', () => {
  it('leaves out examples given after a kind or category', () => {
    expect(withoutExamples('value of my furniture, the beds and tables and the like')).toBe(
      'value of my furniture',
    );
    expect(withoutExamples('total for the jewelry please, rings and that')).toBe(
      'total for the jewelry please',
    );
  });
  it('keeps a part that asks something of its own', () => {
    expect(withoutExamples('garden tools, how much are they worth')).toBe(
      'garden tools, how much are they worth',
    );
  });
  it('keeps examples when nothing before them names a kind', () => {
    expect(withoutExamples('the blue one, the big lamp')).toBe('the blue one, the big lamp');
  });
  it('keeps a list given after a colon: it is the set asked about', () => {
    expect(withoutExamples('total for the move: furniture, lamp, rug')).toBe(
      'total for the move: furniture, lamp, rug',
    );
  });
  it('keeps a list of names that starts with one thing', () => {
    expect(withoutExamples('value of my kettle, toaster, microwave')).toBe(
      'value of my kettle, toaster, microwave',
    );
  });
  it('still drops examples after a question ending in its kind', () => {
    expect(withoutExamples('what is my clothing worth, the boots, sandals, trainers')).toBe(
      'what is my clothing worth',
    );
  });
  it('drops the words closing a list', () => {
    expect(withoutExamples('count my mugs and so on')).toBe('count my mugs');
  });
  it('keeps a part that gives a figure: it narrows the set', () => {
    expect(withoutExamples('the garden tools, over 40 euros, which are they')).toBe(
      'the garden tools, over 40 euros, which are they',
    );
  });
  it('leaves out things said after "i mean" and closed by "and the rest"', () => {
    expect(
      withoutExamples('what is the hall worth i mean the mirror and the lamp and the rest'),
    ).toBe('what is the hall worth');
    expect(withoutExamples('what is the hall mirror worth')).toBe('what is the hall mirror worth');
  });
});
