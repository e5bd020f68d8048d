import type { ImportFormat } from '@circle/contract';
import { FileSpreadsheet } from 'lucide-react';
import type { RefObject } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';

const FORMAT_OPTIONS: { value: ImportFormat; label: string }[] = [
  { value: 'auto', label: 'Detect from the file' },
  { value: 'homebox', label: 'Homebox export' },
  { value: 'csv', label: 'Spreadsheet (CSV, TSV)' },
];

interface ImportFilePickerProps {
  file: File | null;
  format: ImportFormat;
  input: RefObject<HTMLInputElement | null>;
  reading: boolean;
  error: string | null;
  onFormat: (format: ImportFormat) => void;
  onChoose: (file: File | undefined) => void;
}

/** "Choose a file": the file type, the file itself, and the preview's progress or error. */
export function ImportFilePicker({
  file,
  format,
  input,
  reading,
  error,
  onFormat,
  onChoose,
}: ImportFilePickerProps) {
  return (
    <section className="card import-pick" aria-label="Choose a file">
      <p className="muted small">
        Bring your list from Homebox or any spreadsheet saved as CSV. Rows that were imported before
        are skipped, so importing the same file twice adds nothing.
      </p>
      <SelectField
        label="File type"
        options={FORMAT_OPTIONS}
        value={format}
        onChange={(event) => onFormat(event.target.value as ImportFormat)}
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
          onChange={(event) => onChoose(event.target.files?.[0])}
        />
      </label>
      {reading ? <p className="muted small">Reading the file…</p> : null}
      <FormAlert message={error} />
    </section>
  );
}
