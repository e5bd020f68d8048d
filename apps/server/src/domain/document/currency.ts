/**
 * Currencies a document can be written in: their symbols and codes, which have no minor unit,
 * and the document's currency from its markers and, failing those, its country or language cues.
 */
import {
  MARKERS_ABROAD,
  PREFIX_ABROAD,
  SUFFIX_ABROAD,
  WHOLE_UNIT_CURRENCIES,
} from './currency-markers-abroad.js';

export const ZERO_DECIMAL_CURRENCIES = new Set([
  ...['IDR', 'JPY', 'KRW', 'VND', 'CLP', 'HUF'],
  ...WHOLE_UNIT_CURRENCIES,
]);

/** A marker written next to an amount → ISO code; `$` and `kr` are resolved per document. */
const MARKERS: Array<[RegExp, string]> = [
  [/^(?:us\$|usd)$/i, 'USD'],
  [/^(?:c\$|ca\$|cad)$/i, 'CAD'],
  [/^(?:a\$|au\$|aud)$/i, 'AUD'],
  [/^(?:mx\$|mxn)$/i, 'MXN'],
  [/^(?:r\$|brl)$/i, 'BRL'],
  [/^(?:€|eur|euros?|e)$/i, 'EUR'],
  [/^(?:£|gbp)$/i, 'GBP'],
  [/^(?:¥|円|jpy|yen)$/i, 'JPY'],
  [/^(?:₹|rs\.?|inr)$/i, 'INR'],
  [/^(?:rm|myr)$/i, 'MYR'],
  [/^(?:rp\.?|idr)$/i, 'IDR'],
  [/^(?:chf|sfr\.?|fr\.)$/i, 'CHF'],
  [/^sek$/i, 'SEK'],
  [/^isk$/i, 'ISK'],
  [/^nok$/i, 'NOK'],
  [/^dkk$/i, 'DKK'],
  [/^(?:zł|zl|pln)$/i, 'PLN'],
  [/^(?:aed|dhs?|د\.إ)$/i, 'AED'],
  [/^(?:sar|ر\.س)$/i, 'SAR'],
  [/^(?:egp|ج\.م)$/i, 'EGP'],
  [/^(?:qar|ر\.ق)$/i, 'QAR'],
  [/^(?:kwd|kd|k\.d\.?|د\.ك)$/i, 'KWD'],
  [/^(?:s\$|sgd)$/i, 'SGD'],
  [/^(?:hk\$|hkd)$/i, 'HKD'],
  [/^(?:nz\$|nzd)$/i, 'NZD'],
  [/^(?:kč|czk)$/i, 'CZK'],
  [/^(?:฿|thb)$/i, 'THB'],
  [/^(?:₱|php)$/i, 'PHP'],
  [/^(?:₩|krw|원)$/i, 'KRW'],
  [/^(?:₺|try)$/i, 'TRY'],
  [/^(?:zar)$/i, 'ZAR'],
  [/^R$/, 'ZAR'],
  [/^(?:Ft|HUF)$/, 'HUF'],
  [/^(?:đ|₫|vnd)$/i, 'VND'],
  [/^(?:nt\$|twd)$/i, 'TWD'],
  [/^(?:₪|ils|nis)$/i, 'ILS'],
  [/^(?:lei|ron)$/i, 'RON'],
  [/^(?:\$|dollars?|bucks)$/i, '$'],
  [/^(?:kr\.?|kronor|kroner)$/i, 'kr'],
];

/** The ISO code (or `$` / `kr` before resolution) a marker stands for, or null. */
export function currencyOfMarker(marker: string): string | null {
  const m = marker.trim();
  for (const [re, code] of MARKERS_ABROAD) if (re.test(m)) return code;
  for (const [re, code] of MARKERS) if (re.test(m)) return code;
  return null;
}

/**
 * The rand's "R" ("R499.99", "R4 999.00", "R42 999,00"): a marker only before an amount with
 * cents, so a model name ("Canon R6", "R2") stays a name.
 */
