import { describe, expect, it } from 'vitest';
import { clampPan, clampZoom, pinchZoom, toggleZoom, wheelZoom } from './zoom';

describe('viewer zoom', () => {
  it('clamps between 1× and 3×', () => {
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(2.2)).toBe(2.2);
    expect(clampZoom(3)).toBe(3);
    expect(clampZoom(7)).toBe(3);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('pinches by the spread of the fingers, within the limits', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 100, 50)).toBe(1);
    expect(pinchZoom(2, 100, 400)).toBe(3);
    expect(pinchZoom(1.5, 0, 100)).toBe(1.5);
  });

  it('zooms in on wheel up, out on wheel down, within the limits', () => {
    expect(wheelZoom(1, -100)).toBeGreaterThan(1);
    expect(wheelZoom(2, 100)).toBeLessThan(2);
    expect(wheelZoom(1, 500)).toBe(1);
    expect(wheelZoom(2.9, -1000)).toBe(3);
  });

  it('double tap toggles between 1× and 2×', () => {
    expect(toggleZoom(1)).toBe(2);
    expect(toggleZoom(2.5)).toBe(1);
  });

  it('pans no further than the zoomed picture reaches, and not at all at 1×', () => {
    const frame = { width: 400, height: 300 };
    expect(clampPan({ x: 500, y: -500 }, 2, frame)).toEqual({ x: 200, y: -150 });
    expect(clampPan({ x: 50, y: 20 }, 2, frame)).toEqual({ x: 50, y: 20 });
    expect(clampPan({ x: 50, y: 20 }, 1, frame)).toEqual({ x: 0, y: 0 });
  });
});
