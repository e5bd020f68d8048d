import { describe, expect, it } from 'vitest';
import { NUMBER_WORDS, QUANTITY_WORDS } from './number-words.js';

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
