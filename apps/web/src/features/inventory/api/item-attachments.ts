import type { Attachment, AttachmentKind, InventoryItem } from '@circle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { apiClient } from '@/lib/api-client';
import { errorMessageOf } from '@/lib/api-errors';
import { replaceItemInCaches } from '@/lib/inventory-cache';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';

/** Uploads take a while on a phone's connection. */
const UPLOAD_TIMEOUT_MS = 180_000;

const path = (itemId: string) => `/users/inventory/${encodeURIComponent(itemId)}`;

/** POST /users/inventory/{id}/attachments (multipart: file, kind) → the attachment. */
export function addAttachment(itemId: string, file: File, kind: AttachmentKind) {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, file.name);
  return apiClient.post<Attachment>(`${path(itemId)}/attachments`, {
    multipart: body,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    silent: true,
  });
}

/** DELETE /users/inventory/{id}/attachments/{attachment_id} → 204. */
export function deleteAttachment(itemId: string, attachmentId: string) {
  return apiClient.delete<void>(`${path(itemId)}/attachments/${encodeURIComponent(attachmentId)}`, {
    silent: true,
  });
}

/** PUT /users/inventory/{id}/picture: one of its photos ({attachment_id}) or a new one (file). */
export function setItemPicture(itemId: string, source: { attachmentId: string } | { file: File }) {
  if ('attachmentId' in source) {
    return apiClient.put<InventoryItem>(`${path(itemId)}/picture`, {
      json: { attachment_id: source.attachmentId },
      silent: true,
    });
  }
  const body = new FormData();
  body.append('file', source.file, source.file.name);
  return apiClient.put<InventoryItem>(`${path(itemId)}/picture`, {
    multipart: body,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    silent: true,
  });
}

/** The item's attachments changed: its detail is read again. */
function useRefreshItem(itemId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inventoryKeys.item(itemId) });
}

export function useAddAttachment(itemId: string) {
  const refresh = useRefreshItem(itemId);
  return useMutation({
    mutationFn: ({ file, kind }: { file: File; kind: AttachmentKind }) =>
      addAttachment(itemId, file, kind),
    onSuccess: async (attachment) => {
      await refresh();
      toast.success('Attached', `${attachment.file_name} is kept with this item.`);
    },
    onError: (error) => toast.error('Could not attach the file', errorMessageOf(error)),
  });
}

export function useDeleteAttachment(itemId: string) {
  const refresh = useRefreshItem(itemId);
  return useMutation({
    mutationFn: (attachmentId: string) => deleteAttachment(itemId, attachmentId),
    onSuccess: () => refresh(),
    onError: (error) => toast.error('Could not remove the file', errorMessageOf(error)),
  });
}

export function useSetItemPicture(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: { attachmentId: string } | { file: File }) =>
      setItemPicture(itemId, source),
    onSuccess: async (item) => {
      replaceItemInCaches(queryClient, item, { refreshLists: true });
      await queryClient.invalidateQueries({ queryKey: inventoryKeys.item(itemId) });
      toast.success('Picture changed', `"${item.item_name}" has its new picture.`);
    },
    onError: (error) => toast.error('Could not change the picture', errorMessageOf(error)),
  });
}
