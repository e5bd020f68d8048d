/**
 * A bulleted entry that wraps: the next line hangs under the bullet's text ("- Coffee machine –
 * needs repair" / "  (brew unit sticks) – 150 €"). Joined, the entry reads as one line with its
 * price and condition.
 */
import { numberedRoomHeading } from './locations.js';
import type { TextLine } from './types.js';

const BULLET_START = /^(\s*(?:[-*•–]|\d{1,2}[.)])\s+)\S/;
/** A heading in capitals without figures: "FINE ARTS", "MUSICAL INSTRUMENTS", "SCHMUCK / UHREN". */
const CLASS_HEADING = /^\p{Lu}[\p{Lu}\p{M} &/,'-]{2,40}:?\s*$/u;
const NUMBERED = /^\s*\d{1,2}[.)]\s+/;

/** "3. FINE ARTS": a schedule's numbered class of things; "2. KITCHEN" names a room, kept. */
function isNumberedClassHeading(text: string): boolean {
  const number = NUMBERED.exec(text);
  return (
    number !== null &&
    CLASS_HEADING.test(text.slice(number[0].length)) &&
    numberedRoomHeading(text) === null
  );
}

/** An entry wraps over at most this many lines. */
const MAX_HANGING = 2;

export function joinHangingBullets(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const bullet = BULLET_START.exec(line.text);
    if (!bullet) {
      out.push(line);
      continue;
    }
    const textStart = bullet[1]!.length;
    // "1. JEWELRY" over its rows: a schedule's class of things, neither an entry that wraps nor
    // part of the name below it.
    if (isNumberedClassHeading(line.text) && hangsUnder(lines[i + 1]?.text ?? '', textStart)) {
      out.push({ ...line, text: '' });
      continue;
    }
    let text = line.text.trimEnd();
    let k = i + 1;
    while (k < lines.length && k - i <= MAX_HANGING && hangsUnder(lines[k]!.text, textStart)) {
      text = `${text} ${lines[k]!.text.trim()}`;
      k++;
    }
    out.push(k === i + 1 ? line : { ...lines[k - 1]!, text });
    i = k - 1;
  }
  return out;
}

/** A field of its own under the entry ("Variant: black", "Qty: 2"), not more of its text. */
const LABELLED_FIELD = /^\s*\p{L}[\p{L} ]{0,24}:\s/u;

/** The line starts exactly where the bullet's text does and is no bullet or field itself. */
function hangsUnder(text: string, textStart: number): boolean {
  const indent = /^\s*/.exec(text)![0].length;
  return (
    indent === textStart &&
    !BULLET_START.test(text) &&
    !LABELLED_FIELD.test(text) &&
    text.trim() !== ''
  );
}
