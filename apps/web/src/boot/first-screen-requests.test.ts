// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { fetchMe } from '@/lib/current-user';
import { forgetEarlyAnswers } from '@/lib/early-answers';
import { preloadedPictures } from '@/lib/preload-pictures';
import { aPagination, anItem } from '@/testing/fixtures';
import { installFetchRouter, json } from '@/testing/fetch-router';
import { askedUrls, earlyUrls } from '@/testing/first-requests';
import { signIn } from '@/testing/session';
import { firstScreenRequests, startFirstScreenRequests } from './first-screen-requests';

const at = (pathname: string, search = '') => ({ pathname, search });
const paths = (location: ReturnType<typeof at>) =>
  firstScreenRequests(location, true).map(({ request }) => request.path);

afterEach(() => {
  forgetEarlyAnswers();
  document.head.replaceChildren();
  vi.unstubAllGlobals();
});

describe("a signed-in first screen's early requests", () => {
  it('ask for nothing when nobody is signed in', () => {
    expect(firstScreenRequests(at('/browse'), false)).toEqual([]);
  });

  it('ask for the profile first, then the screen’s own data', () => {
    expect(paths(at('/'))).toEqual(['/auth/me', '/users/statistics', '/users/inventory']);
    // A signed-out screen sends a signed-in visitor to the dashboard.
    expect(paths(at('/login'))).toEqual(paths(at('/')));
    expect(paths(at('/browse/'))).toEqual(['/auth/me', '/users/inventory', '/users/inventory']);
    expect(paths(at('/community', '?tab=discover'))).toEqual([
      '/auth/me',
      '/public/items',
      '/users/sent-borrow-requests',
      '/users/borrow-requests/summary',
    ]);
    for (const other of [at('/community', '?tab=shares'), at('/profile'), at('/share/abc')]) {
      expect(paths(other)).toEqual(['/auth/me']);
    }
  });

  it('ask for the profile as the app does', async () => {
    signIn();
    const server = installFetchRouter({ 'GET /auth/me': () => json(200, {}) });
    await fetchMe();
    expect(earlyUrls(firstScreenRequests(at('/profile'), true))).toEqual(askedUrls(server));
  });

  it("hand their answers to the app's own requests, and ask for the first cards' pictures", async () => {
    signIn('tok');
    const items = Array.from({ length: 6 }, (_, n) =>
      anItem({ id: `i${n}`, image_url: `/files/u/${n}.jpg`, thumbnail_url: `/files/u/${n}-t.jpg` }),
    );
    const server = installFetchRouter({
      'GET /auth/me': () => json(200, { full_name: 'Ada' }),
      'GET /users/inventory': () => json(200, { items, pagination: aPagination(6, 20) }),
    });
    startFirstScreenRequests(at('/browse') as Location, 'tok');
    expect(server.fetch).toHaveBeenCalledTimes(3);
    await vi.waitFor(() => expect(preloadedPictures()).toHaveLength(4));
    expect(preloadedPictures()[0]).toBe('/files/u/0-t.jpg');
    await expect(apiClient.get('/auth/me')).resolves.toEqual({ full_name: 'Ada' });
    await expect(
      apiClient.get('/users/inventory', {
        query: { limit: 20, offset: 0, sort_by: 'date', sort_order: 'desc' },
      }),
    ).resolves.toMatchObject({ items: { length: 6 } });
    expect(server.fetch).toHaveBeenCalledTimes(3);
  });

  it('ask for nothing without a stored token', () => {
    const server = installFetchRouter();
    startFirstScreenRequests(at('/browse') as Location, null);
    expect(server.fetch).not.toHaveBeenCalled();
  });
});
