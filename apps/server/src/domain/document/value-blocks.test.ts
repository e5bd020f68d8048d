import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { ValueBlocks } from './value-blocks.js';

describe('schedules of valuables written as blocks', () => {
  it('gives the value line to the thing its block names, in any of the languages', () => {
    const text = [
      'SEGUROS EXEMPLO',
      'Relação de Bens de Valor',
      '',
      'Item 01 - Máquina de café Sage Barista Pro',
      '          Nº de série: SB-00417',
      '          Estado de conservação: bom',
      '          Valor de reposição: R$ 5.200,00',
      '',
      'ITEM 2',
      'One (1) gentleman’s gold signet ring, 18K, engraved initials.',
      'Condition: Good.',
      'ESTIMATED REPLACEMENT VALUE ................ R$ 3.100,00',
      '',
      'TOTAL DOS BENS RELACIONADOS: R$ 8.300,00',
      'Franquia: 10% dos prejuízos, mínimo R$ 500,00.',
    ].join('\n');
    const items = extractItems(text, { currency: 'BRL' }).items;
    expect(items.map((i) => [i.value, i.name.slice(0, 20)])).toEqual([
      [5200, 'Máquina de café Sage'],
      [3100, "Gentleman's gold sig"],
    ]);
  });

  it('takes nothing when the label names a thing, or when no block is open', () => {
    const blocks = new ValueBlocks();
    expect(blocks.take('Replacement value')).toBeNull();
    blocks.note('Item 3 - Vintage Leica M3');
    expect(blocks.take('Leica lens 50mm')).toBeNull();
    expect(blocks.take('Appraised value:')).toEqual({
      name: 'Vintage Leica M3',
      details: [],
      count: 1,
    });
  });
});
