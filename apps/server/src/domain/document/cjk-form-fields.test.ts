import { describe, expect, it } from 'vitest';
import { cjkFieldParts } from './cjk-form-fields.js';
import { extractItems } from './extract.js';

const read = (text: string) => extractItems(text).items.map((i) => [i.name, i.value]);

describe('warranty cards whose labels stand before a gap, no colon', () => {
  it('reads a Japanese card with spaced-out labels and its kind named with its model', () => {
    const card = [
      '保　証　書',
      'パナソニック株式会社',
      '品　名　　衣類乾燥除湿機',
      '形　名　　F-YHVX120-W',
      '保証期間　お買い上げ日から 本体1年 / コンプレッサー 3年',
      'お買い上げ日　2024年 11月 3日',
      '販売店　ケーズデンキ 水戸本店　電話 029-231-7788',
      '修理のご相談窓口　電話 (0120) 87-8365',
      '保証期間内でも次の場合には有料修理になります。',
    ].join('\n');
    expect(read(card)).toEqual([['衣類乾燥除湿機 F-YHVX120-W', null]]);
  });

  it('reads a Chinese card whose product field carries make and model', () => {
    const card = [
      '产品保修卡',
      '产品名称：美的 变频空调 KFR-35GW',
      '保修期  整机三年 / 压缩机 6年',
      '服务热线  400-889-9315',
      '请妥善保管本卡，维修时出示。',
    ].join('\n');
    expect(read(card)).toEqual([['美的 变频空调 KFR-35GW', null]]);
  });

  it('reads a Korean card', () => {
    const card = [
      '품질보증서',
      '제품명   LG 트롬 건조기 RH10VTAN',
      '보증기간   구입일로부터 1년',
      '고객센터   1544-7777',
    ].join('\n');
    expect(read(card)).toEqual([['LG 트롬 건조기 RH10VTAN', null]]);
  });

  it('takes no sentence for a label', () => {
    const known = (key: string) => key === '品名';
    expect(cjkFieldParts('品名　掃除機', known)).toEqual({ key: '品名', value: '掃除機' });
    expect(cjkFieldParts('品名は本体に記載されています', known)).toBeNull();
    expect(cjkFieldParts('本書は日本国内においてのみ有効です 品名', known)).toBeNull();
  });
});
