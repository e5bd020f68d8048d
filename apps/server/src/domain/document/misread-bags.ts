/**
 * A till's carrier bag as the camera misread it ("SHQPPER", "P0SET"): one look-alike letter off
 * the bag's word, in a short label. A bag is a charge at the till, never a belonging.
 */
import { fold } from '../words/fold.js';
import { lookAlikeReadings } from './ocr-label-repair.js';

const BAG_WORDS = ['shopper', 'poset', 'tragetasche', 'draagtas', 'sacchetto'];
/** The bag words and every reading one swap away: a swap read back is a swap too. */
const BAG_READINGS = new Set(BAG_WORDS.flatMap((w) => [w, ...lookAlikeReadings(w)]));

export function isMisreadBag(label: string): boolean {
  const words = fold(label).replace(/0/g, 'o').split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 3) return false;
  return words.slice(0, 2).some((w) => BAG_READINGS.has(w));
}
