import { describe, expect, it } from 'vitest';
import {
  canvasToPng,
  captureScreenshot,
  isScreenshotSupported,
  screenshotFileName,
  SCREENSHOT_OPTIONS,
} from './capture-screenshot';

describe('screenshot', () => {
  it('is named with a timestamp', () => {
    expect(screenshotFileName(new Date(2025, 10, 2, 7, 5, 9))).toBe(
      'screenshot-20251102-070509.png',
    );
  });

  it('is a PNG of quality 0.9 at scale 1', () => {
    expect(SCREENSHOT_OPTIONS).toEqual({ type: 'image/png', quality: 0.9, scale: 1 });
  });

  it('asks the canvas for a PNG of quality 0.9', async () => {
    const blob = new Blob(['png'], { type: 'image/png' });
    const calls: unknown[][] = [];
    const canvas = {
      toBlob: (callback: BlobCallback, ...rest: unknown[]) => {
        calls.push(rest);
        callback(blob);
      },
    };
    await expect(canvasToPng(canvas)).resolves.toBe(blob);
    expect(calls[0]).toEqual(['image/png', 0.9]);
  });

  it('says "Failed to convert canvas to blob" when the canvas gives nothing', async () => {
    const canvas = { toBlob: (callback: BlobCallback) => callback(null) };
    await expect(canvasToPng(canvas)).rejects.toThrow('Failed to convert canvas to blob');
  });

  it('reports a canvas that refuses to be read as a capture failure', async () => {
    const canvas = {
      toBlob: () => {
        throw new DOMException('Tainted canvases may not be exported.', 'SecurityError');
      },
    };
    await expect(canvasToPng(canvas)).rejects.toThrow(
      'Failed to capture screenshot. This might be due to browser permissions or page content',
    );
  });

  it('is not supported without a browser (and says why when tried)', async () => {
    expect(isScreenshotSupported()).toBe(false);
    await expect(captureScreenshot(null)).rejects.toThrow('Window or document not available');
  });
});
