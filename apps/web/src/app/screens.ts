/**
 * Every screen's code, loaded on demand. The router's lazy routes and the start-up download
 * (boot/first-screen-downloads.ts) take their loaders from here, so both ask for the same chunks.
 * Only dynamic imports: the start-up script that imports this module must not wait for React.
 */
export const screens = {
  shareClaim: () => import('@/features/sharing/components/share-claim-screen'),
  emailVerification: () => import('@/features/auth/components/email-verification-screen'),
  login: () => import('@/features/auth/components/login-screen'),
  register: () => import('@/features/auth/components/register-screen'),
  forgotPassword: () => import('@/features/auth/components/forgot-password-screen'),
  resetPassword: () => import('@/features/auth/components/reset-password-screen'),
  appShell: () => import('./layouts/app-shell'),
  itemDetail: () => import('@/features/inventory/components/item-detail-screen'),
  scan: () => import('@/features/labels/components/scan-screen'),
  dashboard: () => import('@/features/dashboard/components/dashboard-screen'),
  browse: () => import('@/features/inventory/components/browse-screen'),
  community: () => import('@/features/community/components/community-screen'),
  publicItem: () => import('@/features/community/components/public-item-screen'),
  assistant: () => import('@/features/assistant/components/assistant-screen'),
  profile: () => import('@/features/profile/components/profile-screen'),
  editProfile: () => import('@/features/profile/components/edit-profile-screen'),
  changePassword: () => import('@/features/profile/components/change-password-screen'),
  changeEmail: () => import('@/features/profile/components/change-email-screen'),
  import: () => import('@/features/portability/components/import-screen'),
  notifications: () => import('@/features/notifications/components/notifications-screen'),
  upload: () => import('@/features/files/components/upload-screen'),
  feedback: () => import('@/features/feedback/components/feedback-screen'),
  households: () => import('@/features/households/components/households-screen'),
  joinHousehold: () => import('@/features/households/components/join-household-screen'),
  places: () => import('@/features/places/components/places-screen'),
  place: () => import('@/features/places/components/place-screen'),
} as const;

export type ScreenName = keyof typeof screens;

/** The code of a list screen's first requests (see FIRST_SCREEN_DATA in router.tsx). */
export const firstScreenData = {
  browse: () => import('@/features/inventory/first-screen'),
  discover: () => import('@/features/community/first-screen'),
} as const;
