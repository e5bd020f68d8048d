import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

describe('repair tickets and inventory notes: lines that name no belonging', () => {
  it.each([
    ['Cambio de batería (refacción + mano de obra)', 'charge'],
    ['Troca de tela', 'charge'],
    ['Screen replacement', 'charge'],
    ['Resta por pagar', 'total'],
    ['Saldo pendiente', 'total'],
    ['Photos saved in Dropbox > Insurance 2025', 'meta'],
    ['Each room stored in the family album', 'meta'],
    ['Dowód zakupu w załączeniu', 'meta'],
    ['Articles sans valeur : couverture de base 0,60 $/lb.', 'meta'],
    ['お買上げ日　2025年 1月 9日', 'meta'],
  ])('reads “%s” as %s', (line, kind) => expect(nonItemKind(line)).toBe(kind));

  it('gives a repair ticket’s phone, not its repair, deposit or balance', () => {
    const ticket = [
      'ORDEN DE SERVICIO No. 4471',
      '',
      'Equipo: Motorola Moto G84 256GB Azul',
      'Falla reportada: no carga',
      '',
      'Cambio de batería (refacción + mano de obra)      $ 950.00',
      'Anticipo                                         -$ 500.00',
      'Resta por pagar                                   $ 450.00',
    ].join('\n');
    const names = extractItems(ticket).items.map((i) => i.name);
    expect(names).not.toContain('Cambio de batería');
    expect(names.some((n) => /resta/i.test(n))).toBe(false);
  });
});
