/**
 * A sentence that prices several things: "…my MacBook Air, which I bought for $1,099, Bose
 * earbuds worth about $279, and…". Each amount goes to the mention just before it.
 */
import type { NumberToken } from './amounts.js';
import { mentions, pricedMention } from './line-parts.js';
import type { Reading } from './quantity.js';
import { isPriceOnAll, isPriceTalk } from './talk.js';

export function proseMentions(
  raw: string,
  amounts: NumberToken[],
): Array<{ text: string; reading: Reading | null }> {
  const out: Array<{ text: string; reading: Reading | null }> = [];
  let at = 0;
  let previous: Reading | null = null;
  for (const amount of amounts) {
    const lead = raw.slice(at, amount.start);
    at = amount.end;
    // "…, but I'd let the lot go for 90": a later amount put on the deal prices no thing.
    if (isPriceTalk(lead) || isPriceOnAll(lead, raw.slice(amount.end))) {
      previous = null;
      continue;
    }
    const parts = mentions(lead);
    if (parts.length === 0) {
      // "got it for 2k, prob worth 1500 now": a later amount is the current value.
      if (previous) previous.unit = amount.value;
      continue;
    }
    const priced = pricedMention(parts);
    for (const part of parts) if (part !== priced) out.push({ text: part, reading: null });
    previous = {
      quantity: 1,
      unit: amount.value,
      total: null,
      ambiguous: false,
      approximate: amount.approximate,
      used: [amount],
      currency: amount.currency,
    };
    out.push({ text: priced, reading: previous });
  }
  for (const part of mentions(raw.slice(at))) out.push({ text: part, reading: null });
  return out;
}
