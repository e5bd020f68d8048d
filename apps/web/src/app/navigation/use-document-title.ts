import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { isRouteHandle } from '../layouts/route-handle';

export const APP_TITLE = 'Circle';

/** "Inventory · Circle": the deepest matched route that names its screen gives the title. */
export function screenTitle(matches: readonly { handle: unknown }[]): string {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle) && handle.title) return `${handle.title} · ${APP_TITLE}`;
  }
  return APP_TITLE;
}

/** Keeps document.title on the current screen's name. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const title = screenTitle(matches);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
