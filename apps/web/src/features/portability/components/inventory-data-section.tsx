import type { ExportFormat } from '@circle/contract';
import { ChevronRight, Download, FileText, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useInventoryDownload } from '../api/download-files';
import './portability.css';
import '@/components/ui/card.css';

const FORMATS: { value: ExportFormat; label: string; hint: string }[] = [
  { value: 'csv', label: 'CSV', hint: 'Spreadsheets' },
  { value: 'json', label: 'JSON', hint: 'Other apps' },
];

/** Profile: export the inventory, download the insurance report, import from elsewhere. */
export function InventoryDataSection() {
  const [format, setFormat] = useState<ExportFormat>('csv');
  const exporting = useInventoryDownload();
  return (
    <section className="card data-section" aria-labelledby="inventory-data-title">
      <h2 id="inventory-data-title" className="data-section__title">
        Your inventory
      </h2>
      <p className="muted small">
        Take your list with you, or hand your insurer every item with its value and photo.
      </p>
      <div className="data-section__export">
        <div className="format-choice" role="radiogroup" aria-label="Export format">
          {FORMATS.map((option) => (
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={format === option.value}
              className="format-choice__option"
              onClick={() => setFormat(option.value)}
            >
              <span className="format-choice__label">{option.label}</span>
              <span className="format-choice__hint">{option.hint}</span>
            </button>
          ))}
        </div>
        <Button
          variant="secondary"
          fullWidth
          icon={<Download size={18} aria-hidden />}
          loading={exporting.isPending}
          onClick={() => exporting.mutate({ kind: 'export', format })}
        >
          Export my inventory
        </Button>
      </div>
      <ReportButton fullWidth />
      <Link to="/profile/import" className="menu__item data-section__import">
        <Upload size={20} aria-hidden />
        <span className="menu__label">
          Import items
          <span className="data-section__hint">From Homebox or a spreadsheet (CSV)</span>
        </span>
        <ChevronRight size={18} aria-hidden className="menu__chevron" />
      </Link>
    </section>
  );
}

/** "Insurance report (PDF)": builds the report on the server and saves it. */
export function ReportButton({
  fullWidth = false,
  size = 'md',
}: {
  fullWidth?: boolean;
  size?: 'sm' | 'md';
}) {
  const mutation = useInventoryDownload();
  return (
    <Button
      variant="secondary"
      size={size}
      fullWidth={fullWidth}
      icon={<FileText size={18} aria-hidden />}
      loading={mutation.isPending}
      onClick={() => mutation.mutate({ kind: 'report' })}
    >
      Insurance report (PDF)
    </Button>
  );
}
