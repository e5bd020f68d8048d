// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPagination, anItem } from '@/testing/fixtures';
import { installFetchRouter, json } from '@/testing/fetch-router';
import { signIn } from '@/testing/session';
import { preloadedPictures } from '@/lib/preload-pictures';
import { prefetchBrowse } from './first-screen';

afterEach(() => {
  document.head.replaceChildren();
  vi.unstubAllGlobals();
});

describe("a list screen's first requests", () => {
  it("ask for Browse's first page, then for its first cards' pictures", async () => {
    signIn();
    const items = Array.from({ length: 6 }, (_, n) =>
      anItem({
        id: `i${n}`,
        image_url: `/files/u/${n}.jpg`,
        thumbnail_url: n === 1 ? null : `/files/u/${n}-thumb.jpg`,
      }),
    );
    const server = installFetchRouter({
      'GET /users/inventory': () => json(200, { items, pagination: aPagination(6, 20) }),
    });
    prefetchBrowse(new QueryClient());
    await vi.waitFor(() => expect(preloadedPictures()).toHaveLength(4));
    expect(preloadedPictures()).toEqual([
      '/files/u/0-thumb.jpg',
      '/files/u/1.jpg',
      '/files/u/2-thumb.jpg',
      '/files/u/3-thumb.jpg',
    ]);
    expect(server.callsTo('GET /users/inventory')).toHaveLength(1);
  });
});
