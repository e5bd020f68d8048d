/**
 * Lines that are never items, in English, German, French, Spanish, Portuguese, Italian, Dutch,
 * Indonesian/Malay and the Scandinavian languages: totals, taxes, service, tips, rounding,
 * discounts, deposits, shipping, change, payments, loyalty, company and legal lines, contacts,
 * dates and order/table/cashier lines. A line is judged by its structure and where the word sits
 * (a label that starts with the word, or a short label that contains it), never by a keyword
 * buried in a product name.
 */
import { fold, words } from './fold.js';

export type NonItemKind = 'total' | 'subtotal' | 'tax' | 'charge' | 'payment' | 'meta';

const LEXICON: Record<NonItemKind, string[]> = {
  subtotal: [
    'subtotal',
    'sub total',
    'sub-total',
    'subtotaal',
    'zwischensumme',
    'sous-total',
    'sous total',
    'jumlah kecil',
    'item(s) subtotal',
    'items subtotal',
    'taxable value',
    'imponibile',
    'base imponible',
    'total ht',
    'total s/ iva',
    'total sem iva',
    'netto',
    'net amount',
    'jumlah sebelum cukai',
    'subtotale',
    'sum before tax',
  ],
  total: [
    'total',
    'totaal',
    'totale',
    'totais',
    'totaux',
    'summe',
    'summa',
    'sum',
    'gesamt',
    'gesamtsumme',
    'gesamtbetrag',
    'rechnungsbetrag',
    'endbetrag',
    'betrag',
    'grand total',
    'jumlah',
    'jumlah besar',
    'jumlah keseluruhan',
    'jumlah perlu dibayar',
    'i alt',
    'montant',
    'amount due',
    'balance',
    'balance due',
    'order total',
    'a pagar',
    'total a pagar',
    'brutto',
    'total ttc',
    'importe total',
    'totale fattura',
    'totale complessivo',
    'total number of items',
    'items',
    'item count',
    'anzahl artikel',
    'bedrag',
    'totalt',
    'belopp',
    'beløp',
    'beløb',
  ],
  tax: [
    'tax',
    'taxes',
    'sales tax',
    'estimated tax',
    'vat',
    'gst',
    'hst',
    'pst',
    'qst',
    'sst',
    'ppn',
    'pb1',
    'iva',
    'tva',
    'mwst',
    'mwst.',
    'ust',
    'btw',
    'moms',
    'mva',
    'cgst',
    'sgst',
    'igst',
    'tributos',
    'di cui iva',
    'dont tva',
    'varav moms',
    'herav mva',
    'heraf moms',
    'steuer',
    'cukai',
    'pajak',
    'inkl',
    'incl',
    'enthaltene',
    'enthaltene mwst',
    'iva incluido',
    'iva incluído',
    'tax incl',
    'gst included',
    'including',
    'taxe',
    'impuesto',
    'imposto',
  ],
  charge: [
    'service',
    'service charge',
    'servicio',
    'servizio',
    'serviço',
    'coperto',
    'couvert',
    'bedienungsgeld',
    'trinkgeld',
    'tip',
    'tips',
    'gratuity',
    'gorjeta',
    'propina',
    'mancia',
    'fooi',
    'caj perkhidmatan',
    'rounding',
    'rounding adj',
    'pembulatan',
    'pelarasan bundar',
    'arrondi',
    'rundung',
    'arredondamento',
    'redondeo',
    'afronding',
    'arrotondamento',
    'discount',
    'korting',
    'rabatt',
    'remise',
    'descuento',
    'desconto',
    'sconto',
    'diskon',
    'potongan',
    'bonus',
    'you saved',
    'savings',
    'coupon',
    'voucher',
    'deposit',
    'pfand',
    'statiegeld',
    'consigne',
    'bag fee',
    'shipping',
    'shipping & handling',
    'delivery',
    'delivery fee',
    'versand',
    'versandkosten',
    'livraison',
    'envio',
    'envío',
    'gastos de envio',
    'frete',
    'spedizione',
    'consegna',
    'verzendkosten',
    'ongkos kirim',
    'ongkir',
    'frais de port',
    'handling',
    'premium',
    'annual premium',
    'cotisation',
    'franchise',
    'excess',
    'deductible',
    'change',
    'change due',
    'troco',
    'cambio',
    'kembali',
    'kembalian',
    'baki',
    'rückgeld',
    'wechselgeld',
    'resto',
    'rendu',
    'wisselgeld',
    'vuelto',
  ],
  payment: [
    'cash',
    'tunai',
    'bar gegeben',
    'gegeben',
    'geg',
    'efectivo',
    'dinheiro',
    'contanti',
    'contant',
    'especes',
    'espèces',
    'card',
    'card payment',
    'credit',
    'credit card',
    'debit',
    'debit card',
    'visa',
    'mastercard',
    'master card',
    'amex',
    'american express',
    'maestro',
    'ec-karte',
    'ec karte',
    'girocard',
    'carte bancaire',
    'carte bleue',
    'cb',
    'cb sans contact',
    'tarjeta',
    'tarjeta bancaria',
    'cartao',
    'cartão',
    'cartao de credito',
    'pinnen',
    'pin',
    'multibanco',
    'paypal',
    'ideal',
    'gopay',
    'ovo',
    'upi',
    'eftpos',
    'interac',
    'twint',
    'dankort',
    'kort',
    'kaart',
    'paid',
    'paid by',
    'pagamento',
    'pagamento elettronico',
    'pago',
    'paye',
    'payé',
    'bezahlt',
    'betaald',
    'betalt',
    'dibayar',
    'tendered',
    'amount paid',
    'points',
    'points earned',
    'punkte',
    'punten',
    'pontos',
    'puntos',
    'punti',
    'poin',
    'loyalty',
    'fidelite',
    'fidélité',
    'bonuskaart',
    'ct money',
    'rewards',
    'member',
    'cartao continente',
    'auth',
    'auth code',
    'approval',
  ],
  meta: [
    'capital social',
    'capitale sociale',
    'capital',
    'au capital',
    'share capital',
    'sas au capital',
    'co. reg',
    'co reg',
    'no. syarikat',
    'no syarikat',
    'reg no',
    'rcs',
    'hrb',
    'nif',
    'nipc',
    'npwp',
    'cnpj',
    'cpf',
    'gstin',
    'gst id',
    'abn',
    'cvr',
    'org.nr',
    'org nr',
    'ust-idnr',
    'uid',
    'uid nr',
    'p.iva',
    'p iva',
    'partita iva',
    'mwst-nr',
    'vat reg',
    'vat reg no',
    'vat no',
    'tax id',
    'rfc',
    'cif',
    'iban',
    'bic',
    'bankverbindung',
    'geschaftsfuhrer',
    'contribuinte',
    'tel',
    'tel.',
    'phone',
    'telefon',
    'telefone',
    'telefono',
    'fax',
    'email',
    'e-mail',
    'www',
    'date',
    'datum',
    'data',
    'fecha',
    'tanggal',
    'tarikh',
    'placed on',
    'uhrzeit',
    'time',
    'hora',
    'ora',
    'policy number',
    'policyholder',
    'period of cover',
    'sold by',
    'verkauft von',
    'vendido por',
    'thank you',
    'thanks',
    'danke',
    'merci',
    'gracias',
    'obrigado',
    'grazie',
    'bedankt',
    'terima kasih',
    'come again',
    'please keep',
    'return policy',
    'returns',
  ],
};

