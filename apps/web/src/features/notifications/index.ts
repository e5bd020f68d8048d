export { notificationKeys } from './api/notification-keys';
export { NotificationBell } from './components/notification-bell';
export { LoanRemindersSetting } from './components/loan-reminders-setting';
