import { useRef, useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { findEarlierUploads, type EarlierUpload } from '../lib/duplicate-check';
import { useUploadQueueStore } from '../stores/upload-queue-store';
import { useUploadSelection } from './use-upload-selection';

export interface PendingDuplicates {
  matches: EarlierUpload[];
  files: File[];
  text: string;
}

/**
 * The upload screen's form: the selection, the optional description, the check for earlier
 * uploads of the same files, and handing the files to the upload queue.
 */
export function useUploadForm() {
  const selection = useUploadSelection();
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const [description, setDescription] = useState('');
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const enqueue = useUploadQueueStore((state) => state.enqueue);
  const [checking, setChecking] = useState(false);
  const [duplicates, setDuplicates] = useState<PendingDuplicates | null>(null);

  const discard = () => {
    selection.clear();
    setDescription('');
    setDescriptionError(null);
  };

  const send = async (withDescription: boolean) => {
    if (selection.selected.length === 0 || checking) return;
    const text = description.trim();
    if (withDescription && !text) {
      setDescriptionError('Add a description first, or choose Quick Upload.');
      descriptionRef.current?.focus();
      return;
    }
    const files = selection.selected.map((entry) => entry.file);
    setChecking(true);
    const earlier = await findEarlierUploads(files).finally(() => setChecking(false));
    if (earlier.length > 0) {
      setDuplicates({ matches: earlier, files, text });
      return;
    }
    queue(files, text, []);
  };

  const queue = (files: File[], text: string, confirmed: File[]) => {
    enqueue(files, text, confirmed);
    const count = files.length;
    discard();
    toast.success(
      count === 1 ? 'Added to Upload Queue' : `${count} files added to Upload Queue`,
      'Uploads continue in the background.',
    );
  };

  return {
    selection,
    descriptionRef,
    description,
    descriptionError,
    changeDescription: (value: string) => {
      setDescription(value);
      setDescriptionError(null);
    },
    checking,
    send,
    discard,
    duplicates,
    dismissDuplicates: () => setDuplicates(null),
    /** Uploads the files again, knowing they were uploaded before. */
    confirmDuplicates: () => {
      if (!duplicates) return;
      setDuplicates(null);
      queue(
        duplicates.files,
        duplicates.text,
        duplicates.matches.map((match) => match.file),
      );
    },
  };
}

export type UploadForm = ReturnType<typeof useUploadForm>;
