import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe("an order's fields under each product", () => {
  it('reads the price field before the count field, in any language', () => {
    const order = [
      'Xác nhận đơn hàng 55012',
      '',
      'Cửa hàng: Điện Máy Xanh',
      'Nồi chiên không dầu Lock&Lock 5.2 lít',
      'Giá: 1.890.000₫   Số lượng: 1',
      '',
      'Cửa hàng: Nhà Sách Phương Nam',
      'Bộ bút màu Thiên Long 24 màu',
      'Giá: 85.000₫   Số lượng: 3',
      '',
      'Tổng tiền hàng              2.145.000₫',
    ].join('\n');
    expect(items(order)).toEqual([
      '1 × Nồi chiên không dầu Lock&Lock 5.2 lít @ 1890000',
      '3 × Bộ bút màu Thiên Long 24 màu @ 85000',
    ]);
  });

  it('reads a German price-first field row too', () => {
    const order = [
      'Bestellung 7781',
      '',
      'Stabmixer Braun MQ 5235',
      'Preis: 59,99 €   Anzahl: 2',
      '',
      'Summe                        119,98 €',
    ].join('\n');
    expect(items(order)).toEqual(['2 × Stabmixer Braun MQ 5235 @ 59.99']);
  });

  it("takes a shop's field line for no part of a name", () => {
    expect(nonItemKind('Mağaza: Teknosa Resmi')).toBe('meta');
    expect(nonItemKind('ผู้ขาย: Banana IT')).toBe('meta');
  });
});

describe('Chinese app orders', () => {
  const order = [
    '訂單詳情',
    '訂單編號：7712003456',
    '',
    '〖聲寶官方旗艦店〗',
    '聲寶（SAMPO）除濕機 12L AD-W724P',
    '  顏色：白色',
    '  NT$6,990  ×1',
    '  服務：延長保固2年  NT$590 ×1',
    '統一 瑞穗鮮乳 全脂 290ml×24瓶 整箱',
    '  口味：原味',
    '  NT$420  ×2',
    '',
    '商品總金額　　NT$7,830',
    '服務費用　　+NT$590',
    '運　　費　　+NT$0',
    '實付款　　　NT$8,420',
  ].join('\n');

  it("reads each product's unit price before its count, without the shop heading, the flavour line or the warranty", () => {
    expect(items(order)).toEqual([
      '1 × 聲寶（SAMPO）除濕機 12L AD-W724P @ 6990',
      '2 × 統一 瑞穗鮮乳 全脂 290ml×24瓶 整箱 @ 420',
    ]);
  });

  it('knows warranties, cover, service fees and spaced-out labels', () => {
    expect(nonItemKind('延保服务 3年')).toBe('charge');
    expect(nonItemKind('碎屏险')).toBe('charge');
    expect(nonItemKind('服務費用 +')).toBe('charge');
    expect(nonItemKind('运　　费')).toBe('charge');
    expect(nonItemKind('〔自营专区〕')).toBe('meta');
  });
});
