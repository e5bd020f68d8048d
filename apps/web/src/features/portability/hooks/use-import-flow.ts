import type { ColumnMapping, ColumnRole, ImportFormat, ImportResult } from '@circle/contract';
import { useRef, useState } from 'react';
import { useImportInventory } from '../api/import-inventory';

/**
 * The import's steps: a chosen file is previewed (a dry run) with the detected or chosen
 * columns; the import itself sends the same file, format and columns.
 */
export function useImportFlow() {
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
  const changeFormat = (next: ImportFormat) => {
    setFormat(next);
    setMapping(undefined);
    if (file) runPreview({ file, format: next });
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
  const runImport = () => file && importing.mutate({ file, format, mapping, dryRun: false });

  return {
    file,
    format,
    input,
    preview,
    importing,
    choose,
    changeFormat,
    changeRole,
    startOver,
    runImport,
  };
}
