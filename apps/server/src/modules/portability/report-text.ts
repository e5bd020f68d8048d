/** Model and serial number as the notes give them ("Model: WD-40", "S/N 1234"). */
export function identifiersOf(notes: string | null): {
  model: string | null;
  serial: string | null;
} {
  if (!notes) return { model: null, serial: null };
  const find = (pattern: RegExp) => pattern.exec(notes)?.[1]?.trim() || null;
  return {
    model: find(
      /^\s*(?:model(?:\s*(?:number|no\.?|#))?|modell|modelo|modello|mod[eè]le)\s*[:#]?\s+(.+)$/im,
    ),
    serial: find(
      /^\s*(?:serial(?:\s*(?:number|no\.?|#))?|s\/n|sn|seriennummer|n[°o] de s[ée]rie)\s*[:#]?\s+(.+)$/im,
    ),
  };
}

/** Characters outside Windows-1252 beyond these fall back to their unaccented letter or "?". */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Letters that do not decompose into a base letter and an accent. */
const PLAIN_LETTERS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
};

/**
 * Text the report's built-in PDF fonts can draw: they cover Windows-1252 only, so other letters
 * lose their accents ("ő" → "o") and what is left becomes "?".
 */
export function printable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.has(char)
    ) {
      out += char;
    } else if (char === '\n' || char === '\t') {
      out += ' ';
    } else {
      const base = PLAIN_LETTERS[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
      out += base && base.codePointAt(0)! < 0x100 ? base : '?';
    }
  }
  return out;
}

export function money(value: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
}

export function longDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
