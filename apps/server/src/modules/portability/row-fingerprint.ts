import { createHash } from 'node:crypto';
import type { ColumnRole } from '@circle/contract';

/**
 * A row that names no reference of its own is known again by its fingerprint: a digest of what
 * the row says about the item, column by column role, so that
 * - the same row is recognised in a re-saved or reordered file: text is compared in Unicode
 *   normal form, case-folded, with runs of white space as one space; amounts and quantities by
 *   their value ("1,499.00" is "1499"); columns the import ignores do not count;
 * - two rows that differ in anything the item keeps (name, description, category, brand, model,
 *   serial, condition, amount or its currency, quantity, place, tags, notes, insured) stay two.
 * The digest does not depend on the owner, so the scope it is unique in can change.
 */
export interface FingerprintInput {
  /** The row's text by role (import_ref left out: a row with a reference needs no fingerprint). */
  texts: ReadonlyMap<ColumnRole, string>;
  amount: { value: number; currency: string | null } | null;
  quantity: number;
}

export function rowFingerprint({ texts, amount, quantity }: FingerprintInput): string {
  const fields: [string, string][] = [...texts]
    .filter(([role]) => role !== 'import_ref' && role !== 'value' && role !== 'quantity')
    .map(([role, text]) => [role, canonicalText(text)]);
  if (amount) fields.push(['value', `${amount.value} ${amount.currency ?? ''}`.trim()]);
  fields.push(['quantity', String(quantity)]);
  fields.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url').slice(0, 32);
}

export function canonicalText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/**
 * The reference an import stores for a row without one: its fingerprint and which occurrence of
 * it in the file it is, so two identical rows (two identical chairs) are both imported once.
 */
export function fingerprintRef(fingerprint: string, occurrence: number): string {
  return `row:${fingerprint}:${occurrence}`;
}
