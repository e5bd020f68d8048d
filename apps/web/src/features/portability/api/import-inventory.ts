import type { ColumnMapping, ImportFormat, ImportResult } from '@circle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '@/lib/query-keys/dashboard-keys';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';
import { apiClient } from '@/lib/api-client';

/** 10,000 rows import in well under a minute; the limit leaves room for slow machines. */
const IMPORT_TIMEOUT_MS = 180_000;

export interface ImportInput {
  file: File;
  format: ImportFormat;
  dryRun: boolean;
  mapping?: ColumnMapping | undefined;
}

export function importInventory(input: ImportInput): Promise<ImportResult> {
  const body = new FormData();
  body.append('format', input.format);
  body.append('dry_run', String(input.dryRun));
  if (input.mapping) body.append('mapping', JSON.stringify(input.mapping));
  body.append('file', input.file, input.file.name);
  return apiClient.post<ImportResult>('/users/inventory/import', {
    multipart: body,
    timeoutMs: IMPORT_TIMEOUT_MS,
    silent: true,
  });
}

/** A dry run (the preview) or the import itself; a real import refreshes lists and totals. */
export function useImportInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importInventory,
    onSuccess: async (result) => {
      if (result.dry_run || result.created === 0) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  });
}
