/**
 * What the app shell mounts at start-up: light on purpose (the share dialog's code loads when an
 * item is first shared), so importing it never brings the sharing screens and panels along.
 */
export { LazyShareDialogHost } from './components/lazy-share-dialog-host';
