export { InventoryDataSection, ReportButton } from './components/inventory-data-section';
