import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('a sale message whose later amount is put on the deal, not on a thing', () => {
  it('does not make an item of "but the lot for" after a sum of separate prices', () => {
    const message = [
      'Cześć, wszystko aktualne.',
      'Szafa Black Red White dwudrzwiowa - 420 zł',
      'Biurko narożne z szufladami - 260 zł',
      'Osobno razem 680 zł, ale całość oddam za 600 zł przy szybkim odbiorze.',
    ];
    const found = items(message.join('\n'));
    expect(found).toHaveLength(2);
    expect(found.join('\n')).not.toMatch(/oddam|razem/i);
  });

  it('does not make an item of a buyer asking what the lot comes to', () => {
    const chat = [
      'noor_h: Samsung 32" monitor – S$180, works fine',
      'noor_h: Logitech desk speakers – S$40',
      'deanlim: if I take both how much? total is S$220 right',
    ];
    const found = items(chat.join('\n'));
    expect(found).toHaveLength(2);
    expect(found.join('\n')).not.toMatch(/\bif\b/i);
  });

  it('does not make an item of the money a buyer puts down', () => {
    const chat = [
      '[02/03/25 10:01] Lucía: Vendo refrigerador Mabe 14 pies, funciona perfecto $5,200',
      '[02/03/25 10:20] Andrés: Transferencia, te doy 1 mil de apartado mañana',
    ];
    const found = items(chat.join('\n'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/Mabe.* @ 5200$/);
  });
});
