import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';
import { withoutChatTalk } from './chat-turns.js';

const names = (text: string) => extractItems(text).items.map((i) => [i.name, i.value] as const);

describe('marketplace chats', () => {
  it('drops the bargaining turns of a chat and keeps the things offered', () => {
    const text = [
      'Marketplace · Messenger',
      'Sam Doyle · Camping bundle – $300 · Austin, TX',
      '',
      "Sam: Hi! It's the whole bundle for $300, no splitting:",
      '- Coleman 4-person tent - good condition',
      '- Two Kelty sleeping bags',
      'You: Would you take $250?',
      "Sam: $280 and it's yours.",
      'You: Deal!',
    ].join('\n');
    expect(names(text).map(([n]) => n)).toEqual([
      expect.stringContaining('Coleman'),
      expect.stringContaining('Kelty'),
    ]);
  });

  it('keeps a line with one repeated label as an item: a form is not a chat', () => {
    const text = ['Item: Oak desk', 'Price: 120.00', 'Item: Desk chair', 'Price: 45.00'].join('\n');
    expect(names(text).length).toBeGreaterThan(0);
  });

  it('reads Polish and Norwegian prices on everything as no item', () => {
    const text = [
      'Sprzedająca (Ewa): Mam do oddania:',
      '1) Rower Kross Hexagon – stan dobry, 900 zł',
      '2) Kask Uvex – stan jak nowy, 150 zł',
      'Przy zakupie wszystkiego razem oddam za 950 zł.',
      'Kupujący: czy 900 zł za wszystko?',
      'Sprzedająca: Ok, 900 zł za całość.',
      'Kupujący: Super.',
    ].join('\n');
    expect(names(text).map(([, v]) => v)).toEqual([900, 150]);
  });
});

describe('message time stamps and sign-offs', () => {
  it.each(['Sent 9 Mar 2025, 7:48 pm', '12. marts 2025 kl. 21:15', 'Hoy 18:32'])(
    'reads %s as no item',
    (line) => expect(nonItemKind(line)).toBe('meta'),
  );

  it.each(['Sony WH-1000XM4 Mar 2025', '8809512990022 1 18,9O0'])('leaves %s alone', (line) =>
    expect(nonItemKind(line)).toBeNull(),
  );

  it('ends a message at a sign-off that carries the name', () => {
    const text = [
      'Hei!',
      'Alt selges samlet for 2 000 kr:',
      '• Bergans sovepose',
      '• Primus kokesett',
      'Mvh Kari',
      'Kari Nordmann 22 33 44 55',
    ].join('\n');
    expect(names(text).map(([n]) => n)).toEqual([
      expect.stringContaining('Bergans'),
      expect.stringContaining('Primus'),
    ]);
  });
});

describe('chats in scripts without capitals', () => {
  it('reads the turns of two speakers as a chat and their prices above the listing as on the lot', () => {
    const text = [
      'OLX · बिक्री: घर का सामान',
      '',
      '• फ्रिज LG 260L - ₹ 12,000',
      '• लकड़ी की अलमारी - ₹ 8,500',
      '• पढ़ने की मेज़ - ₹ 2,000',
      '',
      'रमेश: नमस्ते, क्या सब सामान अभी है?',
      'अनीता: जी हाँ, सब है।',
      'रमेश: सब एक साथ ₹ 19,000 में देंगी?',
      'अनीता: ₹ 21,000 अंतिम, कल सुबह आ जाइए',
    ].join('\n');
    expect(names(text)).toEqual([
      ['फ्रिज LG 260L', 12000],
      ['लकड़ी की अलमारी', 8500],
      ['पढ़ने की मेज़', 2000],
    ]);
  });

  it('leaves a form whose labels repeat with bare figures alone', () => {
    const lines = [
      'مكواة بخار فيليبس',
      'الكمية: 1',
      'السعر: 149.00',
      'غلاية كهربائية',
      'الكمية: 2',
      'السعر: 89.00',
    ].map((text) => ({ text }));
    expect(withoutChatTalk(lines, { decimal: '.', zeroDecimal: false })).toEqual(lines);
  });
});

describe('a chat under its own framed title', () => {
  it('ends the list above it: the unpriced turns below name no things', () => {
    const text = [
      'Moving out, selling these:',
      '- Bookshelf, white, 5 shelves $40',
      '- Desk lamp $15',
      '',
      '~~~ Messages with Priya ~~~',
      '[02/03/25 09:14] Priya: Hello, is the bookshelf still there?',
      '[02/03/25 09:20] Tom: Yes it is',
      '[02/03/25 09:21] Priya: Great, I can come tonight',
      '[02/03/25 09:25] Tom: Sounds good',
    ].join('\n');
    expect(names(text)).toEqual([
      ['Bookshelf', 40],
      ['Desk lamp', 15],
    ]);
  });
});
