import { Sparkles, Trash2, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import type { UploadForm } from '../hooks/use-upload-form';
import { SelectedFileList } from './selected-file-list';

/** The selection's card: the files, the optional description and the three upload actions. */
export function SelectedFilesCard({ form }: { form: UploadForm }) {
  const { selected, remove } = form.selection;
  return (
    <section className="card upload-selection" aria-labelledby="selection-title">
      <h2 id="selection-title" className="upload-selection__title">
        {selected.length === 1 ? '1 file selected' : `${selected.length} files selected`}
      </h2>
      <SelectedFileList selected={selected} onRemove={remove} />

      <TextAreaField
        ref={form.descriptionRef}
        label="Add Description (Optional)"
        placeholder="Describe what's in this image..."
        rows={3}
        maxLength={2000}
        value={form.description}
        error={form.descriptionError ?? undefined}
        onChange={(event) => form.changeDescription(event.target.value)}
      />

      <div className="upload-actions">
        <Button
          size="lg"
          icon={<Upload size={18} aria-hidden />}
          loading={form.checking}
          onClick={() => void form.send(false)}
        >
          Quick Upload
        </Button>
        <Button
          size="lg"
          variant="secondary"
          icon={<Sparkles size={18} aria-hidden />}
          disabled={form.checking}
          onClick={() => void form.send(true)}
        >
          Upload with Description
        </Button>
        <Button variant="ghost" icon={<Trash2 size={18} aria-hidden />} onClick={form.discard}>
          Discard
        </Button>
      </div>
    </section>
  );
}
