import { describe, expect, it } from 'vitest';
import { askAboutEvidence, quotedAlternatives } from './evidence-doubts.js';

describe('the question about weak evidence for a set', () => {
  it('offers the words that named the set as alternatives', () => {
    expect(quotedAlternatives(['brass'])).toBe('"brass"');
    expect(quotedAlternatives(['brass', 'copper'])).toBe('"brass" or "copper"');
    expect(quotedAlternatives(['brass', 'copper', 'tin'])).toBe('"brass", "copper" or "tin"');
  });

  it('asks whether anything else belongs to a loosely named set', () => {
    expect(askAboutEvidence({ kind: 'loose', words: ['ines', 'sailing'] })).toBe(
      'I counted the things whose name or tags say "ines" or "sailing": is anything else part of it, or is one of these not?',
    );
  });

  it('asks whether other things of the kind belong, and weighs the owner’s own count', () => {
    expect(askAboutEvidence({ kind: 'others', words: ['mugs', 'cups'] })).toContain(
      'named "mugs" or "cups": should those include',
    );
    expect(askAboutEvidence({ kind: 'stated', words: ['5 lamps', '3'] })).toBe(
      'You said 5 lamps, but I found 3: is one of them called something else in your inventory, or is one missing?',
    );
  });
});
