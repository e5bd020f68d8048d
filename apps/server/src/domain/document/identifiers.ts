/**
 * Serial and model numbers as documents write them: a detail line under a receipt entry
 * ("S/N: 5CD1234XYZ"), a form or table field ("Model: DCD791"), or inside an entry's own line
 * ("Dell XPS 13 S/N 5CD1234XYZ"). They become the item's fields, never part of its name.
 */

const SERIAL_KEY = String.raw`s\/n|sn|serial(?:\s*(?:no\.?|number|nr\.?|#))?|seriennummer|serien-?nr\.?|n[°ºo]\.?\s*de\s*s[ée]rie|num[ée]ro\s*de\s*s[ée]rie|numero\s*di\s*serie|n[úu]mero\s*de\s*s[ée]rie|serienummer|nomor\s*seri`;
const MODEL_KEY = String.raw`model(?:\s*(?:no\.?|number|nr\.?|#))?|modell(?:nummer)?|mod[eè]le|modelo|modello|typenummer`;
/** An identifier: letters, digits and the separators codes use, with at least one digit. */
const CODE = String.raw`(?=[\w./-]*\d)[A-Z0-9][\w./-]{1,39}`;

const LINE = new RegExp(
  String.raw`^\s*[-*•]?\s*(${SERIAL_KEY}|${MODEL_KEY})\s*[:#.]?\s*(${CODE})\s*$`,
  'iu',
);
const INLINE = new RegExp(
  String.raw`(?<![\p{L}])(${SERIAL_KEY}|${MODEL_KEY})\s*[:#.]?\s*(${CODE})(?![\w])`,
  'giu',
);
const SERIAL = new RegExp(`^(?:${SERIAL_KEY})$`, 'iu');
const DETAIL = /^(Serial|Model):\s+(.+)$/;

const labelled = (key: string, code: string) =>
  `${SERIAL.test(key.trim()) ? 'Serial' : 'Model'}: ${code}`;

/** A line that holds only a serial or model number, as the detail "Serial: …" or "Model: …". */
export function identifierLine(text: string): string | null {
  const m = LINE.exec(text);
  return m ? labelled(m[1]!, m[2]!) : null;
}

export interface Identifiers {
  serial: string | null;
  model: string | null;
}

/** The entry's text without its serial and model numbers, and the numbers. */
export function takeIdentifiers(text: string): Identifiers & { text: string } {
  const found: Identifiers = { serial: null, model: null };
  const rest = text.replace(INLINE, (whole, key: string, code: string) => {
    const field = SERIAL.test(key.trim()) ? 'serial' : 'model';
    if (found[field]) return whole;
    found[field] = code;
    return ' ';
  });
  return { ...found, text: rest.replace(/\s+/g, ' ').trim() };
}

/** Details without the "Serial: …" and "Model: …" ones, and what those said. */
export function splitIdentifiers(details: readonly string[]): Identifiers & { details: string[] } {
  const found: Identifiers = { serial: null, model: null };
  const rest: string[] = [];
  for (const detail of details) {
    const m = DETAIL.exec(detail.trim());
    const field = m?.[1] === 'Serial' ? 'serial' : 'model';
    if (m && !found[field] && !/^[-–—]+$/.test(m[2]!)) found[field] = m[2]!.trim().slice(0, 100);
    else if (!m) rest.push(detail);
  }
  return { ...found, details: rest };
}
