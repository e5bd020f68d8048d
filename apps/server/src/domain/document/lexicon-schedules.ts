/**
 * Words for the lines of valuables schedules and removal inventories that are never items: the
 * totals they declare, the policy's premium and its excess. Written folded; the non-item reader merges them
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
    // The sum an inventory or a schedule declares: "Total estimated replacement value"
    'total estimated',
    'total replacement',
    'total scheduled',
    'total insured',
    'total agreed value',
    'total contents',
    'valeur totale',
    'gesamtwert',
    'declared lump sum',
    // The sum insured in all, in French, Polish, Danish and Norwegian, and Korean
    'total des sommes assurees',
    'somme totale assuree',
    'laczna suma ubezpieczenia',
    'suma ubezpieczenia razem',
    'samlet forsikringssum',
    'samlet forsikringssumme',
    '총 보험가입금액',
    '총 보험금액',
    'lump sum',
    // Arabic: the total sum insured
    'إجمالي مبلغ التأمين',
    'مبلغ التأمين',
    'إجمالي القيمة المؤمن عليها',
  ],
  tax: [],
  charge: [
    'basic excess',
    'standard excess',
    'compulsory excess',
    'voluntary excess',
    // German: the premium a year, the premium, the excess
    'jahrespramie',
    'pramie',
    'selbstbehalt',
  ],
  payment: [],
  // When the cover runs: "Gültig ab: 01.01.2025, Hauptverfall 31.12.", "Valid from 1 March"
  meta: ['gultig ab', 'gultig bis', 'hauptverfall', 'valid from', 'valid until', 'valable du'],
};
