import { parse } from 'csv-parse/sync';
import { decodeText } from './text-encoding.js';

export interface Table {
  headers: string[];
  /** Every record after the header, in file order (record i is spreadsheet row i + 2). */
  rows: string[][];
}

export class TableError extends Error {}

/** The separator of the header line: tab (TSV, older Homebox), semicolon (European Excel) or comma. */
export function detectDelimiter(text: string): string {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const outsideQuotes = firstLine.replace(/"[^"]*"/g, '');
  const counts = ['\t', ';', ','].map(
    (char) => [char, outsideQuotes.split(char).length - 1] as const,
  );
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

/** Reads a CSV or TSV file (RFC 4180 quoting) into a header and its records. */
export function readTable(bytes: Buffer, maxRows: number): Table {
  const { text } = decodeText(bytes);
  if (text.includes('\u0000')) {
    throw new TableError('The file is not a CSV or TSV text file. Save the spreadsheet as CSV.');
  }
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      to: maxRows + 2,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new TableError(
      `The file could not be read as CSV${line ? ` (line ${line})` : ''}: ${(error as Error).message.replace(/^Invalid \w+:\s*/, '')}`,
    );
  }
  const [headers, ...rows] = records;
  if (!headers || headers.every((header) => !header.trim())) {
    throw new TableError('The file is empty: the first line should name the columns.');
  }
  if (rows.length > maxRows) {
    throw new TableError(
      `The file has more than ${maxRows.toLocaleString('en-US')} rows; split it.`,
    );
  }
  return { headers: headers.map((header) => header.trim()), rows };
}
