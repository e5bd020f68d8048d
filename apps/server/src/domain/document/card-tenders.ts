/**
 * A till's tender line that names only the card or the wallet paid with: "KARTA", "ΚΑΡΤΑ",
 * "PANKKIKORTTI", "Kreditkarte", "<scheme>支払" (a Japanese till names the e-money or card scheme,
 * then "paid"). Only the bare word, or a bank's compound of it, is a tender: "Karta pamięci"
 * (a memory card) or "Geschenkkarte" (a gift card) name things sold.
 */
import { fold } from '../words/fold.js';

/** The card word alone, in the languages seen on tills (folded). */
const CARD_ALONE = new Set(
  'karta kartou karte kartya kartica kortti kortilla kart kartu carta καρτα καρτας карта картка картой'.split(
    ' ',
  ),
);

/** A card word compounded with a bank, credit or debit word: "pankkikortti", "bankkarte". */
const CARD_COMPOUND =
  /^(?:pankki|luotto|debit|credit|kredit|maksu|bank|debet|konto|betal|giro|hitel|bankova|platebni)(?:kortti|kortilla|kort|karte|kartya|kaart|karta|kartou|pas)$|^kortti?maksu$/u;

/** "<scheme>支払", "カード払い", "電子マネー決済": a Japanese tender, whatever the scheme's name. */
const JAPANESE_TENDER = /^[\p{L}\p{N}ー・]{1,12}(?:支払い?|払い|決済)$/u;

export function isCardTender(label: string): boolean {
  const plain = fold(label.trim()).replace(/[\s:.*]+$/u, '');
  if (JAPANESE_TENDER.test(label.trim())) return true;
  return CARD_ALONE.has(plain) || CARD_COMPOUND.test(plain);
}
