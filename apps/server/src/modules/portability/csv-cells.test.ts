import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, unprotectCell } from './csv-cells.js';

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Drill')).toBe('Drill');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes separators, quotes and line breaks, doubling inner quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
  });

  it('defuses formula starts with an apostrophe, quoting when needed', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('keeps unicode as it is', () => {
    expect(csvCell('Küchenwaage — 日本')).toBe('Küchenwaage — 日本');
  });
});

describe('csvRow', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});

describe('unprotectCell', () => {
  it('takes back the apostrophe added in front of a formula character only', () => {
    expect(unprotectCell("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(unprotectCell("'-5")).toBe('-5');
    expect(unprotectCell("'tis")).toBe("'tis");
    expect(unprotectCell("'")).toBe("'");
  });
});
