import { describe, expect, it } from 'vitest';
import { nonItemKind } from './non-items.js';
import { hasScriptPackSize } from './script-measures.js';

describe('Thai, Greek and Hebrew measures after a figure', () => {
  it('knows a pack size written in those scripts', () => {
    expect(hasScriptPackSize('ΡΥΖΙ ΚΑΡΟΛΙΝΑ 500ΓΡ')).toBe(true);
    expect(hasScriptPackSize('ΧΥΜΟΣ ΠΟΡΤΟΚΑΛΙ 1ΛΙΤ')).toBe(true);
    expect(hasScriptPackSize('ΣΑΠΟΥΝΙ 4X90ΓP')).toBe(true);
    expect(hasScriptPackSize('น้ำมันพืช 1ลิตร')).toBe(true);
    expect(hasScriptPackSize('שמן זית 750 מ"ל')).toBe(true);
    expect(hasScriptPackSize('ΚΑΦΕΣ ΕΛΛΗΝΙΚΟΣ')).toBe(false);
    expect(hasScriptPackSize('ΓΡΑΒΙΕΡΑ 2')).toBe(false);
  });

  it('keeps a product whose name carries a total word beside its pack size', () => {
    expect(nonItemKind('ΣΑΜΠΟΥΑΝ TOTAL REPAIR 400ΜΛ')).toBeNull();
    expect(nonItemKind('ΑΠΟΡΡΥΠΑΝΤΙΚΟ TOTAL 2X30ΜΕΖ')).toBeNull();
    expect(nonItemKind('ΣΥΝΟΛΟ')).toBe('total');
  });
});
