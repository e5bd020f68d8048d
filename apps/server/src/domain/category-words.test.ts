import { describe, expect, it } from 'vitest';
import { categoryOfText } from './category-words.js';

describe('categoryOfText', () => {
  it("knows each category's own name and label exactly", () => {
    expect(categoryOfText('Kitchenware')).toEqual({ category: 'kitchenware', exact: true });
    expect(categoryOfText('household items')).toEqual({
      category: 'household items',
      exact: true,
    });
    expect(categoryOfText('Food & perishables')).toEqual({
      category: 'chemical_perishable',
      exact: true,
    });
  });

  it('maps what people call the categories, in several languages, onto the fixed list', () => {
    const category = (text: string) => categoryOfText(text)?.category ?? null;
    expect(category('Kitchen')).toBe('kitchenware');
    expect(category('Küche')).toBe('kitchenware');
    expect(category('Kitchen appliances')).toBe('kitchenware');
    expect(category('Home appliances')).toBe('household items');
    expect(category('Garden tools')).toBe('tools');
    expect(category('Outdoor furniture')).toBe('furniture');
    expect(category('Elektronik')).toBe('electronics');
    expect(category('Vêtements')).toBe('clothing');
    expect(category('Bedding')).toBe('home textiles');
    expect(category('Wine cellar')).toBe('chemical_perishable');
    expect(categoryOfText('Kitchen')?.exact).toBe(false);
  });

  it('names none for text it does not know', () => {
    expect(categoryOfText('Stuff from grandma')).toBeNull();
    expect(categoryOfText('')).toBeNull();
    expect(categoryOfText('  ')).toBeNull();
  });
});
