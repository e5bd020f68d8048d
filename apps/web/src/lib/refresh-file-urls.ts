import type { refreshFileUrlsResponseSchema } from '@circle/contract';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type RefreshFileUrlsResponse = z.infer<typeof refreshFileUrlsResponseSchema>;

/** POST /users/refresh-file-urls {file_ids} → freshly signed addresses for those files. */
export function refreshFileUrls(fileIds: string[]): Promise<RefreshFileUrlsResponse> {
  return apiClient.post<RefreshFileUrlsResponse>('/users/refresh-file-urls', {
    json: { file_ids: fileIds },
    silent: true,
  });
}

interface Waiter {
  variant: 'full' | 'thumbnail';
  resolve: (url: string | null) => void;
  reject: (error: unknown) => void;
}

const MAX_IDS_PER_CALL = 100;
let waiting = new Map<string, Waiter[]>();
let flushTimer: ReturnType<typeof setTimeout> | null = null;

async function flush(): Promise<void> {
  flushTimer = null;
  const batch = waiting;
  waiting = new Map();
  const ids = [...batch.keys()];
  for (let start = 0; start < ids.length; start += MAX_IDS_PER_CALL) {
    const chunk = ids.slice(start, start + MAX_IDS_PER_CALL);
    try {
      const { refreshed_urls } = await refreshFileUrls(chunk);
      for (const id of chunk) {
        const entry = refreshed_urls.find((candidate) => candidate.file_id === id);
        for (const waiter of batch.get(id) ?? []) {
          waiter.resolve(
            !entry
              ? null
              : waiter.variant === 'thumbnail'
                ? (entry.thumbnail_url ?? entry.signed_url)
                : entry.signed_url,
          );
        }
      }
    } catch (error) {
      for (const id of chunk) for (const waiter of batch.get(id) ?? []) waiter.reject(error);
    }
  }
}

/**
 * A fresh address for one file, batched: every image whose address expired at the same moment
 * (a list left open past the hour) is refreshed by one call.
 */
export function requestFreshFileUrl(
  fileId: string,
  variant: 'full' | 'thumbnail' = 'full',
): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const waiters = waiting.get(fileId) ?? [];
    waiters.push({ variant, resolve, reject });
    waiting.set(fileId, waiters);
    flushTimer ??= setTimeout(() => void flush(), 0);
  });
}
