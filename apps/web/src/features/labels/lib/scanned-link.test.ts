import { describe, expect, it } from 'vitest';
import { circlePathOf } from './scanned-link';

const id = '0b5c3a1e-8d5e-4e0a-9f1a-3c7b2d1e4f5a';

describe('scanned labels', () => {
  it('leads a Circle label to the item inside the app, whatever address it was printed with', () => {
    expect(circlePathOf(`https://circle.example.org/items/${id}`)).toBe(`/items/${id}`);
    expect(circlePathOf(`http://192.168.1.20:8000/items/${id.toUpperCase()}/`)).toBe(
      `/items/${id}`,
    );
    expect(circlePathOf(` https://circle.example.org/places/${id}\n`)).toBe(`/places/${id}`);
  });

  it('ignores codes that are not Circle labels', () => {
    expect(circlePathOf('4006381333931')).toBeNull();
    expect(circlePathOf('https://shop.example.com/product/42')).toBeNull();
    expect(circlePathOf(`https://circle.example.org/items/${id}/edit`)).toBeNull();
    expect(circlePathOf(`javascript:alert(1)//items/${id}`)).toBeNull();
    expect(circlePathOf(`https://circle.example.org/items/not-an-id`)).toBeNull();
  });
});
