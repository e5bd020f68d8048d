/**
 * Reads a line's numbers as quantity, unit price and line total, taking a quantity only when the
 * numbers agree: qty × unit ≈ line total, an explicit count ("2 x", "x2", "qty 2", "2 Stk"), or a
 * unit-price marker ("@", "à", "each", "je"). Row numbers, article numbers, sizes and pack counts
 * never become quantities (codes and sizes are masked by the scanner; row numbers by the caller).
 */
import { isMoney, type NumberToken } from './amounts.js';
import { isNameFigure } from './name-figures.js';
import type { NumberStyle } from './numbers.js';
import type { Candidate } from './types.js';

export interface Reading {
  quantity: number;
  unit: number | null;
  total: number | null;
  /** A count and one amount with no unit-price marker: unit or line total, settled later. */
  ambiguous: boolean;
  approximate: boolean;
  /** Tokens read as quantity or amounts (cut from the name). */
  used: NumberToken[];
  currency: string | null;
}

export interface ReadOptions {
  /** A whole number opening the line may be a quantity ("2 Caesar Salad 28.00"). */
  leadingCount: boolean;
  /** A till's line may open with an article number ("0155 TWISTIES", "5422 MI SEDAAP"). */
  articleCodes?: boolean;
  /** A bare trailing whole number is an amount ("treadmill 900", "naaimachine 120"). */
  bareAmounts: boolean;
  /** Where the line's text starts (after bullets and indentation). */
  textStart: number;
}

export const agrees = (a: number, b: number): boolean =>
  Math.abs(a - b) <= Math.max(0.011, Math.abs(b) * 0.006);

const isCount = (t: NumberToken): boolean =>
  Number.isInteger(t.value) && t.value >= 1 && t.value <= 999 && !t.decimals && !t.currency;

/**
 * "2.00 Galão €1.10 €2.20", "1,000 Torradeira 19,99": a till that prints its counts with decimals,
 * before the name, in a "Qt Descrição P.Unit. Valor" layout.
 */
const wholeDecimalCount = (t: NumberToken, line: string): boolean =>
  !t.currency &&
  /^\d{1,3}[.,]0{2,3}$/.test(t.raw) &&
  Number.isInteger(t.value) &&
  t.value >= 1 &&
  t.value <= 999 &&
  /^\s+\p{L}{2}/u.test(line.slice(t.end));

/** A whole count with zero decimals ("2.00") standing right before the unit price's column. */
const wholeDecimalColumn = (count: NumberToken, unit: NumberToken, line: string): boolean =>
  !count.currency &&
  /^\d{1,3}[.,]0{2,3}$/.test(count.raw) &&
  Number.isInteger(count.value) &&
  count.value <= 999 &&
  line.slice(count.end, unit.start).trim() === '';

/**
 * "3.560 X 0,99", "0,924 kg x 3,99", "0.852 kg @ 89.00": a weighed article, sold by weight times
 * its price.
 */
function weighed(tokens: NumberToken[], line: string, style: NumberStyle): Reading | null {
  for (let k = 0; k + 1 < tokens.length; k++) {
    const weight = tokens[k]!;
    const price = tokens[k + 1]!;
    if (!/^\d{1,3}[.,]\d{3}$/.test(weight.raw) || !isMoney(price, style)) continue;
    // "0,846 kg x 1,69", "0.852 kg @ 89.00"; on a line of its own, "0,742 KG  1,69 €/KG" leaves
    // the sign out.
    const between = line.slice(weight.end, price.start);
    const times = /^\s*(?:kg\s*)?[x×*@]\s*$/i.test(between);
    // "2.000 x 41.90": a fiscal till prints every count to three decimals; a whole one with no
    // "kg" beside it counts pieces.
    if (/^\d{1,3}[.,]000$/.test(weight.raw) && !/kg/i.test(between)) continue;
    const alone = !/\p{L}/u.test(line.slice(0, weight.start)) && !line.slice(price.end).match(/\d/);
    if (!times && !(alone && price.perMeasure && /^\s*kg\s*$/i.test(between))) continue;
    const kilos = Number(weight.raw.replace(',', '.'));
    const value = Math.round(kilos * price.value * 100) / 100;
    const total = tokens.slice(k + 2).find((t) => isMoney(t, style) && agrees(t.value, value));
    return {
      quantity: 1,
      unit: total?.value ?? value,
      total: null,
      ambiguous: false,
      approximate: false,
      used: total ? [weight, price, total] : [weight, price],
      currency: price.currency,
    };
  }
  return null;
}

