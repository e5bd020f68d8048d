/**
 * A till's note of the loyalty points a purchase earned or the balance held: "<scheme>-PISTEET
 * TÄSTÄ OSTOSTA 28,66", "Points earned this visit 120", "Punkte aus diesem Einkauf 12". The figure
 * counts points, no price. A points word alone inside a name ("Markers, fine points") stays: only
 * with a word of earning, balance or "this purchase" is it such a note.
 */
import { words } from '../words/fold.js';
import { LOYALTY_POINTS } from './non-item-lexicon-payments.js';

const POINTS = new Set(LOYALTY_POINTS);

/** "this purchase", "earned", "balance" in the till languages (folded words). */
const EARNING = new Set(
  (
    'earned collected balance purchase visit tasta ostosta ostoksesta kertyneet saldo ' +
    'kop detta gesammelt diesem einkauf kontostand cumules achat solde acumulados compra ' +
    'acumulados esta nesta questo acquisto accumulati deze aankoop gespaard zakupy zebrane ' +
    'kazanilan alisveris'
  ).split(' '),
);

export function isPointsEarned(label: string): boolean {
  const w = words(label.replace(/(?<![\p{L}])\d[\d.,]*/gu, ' '));
  return w.length <= 8 && w.some((x) => POINTS.has(x)) && w.some((x) => EARNING.has(x));
}
