import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

describe('a warranty card lists its products with serial numbers and no prices', () => {
  it('reads each product row, its sizes staying in the name', () => {
    const card = [
      'HOMEPRO  โฮมโปร',
      '              ใบรับประกันสินค้า / WARRANTY CARD',
      'วันที่ซื้อ / Date of purchase: 02/07/2567',
      '',
      'รายการสินค้า / Product                                   Serial No.',
      '--------------------------------------------------------------------',
      'เครื่องซักผ้า Acme WX-900 9 กก.                          AW55120934',
      '    ระยะเวลารับประกัน: 2 ปี',
      'กาต้มน้ำไฟฟ้า Nova KT-17 1.7 ลิตร                         881234507',
      '    ระยะเวลารับประกัน: 1 ปี',
      '--------------------------------------------------------------------',
      'เงื่อนไขการรับประกัน:',
      '1. การรับประกันไม่รวมความเสียหายจากน้ำท่วม',
    ].join('\n');
    expect(extractItems(card).items.map((i) => [i.name, i.value])).toEqual([
      ['เครื่องซักผ้า Acme WX-900 9 กก.', null],
      ['กาต้มน้ำไฟฟ้า Nova KT-17 1.7 ลิตร', null],
    ]);
  });
});
