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
  unitPrice: number | null;
  lineTotal: number | null;
  currency: string | null;
}

const cents = (v: number): number => Math.round(v * 100) / 100;

/** Unit value and quantity that agree with each other, in the answer's currency. */
export function reconcile(item: AnswerAmounts & { estimatedValue: number | null }): {
  quantity: number;
  unit: number | null;
} {
  const quantity = Math.max(1, Math.round(item.quantity));
  const unit = item.unitPrice !== null && item.unitPrice >= 0 ? item.unitPrice : null;
  const total = item.lineTotal !== null && item.lineTotal >= 0 ? item.lineTotal : null;
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
    unit: item.estimatedValue !== null && item.estimatedValue >= 0 ? item.estimatedValue : null,
  };
}

/** The answer's items after the non-item check, reconciliation and currency conversion. */
export function checkedItems(
  items: Array<AnalyzedItem & AnswerAmounts>,
  baseCurrency: string,
): AnalyzedItem[] {
  const out: AnalyzedItem[] = [];
  for (const { unitPrice: _u, lineTotal: _t, currency, ...item } of items) {
    if (nonItemKind(item.itemName) !== null) continue;
    const { quantity, unit } = reconcile({ ...item, unitPrice: _u, lineTotal: _t, currency });
    const code = currency?.trim().toUpperCase() || baseCurrency;
    let estimated = unit === null ? null : cents(unit);
    let original: Pick<AnalyzedItem, 'originalValue' | 'originalCurrency'> = {
      originalValue: null,
      originalCurrency: null,
    };
    if (estimated !== null && code !== baseCurrency) {
      const converted = convert(estimated, code, baseCurrency);
      original = { originalValue: estimated, originalCurrency: code };
      estimated = converted;
    }
    out.push({ ...item, quantity, estimatedValue: estimated, ...original });
  }
  return out;
}
