import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { MisreadPhrases } from './misread-phrases.js';
import { nonItemKind } from './non-items.js';

const names = (text: string) => extractItems(text).items.map((i) => i.name);

describe("a photographed till's money labels with a letter misread", () => {
  it('knows a label with one letter changed, dropped or added', () => {
    expect(nonItemKind('Tiền khácb đưa')).toBe('payment');
    expect(nonItemKind('iền thừa lại')).toBeNull();
    expect(nonItemKind('Ualor entregue')).toBe('payment');
    expect(nonItemKind('Tiền trả laii')).toBe('payment');
  });

  it('reads "đ" without its stroke as the same letter', () => {
    const phrases = new MisreadPhrases([[['tien', 'khach', 'đua'], 'payment']]);
    expect(phrases.oneEditOff(['tien', 'khac', 'dua'])).toBe('payment');
  });

  it('drops the tender and change lines of an OCR till, not its goods', () => {
    const till = `MINI MART PHU NHUAN
Bánh mì sandwich          1 x 18.500      18.500
Cà phê sữa đá lon         3 x 12.000      36.000
Tổng cộng                                 54.500
Tlền khách trả                           100.000
Tiền thới lại                             45.500`;
    expect(names(till)).toEqual(['Bánh mì sandwich', 'Cà phê sữa đá lon']);
  });

  it('leaves short labels and product names one letter from nothing alone', () => {
    expect(nonItemKind('Cashmere scarf grey')).toBeNull();
    expect(nonItemKind('Tien mau')).toBeNull();
    expect(nonItemKind('Garden trowel set')).toBeNull();
  });
});
