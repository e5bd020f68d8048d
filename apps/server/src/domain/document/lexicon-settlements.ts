/**
 * Words for the lines that settle a bill or a loan rather than sell a thing: what is left to pay
 * after a deposit, what the buyer paid ("you paid"), how they pay (a bank transfer), a pawn or
 * loan ticket's principal, interest and net proceeds, and a certificate issued with installed work.
 * Written folded; the non-item reader merges them by kind.
 */
import type { NonItemKind } from './non-item-lexicon.js';

export const SETTLEMENT_WORDS: Record<NonItemKind, string[]> = {
  subtotal: [],
  total: [
    'netto a pagare',
    'netto da pagare',
    'neto a pagar',
    'liquido a pagar',
    'netto te betalen',
    'net to pay',
    'net payable',
    'net amount payable',
    'net proceeds',
  ],
  tax: [],
  charge: [
    'interest',
    'interest charge',
    'interest charged',
    'interest per month',
    'interest per annum',
    'interes',
    'intereses',
    'interets',
    'interessi',
    'juros',
    'zinsen',
    'certificate of compliance',
    'compliance certificate',
    'electrical certificate',
    'electrical certificate of compliance',
    'gas safety certificate',
    'certificat de conformite',
  ],
  payment: [
    'you paid',
    'pagaste',
    'pagou',
    'voce pagou',
    'vous avez paye',
    'hai pagato',
    'du hast bezahlt',
    'sie haben bezahlt',
    'je hebt betaald',
    'zaplacono',
    'transferencia',
    'transferencia bancaria',
    'bank transfer',
    'virement',
    'virement bancaire',
    'uberweisung',
    'bonifico',
    'bonifico bancario',
    'overboeking',
    'przelew',
    'principal loan',
    'principal amount',
    'loan amount',
    'loan principal',
  ],
  meta: [],
};
