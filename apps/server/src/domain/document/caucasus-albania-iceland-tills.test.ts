import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('Georgian tills', () => {
  it('know the sum, the VAT within it, the card, the change and the points', () => {
    expect(nonItemKind('სულ გადასახდელი:')).toBe('total');
    expect(nonItemKind('ჯამი')).toBe('total');
    expect(nonItemKind('მ.შ. დღგ 18%:')).toBe('tax');
    expect(nonItemKind('ნაღდი:')).toBe('payment');
    expect(nonItemKind('ხურდა:')).toBe('payment');
    expect(nonItemKind('ბონუს ქულები: +12')).toBe('meta');
    expect(nonItemKind('ჩეკი N 4410')).toBe('meta');
  });

  it('read a till whose counts sit under the names', () => {
    const till = [
      '      შპს "სავაჭრო ცენტრი"',
      '   ჩეკი N 1204   03.02.2025 10:11',
      '-------------------------------',
      'ყავა LAVAZZA 250გ',
      '   1 x 14.50 = 14.50',
      'ვაშლის წვენი 1ლ',
      '   3 x 2.40 = 7.20',
      '-------------------------------',
      'ჯამი:                     21.70',
      'ნაღდი:                    30.00',
      'ხურდა:                     8.30',
      'მ.შ. დღგ 18%:              3.31',
    ];
    expect(items(till.join('\n'))).toEqual([
      '1 × Ყავა LAVAZZA 250გ @ 14.5',
      '3 × Ვაშლის წვენი 1ლ @ 2.4',
    ]);
  });
});

describe('Armenian tills', () => {
  it('read the goods without the total, the VAT, the tenders or the discount', () => {
    expect(nonItemKind('Ընդամենը՝')).toBe('total');
    expect(nonItemKind('այդ թվում ԱԱՀ 20%')).toBe('tax');
    expect(nonItemKind('Կանխիկ')).toBe('payment');
    expect(nonItemKind('Զեղչ 5%')).toBe('charge');
    const till = [
      'Կտրոն N 502',
      '-------------------------------------',
      'Թեյնիկ էլեկտրական 1.7լ',
      '  1 x 12500.00                12500.00',
      'Բաժակ 300մլ',
      '  4 x 1200.00                  4800.00',
      '-------------------------------------',
      'Ընդամենը՝                     17300.00',
      'այդ թվում ԱԱՀ 20%              2883.33',
      'Անկանխիկ                      17300.00',
    ];
    expect(items(till.join('\n'))).toEqual([
      '1 × Թեյնիկ էլեկտրական 1.7լ @ 12500',
      '4 × Բաժակ 300մլ @ 1200',
    ]);
  });
});

describe('Albanian tills', () => {
  it('know the total before and with VAT, the discount, delivery and the fiscal codes', () => {
    expect(nonItemKind('Totali pa TVSH')).toBe('subtotal');
    expect(nonItemKind('TVSH 20%')).toBe('tax');
    expect(nonItemKind('TOTALI')).toBe('total');
    expect(nonItemKind('Zbritje 5%')).toBe('charge');
    expect(nonItemKind('Transport brenda qytetit')).toBe('charge');
    expect(nonItemKind('NSLF: 0A1B2C3D4E5F')).toBe('meta');
    expect(nonItemKind('Ju faleminderit!')).toBe('meta');
  });

  it('read a furniture invoice without its delivery and totals', () => {
    const till = [
      'Artikulli             Sasia x Çmimi      Vlera',
      '----------------------------------------------',
      'Raft librash 5 kate arre',
      '  1 x 12.400,00                      12.400,00',
      'Llambadar dyshemeje',
      '  2 x 3.100,00                        6.200,00',
      'Transport brenda qytetit',
      '  1 x 1.000,00                        1.000,00',
      '----------------------------------------------',
      'Totali pa TVSH                      16.333,33',
      'TVSH 20%                             3.266,67',
      'TOTALI                          19.600,00 ALL',
    ];
    expect(items(till.join('\n'))).toEqual([
      '1 × Raft librash 5 kate arre @ 12400',
      '2 × Llambadar dyshemeje @ 3100',
    ]);
  });
});

describe('Icelandic tills', () => {
  it('know the total, the VAT, the card payment, the bag and the authorisation', () => {
    expect(nonItemKind('SAMTALS')).toBe('total');
    expect(nonItemKind('Greitt með korti')).toBe('payment');
    expect(nonItemKind('Heimild: 123456')).toBe('meta');
    expect(nonItemKind('BURÐARPOKI')).toBe('charge');
  });

  it('read whole krónur, a count and its unit price on the line, and a bag', () => {
    const till = [
      'Vara                           Magn    Verð',
      'HAFRAMJÓLK 1 L              3 x 349   1.047',
      'RÚGBRAUÐ 500G                            629',
      'BURÐARPOKI                                30',
      '-------------------------------------------',
      'SAMTALS                          1.706 kr.',
      'Greitt með korti                 1.706 kr.',
    ];
    expect(items(till.join('\n'))).toEqual(['3 × HAFRAMJÓLK 1 L @ 349', '1 × RÚGBRAUÐ 500G @ 629']);
  });
});
