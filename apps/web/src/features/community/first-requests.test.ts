// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPublicItemsPage } from '@/testing/fixtures';
import { installFetchRouter, json } from '@/testing/fetch-router';
import { askedUrls, earlyUrls } from '@/testing/first-requests';
import { signIn } from '@/testing/session';
import { prefetchDiscover } from './first-screen';
import { discoverFirstRequests } from './first-requests';

afterEach(() => {
  document.head.replaceChildren();
  vi.unstubAllGlobals();
});

describe("Discover's early requests", () => {
  it('are the requests its first screen makes on a fresh page', async () => {
    signIn();
    const server = installFetchRouter({
      'GET /public/items': () => json(200, aPublicItemsPage([])),
      'GET /users/sent-borrow-requests': () => json(200, { items: [], total: 0 }),
      'GET /users/borrow-requests/summary': () => json(200, { pending: 0, total: 0 }),
    });
    prefetchDiscover(new QueryClient());
    await vi.waitFor(() => expect(askedUrls(server)).toHaveLength(3));
    expect(earlyUrls(discoverFirstRequests()).sort()).toEqual(askedUrls(server).sort());
    expect(discoverFirstRequests().filter((request) => request.cards)).toHaveLength(1);
  });
});
