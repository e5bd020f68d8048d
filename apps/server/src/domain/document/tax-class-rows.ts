/**
 * A row of a till's tax summary for a class that bears no tax: its code letter, then the word for
 * exempt or zero-rated ("X EXEMPT 42.00 0.00", "Z ZERO RATED", "C EXENTO", "D ZW", "B
 * STEUERFREI"). The figures are the class's base and its nil tax, never an item.
 */
const EXEMPT =
  /^(?:\p{Lu}{1,2}\d?\s*[:=-]?\s+)?(?:(?:vat|tax|iva|tva|btw|mwst|ust|ppn|sst|gst)\s+)?(?:exempt(?:ed)?|zero[- ]?rated|exento|exenta|exonerado|exonerada|isento|isenta|esente|exon[ée]r[ée]e?|befreit|steuerfrei|vrijgesteld|zw|zwolnion[ay]|osvobozeno|mentes|scutit|muaf|звільнено|освобождено|bebas)\.?(?:\s+\d{1,2}(?:[.,]\d+)?\s*%)?$/iu;

export const isExemptTaxClass = (label: string): boolean => EXEMPT.test(label.trim());
