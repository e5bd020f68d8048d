/**
 * Lower case without accents, for matching words across languages ("Quantité" → "quantite",
 * "Beløb" → "belob", "Zapłata" → "zaplata"): the letters with a stroke fold like the accented ones.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łøı]/g, (c) => (c === 'ł' ? 'l' : c === 'ı' ? 'i' : 'o'))
    .replace(/æ/g, 'ae');
}

/** The words of a text, folded. */
export function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}
