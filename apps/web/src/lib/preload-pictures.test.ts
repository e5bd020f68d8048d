// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { preloadPictures } from './preload-pictures';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
    (link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')],
  );

afterEach(() => document.head.replaceChildren());

describe('pictures asked for before their cards render', () => {
  it('asks for each picture once, at high priority, and skips cards without one', () => {
    preloadPictures(['/files/a-thumb.jpg', null, '/files/b-thumb.jpg', '/files/a-thumb.jpg']);
    preloadPictures(['/files/b-thumb.jpg']);
    expect(preloads()).toEqual([
      ['/files/a-thumb.jpg', 'high'],
      ['/files/b-thumb.jpg', 'high'],
    ]);
  });
});
