import { describe, expect, it } from 'vitest';
import { unmixScripts } from './mixed-scripts.js';
import { nonItemKind } from './non-items.js';

describe('Cyrillic and Greek words with Latin look-alike letters', () => {
  it('puts the look-alikes back in the word’s own script', () => {
    // Latin a, o and E among Cyrillic and Greek letters
    expect(unmixScripts('Укупaн изнoс')).toBe('Укупан износ');
    expect(unmixScripts('ΣΥΝΟΛO ΠΛΗΡΩΜΗΣ')).toBe('ΣΥΝΟΛΟ ΠΛΗΡΩΜΗΣ');
    // Latin words and words with a Latin letter that has no twin stay as they are
    expect(unmixScripts('VISA Картица')).toBe('VISA Картица');
    expect(unmixScripts('iPhone чехол')).toBe('iPhone чехол');
    expect(unmixScripts('Мёд Lipa 500г')).toBe('Мёд Lipa 500г');
  });

  it('knows a fiscal bill’s till words when a photo mixed their letters', () => {
    expect(nonItemKind('Укупaн изнoс:')).toBe('total');
    expect(nonItemKind('Укупан изнoс пoреза:')).toBe('tax');
    expect(nonItemKind('Платнa картицa:')).toBe('payment');
    expect(nonItemKind('Инфoрмативно RSD (курс 1,00):')).toBe('meta');
    expect(nonItemKind('ОБЩA СУМA')).toBe('total');
    expect(nonItemKind('ΣΥΝOΛΟ')).toBe('total');
    expect(nonItemKind('Кувeрт (Е)')).toBe('charge');
    expect(nonItemKind('ΣΑKΟΥΛΑ ΜΕΤΑΦΟΡAΣ')).toBeNull();
    expect(nonItemKind('ΣΑKΟΥΛΑ')).toBe('charge');
    expect(nonItemKind('ΠΕΡΙΒAΛΛΟΝΤΙΚΟ ΤEΛΟΣ ΣΑΚΟΥΛΑΣ')).toBe('charge');
    // Goods stay items
    expect(nonItemKind('Кафa домаћa 200г')).toBeNull();
    expect(nonItemKind('ΤΥΡΙ ΚEΦΑΛΟΓΡΑΒΙΕΡΑ')).toBeNull();
  });
});
