import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders, createQueryClient } from '@/app/providers';
import { routes } from '@/app/router';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/** Screens load lazily: the first render waits until the matched routes' code is in. */
function initialized(router: MemoryRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Renders `screenRoutes` inside the app's providers at `path`; returns the router to follow. */
export async function renderScreen(
  screenRoutes: RouteObject[],
  path: string,
  queryClient: QueryClient = createQueryClient(),
): Promise<MemoryRouter> {
  const router = createMemoryRouter(screenRoutes, { initialEntries: [path] });
  await initialized(router);
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** Renders the whole app (providers and every route) at `path`, as a browser opening it. */
export function renderRoutes(path: string, queryClient?: QueryClient): Promise<MemoryRouter> {
  return renderScreen(routes, path, queryClient);
}
