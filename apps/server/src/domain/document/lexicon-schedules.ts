/**
 * Words for the lines of valuables schedules and removal inventories that are never items: the
 * totals they declare and the policy's excess. Written folded; the non-item reader merges them
 * into its lexicon by kind.
 */
import type { NonItemKind } from './non-item-lexicon.js';

export const SCHEDULE_WORDS: Record<NonItemKind, string[]> = {
  subtotal: [],
  total: [
    'total specified',
    'total specified all risks',
    'total specified items',
    'total sum insured',
    'total declared value',
    'total declared',
    'declared lump sum',
    'lump sum',
    // Arabic: the total sum insured
    'إجمالي مبلغ التأمين',
    'مبلغ التأمين',
    'إجمالي القيمة المؤمن عليها',
  ],
  tax: [],
  charge: ['basic excess', 'standard excess', 'compulsory excess', 'voluntary excess'],
  payment: [],
  meta: [],
};
