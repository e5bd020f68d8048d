import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { splitTranslation } from './translated-names.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

/** An Omani electronics till: each English name followed by its Arabic translation. */
const MUSCAT = `GULF TECH STORES - MUSCAT GRAND MALL
Qty  Description                                   Price      Amount
1    Braun Steam Iron TexStyle 7 مكواة بخار براون    32.500     32.500
2    Logitech Wireless Mouse M185 فأرة لاسلكية        6.900     13.800
1    Nikon Coolpix W150 كاميرا ٢ ميجا                 79.000     79.000
TOTAL OMR                                                     125.300`;

/** A Tel Aviv shop: English names, Hebrew after them. */
const TEL_AVIV = `Home Center Dizengoff
Bosch Cordless Drill 18V מקדחה אלחוטית   ₪ 449.90
Garden Hose 20m צינור גינה               ₪ 89.90
סה"כ                                      ₪ 539.80`;

describe('names printed with a right-to-left translation after them', () => {
  it('keeps the first, Latin part as the name and reads the price', () => {
    expect(items(MUSCAT)).toEqual([
      '1 × Braun Steam Iron TexStyle 7 @ 32.5',
      '2 × Logitech Wireless Mouse M185 @ 6.9',
      '1 × Nikon Coolpix W150 @ 79',
    ]);
    expect(items(TEL_AVIV)).toEqual([
      '1 × Bosch Cordless Drill 18V @ 449.9',
      '1 × Garden Hose 20m @ 89.9',
    ]);
  });

  it('keeps the translation as a detail', () => {
    const drill = extractItems(TEL_AVIV).items[0]!;
    expect(drill.details).toContain('מקדחה אלחוטית');
  });

  it('leaves a name that opens in Arabic, or only a code before it, whole', () => {
    expect(splitTranslation('مكنسة كهربائية Philips PowerPro')).toBeNull();
    expect(splitTranslation('LG55 شاشة')).toBeNull();
    expect(splitTranslation('Dyson V8 Vacuum')).toBeNull();
  });
});
