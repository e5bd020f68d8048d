import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { useSessionStore } from '@/lib/session-store';
import { RouteErrorScreen, ScreenErrorScreen } from './error-screen';
import type { RouteHandle } from './layouts/route-handle';
import { RootLayout } from './layouts/root-layout';
import { PublicOnly, RequireAuth, RequireVerificationToken } from './navigation/guards';
import { NotFoundScreen } from './not-found-screen';
import { firstScreenData, screens } from './screens';

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
        lazy: screen(screens.shareClaim, 'ShareClaimScreen'),
      },
      {
        element: <RequireVerificationToken />,
        children: [
          {
            path: 'verify-email',
            handle: titled('Verify your email'),
            lazy: screen(screens.emailVerification, 'EmailVerificationScreen'),
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
            lazy: screen(screens.login, 'LoginScreen'),
          },
          {
            path: 'register',
            handle: titled('Create account'),
            lazy: screen(screens.register, 'RegisterScreen'),
          },
          {
            path: 'forgot-password',
            handle: titled('Forgot password'),
            lazy: screen(screens.forgotPassword, 'ForgotPasswordScreen'),
          },
          {
            path: 'reset-password',
            handle: titled('Reset password'),
            lazy: screen(screens.resetPassword, 'ResetPasswordScreen'),
          },
        ],
      },
      // MainApp.
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: screen(screens.appShell, 'AppShell'),
            children: [
              {
                // A screen that throws while rendering shows the error screen inside the shell.
                errorElement: <ScreenErrorScreen />,
                children: [
                  {
                    // Inside the shell, so a desktop keeps its side navigation (no tab bar).
                    path: 'item/:itemId',
                    handle: titled('Item'),
                    lazy: screen(screens.itemDetail, 'ItemDetailScreen'),
                  },
                  {
                    // The address on a printed label (any camera app opens it, after sign-in).
                    path: 'items/:itemId',
                    handle: titled('Item'),
                    lazy: screen(screens.itemDetail, 'ItemDetailScreen'),
                  },
                  {
                    path: 'scan',
                    handle: titled('Scan label'),
                    lazy: screen(screens.scan, 'ScanScreen'),
                  },
                  {
                    index: true,
                    handle: titled('Home', true),
                    lazy: screen(screens.dashboard, 'DashboardScreen'),
                  },
                  {
                    path: 'browse',
                    handle: titled('Inventory', true),
                    lazy: screen(screens.browse, 'BrowseScreen'),
                  },
                  {
                    path: 'community',
                    handle: titled('Discover', true),
                    lazy: screen(screens.community, 'CommunityScreen'),
                  },
                  {
                    path: 'discover/items/:itemId',
                    handle: titled('Public item'),
                    lazy: screen(screens.publicItem, 'PublicItemScreen'),
                  },
                  {
                    path: 'chat',
                    handle: titled('Assistant', true),
                    lazy: screen(screens.assistant, 'AssistantScreen'),
                  },
                  {
                    path: 'profile',
                    handle: titled('Profile'),
                    lazy: screen(screens.profile, 'ProfileScreen'),
                  },
                  {
                    path: 'profile/edit',
                    handle: titled('Edit profile'),
                    lazy: screen(screens.editProfile, 'EditProfileScreen'),
                  },
                  {
                    path: 'profile/password',
                    handle: titled('Change password'),
                    lazy: screen(screens.changePassword, 'ChangePasswordScreen'),
                  },
                  {
                    path: 'profile/email',
                    handle: titled('Change email'),
                    lazy: screen(screens.changeEmail, 'ChangeEmailScreen'),
                  },
                  {
                    path: 'profile/import',
                    handle: titled('Import'),
                    lazy: screen(screens.import, 'ImportScreen'),
                  },
                  {
                    path: 'notifications',
                    handle: titled('Notifications'),
                    lazy: screen(screens.notifications, 'NotificationsScreen'),
                  },
                  {
                    path: 'upload',
                    handle: titled('Upload'),
                    lazy: screen(screens.upload, 'UploadScreen'),
                  },
                  {
                    path: 'households',
                    handle: titled('Households'),
                    lazy: screen(screens.households, 'HouseholdsScreen'),
                  },
                  {
                    path: 'households/join',
                    handle: titled('Join a household'),
                    lazy: screen(screens.joinHousehold, 'JoinHouseholdScreen'),
                  },
                  {
                    path: 'places',
                    handle: titled('Places'),
                    lazy: screen(screens.places, 'PlacesScreen'),
                  },
                  {
                    path: 'places/:placeId',
                    handle: titled('Place'),
                    lazy: screen(screens.place, 'PlaceScreen'),
                  },
                  {
                    path: 'feedback',
                    handle: titled('Feedback'),
                    lazy: screen(screens.feedback, 'FeedbackScreen'),
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
    void firstScreenData.browse().then((data) => data.prefetchBrowse(queryClient)),
  community: (queryClient, url) => {
    if (url.searchParams.get('tab') !== 'discover') return;
    void firstScreenData.discover().then((data) => data.prefetchDiscover(queryClient));
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
