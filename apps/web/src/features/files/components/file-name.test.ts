import { describe, expect, it } from 'vitest';
import { splitFileName } from './file-name';

describe('file names', () => {
  it('keeps the extension with the last letters before it, so it never wraps inside', () => {
    expect(splitFileName('IMG_20261127_living_room.jpeg')).toEqual([
      'IMG_20261127_living_',
      'room.jpeg',
    ]);
    expect(splitFileName('a.pdf')).toEqual(['', 'a.pdf']);
    expect(splitFileName('README')).toEqual(['README', '']);
    expect(splitFileName('.env')).toEqual(['.env', '']);
  });
});
