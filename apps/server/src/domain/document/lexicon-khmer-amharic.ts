/**
 * Words for the till lines that are never items in Khmer and Amharic, and on the tills that
 * print two currencies or abbreviate their taxable sum: totals, VAT, what was received and the
 * change, the exchange rate between the currencies, and thanks. Written as printed; the non-item
 * reader folds them and merges them by kind.
 */
import type { NonItemKind } from './non-item-lexicon.js';

export const KHMER_AMHARIC_WORDS: Record<NonItemKind, string[]> = {
  subtotal: [
    // The taxable sum as a till abbreviates it ("TXBL 1", "TAXBL")
    'txbl',
    'taxbl',
    'non txbl',
    'nontaxable',
    'non taxable',
  ],
  total: ['សរុប', 'សរុបរួម', 'ጠቅላላ', 'ጠቅላላ ድምር', 'ድምር'],
  tax: ['អាករ', 'អាករលើតម្លៃបន្ថែម', 'ពន្ធ', 'ተ.እ.ታ', 'ተእታ'],
  charge: ['បញ្ចុះតម្លៃ', 'ቅናሽ'],
  payment: ['ទទួលប្រាក់', 'ប្រាក់អាប់', 'សាច់ប្រាក់', 'ጥሬ ገንዘብ', 'መልስ'],
  meta: [
    // The rate between the two currencies a till prints its total in
    'អត្រាប្តូរប្រាក់',
    'exchange rate',
    'rate of exchange',
    'taux de change',
    'tipo de cambio',
    'tasa de cambio',
    'taxa de câmbio',
    'wechselkurs',
    'tasso di cambio',
    // Thanks
    'សូមអរគុណ',
    'እናመሰግናለን',
    'ስለገዙን እናመሰግናለን',
  ],
};
