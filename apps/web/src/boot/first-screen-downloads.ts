import { firstScreenData, screens, type ScreenName } from '@/app/screens';

type Loader = () => Promise<unknown>;

/** The screens inside the app shell, by path (router.tsx); a signed-out visitor goes to Login. */
const SIGNED_IN_SCREENS: [RegExp, ScreenName][] = [
  [/^\/$/, 'dashboard'],
  [/^\/browse$/, 'browse'],
  [/^\/community$/, 'community'],
  [/^\/chat$/, 'assistant'],
  [/^\/item\/[^/]+$/, 'itemDetail'],
  [/^\/items\/[^/]+$/, 'itemDetail'],
  [/^\/scan$/, 'scan'],
  [/^\/discover\/items\/[^/]+$/, 'publicItem'],
  [/^\/households$/, 'households'],
  [/^\/households\/join$/, 'joinHousehold'],
  [/^\/places$/, 'places'],
  [/^\/places\/[^/]+$/, 'place'],
  [/^\/profile$/, 'profile'],
  [/^\/profile\/edit$/, 'editProfile'],
  [/^\/profile\/password$/, 'changePassword'],
  [/^\/profile\/email$/, 'changeEmail'],
  [/^\/profile\/import$/, 'import'],
  [/^\/notifications$/, 'notifications'],
  [/^\/upload$/, 'upload'],
  [/^\/feedback$/, 'feedback'],
];

/** The signed-out screens; a signed-in visitor goes on to the app. */
const SIGNED_OUT_SCREENS: [RegExp, ScreenName][] = [
  [/^\/login$/, 'login'],
  [/^\/register$/, 'register'],
  [/^\/forgot-password$/, 'forgotPassword'],
  [/^\/reset-password$/, 'resetPassword'],
];

/** Open to everyone. */
const OPEN_SCREENS: [RegExp, ScreenName][] = [
  [/^\/share\/[^/]+$/, 'shareClaim'],
  [/^\/verify-email$/, 'emailVerification'],
];

function screenAt(table: [RegExp, ScreenName][], path: string): ScreenName | undefined {
  return table.find(([pattern]) => pattern.test(path))?.[1];
}

function pathOf(location: Pick<Location, 'pathname'>): string {
  return location.pathname.replace(/\/+$/, '') || '/';
}

/**
 * The screen a signed-in visitor sees at this address inside the app shell: a signed-out screen
 * sends them on to the dashboard. None for an open or unknown address.
 */
export function signedInScreenAt(location: Pick<Location, 'pathname'>): ScreenName | undefined {
  const path = pathOf(location);
  if (screenAt(OPEN_SCREENS, path)) return undefined;
  const signedInScreen = screenAt(SIGNED_IN_SCREENS, path);
  if (signedInScreen) return signedInScreen;
  return screenAt(SIGNED_OUT_SCREENS, path) ? 'dashboard' : undefined;
}

/** Discover, the community screen's tab whose list the first requests fill. */
export function isDiscoverTab(location: Pick<Location, 'search'>): boolean {
  return new URLSearchParams(location.search).get('tab') === 'discover';
}

/**
 * The code the first screen at this address needs: the screen, the app shell around a signed-in
 * one and the module that starts a list screen's first requests. Empty for an unknown address.
 */
export function firstScreenLoaders(
  location: Pick<Location, 'pathname' | 'search'>,
  signedIn: boolean,
): Loader[] {
  const path = pathOf(location);
  const open = screenAt(OPEN_SCREENS, path);
  if (open) return [screens[open]];
  if (!signedIn) {
    const signedOutScreen = screenAt(SIGNED_OUT_SCREENS, path);
    if (!signedOutScreen && !screenAt(SIGNED_IN_SCREENS, path)) return [];
    return [screens[signedOutScreen ?? 'login']];
  }
  const screen = signedInScreenAt(location);
  if (!screen) return [];
  const loaders: Loader[] = [screens.appShell, screens[screen]];
  if (screen === 'browse') loaders.push(firstScreenData.browse);
  if (screen === 'community' && isDiscoverTab(location)) loaders.push(firstScreenData.discover);
  return loaders;
}

/**
 * Asks for the first screen's code as the page starts, alongside React rather than after it:
 * each loader's chunk and the chunks it imports download at once (a failure is left to the
 * router, which asks again and shows its error screen).
 */
export function startFirstScreenDownloads(location: Location, signedIn: boolean): void {
  for (const load of firstScreenLoaders(location, signedIn)) void load().catch(() => undefined);
}
