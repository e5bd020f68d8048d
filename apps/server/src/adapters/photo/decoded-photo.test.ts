import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodePhoto, photoDimensions, pixelsOf } from './decoded-photo.js';

const red = { r: 255, g: 0, b: 0 };

describe('a decoded photo', () => {
  it('is turned upright by its EXIF orientation', async () => {
    const sideways = await sharp({
      create: { width: 30, height: 20, channels: 3, background: red },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const photo = await decodePhoto(sideways);
    expect([photo.width, photo.height, photo.channels]).toEqual([20, 30, 3]);
    expect(photo.pixels.length).toBe(20 * 30 * 3);
  });

  it('is sRGB: a grey photo gets three channels, transparency a fourth', async () => {
    const grey = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } })
      .toColourspace('b-w')
      .png()
      .toBuffer();
    const see = { r: 10, g: 20, b: 30, alpha: 0.5 };
    const clear = await sharp({ create: { width: 4, height: 4, channels: 4, background: see } })
      .png()
      .toBuffer();
    const g = await decodePhoto(grey);
    expect(g.channels).toBe(3);
    expect([...g.pixels.subarray(0, 3)]).toEqual([136, 136, 136]);
    const c = await decodePhoto(clear);
    expect(c.channels).toBe(4);
    expect([...c.pixels.subarray(0, 4)]).toEqual([10, 20, 30, 128]);
  });

  it('is at most maxSide px on its longest side, and never enlarged', async () => {
    const wide = await sharp({ create: { width: 300, height: 100, channels: 3, background: red } })
      .png()
      .toBuffer();
    expect(await decodePhoto(wide, { maxSide: 150 })).toMatchObject({ width: 150, height: 50 });
    expect(await decodePhoto(wide, { maxSide: 1000 })).toMatchObject({ width: 300, height: 100 });
  });

  it('is refused when the bytes are not an image or have too many pixels', async () => {
    await expect(decodePhoto(Buffer.from('not an image'))).rejects.toThrow();
    const big = await sharp({ create: { width: 200, height: 200, channels: 3, background: red } })
      .png()
      .toBuffer();
    await expect(decodePhoto(big, { maxInputPixels: 100 * 100 })).rejects.toThrow();
    expect(await photoDimensions(big)).toEqual({ width: 200, height: 200 });
  });

  it('gives pipelines over its pixels without decoding again', async () => {
    const png = await sharp({ create: { width: 10, height: 6, channels: 3, background: red } })
      .png()
      .toBuffer();
    const photo = await decodePhoto(png);
    const { data, info } = await pixelsOf(photo)
      .extract({ left: 2, top: 1, width: 4, height: 3 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([4, 3, 3]);
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });
});