/** Words that mean an order/table/cashier line only when a number or code follows them. */
const META_BEFORE_NUMBER =
  /^(?:order|bestellung|pedido|commande|ordine|pesanan|bestelling|invoice|rechnung|factura|fatura|facture|fattura|faktur|invois|receipt|bon|bon-nr|beleg|kassenbon|ticket|table|tisch|mesa|meja|tavolo|cashier|kasir|kasse|caisse|cajero|cassa|server|guests|coperti|couverts|reg|register|terminal|trans|transaction|store|markt|filiale|check|job|client|no|nr|n°|nº)\.?\s*(?:#|no\.?|nr\.?|n[°º]|number|:)?\s*(?:#|\d+(?![\p{L}\d]))/iu;

const PHRASES: Array<{ kind: NonItemKind; phrase: string[] }> = Object.entries(LEXICON)
  .flatMap(([kind, list]) => list.map((p) => ({ kind: kind as NonItemKind, phrase: words(p) })))
  .filter((p) => p.phrase.length > 0)
  .sort((a, b) => b.phrase.length - a.phrase.length);

const LEXICON_WORDS = new Set([
  ...PHRASES.filter((p) => p.phrase.length === 1).map((p) => p.phrase[0]!),
  ...['eur', 'usd', 'gbp', 'chf', 'myr', 'idr', 'rm', 'rp', 'incl', 'inkl', 'ttc', 'ht'],
]);

/** Phrases by their first word, longest first. */
const BY_FIRST = new Map<string, typeof PHRASES>();
for (const p of PHRASES) {
  const list = BY_FIRST.get(p.phrase[0]!) ?? [];
  list.push(p);
  BY_FIRST.set(p.phrase[0]!, list);
}

/** German compounds ending in a total or cost word ("Gesamtsumme", "Versandkosten"). */
const COMPOUND = /(?:summe|betrag|steuer|kosten|gebuhr|rabatt)$/;

function startsWith(label: string[], phrase: string[], at = 0): boolean {
  return phrase.every((w, k) => label[at + k] === w);
}

/**
 * What kind of non-item a line's label is, or null when it may be an item. `label` is the line's
 * text without its amounts.
 */
export function nonItemKind(label: string): NonItemKind | null {
  const trimmed = label.trim();
  if (META_BEFORE_NUMBER.test(trimmed)) return 'meta';
  const w = words(trimmed.replace(/(?<![\p{L}])\d[\d.,]*/gu, ' '));
  if (w.length === 0) return null;
  for (const { kind, phrase } of BY_FIRST.get(w[0]!) ?? []) {
    if (!startsWith(w, phrase)) continue;
    // "Service 5%" is a charge; "Service tray, walnut" may be an item.
    if (phrase.length === 1 && AMBIGUOUS_INSIDE.has(phrase[0]!) && w.length > 2) continue;
    // "Total Gym XLS trainer" is a product; "Total sum insured (specified items)" is not.
    if (phrase.length === 1 && w.length > 3 && !w.slice(1).some((x) => LEXICON_WORDS.has(x))) {
      continue;
    }
    return refine(kind, w);
  }
  if (COMPOUND.test(w[0]!)) return /summe|betrag/.test(w[0]!) ? 'total' : 'charge';
  // A short label that contains such a word anywhere ("Item(s) Subtotal", "enthaltene MwSt.").
  if (w.length <= 5) {
    for (let at = 1; at < w.length; at++) {
      for (const { kind, phrase } of BY_FIRST.get(w[at]!) ?? []) {
        if (kind === 'meta' || (phrase.length === 1 && AMBIGUOUS_INSIDE.has(phrase[0]!))) continue;
        if (startsWith(w, phrase, at)) return refine(kind, w);
      }
    }
  }
  return null;
}

/** Words that also occur inside product names and only count at the start of a label. */
const AMBIGUOUS_INSIDE = new Set([
  'card',
  'carta',
  'pin',
  'sum',
  'service',
  'items',
  'capital',
  'data',
  'time',
  'ora',
  'bonus',
  'member',
  'change',
  'credit',
  'delivery',
  'handling',
  'premium',
  'kort',
  'cb',
  'tip',
  'bedrag',
  'montant',
  'balance',
  'ideal',
  'excess',
  'resto',
  'netto',
  'brutto',
  'returns',
  'ovo',
  'paid',
]);

function refine(kind: NonItemKind, w: string[]): NonItemKind {
  if (kind === 'total' && w.some((x) => /^sub|^zwischen|^netto$|kecil|imponib/.test(x))) {
    return 'subtotal';
  }
  return kind;
}

/** A line's label also carries a company or contact shape: an address, a phone, a web site. */
export function looksLikeContact(text: string): boolean {
  return (
    /(?:https?:|www\.|@[\w-]+\.\w)/i.test(text) ||
    /^\+?\d[\d ().-]{7,}$/.test(text.trim()) ||
    /\b(?:street|st\.|avenue|ave\.|road|rd\.|strasse|straße|str\.|rue|avenida|av\.|rua|calle|via|jalan|jl\.|laan|straat|weg)\b.*\d|\d.*\b(?:street|avenue|road|strasse|straße|rue|rua|calle|via|jalan|straat|weg|blvd|hwy)\b/i.test(
      text,
    )
  );
}

/** The leading folded words of a label, for tests. */
export const labelWords = (label: string): string[] => words(fold(label));
