import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { beforeSignOff } from './sign-off.js';

const lines = (texts: string[]) => texts.map((text) => ({ text }));

describe('a message’s sign-off', () => {
  it('ends the message: the name and footer below it are no things offered', () => {
    const text = [
      'Hello Jo,',
      'Here is what is left:',
      '',
      '- Walnut bookcase, 5 shelves',
      '- Reading lamp with linen shade',
      '',
      'Pick-up any evening this week.',
      '',
      'Best regards,',
      'Morgan Ellery',
      'Sent from my tablet',
    ].join('\n');
    const names = extractItems(text).items.map((i) => i.name);
    expect(names.slice(0, 2)).toEqual(['Walnut bookcase', 'Reading lamp with linen shade']);
    expect(names).not.toContain('Morgan Ellery');
    expect(names.some((n) => /sent/i.test(n))).toBe(false);
  });

  it('cuts at the first sign-off line only', () => {
    expect(beforeSignOff(lines(['- Chair', 'Groetjes,', 'Anouk']))).toEqual(lines(['- Chair']));
    expect(beforeSignOff(lines(['- Chair', 'Thanks for the quick reply about it']))).toHaveLength(
      2,
    );
  });
});
