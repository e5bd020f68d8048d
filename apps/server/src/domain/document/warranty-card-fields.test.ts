import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

describe('a Japanese warranty card', () => {
  it('gives its product, not its fields and terms', () => {
    const card = [
      '保 証 書',
      '品名・品番: Sharp 加湿空気清浄機 KI-TS50-W',
      'お客様  お名前: 山田 花子 様',
      '保証期間: お買上げ日から 本体1年',
      'お買上げ日: 2024年 5月 2日',
      '販売店: ヨドバシカメラ 梅田店',
      '1. 取扱説明書に従った正常な使用状態で故障した場合には、無料修理いたします。',
      '2. 本書は日本国内においてのみ有効です。',
    ].join('\n');
    expect(extractItems(card).items.map((i) => [i.name, i.value])).toEqual([
      ['Sharp 加湿空気清浄機 KI-TS50-W', null],
    ]);
  });
});

describe('a Vietnamese warranty card covering two products', () => {
  it('gives each product with its count, not the hotlines and terms', () => {
    const card = [
      'PHIẾU BẢO HÀNH',
      'Số phiếu: BH0042217',
      'Ngày mua: 03/05/2025',
      '',
      '----------------------------------------',
      'Sản phẩm: Tủ lạnh Panasonic Inverter 322 lít NR-BV361',
      'Số lượng: 1 cái',
      'Serial: 7731004521',
      'Thời hạn bảo hành: 24 tháng - Tổng đài Panasonic: 1800 1593',
      '----------------------------------------',
      'Sản phẩm: Quạt đứng Toshiba F-LSA20',
      'Số lượng: 3 cái',
      'Serial: TS118, TS119, TS120',
      'Thời hạn bảo hành: 12 tháng - Hotline 1800 1529',
      '----------------------------------------',
      'Tra cứu bảo hành: www.example.vn/bao-hanh · Hotline 1900 561 292',
    ].join('\n');
    expect(extractItems(card).items.map((i) => [i.name, i.quantity, i.value])).toEqual([
      ['Tủ lạnh Panasonic Inverter 322 lít NR-BV361', 1, null],
      ['Quạt đứng Toshiba F-LSA20', 3, null],
    ]);
  });
});
