// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPublicItem, aPublicItemsPage } from '@/testing/fixtures';
import { installFetchRouter, json } from '@/testing/fetch-router';
import { signIn } from '@/testing/session';
import { preloadedPictures } from '@/lib/preload-pictures';
import { prefetchDiscover } from './first-screen';

afterEach(() => {
  document.head.replaceChildren();
  vi.unstubAllGlobals();
});

describe("Discover's first requests", () => {
  it("ask for the first page, then for its first cards' pictures", async () => {
    signIn();
    const items = [
      aPublicItem({ id: 'p1', thumbnail_url: '/files/n/1-thumb.jpg' }),
      aPublicItem({ id: 'p2', image_url: null, thumbnail_url: null }),
    ];
    installFetchRouter({
      'GET /public/items': () => json(200, aPublicItemsPage(items)),
      'GET /users/sent-borrow-requests': () => json(200, { items: [] }),
      'GET /users/borrow-requests/summary': () => json(200, {}),
    });
    prefetchDiscover(new QueryClient());
    await vi.waitFor(() => expect(preloadedPictures()).toEqual(['/files/n/1-thumb.jpg']));
  });
});
