import { useEffect, useRef, useState } from 'react';
import { isImageFile } from '../lib/file-selection';

export interface Selected {
  key: string;
  file: File;
  /** Local preview address (images only), revoked when the file leaves the selection. */
  preview: string | null;
}

let selectionKey = 0;

function toSelected(file: File): Selected {
  selectionKey += 1;
  return {
    key: `selected-${selectionKey}`,
    file,
    preview:
      isImageFile(file) && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(file)
        : null,
  };
}

function release(selected: readonly Selected[]) {
  for (const entry of selected) if (entry.preview) URL.revokeObjectURL(entry.preview);
}

/** Keeps the selection's preview addresses alive exactly as long as they are shown. */
export function useSelectedFiles() {
  const [selected, setSelected] = useState<Selected[]>([]);
  const current = useRef(selected);
  useEffect(() => {
    current.current = selected;
  }, [selected]);
  useEffect(() => () => release(current.current), []);
  return {
    selected,
    add: (files: File[]) => setSelected((previous) => [...previous, ...files.map(toSelected)]),
    remove: (key: string) =>
      setSelected((previous) => {
        release(previous.filter((entry) => entry.key === key));
        return previous.filter((entry) => entry.key !== key);
      }),
    clear: () =>
      setSelected((previous) => {
        release(previous);
        return [];
      }),
  };
}
