import { SHARE_STATUSES } from '@circle/contract';
import { describe, expect, it } from 'vitest';
import { shareActivitySentence } from './activity-sentences.js';

const share = (status: string, sharing_type: 'BORROW' | 'DONATE', owner_id = 'me') => ({
  item_name: 'Cordless drill',
  status,
  sharing_type,
  owner_id,
});

describe('activity sentences', () => {
  it('writes the owner’s and the recipient’s side as people say it', () => {
    expect(shareActivitySentence(share('CLAIMED', 'BORROW'), 'me')).toBe('You lent Cordless drill');
    expect(shareActivitySentence(share('CLAIMED', 'DONATE', 'olga'), 'me')).toBe(
      'You claimed Cordless drill as a gift',
    );
    expect(shareActivitySentence(share('CLAIMED', 'BORROW', 'olga'), 'me')).toBe(
      'You borrowed Cordless drill',
    );
    expect(shareActivitySentence(share('COMPLETED', 'DONATE', 'olga'), 'me')).toBe(
      'You received Cordless drill',
    );
  });

  it('has a sentence for every status, never "A borrowed gift of … is claimed"', () => {
    for (const status of SHARE_STATUSES) {
      for (const type of ['BORROW', 'DONATE'] as const) {
        for (const owner of ['me', 'olga']) {
          const sentence = shareActivitySentence(share(status, type, owner), 'me');
          expect(sentence).toContain('Cordless drill');
          expect(sentence).not.toMatch(/borrowed gift| is (claimed|pending|completed)/i);
        }
      }
    }
  });
});
