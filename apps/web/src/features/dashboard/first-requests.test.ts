// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPagination } from '@/testing/fixtures';
import { installFetchRouter, json } from '@/testing/fetch-router';
import { askedUrls, earlyUrls } from '@/testing/first-requests';
import { signIn } from '@/testing/session';
import { recentItemsQueryOptions } from './api/get-recent-items';
import { statisticsQueryOptions } from './api/get-statistics';
import { dashboardFirstRequests } from './first-requests';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the dashboard's early requests", () => {
  it('are the requests of its figures and recent items', async () => {
    signIn();
    const server = installFetchRouter({
      'GET /users/statistics': () => json(200, {}),
      'GET /users/inventory': () => json(200, { items: [], pagination: aPagination(0, 5) }),
    });
    const context = { signal: new AbortController().signal } as never;
    await statisticsQueryOptions().queryFn!(context);
    await recentItemsQueryOptions().queryFn!(context);
    expect(earlyUrls(dashboardFirstRequests()).sort()).toEqual(askedUrls(server).sort());
  });
});
