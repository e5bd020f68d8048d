import { describe, expect, it } from 'vitest';
import { detectCurrency } from './currency.js';
import { extractItems } from './extract.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('Gulf dinars and riyals written before the amount or alone', () => {
  it('knows a code or an abbreviation before the amount', () => {
    expect(detectCurrency('Net payable   KWD 58.250', 'USD')).toBe('KWD');
    expect(detectCurrency('Amount due  KD 7.125', 'USD')).toBe('KWD');
    expect(detectCurrency('Amount due  7.125 KD', 'USD')).toBe('KWD');
    expect(detectCurrency('Total  SAR 1,249.00', 'USD')).toBe('SAR');
    expect(detectCurrency('Total  QAR 86.00', 'USD')).toBe('QAR');
    expect(detectCurrency('المجموع د.ك 12.500', 'USD')).toBe('KWD');
  });

  it('counts a code written alone in a total line', () => {
    expect(detectCurrency('Desk fan   18.750\nNET AMOUNT OMR   18.750', 'USD')).toBe('OMR');
  });

  it('reads thousandths under a code printed before the total', () => {
    expect(
      items('Kettle 1.7L   1   9.900\nToaster 2-slice   1   14.250\nGrand total  KD 24.150'),
    ).toEqual(['1 × Kettle 1.7L @ 9.9', '1 × Toaster 2-slice @ 14.25']);
  });

  it("leaves a Malaysian company's Bhd to its name", () => {
    expect(detectCurrency('KEDAI MAJU SDN BHD\nROTI 1.80\nTOTAL RM 1.80', 'USD')).toBe('MYR');
  });

  it('leaves a television model that starts with KD to its name', () => {
    expect(detectCurrency('SONY KD55X85L TELEVISION   £899.00', 'USD')).toBe('GBP');
    expect(detectCurrency('SONY KD55X85L TELEVISION   899.00', 'USD')).toBe('USD');
  });
});
