import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { useSessionStore } from '@/lib/session-store';
import { RouteErrorScreen, ScreenErrorScreen } from './error-screen';
import type { RouteHandle } from './layouts/route-handle';
import { RootLayout } from './layouts/root-layout';
import { PublicOnly, RequireAuth, RequireVerificationToken } from './navigation/guards';
import { NotFoundScreen } from './not-found-screen';

/**
 * Every screen is its own chunk, loaded when its route matches: the sign-in screens never load
 * the signed-in app, and each screen brings its own heavy parts (forms, charts, chat, viewer).
 */
function screen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

const titled = (title: string, tabBar = false): RouteHandle => ({ title, tabBar });

/** Every route of the web app (spec §2). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      // Open to signed-in and signed-out visitors.
      {
        path: 'share/:shareToken',
        handle: titled('Shared item'),
        lazy: screen(
          () => import('@/features/sharing/components/share-claim-screen'),
          'ShareClaimScreen',
        ),
      },
      {
        element: <RequireVerificationToken />,
        children: [
          {
            path: 'verify-email',
            handle: titled('Verify your email'),
            lazy: screen(
              () => import('@/features/auth/components/email-verification-screen'),
              'EmailVerificationScreen',
            ),
          },
        ],
      },
      // The signed-out stack.
      {
        element: <PublicOnly />,
        children: [
          {
            path: 'login',
            handle: titled('Sign in'),
            lazy: screen(() => import('@/features/auth/components/login-screen'), 'LoginScreen'),
          },
          {
            path: 'register',
            handle: titled('Create account'),
            lazy: screen(
              () => import('@/features/auth/components/register-screen'),
              'RegisterScreen',
            ),
          },
          {
            path: 'forgot-password',
            handle: titled('Forgot password'),
            lazy: screen(
              () => import('@/features/auth/components/forgot-password-screen'),
              'ForgotPasswordScreen',
            ),
          },
          {
            path: 'reset-password',
            handle: titled('Reset password'),
            lazy: screen(
              () => import('@/features/auth/components/reset-password-screen'),
              'ResetPasswordScreen',
            ),
          },
        ],
      },
      // MainApp.
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: screen(() => import('./layouts/app-shell'), 'AppShell'),
            children: [
              {
                // A screen that throws while rendering shows the error screen inside the shell.
                errorElement: <ScreenErrorScreen />,
                children: [
                  {
                    // Inside the shell, so a desktop keeps its side navigation (no tab bar).
                    path: 'item/:itemId',
                    handle: titled('Item'),
                    lazy: screen(
                      () => import('@/features/inventory/components/item-detail-screen'),
                      'ItemDetailScreen',
                    ),
                  },
                  {
                    index: true,
                    handle: titled('Home', true),
                    lazy: screen(
                      () => import('@/features/dashboard/components/dashboard-screen'),
                      'DashboardScreen',
                    ),
                  },
                  {
                    path: 'browse',
                    handle: titled('Inventory', true),
                    lazy: screen(
                      () => import('@/features/inventory/components/browse-screen'),
                      'BrowseScreen',
                    ),
                  },
                  {
                    path: 'community',
                    handle: titled('Discover', true),
                    lazy: screen(
                      () => import('@/features/community/components/community-screen'),
                      'CommunityScreen',
                    ),
                  },
                  {
                    path: 'chat',
                    handle: titled('Assistant', true),
                    lazy: screen(
                      () => import('@/features/assistant/components/assistant-screen'),
                      'AssistantScreen',
                    ),
                  },
                  {
                    path: 'profile',
                    handle: titled('Profile'),
                    lazy: screen(
                      () => import('@/features/profile/components/profile-screen'),
                      'ProfileScreen',
                    ),
                  },
                  {
                    path: 'profile/edit',
                    handle: titled('Edit profile'),
                    lazy: screen(
                      () => import('@/features/profile/components/edit-profile-screen'),
                      'EditProfileScreen',
                    ),
                  },
                  {
                    path: 'profile/password',
                    handle: titled('Change password'),
                    lazy: screen(
                      () => import('@/features/profile/components/change-password-screen'),
                      'ChangePasswordScreen',
                    ),
                  },
                  {
                    path: 'profile/email',
                    handle: titled('Change email'),
                    lazy: screen(
                      () => import('@/features/profile/components/change-email-screen'),
                      'ChangeEmailScreen',
                    ),
                  },
                  {
                    path: 'profile/import',
                    handle: titled('Import'),
                    lazy: screen(
                      () => import('@/features/portability/components/import-screen'),
                      'ImportScreen',
                    ),
                  },
                  {
                    path: 'notifications',
                    handle: titled('Notifications'),
                    lazy: screen(
                      () => import('@/features/notifications/components/notifications-screen'),
                      'NotificationsScreen',
                    ),
                  },
                  {
                    path: 'upload',
                    handle: titled('Upload'),
                    lazy: screen(
                      () => import('@/features/files/components/upload-screen'),
                      'UploadScreen',
                    ),
                  },
                  {
                    path: 'feedback',
                    handle: titled('Feedback'),
                    lazy: screen(
                      () => import('@/features/feedback/components/feedback-screen'),
                      'FeedbackScreen',
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', handle: titled('Page not found'), element: <NotFoundScreen /> },
    ],
  },
];

/**
 * The list screens' first requests, started with their code (signed in only): Browse's items and
 * Discover's first page do not wait until the screen has loaded and rendered to be asked for.
 */
const FIRST_SCREEN_DATA: Record<string, (queryClient: QueryClient, url: URL) => void> = {
  browse: (queryClient) =>
    void import('@/features/inventory/first-screen').then((data) =>
      data.prefetchBrowse(queryClient),
    ),
  community: (queryClient, url) => {
    if (url.searchParams.get('tab') !== 'discover') return;
    void import('@/features/community/first-screen').then((data) =>
      data.prefetchDiscover(queryClient),
    );
  },
};

function withFirstScreenData(tree: RouteObject[], queryClient: QueryClient): RouteObject[] {
  return tree.map((route) => {
    const prefetch = route.path ? FIRST_SCREEN_DATA[route.path] : undefined;
    const children = route.children ? withFirstScreenData(route.children, queryClient) : undefined;
    const loader = prefetch
      ? ({ request }: LoaderFunctionArgs) => {
          if (useSessionStore.getState().authToken) prefetch(queryClient, new URL(request.url));
          return null;
        }
      : undefined;
    return {
      ...route,
      ...(children ? { children } : {}),
      ...(loader ? { loader } : {}),
    } as RouteObject;
  });
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(withFirstScreenData(routes, queryClient));
}
