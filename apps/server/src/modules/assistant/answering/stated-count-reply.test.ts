import { describe, expect, it } from 'vitest';
import { factItem } from './fact-item.fixture.js';
import { otherCountThanStated } from './stated-count-reply.js';

describe('a set of another size than the owner said', () => {
  it('offers what was found and asks, with no figure', () => {
    const reply = otherCountThanStated(4, ['stools'], [factItem('Oak bar stool')]);
    expect(reply.unresolved).toBe(true);
    expect(reply.response).toContain('Oak bar stool');
    expect(reply.response).not.toMatch(/\$\d/);
  });
});
