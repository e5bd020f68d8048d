/**
 * RFC 4180 cells and rows. Text that a spreadsheet would read as a formula (it starts with
 * = + - @, a tab or a carriage return) gets a leading apostrophe, as OWASP advises against CSV
 * injection; numbers are written as numbers and never prefixed.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended by CRLF as RFC 4180 asks. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * The text a cell held before `csvCell` protected it: an apostrophe in front of a formula
 * character is taken away again, so an exported file imports as it was.
 */
export function unprotectCell(text: string): string {
  return text.length > 1 && text.startsWith("'") && FORMULA_START.test(text.slice(1))
    ? text.slice(1)
    : text;
}
