import { createBrowserRouter, type RouteObject } from 'react-router';
import { EmailVerificationScreen } from '@/features/auth/components/email-verification-screen';
import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { RegisterScreen } from '@/features/auth/components/register-screen';
import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import { CommunityScreen } from '@/features/community/components/community-screen';
import { FeedbackScreen } from '@/features/feedback/components/feedback-screen';
import { HomeScreen } from '@/features/home/components/home-screen';
import { BrowseScreen } from '@/features/inventory/components/browse-screen';
import { ItemDetailScreen } from '@/features/inventory/components/item-detail-screen';
import { ChangeEmailScreen } from '@/features/profile/components/change-email-screen';
import { ChangePasswordScreen } from '@/features/profile/components/change-password-screen';
import { EditProfileScreen } from '@/features/profile/components/edit-profile-screen';
import { ProfileScreen } from '@/features/profile/components/profile-screen';
import { FullScreenLoader } from '@/components/ui/spinner';
import { ShareClaimScreen } from '@/features/sharing/components/share-claim-screen';
import { UploadScreen } from '@/features/upload/components/upload-screen';
import { RouteErrorScreen, ScreenErrorScreen } from './error-screen';
import { AppShell, type RouteHandle } from './layouts/app-shell';
import { RootLayout } from './layouts/root-layout';
import { PublicOnly, RequireAuth, RequireVerificationToken } from './navigation/guards';
import { NotFoundScreen } from './not-found-screen';

const tab: RouteHandle = { tabBar: true };

/** Every route of the web app (spec §2). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      // Open to signed-in and signed-out visitors.
      { path: 'share/:shareToken', element: <ShareClaimScreen /> },
      {
        element: <RequireVerificationToken />,
        children: [{ path: 'verify-email', element: <EmailVerificationScreen /> }],
      },
      // The signed-out stack.
      {
        element: <PublicOnly />,
        children: [
          { path: 'login', element: <LoginScreen /> },
          { path: 'register', element: <RegisterScreen /> },
          { path: 'forgot-password', element: <ForgotPasswordScreen /> },
          { path: 'reset-password', element: <ResetPasswordScreen /> },
        ],
      },
      // MainApp.
      {
        element: <RequireAuth />,
        children: [
          { path: 'item/:itemId', element: <ItemDetailScreen /> },
          {
            element: <AppShell />,
            children: [
              {
                // A screen that throws while rendering shows the error screen inside the shell.
                errorElement: <ScreenErrorScreen />,
                children: [
                  { index: true, element: <HomeScreen />, handle: tab },
                  { path: 'browse', element: <BrowseScreen />, handle: tab },
                  { path: 'community', element: <CommunityScreen />, handle: tab },
                  { path: 'chat', element: <ChatScreen />, handle: tab },
                  { path: 'profile', element: <ProfileScreen /> },
                  { path: 'profile/edit', element: <EditProfileScreen /> },
                  { path: 'profile/password', element: <ChangePasswordScreen /> },
                  { path: 'profile/email', element: <ChangeEmailScreen /> },
                  {
                    path: 'profile/import',
                    // Shown while the screen's code loads when the app starts on this address.
                    hydrateFallbackElement: <FullScreenLoader />,
                    lazy: async () => ({
                      Component: (await import('@/features/portability/components/import-screen'))
                        .ImportScreen,
                    }),
                  },
                  { path: 'upload', element: <UploadScreen /> },
                  { path: 'feedback', element: <FeedbackScreen /> },
                  {
                    path: 'notifications',
                    lazy: async () => ({
                      Component: (
                        await import('@/features/notifications/components/notifications-screen')
                      ).NotificationsScreen,
                    }),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
