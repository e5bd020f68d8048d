/**
 * labels: printing QR labels for items (server module `labels`) and scanning them with the
 * camera. Screen, loaded lazily by `app/router.tsx`: `components/scan-screen.tsx`.
 */
export { PrintLabelsButton, PrintLabelsDialog } from './components/print-labels-button';
export { ScanLabelLink } from './components/scan-label-link';
