import {
  categoryLabelOf,
  COLUMN_ROLE_LABELS,
  COLUMN_ROLES,
  type ColumnMapping,
  type ColumnRole,
  type ImportFormat,
  type ImportResult,
} from '@circle/contract';
import { CircleCheck, FileSpreadsheet, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { StackHeader } from '@/components/layout/stack-header';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { errorMessageOf } from '@/lib/api-errors';
import { useImportInventory } from '../api/import-inventory';
import { ImportIssues, ImportPreviewList } from './import-result-parts';
import './portability.css';
import '@/components/ui/button.css';
import '@/components/ui/chip.css';
import '@/components/ui/card.css';
import '@/components/ui/empty-state.css';
import '@/components/ui/dialog.css';
import '@/components/ui/page.css';

const FORMAT_OPTIONS: { value: ImportFormat; label: string }[] = [
  { value: 'auto', label: 'Detect from the file' },
  { value: 'homebox', label: 'Homebox export' },
  { value: 'csv', label: 'Spreadsheet (CSV, TSV)' },
];
const ROLE_OPTIONS = COLUMN_ROLES.map((role) => ({ value: role, label: COLUMN_ROLE_LABELS[role] }));

const itemsText = (count: number) => `${count.toLocaleString()} ${count === 1 ? 'item' : 'items'}`;

/** Pick a file → preview with the detected columns (change any) → import → what happened. */
export function ImportScreen() {
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<ImportFormat>('auto');
  const [mapping, setMapping] = useState<ColumnMapping | undefined>();
  const preview = useImportInventory();
  const importing = useImportInventory();
  const input = useRef<HTMLInputElement>(null);

  const runPreview = (next: { file: File; format: ImportFormat; mapping?: ColumnMapping }) =>
    preview.mutate({ ...next, dryRun: true });

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setMapping(undefined);
    importing.reset();
    runPreview({ file: chosen, format });
  };
  const changeRole = (header: string, role: ColumnRole, current: ImportResult) => {
    const next: ColumnMapping = Object.fromEntries(
      current.columns.map((column) => [column.header, column.role]),
    );
    // A role belongs to one column: the column that had it is left out.
    for (const [other, otherRole] of Object.entries(next)) {
      if (role !== 'ignore' && otherRole === role) next[other] = 'ignore';
    }
    next[header] = role;
    setMapping(next);
    if (file) runPreview({ file, format, mapping: next });
  };
  const startOver = () => {
    setFile(null);
    setMapping(undefined);
    preview.reset();
    importing.reset();
    if (input.current) input.current.value = '';
  };

  const result = importing.data;
  const shown = preview.data;
  return (
    <>
      <StackHeader title="Import items" backTo="/profile" />
      <div className="page page--narrow import-screen">
        {result ? (
          <ImportDone result={result} onAgain={startOver} />
        ) : (
          <>
            <section className="card import-pick" aria-label="Choose a file">
              <p className="muted small">
                Bring your list from Homebox or any spreadsheet saved as CSV. Rows that were
                imported before are skipped, so importing the same file twice adds nothing.
              </p>
              <SelectField
                label="File type"
                options={FORMAT_OPTIONS}
                value={format}
                onChange={(event) => {
                  const next = event.target.value as ImportFormat;
                  setFormat(next);
                  setMapping(undefined);
                  if (file) runPreview({ file, format: next });
                }}
              />
              <label className="file-pick">
                <FileSpreadsheet size={22} aria-hidden />
                <span className="file-pick__text">
                  {file ? file.name : 'Choose a CSV or TSV file'}
                  <span className="file-pick__hint">
                    {file ? `${Math.max(1, Math.round(file.size / 1024))} KB` : 'Up to 20 MB'}
                  </span>
                </span>
                <input
                  ref={input}
                  className="visually-hidden"
                  type="file"
                  accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
                  aria-label="File to import"
                  onChange={(event) => choose(event.target.files?.[0])}
                />
              </label>
              {preview.isPending ? <p className="muted small">Reading the file…</p> : null}
              <FormAlert message={preview.isError ? errorMessageOf(preview.error) : null} />
            </section>

            {shown && !preview.isError ? (
              <ImportPreview
                preview={shown}
                busy={preview.isPending}
                onRole={(header, role) => changeRole(header, role, shown)}
              />
            ) : null}

            {shown && !preview.isError ? (
              <div className="stack">
                <FormAlert message={importing.isError ? errorMessageOf(importing.error) : null} />
                <Button
                  fullWidth
                  size="lg"
                  disabled={shown.created === 0 || preview.isPending}
                  loading={importing.isPending}
                  onClick={() => file && importing.mutate({ file, format, mapping, dryRun: false })}
                >
                  {shown.created === 0
                    ? 'Nothing new to import'
                    : `Import ${itemsText(shown.created)}`}
                </Button>
                <Button variant="ghost" fullWidth onClick={startOver}>
                  Choose another file
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}

function ImportPreview({
  preview,
  busy,
  onRole,
}: {
  preview: ImportResult;
  busy: boolean;
  onRole: (header: string, role: ColumnRole) => void;
}) {
  return (
    <>
      <section className="card" aria-labelledby="import-columns-title" aria-busy={busy}>
        <div className="import-head">
          <h2 id="import-columns-title" className="data-section__title">
            Columns
          </h2>
          <span className="chip">
            {preview.format === 'homebox' ? 'Homebox export' : 'Spreadsheet'}
          </span>
        </div>
        <p className="muted small">Check what each column holds and change it where it is wrong.</p>
        <ul className="column-map">
          {preview.columns.map((column) => (
            <li key={column.header} className="column-map__row">
              <div className="column-map__source">
                <span className="column-map__header">{column.header || '(no header)'}</span>
                <span className="column-map__samples">
                  {column.samples.length > 0 ? column.samples.join(' · ') : 'empty'}
                </span>
              </div>
              <SelectField
                className="column-map__role"
                label={`Role of ${column.header || 'the column'}`}
                options={ROLE_OPTIONS}
                value={column.role}
                onChange={(event) => onRole(column.header, event.target.value as ColumnRole)}
              />
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="import-preview-title">
        <h2 id="import-preview-title" className="data-section__title">
          {preview.created > 0
            ? `${itemsText(preview.created)} to import`
            : 'Nothing new to import'}
        </h2>
        {preview.skipped > 0 ? (
          <p className="muted small">
            {itemsText(preview.skipped)} {preview.skipped === 1 ? 'was' : 'were'} imported before
            and
            {preview.skipped === 1 ? ' is' : ' are'} skipped.
          </p>
        ) : null}
        <ImportPreviewList rows={preview.preview} labelOf={categoryLabelOf} />
        <ImportIssues errors={preview.errors} />
      </section>
    </>
  );
}

function ImportDone({ result, onAgain }: { result: ImportResult; onAgain: () => void }) {
  return (
    <section className="card import-done" aria-live="polite">
      <CircleCheck size={40} aria-hidden className="import-done__icon" />
      <h2 className="data-section__title">Imported {itemsText(result.created)}</h2>
      <dl className="stats import-done__stats">
        <div className="stats__item">
          <dt>Created</dt>
          <dd>{result.created.toLocaleString()}</dd>
        </div>
        <div className="stats__item">
          <dt>Skipped</dt>
          <dd>{result.skipped.toLocaleString()}</dd>
        </div>
        <div className="stats__item">
          <dt>Problems</dt>
          <dd>{result.errors.length.toLocaleString()}</dd>
        </div>
      </dl>
      <ImportIssues errors={result.errors} />
      <div className="stack">
        <Link to="/browse" className="btn btn--primary btn--md btn--full">
          <span className="btn__label">View inventory</span>
        </Link>
        <Button
          variant="ghost"
          fullWidth
          icon={<RotateCcw size={18} aria-hidden />}
          onClick={onAgain}
        >
          Import another file
        </Button>
      </div>
    </section>
  );
}
