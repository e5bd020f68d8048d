import { Info } from 'lucide-react';
import { StackHeader } from '@/components/layout/stack-header';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { cx } from '@/lib/cx';
import { useFileDropAndPaste } from '../hooks/use-file-drop-and-paste';
import { useUploadForm } from '../hooks/use-upload-form';
import { duplicateQuestion } from '../lib/duplicate-check';
import { SelectedFilesCard } from './selected-files-card';
import { UploadPicker } from './upload-picker';
import { UploadQueueSection } from './upload-queue-section';
import '@/components/ui/button.css';
import '@/components/ui/card.css';
import './upload-screen.css';
import '@/components/ui/page.css';

/**
 * Upload Item (spec §2): Take Picture, Pick from Gallery (several photos or text documents),
 * a preview list with names and sizes, Quick Upload, Upload with Description, Discard; then the
 * upload queue, which keeps working in the background wherever the user goes.
 */
export function UploadScreen() {
  const form = useUploadForm();
  const { selected, selectionError, addFiles, onPick } = form.selection;
  const dropping = useFileDropAndPaste(addFiles);
  const hasSelection = selected.length > 0;
  const { duplicates } = form;

  return (
    <>
      <StackHeader title="Upload Item" backTo="/browse" />
      <div className={cx('page page--narrow upload-page', dropping && 'upload-page--dropping')}>
        {dropping ? (
          <p className="upload-drop-hint" role="status">
            Drop photos or text documents to add them
          </p>
        ) : null}
        <UploadPicker compact={hasSelection} onPick={onPick} />
        <p className="upload-desktop-hint">
          Or drop files anywhere on this page, or paste a screenshot.
        </p>

        <FormAlert message={selectionError} />

        {hasSelection ? <SelectedFilesCard form={form} /> : null}

        <p className="notice">
          <Info size={18} aria-hidden />
          <span>
            Uploads are processed in the background: you can leave this screen and keep using Circle
            while the AI analyses your photos. Progress shows here and on Browse.
          </span>
        </p>

        <UploadQueueSection />
      </div>
      <ConfirmDialog
        open={duplicates !== null}
        onOpenChange={(open) => {
          if (!open) form.dismissDuplicates();
        }}
        title="Already Uploaded"
        message={duplicates ? duplicateQuestion(duplicates.matches, duplicates.files.length) : ''}
        cancelLabel="Don't Upload"
        confirmLabel="Upload Again"
        onConfirm={form.confirmDuplicates}
      />
    </>
  );
}
