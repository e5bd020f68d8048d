/**
 * portability: import, export and the insurance report (server module `portability`). Screen,
 * loaded lazily by `app/router.tsx`: `components/import-screen.tsx`. What Profile and the
 * dashboard show:
 */
export { InventoryDataSection, ReportButton } from './components/inventory-data-section';
