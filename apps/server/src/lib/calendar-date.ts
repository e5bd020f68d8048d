/**
 * Calendar dates as people write them on receipts, warranty cards and spreadsheets, read into
 * ISO `YYYY-MM-DD`. Pure; no time zones (a purchase date is a day, not an instant).
 */
import { fold } from '../domain/words/fold.js';

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  januar: 1,
  janvier: 1,
  enero: 1,
  janeiro: 1,
  gennaio: 1,
  januari: 1,
  feb: 2,
  february: 2,
  februar: 2,
  fevrier: 2,
  febrero: 2,
  fevereiro: 2,
  febbraio: 2,
  februari: 2,
  mar: 3,
  march: 3,
  marz: 3,
  mars: 3,
  marzo: 3,
  marco: 3,
  maart: 3,
  maret: 3,
  apr: 4,
  april: 4,
  avril: 4,
  abril: 4,
  aprile: 4,
  may: 5,
  mai: 5,
  mayo: 5,
  maio: 5,
  maggio: 5,
  mei: 5,
  jun: 6,
  june: 6,
  juni: 6,
  juin: 6,
  junio: 6,
  junho: 6,
  giugno: 6,
  jul: 7,
  july: 7,
  juli: 7,
  juillet: 7,
  julio: 7,
  julho: 7,
  luglio: 7,
  aug: 8,
  august: 8,
  aout: 8,
  agosto: 8,
  augustus: 8,
  agustus: 8,
  sep: 9,
  sept: 9,
  september: 9,
  septembre: 9,
  septiembre: 9,
  setembro: 9,
  settembre: 9,
  oct: 10,
  october: 10,
  oktober: 10,
  octobre: 10,
  octubre: 10,
  outubro: 10,
  ottobre: 10,
  nov: 11,
  november: 11,
  novembre: 11,
  noviembre: 11,
  novembro: 11,
  dec: 12,
  december: 12,
  dezember: 12,
  decembre: 12,
  diciembre: 12,
  dezembro: 12,
  dicembre: 12,
  desember: 12,
};

const ISO = /(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/;
const NUMERIC = /(?<!\d)(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?!\d)/;
const DAY_MONTH_YEAR = /(?<!\d)(\d{1,2})\.?[\s-]+([\p{L}]{3,10})\.?,?[\s-]+(\d{4})(?!\d)/u;
const MONTH_DAY_YEAR =
  /(?<![\p{L}])([\p{L}]{3,10})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?!\d)/u;

/** The ISO date of a year, month and day, or null when no such day exists. */
export function isoDateOf(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * The first date written in the text. Numeric dates with both parts up to 12 follow `dayFirst`
 * (true where amounts use a decimal comma, as in most of Europe); a part over 12 settles it.
 */
export function findCalendarDate(text: string, dayFirst = false): string | null {
  const iso = ISO.exec(text);
  if (iso) return isoDateOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const named = DAY_MONTH_YEAR.exec(text);
  if (named && MONTHS[fold(named[2]!)]) {
    return isoDateOf(Number(named[3]), MONTHS[fold(named[2]!)]!, Number(named[1]));
  }
  const american = MONTH_DAY_YEAR.exec(text);
  if (american && MONTHS[fold(american[1]!)]) {
    return isoDateOf(Number(american[3]), MONTHS[fold(american[1]!)]!, Number(american[2]));
  }
  const numeric = NUMERIC.exec(text);
  if (!numeric) return null;
  const [first, second] = [Number(numeric[1]), Number(numeric[3])];
  const year = numeric[4]!.length === 2 ? 2000 + Number(numeric[4]) : Number(numeric[4]);
  // Dots are European (day first) wherever they are written.
  const dayComesFirst = first > 12 || (second <= 12 && (dayFirst || numeric[2] === '.'));
  return dayComesFirst ? isoDateOf(year, second, first) : isoDateOf(year, first, second);
}
