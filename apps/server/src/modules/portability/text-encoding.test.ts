import { describe, expect, it } from 'vitest';
import { decodeText, utf8SequenceLength } from './text-encoding.js';

const utf16 = (text: string, order: 'le' | 'be', mark = true) => {
  const le = Buffer.from(text, 'utf16le');
  const bytes = order === 'le' ? le : Buffer.from(le).swap16();
  const bom = order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff];
  return mark ? Buffer.concat([Buffer.from(bom), bytes]) : bytes;
};
const windows1252 = (text: string) =>
  Buffer.from([...text].map((char) => ({ '€': 0x80, '–': 0x96 })[char] ?? char.charCodeAt(0)));

describe('decodeText', () => {
  const sheet = 'Name;Preis\nKüche – Tisch;12 €\n';

  it('reads UTF-8 with and without its byte order mark', () => {
    expect(decodeText(Buffer.from(sheet))).toEqual({ text: sheet, encoding: 'utf-8' });
    const marked = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(sheet)]);
    expect(decodeText(marked)).toEqual({ text: sheet, encoding: 'utf-8' });
  });

  it('reads UTF-16 in either byte order, with a byte order mark or without', () => {
    expect(decodeText(utf16(sheet, 'le'))).toEqual({ text: sheet, encoding: 'utf-16le' });
    expect(decodeText(utf16(sheet, 'be'))).toEqual({ text: sheet, encoding: 'utf-16be' });
    expect(decodeText(utf16(sheet, 'le', false))).toEqual({ text: sheet, encoding: 'utf-16le' });
    expect(decodeText(utf16(sheet, 'be', false))).toEqual({ text: sheet, encoding: 'utf-16be' });
  });

  it('reads a Windows-1252 file as Windows-1252', () => {
    expect(decodeText(windows1252(sheet)).text).toBe(sheet);
    expect(decodeText(windows1252('Größe;Café–Bar;°C;½\n')).text).toBe('Größe;Café–Bar;°C;½\n');
  });

  it('keeps the UTF-8 accents of a file with one stray byte, and reads each part of a mixed file', () => {
    const stray = Buffer.concat([Buffer.from('Crème brûlée;Señor\n'), Buffer.from([0xe9, 0x0a])]);
    expect(decodeText(stray)).toEqual({
      text: 'Crème brûlée;Señor\né\n',
      encoding: 'utf-8+windows-1252',
    });
    const mixed = Buffer.concat([Buffer.from('Küche;12 €\n'), windows1252('Küche;12 €\n')]);
    expect(decodeText(mixed).text).toBe('Küche;12 €\nKüche;12 €\n');
  });

  it('leaves binary files with zero bytes to be refused', () => {
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0xff]);
    expect(decodeText(zip).text).toContain('\u0000');
  });
});

describe('utf8SequenceLength', () => {
  it('accepts well-formed sequences only', () => {
    const at = (...bytes: number[]) => utf8SequenceLength(Uint8Array.from(bytes), 0);
    expect(at(0x41)).toBe(1);
    expect(at(0xc3, 0xa9)).toBe(2);
    expect(at(0xe2, 0x82, 0xac)).toBe(3);
    expect(at(0xf0, 0x9f, 0x98, 0x80)).toBe(4);
    expect(at(0xc0, 0x80)).toBe(0); // overlong
    expect(at(0xe0, 0x80, 0x80)).toBe(0); // overlong
    expect(at(0xed, 0xa0, 0x80)).toBe(0); // surrogate
    expect(at(0xf4, 0x90, 0x80, 0x80)).toBe(0); // above U+10FFFF
    expect(at(0xe9, 0x96, 0x42)).toBe(0); // cut short
    expect(at(0xe9)).toBe(0);
  });
});
