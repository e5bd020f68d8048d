import {
  categoryLabelOf,
  COLUMN_ROLE_LABELS,
  COLUMN_ROLES,
  type ColumnRole,
  type ImportResult,
} from '@circle/contract';
import { CircleCheck, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { StackHeader } from '@/components/layout/stack-header';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { errorMessageOf } from '@/lib/api-errors';
import { useImportFlow } from '../hooks/use-import-flow';
import { ImportFilePicker } from './import-file-picker';
import { ImportIssues, ImportPreviewList } from './import-result-parts';
import './portability.css';
import '@/components/ui/button.css';
import '@/components/ui/chip.css';
import '@/components/ui/card.css';
import '@/components/ui/empty-state.css';
import '@/components/ui/dialog.css';
import '@/components/ui/page.css';

const ROLE_OPTIONS = COLUMN_ROLES.map((role) => ({ value: role, label: COLUMN_ROLE_LABELS[role] }));

const itemsText = (count: number) => `${count.toLocaleString()} ${count === 1 ? 'item' : 'items'}`;

/** Pick a file → preview with the detected columns (change any) → import → what happened. */
export function ImportScreen() {
  const flow = useImportFlow();
  const { preview, importing } = flow;
  const result = importing.data;
  const shown = preview.data;
  return (
    <>
      <StackHeader title="Import items" backTo="/profile" />
      <div className="page page--narrow import-screen">
        {result ? (
          <ImportDone result={result} onAgain={flow.startOver} />
        ) : (
          <>
            <ImportFilePicker
              file={flow.file}
              format={flow.format}
              input={flow.input}
              reading={preview.isPending}
              error={preview.isError ? errorMessageOf(preview.error) : null}
              onFormat={flow.changeFormat}
              onChoose={flow.choose}
            />

            {shown && !preview.isError ? (
              <ImportPreview
                preview={shown}
                busy={preview.isPending}
                onRole={(header, role) => flow.changeRole(header, role, shown)}
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
                  onClick={flow.runImport}
                >
                  {shown.created === 0
                    ? 'Nothing new to import'
                    : `Import ${itemsText(shown.created)}`}
                </Button>
                <Button variant="ghost" fullWidth onClick={flow.startOver}>
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
