import { useDeferredValue } from 'react';

/**
 * A query's data as a list screen renders it. An answer reaches React as an urgent update, which
 * it renders in one piece; the page of cards it brings is rendered in a background render instead,
 * which React slices and can interrupt. Until that render has caught up with the first answer the
 * screen keeps its loading state (`settling`), so it never shows an empty list in between; later
 * answers (other filters, a refetch) show the previous ones until then.
 */
export function useDeferredAnswer<T>(data: T | undefined): {
  shown: T | undefined;
  settling: boolean;
} {
  const shown = useDeferredValue(data);
  return { shown, settling: data !== undefined && shown === undefined };
}
