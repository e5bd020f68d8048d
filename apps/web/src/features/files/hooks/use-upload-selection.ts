import { useState, type ChangeEvent } from 'react';
import { checkSelection } from '../lib/file-selection';
import { UPLOAD_ERRORS } from '../lib/upload-messages';
import { useSelectedFiles } from './use-selected-files';

/** The files picked, dropped or pasted for upload, with the reasons any were left out. */
export function useUploadSelection() {
  const { selected, add, remove, clear } = useSelectedFiles();
  const [selectionError, setSelectionError] = useState<string | null>(null);

  // Checked before anything is sent: type and size, with the reason for each file left out.
  const addFiles = (picked: File[]) => {
    const { accepted, problems } = checkSelection(picked);
    setSelectionError(problems.length > 0 ? problems.join(' ') : null);
    if (accepted.length > 0) add(accepted);
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    try {
      addFiles(Array.from(event.target.files ?? []));
    } catch {
      setSelectionError(UPLOAD_ERRORS.selection);
    } finally {
      event.target.value = '';
    }
  };

  return {
    selected,
    selectionError,
    addFiles,
    onPick,
    remove,
    /** Empties the selection and forgets its error. */
    clear: () => {
      clear();
      setSelectionError(null);
    },
  };
}
