/**
 * The text of an uploaded spreadsheet, whatever program saved it:
 * - a byte order mark decides first: UTF-8, UTF-16 LE or UTF-16 BE (Excel's "Unicode text");
 * - UTF-16 without a mark is recognised by its zero bytes beside ASCII letters;
 * - otherwise the bytes are read as UTF-8 wherever they form valid UTF-8, and each byte that
 *   does not is read as Windows-1252 (older Excel "CSV" exports). A UTF-8 file with one stray
 *   byte keeps all its other accents, a Windows-1252 file reads as Windows-1252 (its accented
 *   letters are never followed by the continuation bytes UTF-8 would need), and a file pasted
 *   together from both reads right in each part.
 */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'utf-8+windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

// The mark is taken off above; a U+FEFF inside the text is the text's own.
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const UTF8_LENIENT = new TextDecoder('utf-8', { ignoreBOM: true });
/**
 * Windows-1252 as the WHATWG Encoding Standard reads it, one character per byte value: Latin-1
 * but for 0x80–0x9F (Node's own decoder reads those as control characters).
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const WINDOWS_1252 = Array.from({ length: 256 }, (_, byte) =>
  byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80]! : String.fromCharCode(byte),
);

export function decodeText(bytes: Uint8Array): DecodedText {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) {
    return { text: decodeMixed(bytes.subarray(3)).text, encoding: 'utf-8' };
  }
  if (startsWith(bytes, [0xff, 0xfe])) return utf16(bytes.subarray(2), 'utf-16le');
  if (startsWith(bytes, [0xfe, 0xff])) return utf16(bytes.subarray(2), 'utf-16be');
  const unmarked = unmarkedUtf16(bytes);
  if (unmarked) return utf16(bytes, unmarked);
  return decodeMixed(bytes);
}

function startsWith(bytes: Uint8Array, mark: number[]): boolean {
  return mark.every((byte, i) => bytes[i] === byte);
}

function utf16(bytes: Uint8Array, encoding: 'utf-16le' | 'utf-16be'): DecodedText {
  return { text: new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes), encoding };
}

/**
 * UTF-16 without a byte order mark: in a text that is mostly ASCII, every second byte is zero
 * (the odd ones in little-endian, the even ones in big-endian). A few zero bytes in a binary
 * file do not qualify.
 */
function unmarkedUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const length = Math.min(bytes.length, 4096);
  const sample = bytes.subarray(0, length - (length % 2));
  if (sample.length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i += 2) {
    if (sample[i] === 0 && sample[i + 1] !== 0) evenZeros++;
    if (sample[i + 1] === 0 && sample[i] !== 0) oddZeros++;
  }
  const pairs = sample.length / 2;
  if (oddZeros >= pairs * 0.6 && evenZeros === 0) return 'utf-16le';
  if (evenZeros >= pairs * 0.6 && oddZeros === 0) return 'utf-16be';
  return null;
}

/** UTF-8 where the bytes are valid UTF-8; each byte that is not, as Windows-1252. */
export function decodeMixed(bytes: Uint8Array): DecodedText {
  try {
    return { text: UTF8.decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not valid UTF-8 throughout: read it sequence by sequence below.
  }
  const parts: string[] = [];
  let runStart = 0;
  let i = 0;
  while (i < bytes.length) {
    const length = utf8SequenceLength(bytes, i);
    if (length > 0) {
      i += length;
      continue;
    }
    if (i > runStart) parts.push(UTF8_LENIENT.decode(bytes.subarray(runStart, i)));
    parts.push(WINDOWS_1252[bytes[i]!]!);
    i += 1;
    runStart = i;
  }
  if (runStart < bytes.length) parts.push(UTF8_LENIENT.decode(bytes.subarray(runStart)));
  return { text: parts.join(''), encoding: 'utf-8+windows-1252' };
}

const isContinuation = (byte: number | undefined) =>
  byte !== undefined && byte >= 0x80 && byte <= 0xbf;

/**
 * The length of the well-formed UTF-8 sequence at `at` (Unicode 15, table 3-7: no overlong
 * forms, no surrogates, nothing above U+10FFFF), or 0 when the byte there starts none.
 */
export function utf8SequenceLength(bytes: Uint8Array, at: number): number {
  const lead = bytes[at]!;
  if (lead < 0x80) return 1;
  const second = bytes[at + 1];
  if (second === undefined) return 0;
  let length: number;
  let secondOk: boolean;
  if (lead >= 0xc2 && lead <= 0xdf) [length, secondOk] = [2, isContinuation(second)];
  else if (lead === 0xe0) [length, secondOk] = [3, second >= 0xa0 && second <= 0xbf];
  else if (lead === 0xed) [length, secondOk] = [3, second >= 0x80 && second <= 0x9f];
  else if (lead >= 0xe1 && lead <= 0xef) [length, secondOk] = [3, isContinuation(second)];
  else if (lead === 0xf0) [length, secondOk] = [4, second >= 0x90 && second <= 0xbf];
  else if (lead === 0xf4) [length, secondOk] = [4, second >= 0x80 && second <= 0x8f];
  else if (lead >= 0xf1 && lead <= 0xf3) [length, secondOk] = [4, isContinuation(second)];
  else return 0;
  if (!secondOk) return 0;
  for (let k = 2; k < length; k++) if (!isContinuation(bytes[at + k])) return 0;
  return length;
}
