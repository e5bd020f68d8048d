// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPagination, anItem } from '@/testing/fixtures';
import { installFetchRouter, json } from '@/testing/fetch-router';
import { askedUrls, earlyUrls } from '@/testing/first-requests';
import { signIn } from '@/testing/session';
import { fetchInventoryOverview } from './api/get-inventory-overview';
import { prefetchBrowse } from './first-screen';
import { browseFirstRequests } from './first-requests';

afterEach(() => {
  document.head.replaceChildren();
  vi.unstubAllGlobals();
});

describe("Browse's early requests", () => {
  it('are the requests its first screen makes on a fresh page', async () => {
    signIn();
    const server = installFetchRouter({
      'GET /users/inventory': () =>
        json(200, { items: [anItem()], pagination: aPagination(1, 20) }),
    });
    prefetchBrowse(new QueryClient());
    await fetchInventoryOverview();
    await vi.waitFor(() => expect(askedUrls(server)).toHaveLength(2));
    expect(earlyUrls(browseFirstRequests()).sort()).toEqual(askedUrls(server).sort());
    // The list of cards is the one whose pictures are asked for early.
    expect(browseFirstRequests().filter((request) => request.cards)).toHaveLength(1);
  });
});
