/**
 * notifications: the bell, the notifications screen and their settings (server module
 * `notifications`). Screen, loaded lazily by `app/router.tsx`:
 * `components/notifications-screen.tsx`. What the tab header and Profile show:
 */
export { NotificationBell } from './components/notification-bell';
export { LoanRemindersSetting } from './components/loan-reminders-setting';
