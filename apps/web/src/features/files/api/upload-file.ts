import type { UploadResponse } from '@circle/contract';
import { apiClient } from '@/lib/api-client';

export interface UploadFileInput {
  file: Blob;
  filename: string;
  description?: string | undefined;
  location?: string | undefined;
  /**
   * The same for every attempt at one upload: a retry after a lost answer gets the first
   * result back instead of a second file.
   */
  idempotencyKey?: string | undefined;
  /** Upload even if the same bytes were uploaded before (the user confirmed it). */
  allowDuplicate?: boolean | undefined;
}

/** Spec §5: content_type is "image" when the file type starts with image/, else "text". */
export function uploadContentType(mimeType: string): 'image' | 'text' {
  return mimeType.startsWith('image/') ? 'image' : 'text';
}

/**
 * POST /upload/ (multipart): the file, its content_type and the optional description. The AI
 * analysis runs within the call (timeout 180 s); `onProgress` reports the bytes sent, 0–100.
 */
export function uploadFile(
  input: UploadFileInput,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', input.file, input.filename);
  body.append('content_type', uploadContentType(input.file.type));
  const description = input.description?.trim();
  if (description) body.append('description', description);
  const location = input.location?.trim();
  if (location) body.append('location', location);
  if (input.allowDuplicate) body.append('allow_duplicate', 'true');
  const headers = input.idempotencyKey ? { 'Idempotency-Key': input.idempotencyKey } : undefined;
  return apiClient.upload<UploadResponse>('/upload/', {
    body,
    ...options,
    ...(headers ? { headers } : {}),
  });
}
