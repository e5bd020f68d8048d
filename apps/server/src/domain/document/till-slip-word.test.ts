import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

describe('a badly photographed till slip that calls itself a "talão"', () => {
  it('is read as a receipt, so its unreadable lines are not listed as things', () => {
    const items = extractItems(
      [
        'Electro Exemplo',
        'Cliente: Qo',
        'Notas',
        '19.90',
        'vbr entoa',
        'Mlac pirugo',
        'IVA',
        'IVA',
        'Talão de troca: guarde-o',
      ].join('\n'),
      { currency: 'EUR' },
    ).items.map((i) => i.name);
    expect(items).not.toContain('Vbr entoa');
    expect(items).not.toContain('Mlac pirugo');
  });
});