/**
 * "GASOLEO 20,500 1,520 31,16": a measure with three decimals, its price per measure and their
 * product, side by side in a pump's or a scale's columns; the line is one purchase of that amount.
 */
const THREE_DECIMALS = /^\d{1,4}[.,]\d{3}$/;
/** "20,500" and "1,520" in a pump's columns: litres and a price per litre, not thousands. */
const threeDecimals = (t: NumberToken): number => Number(t.raw.replace(',', '.'));

function measuredColumns(tokens: NumberToken[], line: string, style: NumberStyle): Reading | null {
  for (let k = 0; k + 2 < tokens.length; k++) {
    const [measure, price, amount] = [tokens[k]!, tokens[k + 1]!, tokens[k + 2]!];
    if (!THREE_DECIMALS.test(measure.raw) || measure.currency) continue;
    if (!isMoney(price, style) || !isMoney(amount, style)) continue;
    if (line.slice(measure.end, price.start).trim() || line.slice(price.end, amount.start).trim())
      continue;
    const value =
      threeDecimals(measure) *
      (THREE_DECIMALS.test(price.raw) ? threeDecimals(price) : price.value);
    if (!agrees(value, amount.value) || amount.value <= 0) continue;
    return {
      quantity: 1,
      unit: amount.value,
      total: null,
      ambiguous: false,
      approximate: false,
      used: [measure, price, amount],
      currency: amount.currency ?? price.currency,
    };
  }
  return null;
}

/** A measured quantity's unit: litres or kilograms. */
const MEASURED_UNIT = /^\s?(?:l|lt|ltr|lts|litros?|liters?|litres?|kg|kgs|kilos?)(?![\p{L}])/iu;

/**
 * "23.09 Litros 1.299 Eur/Litros GASOLEO 30.00", "0,524 kg 12,99 €/kg 6,81": a measured quantity
 * times its price per measure is the line's price; the amount that agrees with it, when printed.
 */
function measured(tokens: NumberToken[], line: string, style: NumberStyle): Reading | null {
  const price = tokens.find((t) => t.perMeasure);
  if (!price) return null;
  for (const amount of tokens) {
    if (amount === price || !amount.measure) continue;
    const unit = MEASURED_UNIT.exec(line.slice(amount.end));
    if (!unit) continue;
    const value = Math.round(amount.value * price.value * 100) / 100;
    if (value <= 0) continue;
    const total = tokens.find(
      (t) => t !== price && t !== amount && isMoney(t, style) && agrees(t.value, value),
    );
    const quantity = { ...amount, end: amount.end + unit[0].length };
    return {
      quantity: 1,
      unit: total?.value ?? value,
      total: null,
      ambiguous: false,
      approximate: false,
      used: total ? [quantity, price, total] : [quantity, price],
      currency: total?.currency ?? price.currency,
    };
  }
  return null;
}

