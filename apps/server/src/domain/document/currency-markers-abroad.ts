/**
 * Currencies of Central Asia, the Caucasus, the Balkans, Africa, the Middle East and South Asia:
 * their symbols, local abbreviations and codes, and which of them count in whole units (the
 * dinars counted in thousandths are in three-decimals.ts).
 */

/** A marker written next to an amount → ISO code. */
export const MARKERS_ABROAD: Array<[RegExp, string]> = [
  [/^(?:₸|тг|тенге|kzt)$/i, 'KZT'],
  [/^(?:ден\.?|денари|mkd)$/i, 'MKD'],
  [/^(?:₽|руб\.?|rub)$/i, 'RUB'],
  [/^(?:₴|грн\.?|uah)$/i, 'UAH'],
  [/^(?:лв\.?|bgn)$/i, 'BGN'],
  [/^(?:дин\.?|rsd)$/i, 'RSD'],
  [/^(?:₾|gel|ლარი)$/i, 'GEL'],
  [/^(?:֏|դր\.?|դրամ|amd)$/i, 'AMD'],
  [/^(?:₼|azn)$/i, 'AZN'],
  [/^(?:jd|jod|د\.أ|د\.ا|دينار)$/i, 'JOD'],
  [/^(?:bhd|bd|د\.ب)$/i, 'BHD'],
  [/^(?:omr|ر\.ع\.?)$/i, 'OMR'],
  [/^(?:dt|tnd|د\.ت)$/i, 'TND'],
  [/^(?:mad|د\.م\.?)$/i, 'MAD'],
  [/^(?:lbp|ل\.ل)$/i, 'LBP'],
  [/^(?:fcfa|f cfa|cfa|xof)$/i, 'XOF'],
  [/^xaf$/i, 'XAF'],
  [/^(?:etb|birr|ብር)$/i, 'ETB'],
  [/^(?:tsh|tzs)$/i, 'TZS'],
  [/^(?:ksh|kes)$/i, 'KES'],
  [/^(?:ush|ugx)$/i, 'UGX'],
  [/^(?:₦|ngn)$/i, 'NGN'],
  [/^(?:gh₵|ghs)$/i, 'GHS'],
  [/^(?:npr|रु\.?|रू\.?)$/i, 'NPR'],
  [/^(?:৳|bdt)$/i, 'BDT'],
  [/^(?:lkr|pkr)$/i, 'LKR'],
  [/^(?:\$u|uyu)$/i, 'UYU'],
  [/^(?:j\$|jmd)$/i, 'JMD'],
  [/^(?:isk)$/i, 'ISK'],
  [/^lek[eë]?$/i, 'ALL'],
  [/^mdl$/i, 'MDL'],
];

/**
 * Markers written before an amount, as a regular-expression source. Codes that are also words
 * or makers (RUB, GEL, AMD, MAD) are left out: "HAIR GEL 250ML" names no price.
 */
export const PREFIX_ABROAD = String.raw`₸|KZT|₽|₴|UAH|BGN|RSD|₾|֏|₼|AZN|JOD|BHD|OMR|TND|LBP|XOF|XAF|ETB|TSh|Tsh|TZS|KSh|KES|USh|UGX|₦|NGN|GH₵|GHS|NPR|रु\.?|रू\.?|৳|BDT|LKR|PKR|\$U|UYU|J\$|JMD|ISK|MDL`;

/** Markers written after an amount, as a regular-expression source. */
export const SUFFIX_ABROAD = String.raw`₸|тг(?![\p{L}])|тенге|KZT|ден\.?|денари|MKD|₽|руб\.?|₴|грн\.?|UAH|лв\.?|BGN|дин\.?|RSD|₾|ლარი|֏|դր\.?|դրամ|₼|AZN|JD(?![\p{L}])|JOD|د\.أ|د\.ا|دينار|BHD|د\.ب|OMR|ر\.ع\.?|DT(?![\p{L}])|TND|د\.ت|د\.م\.?|LBP|ل\.ل|F\s?CFA|FCFA|CFA(?![\p{L}])|XOF|XAF|ETB|[Bb]irr|ብር|TSh|Tsh|TZS|KSh|KES|USh|UGX|₦|NGN|GH₵|GHS|NPR|रु\.?|रू\.?|৳|BDT|LKR|PKR|UYU|JMD|ISK|Lek[eë]?|lek[eë]?|MDL`;

/** Currencies counted in whole units in practice: no minor unit is written. */
export const WHOLE_UNIT_CURRENCIES = ['ISK', 'XOF', 'XAF', 'UGX', 'LBP', 'RWF', 'PYG', 'GNF'];
