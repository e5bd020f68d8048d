import type { ExportFormat } from '@circle/contract';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { apiClient, type DownloadedFile } from '@/lib/api-client';
import { errorMessageOf } from '@/lib/api-errors';
import { saveFile } from '@/lib/save-file';

/** A report of a large inventory with photos can take a while to build. */
const DOWNLOAD_TIMEOUT_MS = 180_000;

export type InventoryDownload = { kind: 'export'; format: ExportFormat } | { kind: 'report' };

const today = () => new Date().toISOString().slice(0, 10);

export async function downloadInventoryFile(download: InventoryDownload): Promise<string> {
  const file =
    download.kind === 'export'
      ? await apiClient.get<DownloadedFile>('/users/inventory/export', {
          query: { format: download.format },
          asFile: true,
          timeoutMs: DOWNLOAD_TIMEOUT_MS,
          silent: true,
        })
      : await apiClient.get<DownloadedFile>('/users/inventory/report', {
          asFile: true,
          timeoutMs: DOWNLOAD_TIMEOUT_MS,
          silent: true,
        });
  const fallback =
    download.kind === 'export'
      ? `circle-inventory-${today()}.${download.format}`
      : `circle-insurance-report-${today()}.pdf`;
  const filename = file.filename ?? fallback;
  saveFile(file.blob, filename);
  return filename;
}

/** Fetches the file with the bearer token and saves it; a failure says why in a toast. */
export function useInventoryDownload() {
  return useMutation({
    mutationFn: downloadInventoryFile,
    onSuccess: (filename) => toast.success('Download ready', `Saved ${filename}.`),
    onError: (error) => toast.error('Download failed', errorMessageOf(error)),
  });
}
