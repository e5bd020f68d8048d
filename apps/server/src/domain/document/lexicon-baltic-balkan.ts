/**
 * Words for the invoice and order lines that are never items in Serbian and Croatian, Slovak,
 * Estonian and Latvian: totals before and after VAT, VAT, call-outs, labour, carrying and
 * disposal, and an order's delivery fields. Written folded (no accents, lower case); the non-item
 * reader merges them into its lexicon by kind.
 */
import type { NonItemKind } from './non-item-lexicon.js';

export const BALTIC_BALKAN_WORDS: Record<NonItemKind, string[]> = {
  subtotal: [
    // Serbian and Croatian: the total before VAT, the tax base
    'ukupno bez pdv',
    'ukupno bez pdv a',
    'iznos bez pdv',
    'osnovica',
    'poreska osnovica',
    // Slovak: the tax base
    'zaklad dane',
    'spolu bez dph',
    // Estonian: the sum without VAT
    'summa kaibemaksuta',
    'kokku kaibemaksuta',
    'vahesumma',
    // Latvian: the goods' sum
    'precu summa',
    'starpsumma',
  ],
  total: [
    // Serbian and Croatian
    'ukupno',
    'ukupno za uplatu',
    'za uplatu',
    'za placanje',
    'ukupno za placanje',
    // Slovak: the total, what is left to pay
    'celkom',
    'celkom k uhrade',
    'spolu',
    'spolu k uhrade',
    'zostava uhradit',
    'k uhrade',
    // Estonian
    'kokku',
    'tasuda kokku',
    'tasuda',
    'kokku tasuda',
    // Latvian
    'kopa',
    'kopa apmaksai',
    'summa apmaksai',
  ],
  tax: ['pdv', 'dph', 'kaibemaks', 'km', 'pvn', 't sk pvn', 'tai skaita pvn'],
  charge: [
    // Serbian and Croatian: a call-out, an electrician's or a plumber's labour, fitting
    'izlazak na teren',
    'izlazak majstora',
    'dolazak na teren',
    'rad elektricara',
    'rad vodoinstalatera',
    'rad majstora',
    'sat rada',
    'radni sat',
    'montaza i povezivanje',
    'ugradnja',
    'prevoz',
    'dostava',
    // Slovak: carrying upstairs, transport, fitting, labour
    'vynesenie',
    'doprava',
    'montaz',
    'praca',
    'odvoz',
    // Estonian: a call-out fee, labour, disposal, transport
    'valjakutse tasu',
    'valjakutse',
    'tootasu',
    'too tasu',
    'utiliseerimine',
    'paigaldus',
    // Latvian: delivery, a discount code
    'piegade',
    'atlaide',
    'atlaides',
    'atlaides kods',
    // A removal's transit cover priced on the declared values
    'transit insurance',
    'transit insurance premium',
    // Malay and Indonesian order pages: delivery cost, shipping insurance
    'kos penghantaran',
    'asuransi pengiriman',
  ],
  payment: [
    // Slovak: a deposit paid
    'uhradena zaloha',
    'zaloha',
    // Latvian: payment method
    'apmaksas veids',
  ],
  meta: [
    // Serbian and Croatian: buyer, place and date of issue, payment terms
    'kupac',
    'mesto izdavanja',
    'datum izdavanja',
    'datum prometa',
    'rok placanja',
    'poziv na broj',
    'fakturisao',
    // Slovak
    'datum vyhotovenia',
    'datum dodania',
    'datum splatnosti',
    'variabilny symbol',
    'forma uhrady',
    // Estonian: payer, due date, date
    'maksja',
    'maksetahtaeg',
    'kuupaev',
    'viivis',
    // Latvian: seller, order number and date, expected delivery
    'pardevejs',
    'pasutijuma nr',
    'pasutijuma datums',
    'planotais piegades laiks',
  ],
};

/**
 * Words that make a row a service when they open it, whatever follows: an order's service rows
 * ("Dienstl.  Montage Kleiderschrank"), carrying goods upstairs ("Vynesenie na 3. poschodie"),
 * a call-out, labour or disposal ("Väljakutse tasu (linn)", "Töötasu", "Utiliseerimine").
 */
export const SERVICE_OPENERS = new Set([
  // A technician's call-out and the small materials a tradesman bills beside the work.
  'deplacement',
  'desplazamiento',
  'trasferta',
  'anfahrt',
  'anfahrtspauschale',
  'fahrtkosten',
  'kleinmaterial',
  'verbrauchsmaterial',
  'befestigungsmaterial',
  'montagematerial',
  'consumables',
  'sundries',
  'dienstl',
  'dienstleistung',
  'vynesenie',
  'valjakutse',
  'tootasu',
  'utiliseerimine',
  'izlazak',
]);
