/**
 * Words for the lines of repair tickets and service orders that are never items: the repair
 * itself (a screen or battery replaced, parts and labour), the deposit taken and what is left to
 * pay. Written folded; the non-item reader merges them into its lexicon by kind.
 */
import type { NonItemKind } from './non-item-lexicon.js';

export const REPAIR_TICKET_WORDS: Record<NonItemKind, string[]> = {
  subtotal: [],
  total: ['resta por pagar', 'saldo por pagar', 'saldo pendiente', 'restante a pagar'],
  tax: [],
  charge: [
    'cambio de pantalla',
    'cambio de bateria',
    'cambio de display',
    'reemplazo de pantalla',
    'reemplazo de bateria',
    'troca de tela',
    'troca de bateria',
    'screen replacement',
    'battery replacement',
  ],
  payment: [],
  meta: [],
};
