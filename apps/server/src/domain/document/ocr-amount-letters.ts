/**
 * A photographed till's price closing its line with a letter read for a figure: "l89.75" (an l
 * for a one), "189.7S" (an S for a five), "1B9.75" (a B for an eight), "2Z.50". The amount is
 * the figures the letters stand for; a name's own letters never reach here, for only a price's
 * shape at the line's end (two decimals, mostly figures) is read this way.
 */
const LOOK_ALIKE: Record<string, string> = { l: '1', I: '1', '|': '1', S: '5', B: '8', Z: '2' };

/** A line-closing amount with two decimals, perhaps a tax flag after it, figures and look-alikes. */
const AMOUNT_AT_END =
  /(?<=\s)([\dlI|SBZ]{1,3}(?:[.,][\dlI|SBZ]{3})*[.,][\dlI|SBZ]{2})(?=\s*(?:[A-Z]\s*)?$)/u;

/** The line with its closing amount's look-alike letters read as the figures they are. */
export function figuresForLookAlikes(line: string): string {
  const m = AMOUNT_AT_END.exec(line);
  if (!m) return line;
  const amount = m[1]!;
  const letters = amount.replace(/[\d.,]/g, '').length;
  const whole = amount.slice(0, amount.search(/[.,][^.,]*$/));
  // One letter among figures, a figure before the decimals: a misread price, not "B.12".
  if (letters !== 1 || amount.replace(/\D/g, '').length < 2 || !/\d/.test(whole)) return line;
  // "1,5l", "12,5l": a figure closed by an l is a volume in litres, not a price.
  if (/[lI|]$/.test(amount)) return line;
  const figures = amount.replace(/[lI|SBZ]/g, (c) => LOOK_ALIKE[c]!);
  return line.slice(0, m.index) + figures + line.slice(m.index + amount.length);
}
