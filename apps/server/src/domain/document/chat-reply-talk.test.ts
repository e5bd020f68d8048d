import { describe, expect, it } from 'vitest';
import { isChatReply } from './chat-reply-talk.js';
import { extractItems } from './extract.js';

const names = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.value]);

describe('a chat message that haggles rather than lists', () => {
  it('takes a price in a question, a reply or a sentence after a sentence for talk', () => {
    expect(isChatReply('Is the lamp still there? Would you let it go for ', ' dollars?')).toBe(
      true,
    );
    expect(isChatReply('Sure, then ', '.')).toBe(true);
    expect(
      isChatReply('Hi Tom, yes it is still available. ', ' is my lowest, it was 400 new.'),
    ).toBe(true);
    expect(isChatReply('Oak desk with two drawers – ', '')).toBe(false);
    expect(isChatReply('Sofa, grey – ', ' (pick up only)')).toBe(false);
  });

  it('drops the replies under sender and numeric time headers, keeps the listed things', () => {
    expect(
      names([
        'Jonas W. · 03.09.2024, 10:12',
        'Moin, ich verkaufe wegen Umzug:',
        '• Schreibtisch Eiche, 140 cm – 90 €',
        '• Bürostuhl Vitra, guter Zustand – 150 €',
        '',
        'Lea · 03.09.2024, 10:40',
        'Hallo, ist der Bürostuhl noch zu haben? Nimmst du 110 € dafür?',
        '',
        'Jonas W. · 03.09.2024, 10:52',
        'Hi Lea, ja der ist noch da. 130 € geht, neu hat er 480 € gekostet.',
        '',
        'Lea · 03.09.2024, 11:05',
        'Alles klar, dann 130 €. Ich hole ihn Samstag ab.',
      ]),
    ).toEqual([
      ['Schreibtisch Eiche', 90],
      ['Bürostuhl Vitra', 150],
    ]);
  });

  it('reads Swahili and Arabic offers on the whole lot and last prices as talk', () => {
    expect(
      names([
        '1. Kitanda cha mbao 5x6 - hali nzuri - Tsh 380,000',
        '2. Jiko la gesi Von - Tsh 210,000',
        'Ukinunua vyote viwili nakupa Tsh 520,000 tu.',
      ]),
    ).toEqual([
      ['Kitanda cha mbao 5x6', 380000],
      ['Jiko la gesi', 210000],
    ]);
    expect(
      names([
        '1. طاولة سفرة خشب مع 6 كراسي - 400$',
        '2. مكيف Carrier طن - 250$',
        'المجموع عالحبة 650$، واللي بياخدن تنيناتن بعطيه ياهن بـ 600$.',
        'المكيف آخر سعر 230$.',
      ]),
    ).toEqual([
      ['طاولة سفرة خشب مع 6 كراسي', 400],
      ['مكيف Carrier طن', 250],
    ]);
  });
});
