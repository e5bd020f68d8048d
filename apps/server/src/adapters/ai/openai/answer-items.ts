/**
 * Checks an OpenAI-compatible model's items the way the local extractor checks its own: totals,
 * taxes, payments and company lines are dropped, quantity × unit price is reconciled with the line
 * total, and amounts in another currency are converted into the deployment's currency.
 */
import { convert } from '../../../lib/exchange-rates.js';
import type { AnalyzedItem } from '../analyzer.js';
import { nonItemKind } from '../../../domain/document/non-items.js';
import { agrees } from '../../../domain/document/quantity.js';

export interface AnswerAmounts {
  quantity: number;
  unit_price: number | null;
  line_total: number | null;
  currency: string | null;
}

const cents = (v: number): number => Math.round(v * 100) / 100;

/** Unit value and quantity that agree with each other, in the answer's currency. */
export function reconcile(item: AnswerAmounts & { estimated_value: number | null }): {
  quantity: number;
  unit: number | null;
} {
  const quantity = Math.max(1, Math.round(item.quantity));
  const unit = item.unit_price !== null && item.unit_price >= 0 ? item.unit_price : null;
  const total = item.line_total !== null && item.line_total >= 0 ? item.line_total : null;
  if (unit !== null && total !== null) {
    if (agrees(unit * quantity, total)) return { quantity, unit };
    // A quantity the amounts do not support: the line total is one unit's price.
    if (agrees(unit, total)) return { quantity: 1, unit };
    const implied = total / unit;
    if (Number.isInteger(Math.round(implied)) && agrees(Math.round(implied) * unit, total)) {
      return { quantity: Math.round(implied), unit };
    }
    return { quantity, unit: total / quantity };
  }
  if (unit !== null) return { quantity, unit };
  if (total !== null) return { quantity, unit: total / quantity };
  return {
    quantity,
    unit: item.estimated_value !== null && item.estimated_value >= 0 ? item.estimated_value : null,
  };
}

/** The answer's items after the non-item check, reconciliation and currency conversion. */
export function checkedItems(
  items: Array<AnalyzedItem & AnswerAmounts>,
  baseCurrency: string,
): AnalyzedItem[] {
  const out: AnalyzedItem[] = [];
  for (const { unit_price: _u, line_total: _t, currency, ...item } of items) {
    if (nonItemKind(item.item_name) !== null) continue;
    const { quantity, unit } = reconcile({ ...item, unit_price: _u, line_total: _t, currency });
    const code = currency?.trim().toUpperCase() || baseCurrency;
    let estimated = unit === null ? null : cents(unit);
    let original: Pick<AnalyzedItem, 'original_value' | 'original_currency'> = {
      original_value: null,
      original_currency: null,
    };
    if (estimated !== null && code !== baseCurrency) {
      const converted = convert(estimated, code, baseCurrency);
      original = { original_value: estimated, original_currency: code };
      estimated = converted;
    }
    out.push({ ...item, quantity, estimated_value: estimated, ...original });
  }
  return out;
}
