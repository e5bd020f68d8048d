/**
 * Words for the lines that are never items in Nepali and Hindi bills (Devanagari): totals, the
 * taxable amount, VAT and GST, fees for delivery and installation, discounts, payments and the
 * bill's own fields. The non-item reader folds them (Devanagari loses its vowel signs in folding,
 * on both sides alike) and merges them into its lexicon by kind. A lone "कर" (tax) is left out:
 * folded, it reads like the start of many a name.
 */
import type { NonItemKind } from './non-item-lexicon.js';

export const DEVANAGARI_WORDS: Record<NonItemKind, string[]> = {
  subtotal: ['उप योग', 'उपयोग रकम', 'उप जम्मा', 'करयोग्य रकम', 'कर योग्य रकम', 'कर योग्य राशि'],
  total: ['कुल', 'कुल जम्मा', 'कुल योग', 'कुल राशि', 'कुल रकम', 'जम्मा', 'देय राशि', 'भुक्तानी योग्य रकम'],
  tax: ['मू.अ.कर', 'मूल्य अभिवृद्धि कर', 'भ्याट', 'वैट', 'जीएसटी', 'सीजीएसटी', 'एसजीएसटी', 'आईजीएसटी'],
  charge: ['शुल्क', 'सेवा शुल्क', 'ढुवानी', 'जडान', 'छुट', 'छूट', 'डिलिभरी', 'डिलीवरी', 'प्रभार'],
  payment: ['नगद', 'भुक्तानी', 'फिर्ता', 'बाँकी', 'अग्रिम'],
  meta: ['बीजक', 'मिति', 'दिनांक', 'क्रेता', 'क्रेताको', 'ठेगाना', 'अक्षरमा', 'शब्दों में', 'नोट'],
};
