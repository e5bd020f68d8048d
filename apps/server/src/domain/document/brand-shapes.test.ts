import { describe, expect, it } from 'vitest';
import { makerByShape, sharedLabels, twoScriptMaker, withShapedBrands } from './brand-shapes.js';
import { extractItems } from './extract.js';
import type { ExtractedItem } from './types.js';

describe('a maker read from the shape of a name', () => {
  it('takes the Latin name inside a name written in another script', () => {
    expect(makerByShape('Прахосмукачка Vortelo VX-2050')).toBe('Vortelo');
    expect(makerByShape('მტვერსასრუტი Kelvano, შავი')).toBe('Kelvano');
    expect(makerByShape('PELIKANO ტეტრადი 48 ფურცელი')).toBe('PELIKANO');
  });

  it('leaves range names and abbreviations in capitals inside another script', () => {
    expect(makerByShape('Лампа настолна LUMBERG 30 см')).toBeNull();
    expect(makerByShape('Кабел HDMI 3 м')).toBeNull();
  });

  it('leaves a Latin product line after a maker written in its own script', () => {
    expect(makerByShape('마루텍 무선 이어폰 Velora')).toBeNull();
    expect(makerByShape('ミラノ電機 ドライヤー Aurel 1200W')).toBeNull();
  });

  it('takes the capitalised word before a model code', () => {
    expect(makerByShape('Ventilatore da tavolo Brezzo BR-4020')).toBe('Brezzo');
    expect(makerByShape('Kelvix KX-2200 waterkoker')).toBe('Kelvix');
    expect(makerByShape('Kettle Brunvald BK-310 1.7 l')).toBe('Brunvald');
  });

  it('takes the capitalised word after the product noun and its plain words', () => {
    expect(makerByShape('Fridge Morlando 300 l')).toBe('Morlando');
    expect(makerByShape('Sofa Morlando Alba, grey')).toBeNull();
    expect(makerByShape('Lamp wooden Tessaly')).toBe('Tessaly');
    expect(makerByShape('Puzzle Tilly & Bram 500 pieces')).toBe('Tilly & Bram');
  });

  it('never takes a colour, a material, a size, a dish name or a misread word', () => {
    expect(makerByShape('Table Walnut')).toBeNull();
    expect(makerByShape('Chicken Tikka Masala')).toBeNull();
    expect(makerByShape('Bowl Lidded 900ml')).toBeNull();
    expect(makerByShape('Jeans Slim W32 L32')).toBeNull();
    expect(makerByShape('Schraubensatz 200-tlg.')).toBeNull();
    expect(makerByShape('TOMATOS RI5PE 500G')).toBeNull();
    expect(makerByShape('Stolik kawowy 90x55 cm')).toBeNull();
  });

  it('leaves two capitalised words opening a name undecided', () => {
    expect(makerByShape('Frigorífico Nevara NV-360')).toBeNull();
  });
});

describe('a maker written in two scripts', () => {
  it('is the form in the name’s own script, even where the Latin one is a known brand', () => {
    const item = { name: '海星（Haixing）电水壶 1.5L', brand: 'Haixing' } as ExtractedItem;
    withShapedBrands([item]);
    expect(item.brand).toBe('海星');
    expect(twoScriptMaker('한빛（Hanbit）전기포트')).toBe('한빛');
    expect(twoScriptMaker('Чайник (Haixing) 1,5 л')).toBeNull();
    expect(twoScriptMaker('Kettle (Haixing) 1.5 l')).toBeNull();
  });

  it('keeps a Latin maker whose model ends in a digit', () => {
    expect(makerByShape('Varnell Pro1 Eco 50L water heater')).toBe('Varnell');
  });
});

describe("a shop's own label shared by several items", () => {
  it('is the first word in capitals several items start with', () => {
    const labels = sharedLabels(['VELMA MILK 1L', 'VELMA RICE 1KG', 'BREAD ROLLS']);
    expect([...labels]).toEqual(['VELMA']);
  });

  it('is no plain word several names share', () => {
    expect(
      sharedLabels(['Dining chairs', 'Dining table', 'Carton, books', 'Carton, dishes']),
    ).toEqual(new Set());
  });

  it('gives its items the label with its product line, and keeps a brand already found', () => {
    const item = (name: string, brand: string | null = null) => ({ name, brand }) as ExtractedItem;
    const items = [item('VELMA BIO EGGS 6'), item('VELMA TEA 20'), item('ODRA JUICE 1L', 'Odra')];
    withShapedBrands(items);
    expect(items.map((i) => i.brand)).toEqual(['VELMA BIO', 'VELMA', 'Odra']);
  });
});

describe('brands by shape in a read document', () => {
  it('names the maker of each line', () => {
    const { items } = extractItems(
      [
        'Pračka předem plněná Zentora ZW-8120 — 8 990 Kč',
        'Konvice elektrická Varmo VK-17 — 690 Kč',
      ].join('\n'),
    );
    expect(items.map((i) => i.brand)).toEqual(['Zentora', 'Varmo']);
  });
});
