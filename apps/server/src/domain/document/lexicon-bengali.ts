/**
 * Words for the lines that are never items in Bengali lists and bills: totals, charges, VAT and
 * a moving list's count of cartons. The non-item reader folds them (Bengali loses its vowel
 * signs in folding, on both sides alike) and merges them into its lexicon by kind.
 */
import type { NonItemKind } from './non-item-lexicon.js';

export const BENGALI_WORDS: Record<NonItemKind, string[]> = {
  subtotal: ['উপমোট'],
  total: ['মোট', 'সর্বমোট', 'মোট মূল্য', 'মোট আনুমানিক মূল্য', 'সর্বমোট মূল্য'],
  tax: ['ভ্যাট', 'মূসক'],
  charge: ['শিফটিং চার্জ', 'ডেলিভারি চার্জ', 'সার্ভিস চার্জ', 'পরিবহন খরচ', 'লেবার খরচ', 'ছাড়'],
  payment: ['নগদ', 'বাকি', 'অগ্রিম'],
  meta: ['কার্টন', 'তারিখ', 'পুরাতন ঠিকানা', 'নতুন ঠিকানা', 'মুভার'],
};