export const RAND_AMOUNT = String.raw`R(?=\s?\d{1,3}(?:[ \u00A0]?\d{3})*[.,]\d{2}(?!\d)|[ \u00A0]\d{1,3}(?:[ \u00A0]\d{3})*(?![\d.,\p{L}]))`;
/**
 * The Kuwaiti dinar's "KD" before an amount in thousandths ("KD 24.500"): a marker only there, so
 * a model name ("KD55X85", "KD-65") stays a name.
 */
const KD_AMOUNT = String.raw`K\.?D\.?(?=\s?\d{1,3}(?:,\d{3})*\.\d{3}(?![\d.,]))`;
/** Prefix markers as a regular-expression source (longest first). */
export const PREFIX_MARKER = String.raw`(?:US\$|USD|C\$|CA\$|CAD|A\$|AU\$|AUD|MX\$|MXN|R\$|BRL|${RAND_AMOUNT}|EUR|€|£|GBP|¥|JPY|₹|Rs\.?|INR|RM|MYR|Rp\.?|IDR|CHF|SFr\.?|Fr\.|SEK|NOK|DKK|kr\.?|PLN|AED|S\$|SGD|HK\$|HKD|NZ\$|NZD|CZK|THB|฿|PHP|₱|KRW|₩|TRY|₺|ZAR|HUF|VND|₫|NT\$|TWD|₪|ILS|RON|LEI|lei|KWD|${KD_AMOUNT}|SAR|QAR|EGP|د\.ك|ر\.س|ر\.ق|${PREFIX_ABROAD}|\$)`;
/** Suffix markers as a regular-expression source. */
export const SUFFIX_MARKER = String.raw`(?:€|EUR|euros?|E(?![\p{L}])|£|GBP|USD|\$|dollars?|bucks|円|yen|JPY|CHF|kr\.?|kronor|kroner|SEK|NOK|DKK|zł|PLN|AED|SGD|HKD|NZD|Kč|CZK|THB|฿|PHP|KRW|₩|원|TRY|₺|ZAR|INR|MYR|IDR|BRL|MXN|CAD|AUD|Ft(?![\p{L}])|HUF|VND|₫|đ(?![\p{L}])|TWD|₪|ILS|NIS|RON|lei(?![\p{L}])|SAR|EGP|QAR|KWD|KD(?![\p{L}\d])|ر\.س|ج\.م|د\.إ|ر\.ق|د\.ك|${SUFFIX_ABROAD})`;

