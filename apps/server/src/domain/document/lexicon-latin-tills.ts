/**
 * Words for the lines that are never items on Latin American and Quebec tills the other
 * lexicons lack: Peru's taxed base, its VAT (IGV) and its plastic-bag tax (ICBPER), Chile's and
 * Colombia's home delivery, an old appliance taken away. Written as printed; the non-item reader
 * folds them and merges them by kind.
 */
import type { NonItemKind } from './non-item-lexicon.js';

export const LATIN_TILL_WORDS: Record<NonItemKind, string[]> = {
  subtotal: ['op gravada', 'op. gravada', 'operaciones gravadas', 'op exonerada', 'op inafecta'],
  total: ['importe total', 'total a pagar'],
  tax: ['igv', 'icbper', 'isc'],
  charge: [
    'despacho a domicilio',
    'costo de despacho',
    'cargo por despacho',
    'despacho express',
    'domicilio',
    'récupération ancien électroménager',
    'récupération de l ancien appareil',
    'récupération',
    'bolsa plástica',
    'bolsa plastica',
    'bolsa de plástico',
    'bolsa de papel',
  ],
  payment: [],
  meta: ['ud ahorró', 'usted ahorró', 'puntos ganados', 'puntos acumulados'],
};
