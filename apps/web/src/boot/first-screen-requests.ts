import { preloadFirstCards } from '@/components/items/card-picture';
import { discoverFirstRequests } from '@/features/community/first-requests';
import { dashboardFirstRequests } from '@/features/dashboard/first-requests';
import { browseFirstRequests } from '@/features/inventory/first-requests';
import { apiUrl, defaultApiBaseUrl } from '@/lib/api-url';
import { ME_REQUEST } from '@/lib/current-user-request';
import { scopedQuery } from '@/lib/household-scope';
import { askEarly, type EarlyRequest } from '@/lib/early-answers';
import { isDiscoverTab, signedInScreenAt } from './first-screen-downloads';

/**
 * The data a signed-in visitor's first screen asks for first, as the screen's own queries ask
 * for it on a fresh page: the profile every screen needs, then the screen's figures or first
 * page of cards. Nothing for a visitor who is signed out.
 */
export function firstScreenRequests(
  location: Pick<Location, 'pathname' | 'search'>,
  signedIn: boolean,
): EarlyRequest[] {
  if (!signedIn) return [];
  const screen = signedInScreenAt(location);
  const own =
    screen === 'dashboard'
      ? dashboardFirstRequests()
      : screen === 'browse'
        ? browseFirstRequests()
        : screen === 'community' && isDiscoverTab(location)
          ? discoverFirstRequests()
          : [];
  return [{ request: ME_REQUEST }, ...own];
}

type CardItems = Parameters<typeof preloadFirstCards>[0];

/** The first cards' pictures of a list's answer ({ items: [...] }). */
async function preloadCardsOf(answer: Response): Promise<void> {
  if (!answer.ok) return;
  const body = (await answer.json()) as { items?: unknown };
  if (Array.isArray(body.items)) preloadFirstCards(body.items as CardItems);
}

/**
 * Asks for the first screen's data as the page starts, while React and the screen's code still
 * download (lib/early-answers.ts): the app's own requests then find the answers on their way.
 */
export function startFirstScreenRequests(location: Location, token: string | null): void {
  if (!token) return;
  const base = defaultApiBaseUrl();
  for (const { request, cards } of firstScreenRequests(location, true)) {
    const query = scopedQuery(request.path, 'GET', request.query);
    askEarly(apiUrl(base, request.path, query), token, cards ? preloadCardsOf : undefined);
  }
}
