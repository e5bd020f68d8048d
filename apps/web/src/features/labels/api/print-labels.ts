import type { LabelLayoutName } from '@circle/contract';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { apiClient, type DownloadedFile } from '@/lib/api-client';
import { errorMessageOf } from '@/lib/api-errors';
import { saveFile } from '@/lib/save-file';

/** A thousand labels take a few seconds to draw. */
const LABELS_TIMEOUT_MS = 120_000;

export interface LabelsInput {
  itemIds: string[];
  layout: LabelLayoutName;
}

/** POST /labels → the PDF sheet, saved to the device (the name the server offers). */
export async function printLabels({ itemIds, layout }: LabelsInput): Promise<string> {
  const file = await apiClient.post<DownloadedFile>('/labels', {
    json: { item_ids: itemIds, place_ids: [], layout },
    asFile: true,
    timeoutMs: LABELS_TIMEOUT_MS,
    silent: true,
  });
  const filename = file.filename ?? 'circle-labels.pdf';
  saveFile(file.blob, filename);
  return filename;
}

export function usePrintLabels() {
  return useMutation({
    mutationFn: printLabels,
    onSuccess: (filename) =>
      toast.success('Labels ready', `Saved ${filename}: print it on label sheets.`),
    onError: (error) => toast.error('Could not make the labels', errorMessageOf(error)),
  });
}
