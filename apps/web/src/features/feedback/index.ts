/**
 * feedback: the feedback sheet and screen (server module `feedback`). Screen, loaded lazily by
 * `app/router.tsx`: `components/feedback-screen.tsx`. The sheet, which loads its form when opened
 * (offered by sign-in and the tab header):
 */
export { LazyFeedbackDialog } from './components/lazy-feedback-dialog';