const DOLLAR_CUES: Array<[RegExp, string]> = [
  [/\b(?:HST|Interac|Canada|Canadian|Ontario|Toronto|Vancouver|Montr[eé]al|C\$)\b/i, 'CAD'],
  [/\b(?:ABN|EFTPOS|Australia|NSW|VIC|QLD|incl\.? GST|AU\$)\b/i, 'AUD'],
  [/\b(?:RFC|CDMX|M[eé]xico|IVA|MXN|Efectivo|Cambio)\b/i, 'MXN'],
];
const KRONA_CUES: Array<[RegExp, string]> = [
  // Icelandic letters and till words: the Icelandic króna, which has no minor unit.
  [/[þð]|(?<![\p{L}])(?:samtals|vsk|ISK)(?![\p{L}])/iu, 'ISK'],
  [/\b(?:mva|herav|Org\.?\s?nr\.?\s?\d{3}\s?\d{3}\s?\d{3}\s?MVA|NOK)\b/i, 'NOK'],
  [/\b(?:CVR|heraf|i alt|dankort|DKK)\b/i, 'DKK'],
  // Norwegian and Danish letters, no Danish cue: a Norwegian document.
  [/[øæ]/i, 'NOK'],
  [/\b(?:varav|summa|kronor|SEK|moms)\b/i, 'SEK'],
];
/** Country or language cues for documents that print no currency at all. */
const LANGUAGE_CUES: Array<[RegExp, string]> = [
  // Malaysian first: its tills share Malay words with Indonesian ones ("harga", "barang").
  [
    /\b(?:Sdn\.? Bhd|SST|ringgit|bilik|kerusi|almari|baki|perkhidmatan|Kuala Lumpur|Selangor|Johor|GST Reg(?:istration)?)\b|\(RM\)|\bQTY RM\b/i,
    'MYR',
  ],
  [
    /\b(?:juta|ribu|\d+rb|NPWP|PPN|Jl\.|barang|harga|kembali|kembalian|pembayaran|kamar|dapur|ruang|indomaret|alfamart)\b/i,
    'IDR',
  ],
  [/\b(?:CNPJ|CPF|reais|Ltda)\b/i, 'BRL'],
  // The Nordic and Polish tills that print no currency: their words for total, tax and change.
  [/(?<![\p{L}])(?:at betale|i alt|byttepenge|beløb|CVR)(?![\p{L}])/iu, 'DKK'],
  [/(?<![\p{L}])(?:mva|å betale|beløp|vekslepenge)(?![\p{L}])/iu, 'NOK'],
  [
    /(?<![\p{L}])(?:moms|att betala|kvitto|kassör|växel|öresavrundning|bankgiro|plusgiro|delsumma)(?![\p{L}])/iu,
    'SEK',
  ],
  [/(?<![\p{L}])(?:PTU|razem|do zapłaty|gotówka|paragon fiskalny|złotych)(?![\p{L}])/iu, 'PLN'],
  [/\b(?:GSTIN|CGST|SGST|lakh|crore)\b/i, 'INR'],
  // Turkish tills and delivery notes: VAT, total, tax office and tax number.
  [/(?<![\p{L}])(?:KDV|TOPKDV|toplam|ara toplam|vergi dairesi|VKN|MERSIS)(?![\p{L}])/iu, 'TRY'],
  // A Tunisian till that names its dinar only in a heading: "NET À PAYER (DT)", "millimes".
  [/\((?:DT|TND)\)|\b(?:TND|millimes?|dinars? tunisiens?)\b/i, 'TND'],
  [
    /\b(?:MwSt|USt|Summe|Menge|Einzelpreis|Stück|TVA|TTC|Quantité|IVA|Cantidad|Importe|Quantità|Totale|Prezzo|BTW|Aantal|Bedrag|Prijs|Totaal|Quantidade|Preço|Valor|Küche|Wohnzimmer|Cuisine|Salon|Cocina|Cucina|Keuken|Woonkamer)\b/i,
    'EUR',
  ],
];

const CODE_ALONE =
  /(?<![\p{L}])(?:EUR|USD|GBP|CHF|MYR|IDR|BRL|INR|JPY|SEK|NOK|DKK|PLN|AED|SGD|HKD|NZD|CZK|THB|PHP|KRW|TRY|ZAR|CAD|AUD|MXN|HUF|VND|TWD|ILS|RON|KWD|OMR|JOD|SAR|QAR)(?![\p{L}])/gu;

/**
 * The document's currency: the most frequent explicit marker; `$` and `kr` resolved by country
 * cues; with no marker at all, country or language cues; else the fallback.
 */
export function detectCurrency(text: string, fallback: string): string {
  const counts = new Map<string, number>();
  const marker = new RegExp(
    String.raw`(?<![\p{L}])(${PREFIX_MARKER})\s?\d|\d\s?(${SUFFIX_MARKER})(?![\p{L}])`,
    'gu',
  );
  for (const m of text.matchAll(marker)) {
    const code = currencyOfMarker(m[1] ?? m[2]!);
    if (code && !(code === 'EUR' && /^E$/.test(m[2] ?? ''))) {
      counts.set(code, (counts.get(code) ?? 0) + 1);
    }
  }
  // A code written on its own ("Summe EUR", "Total CHF") counts half.
  for (const m of text.matchAll(CODE_ALONE)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 0.5);
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (best === '$') return resolve(text, DOLLAR_CUES) ?? 'USD';
  if (best === 'kr') return resolve(text, KRONA_CUES) ?? 'SEK';
  if (best) return best;
  return resolve(text, LANGUAGE_CUES) ?? fallback;
}

function resolve(text: string, cues: Array<[RegExp, string]>): string | null {
  for (const [re, code] of cues) if (re.test(text)) return code;
  return null;
}
