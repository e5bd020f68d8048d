/** English plurals back to the singular, for matching what people type against item names. */

/**
 * The one likely singular of a word ("lamps" → lamp, "batteries" → battery, "boxes" → box).
 * Short words and words ending in "ss" or "us" stay as they are ("bus", "glass").
 */
export function singular(word: string): string {
  if (word.length <= 3 || word.endsWith('ss') || word.endsWith('us')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|zes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * The word itself and every singular it may have ("boxes" → box, boxe; "knives" → knife, knif),
 * for looking a word up in a list where only the right form is found.
 */
export function singularForms(word: string): string[] {
  const out = [word];
  if (word.length > 3 && word.endsWith('ves'))
    out.push(word.slice(0, -3) + 'fe', word.slice(0, -3) + 'f');
  if (word.length > 3 && word.endsWith('ies')) out.push(word.slice(0, -3) + 'y');
  if (word.length > 3 && word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.length > 2 && word.endsWith('s') && !word.endsWith('ss')) out.push(word.slice(0, -1));
  return out;
}