export function interpretLine(
  tokens: NumberToken[],
  line: string,
  style: NumberStyle,
  options: ReadOptions,
): Reading | null {
  const byWeight =
    weighed(tokens, line, style) ??
    measured(tokens, line, style) ??
    measuredColumns(tokens, line, style);
  if (byWeight) return byWeight;
  // "2 PC X 12.50": a count of pieces followed by its sign is a count, not a size.
  const usable = tokens.filter(
    (t) => !t.percent && (!t.measure || /^\s?pcs?\s?[x×@]\s?\d/i.test(line.slice(t.end))),
  );
  // "2,00 stk 149,00": an invoice's count printed with zero decimals before its unit.
  let explicit =
    usable.find(
      (t) =>
        (t.countBefore || t.countAfter) &&
        (isCount(t) ||
          (t.countBefore &&
            /^\d{1,3}[.,]0{2,3}$/.test(t.raw) &&
            isCount({ ...t, decimals: false }))),
    ) ?? null;
  const first = usable[0];
  // "1   Medialunas de manteca x3   $ 5.200,00": with a count column opening the line, a count
  // after the name's words is the pack's, part of the name.
  if (
    explicit?.countAfter &&
    !explicit.countBefore &&
    first !== undefined &&
    first !== explicit &&
    options.leadingCount &&
    isCount(first) &&
    line.slice(options.textStart, first.start).trim() === '' &&
    /\p{L}{2}/u.test(line.slice(first.end, explicit.start))
  )
    explicit = null;
  const leading =
    !explicit &&
    options.leadingCount &&
    first !== undefined &&
    (isCount(first) || wholeDecimalCount(first, line)) &&
    !first.grouped &&
    !(options.articleCodes && (/^0\d/.test(first.raw) || first.value >= 100)) &&
    line.slice(options.textStart, first.start).trim() === '' &&
    // "3-шар", "2-seater": a figure hyphened to a word is part of the name.
    !/^[.)]|^-\p{L}/u.test(line.slice(first.end))
      ? first
      : null;
  // "Kabel 2.1 2 m": a bare version or size inside the name is no price; on a till, only with
  // more of the name after it, as a till prints its prices after the name.
  const nameFigure = (t: NumberToken): boolean =>
    isNameFigure(t, style) && (options.bareAmounts || /\p{L}{2,}/u.test(line.slice(t.end)));
  let money = usable.filter(
    (t) => t !== explicit && t !== leading && isMoney(t, style) && !nameFigure(t),
  );
  // A discount column of zeros between a price and its line total ("RM 3.20 1 0.00 RM3.20").
  if (money.some((t) => t.value > 0))
    money = money.filter((t) => t.value > 0 || t === money.at(-1));
  if (money.length === 0 && options.bareAmounts) {
    // "Lyon 7e", "the 3rd": an ordinal is no amount.
    const ordinal = (t: NumberToken): boolean =>
      /^(?:e|er|re|[èe]me|st|nd|rd|th|º|ª)(?![\p{L}])/u.test(line.slice(t.end));
    const last = usable
      .filter(
        (t) => t !== explicit && t !== leading && !t.countBefore && !ordinal(t) && !nameFigure(t),
      )
      .at(-1);
    const tail = last ? line.slice(last.end) : '';
    if (
      last &&
      last.value >= 5 &&
      !/\p{L}{3,}/u.test(
        tail
          .replace(/\([^)]*\)/g, ' ')
          .replace(/\b(?:used|new|now|ish|each|bucks|euros?|dollars?|kr|only|ok)\b/giu, ''),
      )
    ) {
      money = [last];
    }
  }
  const currency = money.find((t) => t.currency)?.currency ?? null;
  const approximate = money.some((t) => t.approximate);
  const base = { approximate, currency };

  const count = explicit ?? leading;
  if (count) {
    const q = count.value;
    if (money.length >= 2) {
      const [a, b] = [money.at(-2)!, money.at(-1)!];
      if (agrees(q * a.value, b.value)) {
        return {
          ...base,
          quantity: q,
          unit: a.value,
          total: b.value,
          ambiguous: false,
          used: [count, a, b],
        };
      }
      // "R$ 747,00 (3 x R$ 249,00)": the line's total first, then its count and unit price.
      if (a.end <= count.start && count.end <= b.start && agrees(q * b.value, a.value)) {
        return {
          ...base,
          quantity: q,
          unit: b.value,
          total: a.value,
          ambiguous: false,
          used: [count, a, b],
        };
      }
      // "1 MAJESTA HSS 2 4.00 8.00": a row number opens the line, the count stands by the prices;
      // "8 005118 FLOOR WAX 1 0.00 32.70 32.70" counts one, its unit and amount alike.
      const inner = usable.find(
        (t) =>
          t !== count &&
          t !== a &&
          t !== b &&
          isCount(t) &&
          (t.value >= 2 || (t.start > count.end && t.end < a.start)) &&
          agrees(t.value * a.value, b.value),
      );
      if (inner && leading) {
        return {
          ...base,
          quantity: inner.value,
          unit: a.value,
          total: b.value,
          ambiguous: false,
          used: [count, inner, a, b],
        };
      }
      if (agrees(a.value, b.value) && explicit) {
        return {
          ...base,
          quantity: q,
          unit: a.value,
          total: null,
          ambiguous: false,
          used: [count, a, b],
        };
      }
    }
    if (money.length >= 1) {
      // "2 x 49,99": the amount written right after the count is one unit's price.
      const next = money.find((t) => t.start > count.end);
      const unitMarked =
        money.find((t) => t.unitPrice) ??
        (count.countBefore &&
        next &&
        /^\s*(?:[x×]|stk\.?|pcs|un)?\s*[x×]?\s*$/i.test(line.slice(count.end, next.start)) &&
        money.length === 1
          ? next
          : undefined);
      if (unitMarked) {
        return {
          ...base,
          quantity: q,
          unit: unitMarked.value,
          total: null,
          ambiguous: false,
          used: [count, ...money],
        };
      }
      if (leading && q === 1) {
        return {
          ...base,
          quantity: 1,
          unit: money.at(-1)!.value,
          total: null,
          ambiguous: false,
          used: [count, ...money],
        };
      }
      const amount = money.at(-1)!;
      return {
        ...base,
        quantity: q,
        unit: amount.value,
        total: null,
        ambiguous: q > 1,
        used: [count, ...money],
      };
    }
    if (explicit) {
      return { ...base, quantity: q, unit: null, total: null, ambiguous: false, used: [count] };
    }
  }
  if (money.length === 0) return null;
  if (money.length >= 2) {
    const [a, b] = [money.at(-2)!, money.at(-1)!];
    // "2.00 4.50 9.00 SR": a till's count column printed with decimals, before unit and amount.
    const decimalCount = money.at(-3);
    if (
      decimalCount &&
      decimalCount.value >= 2 &&
      wholeDecimalColumn(decimalCount, a, line) &&
      agrees(decimalCount.value * a.value, b.value)
    ) {
      return {
        ...base,
        quantity: decimalCount.value,
        unit: a.value,
        total: b.value,
        ambiguous: false,
        used: [decimalCount, a, b],
      };
    }
    // A count written as a plain number between name and prices ("Nasi Timbel 2 45.000 90.000").
    for (const t of usable) {
      if (t === a || t === b || !isCount(t)) continue;
      // "Elcykel Elis 2024      1    24 990,00  24 990,00": a count of one in its column.
      if (t.value === 1) {
        const column = t.end <= a.start && line.slice(t.end, a.start).trim() === '';
        // "STAPLER HD-10 1 8.90 8.90": count, unit price and amount closing a till's row.
        const closing =
          a.decimals &&
          b.decimals &&
          /^\s*(?:\d{1,2}(?:[.,]\d+)?\s?%|[A-Z]{1,2})?\s*$/.test(line.slice(b.end));
        const spaced = /\s{2,}$/.test(line.slice(0, t.start));
        if (!column || !agrees(a.value, b.value) || !(spaced || closing)) continue;
        return {
          ...base,
          quantity: 1,
          unit: a.value,
          total: b.value,
          ambiguous: false,
          used: [t, a, b],
        };
      }
      if (agrees(t.value * a.value, b.value)) {
        return {
          ...base,
          quantity: t.value,
          unit: a.value,
          total: b.value,
          ambiguous: false,
          used: [t, a, b],
        };
      }
    }
    if (agrees(a.value, b.value) || a.unitPrice) {
      return {
        ...base,
        quantity: a.unitPrice ? wholeMultiple(b.value, a.value) : 1,
        unit: a.value,
        total: b.value,
        ambiguous: false,
        used: [a, b],
      };
    }
  }
  if (money.length === 1 && money[0]!.value > 0) {
    // "Skjermbeskytter 2 398,00": a plain whole number before the only amount.
    const count = usable.find(
      (t) => t !== money[0] && isCount(t) && t.start < money[0]!.start && t.value <= 99,
    );
    const columns =
      count && /\s{2,}$/.test(line.slice(0, count.start)) && /^\s{2,}/.test(line.slice(count.end));
    if (
      count &&
      columns &&
      line.slice(count.end, money[0]!.start).trim() === '' &&
      !options.bareAmounts
    ) {
      // "Cheese Slice    1    RM12.60": a count of one in its column is the count, not the name's.
      return {
        ...base,
        quantity: count.value,
        unit: money[0]!.value,
        total: null,
        ambiguous: count.value > 1,
        used: [count, money[0]!],
      };
    }
  }
  const amount = money.at(-1)!;
  return {
    ...base,
    quantity: 1,
    unit: amount.value,
    total: null,
    ambiguous: false,
    used: [amount],
  };
}

/**
 * "Book Bundle x 5" unpriced on an order: the pack's size names it, and its count and price
 * follow on lines of their own.
 */
export function namesPackSize(reading: Reading | null): boolean {
  return (
    reading !== null &&
    reading.unit === null &&
    reading.used.length > 0 &&
    reading.used.every((t) => t.countAfter)
  );
}

/** "3 x 1,29" above a table's row: its count and unit price, when they make the row's amount. */
export function carriedInto(row: Candidate, carry: Reading | null): void {
  const amount = row.total ?? row.unit;
  if (carry?.unit == null || row.quantity !== 1 || amount === null) return;
  const carried = carry.total ?? carry.quantity * carry.unit;
  if (!agrees(amount, carried)) return;
  Object.assign(row, { quantity: carry.quantity, unit: carry.unit, total: carried });
}

/** "ES TEH @5,000  15,000": the line's amount is three units at the marked price; else one. */
function wholeMultiple(amount: number, unit: number): number {
  if (unit <= 0) return 1;
  const k = Math.round(amount / unit);
  return k >= 2 && k <= 999 && agrees(k * unit, amount) ? k : 1;
}
