import { describe, expect, it } from 'vitest';
import { MisreadWords } from './misread-words.js';
import { nonItemKind } from './non-items.js';

describe('a long till word with one letter lost', () => {
  const known = new MisreadWords([
    ['multibanco', 'payment'],
    ['gutschein', 'payment'],
  ]);

  it('is the known word', () => {
    expect(known.oneLetterDropped('multbanco')).toBe('payment');
    expect(known.oneLetterDropped('gutschin')).toBe('payment');
    expect(known.oneLetterDropped('multibanc')).toBe('payment');
  });

  it('needs a long word and only one letter lost', () => {
    expect(known.oneLetterDropped('mltbanco')).toBeNull();
    expect(known.oneLetterDropped('gutsch')).toBeNull();
  });

  it('labels a payment line so misread', () => {
    expect(nonItemKind('Multbanco')).toBe('payment');
    expect(nonItemKind('Ambientador')).toBeNull();
  });
});

describe('Portuguese till lines about returns and savings', () => {
  it('are no goods', () => {
    for (const label of ['Credito Devolucoes', 'Devoluções', 'Nesta compra poupuo']) {
      expect([label, nonItemKind(label)]).not.toEqual([label, null]);
    }
  });
});
