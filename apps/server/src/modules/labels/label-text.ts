const ELLIPSIS = '…';

/**
 * The text in at most `maxLines` lines no wider than `maxWidth` (as `measure` tells), broken at
 * spaces where it can and inside a word where it must; what does not fit ends in "…".
 */
export function fitLines(
  text: string,
  maxWidth: number,
  maxLines: number,
  measure: (text: string) => number,
): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  let rest = [...words];
  while (rest.length > 0 && lines.length < maxLines) {
    const word = rest[0]!;
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      current = candidate;
      rest = rest.slice(1);
      continue;
    }
    if (current) {
      lines.push(current);
      current = '';
      continue;
    }
    // A word wider than the line on its own: as much of it as fits.
    let cut = word.length - 1;
    while (cut > 1 && measure(word.slice(0, cut)) > maxWidth) cut -= 1;
    lines.push(word.slice(0, cut));
    rest = [word.slice(cut), ...rest.slice(1)];
  }
  if (current && lines.length < maxLines) lines.push(current);
  else if (current) rest.unshift(current);
  if (rest.length === 0 || lines.length === 0) return lines;
  // Something is left over: the last line ends in an ellipsis that fits.
  let last = lines[lines.length - 1]!;
  while (last.length > 0 && measure(`${last}${ELLIPSIS}`) > maxWidth) last = last.slice(0, -1);
  lines[lines.length - 1] = `${last.trimEnd()}${ELLIPSIS}`;
  return lines;
}
