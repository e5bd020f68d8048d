import { describe, expect, it } from 'vitest';
import { identifiersOf, longDate, money, printable } from './report-text.js';

describe('identifiersOf', () => {
  it('finds model and serial lines in the notes, in any order and wording', () => {
    expect(identifiersOf('Bought in Berlin\nModel: DCD791\nSerial: 12345-AB')).toEqual({
      model: 'DCD791',
      serial: '12345-AB',
    });
    expect(identifiersOf('S/N 998877\nmodel number: XPS 13')).toEqual({
      model: 'XPS 13',
      serial: '998877',
    });
    expect(identifiersOf('Seriennummer: A1\nModell: B2')).toEqual({ model: 'B2', serial: 'A1' });
  });

  it('finds nothing in notes without them, or in prose that only mentions the words', () => {
    expect(identifiersOf(null)).toEqual({ model: null, serial: null });
    expect(identifiersOf('A gift from my aunt; the model is old')).toEqual({
      model: null,
      serial: null,
    });
  });
});

describe('printable', () => {
  it('keeps Windows-1252 text and strips accents it cannot draw', () => {
    expect(printable('Küchenwaage €12 – “ok”')).toBe('Küchenwaage €12 – “ok”');
    expect(printable('Łódź őrület')).toBe('Lódz orület');
    expect(printable('日本 lamp')).toBe('?? lamp');
    expect(printable('two\nlines')).toBe('two lines');
  });
});

describe('money and longDate', () => {
  it('formats in the deployment currency and as a day in words', () => {
    expect(money(1234.5, 'USD')).toBe('$1,234.50');
    expect(longDate(new Date('2026-11-25T10:00:00Z'))).toBe('25 November 2026');
  });
});
