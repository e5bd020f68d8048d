import { Sparkles, Trash2, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import type { UploadForm } from '../hooks/use-upload-form';
import { SelectedFileList } from './selected-file-list';

/** What the description is about: a photo, a document (receipt, list) or a mixed selection. */
export function describePlaceholder(selected: { file: { type: string } }[]): string {
  const images = selected.filter(({ file }) => file.type.startsWith('image/')).length;
  if (images === selected.length) {
    return images === 1 ? "Describe what's in this photo..." : "Describe what's in these photos...";
  }
  if (images === 0) {
    return selected.length === 1
      ? "Describe what's in this document..."
      : "Describe what's in these documents...";
  }
  return "Describe what's in these files...";
}

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
        placeholder={describePlaceholder(selected)}
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
