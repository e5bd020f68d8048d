import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { withoutNumberedNotes } from './numbered-notes.js';
import { inferNumberStyle } from './numbers.js';

const names = (lines: string[]) => extractItems(lines.join('\n')).items.map((i) => i.name);
const asLines = (texts: string[]) => texts.map((text) => ({ text }));

describe('numbered notes under a notes heading', () => {
  it('are terms of the schedule above, not things, whatever amounts they name', () => {
    expect(
      names([
        'Valuables schedule — policy 44-1902',
        'Vintage Omega Seamaster watch            $3,400',
        'Sapphire and pearl brooch                $2,750',
        '',
        'Remarks:',
        '1. Coins are covered at their bullion value of $1,900 an ounce.',
        '2. Unlisted articles are covered up to $1,500 each.',
        '3. Valuations must be renewed every five years.',
      ]),
    ).toEqual(['Vintage Omega Seamaster watch', 'Sapphire and pearl brooch']);
  });

  it('are dropped in Japanese and Korean too, up to the next blank line', () => {
    const lines = asLines([
      '腕時計 グランドセイコー SBGA211      ¥620,000',
      '',
      '備考',
      '1. 上記金額は時価額です。',
      '2. 1点あたりの上限は ¥300,000 とします。',
      '',
      '비고:',
      '① 보석류는 감정서가 필요합니다.',
    ]);
    expect(
      withoutNumberedNotes(lines, inferNumberStyle('Lamp 12.50', 'USD')).map((l) => l.text),
    ).toEqual(['腕時計 グランドセイコー SBGA211      ¥620,000', '', '']);
  });

  it('leave a numbered list under its heading when nothing priced comes before it', () => {
    const lines = asLines(['Notes:', '1. Dining table, oak   450', '2. Six chairs   300']);
    expect(withoutNumberedNotes(lines, inferNumberStyle('Lamp 12.50', 'USD'))).toEqual(lines);
  });
});
