import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const items = (text: string[]) =>
  extractItems(text.join('\n')).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('entries set apart by blank lines', () => {
  it('starts a new entry on an indented name line after a blank line', () => {
    const text = [
      'Order 5521-889',
      '',
      '   Garden hose reel',
      '   Qty: 1',
      '   $42.50',
      '',
      '   Brass spray nozzle',
      '   Qty: 1',
      '   $12.00',
      '',
      'Order total:        $54.50',
    ];
    expect(items(text)).toEqual([
      '1 × Garden hose reel @ 42.5',
      '1 × Brass spray nozzle @ 12',
    ]);
  });
});
