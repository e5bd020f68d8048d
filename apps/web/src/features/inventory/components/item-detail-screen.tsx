import type { InventoryItem } from '@circle/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { IconButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/toast-store';
import { ImageViewer } from '@/components/images/image-viewer';
import { isApiError } from '@/lib/api-errors';
import { useLeavingItemsStore } from '@/lib/leaving-items-store';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';
import { useInventoryItem } from '../api/get-inventory-item';
import { useUpdateItemVisibility } from '../api/update-item-visibility';
import { ITEM_NOT_FOUND } from '@/lib/item-display';
import { deriveOwnership } from '@/lib/ownership-state';
import { useItemDeletion, useSaveLocation } from '../hooks/use-item-actions';
import { ItemAttachments } from './item-attachments';
import { ItemDetailMedia } from './item-detail-media';
import { ItemEditor } from './item-editor';
import { ItemFacts } from './item-facts';
import { ItemLabelRow } from './item-label-row';
import { ItemMoreActions } from './item-owner-controls';
import { MergeItemDialog } from './merge-item-dialog';
import { UpdateLocationDialog } from './update-location-dialog';
import '@/components/ui/button.css';
import '@/components/ui/form.css';
import '@/components/ui/card.css';
import '@/components/ui/empty-state.css';
import '@/components/ui/dialog.css';
import '@/components/ui/page.css';
import './item-detail-screen.css';

export { ITEM_TEXTS } from '../lib/item-texts';

/** Back to where the user came from; Browse after a deep link. */
function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/browse', { replace: true });
  };
}

function ItemView({ item, onLeave }: { item: InventoryItem; onLeave: (to?: string) => void }) {
  const visibility = useUpdateItemVisibility();
  const deletion = useItemDeletion(item, onLeave);
  const saveLocation = useSaveLocation(item);
  const [viewerOpen, setViewerOpen] = useState(false);
  const [locationOpen, setLocationOpen] = useState(false);
  const [mergeOpen, setMergeOpen] = useState(false);
  const readOnly = deriveOwnership(item, new Date()).readOnly;

  const setPublic = (isPublic: boolean) => visibility.mutate({ id: item.id, isPublic });

  return (
    <article className="item-detail">
      <ItemDetailMedia
        item={item}
        readOnly={readOnly}
        onViewPhoto={() => setViewerOpen(true)}
        onPublicChange={setPublic}
        visibilityBusy={visibility.isPending}
        onUpdateLocation={() => setLocationOpen(true)}
        onLeave={onLeave}
      />

      <div className="item-detail__main">
        {item.attachments ? <ItemLabelRow item={item} readOnly={readOnly} /> : null}
        {item.attachments ? <ItemAttachments item={item} readOnly={readOnly} /> : null}
        {readOnly ? (
          <ItemFacts item={item} />
        ) : (
          <>
            <ItemEditor item={item} />
            <ItemMoreActions
              onMerge={() => setMergeOpen(true)}
              onDelete={() => deletion.setConfirmDelete(true)}
            />
          </>
        )}
      </div>

      {item.source_image_url ? (
        <ImageViewer
          open={viewerOpen}
          onOpenChange={setViewerOpen}
          src={item.source_image_url}
          fileId={item.source_file_id}
          alt={`The whole photo ${item.item_name} was found in`}
        />
      ) : null}
      <UpdateLocationDialog
        open={locationOpen}
        onOpenChange={setLocationOpen}
        initial={item.location ?? ''}
        onSave={saveLocation}
      />
      {readOnly ? null : (
        <MergeItemDialog
          item={item}
          open={mergeOpen}
          onOpenChange={setMergeOpen}
          onMerged={(kept, other) => {
            setMergeOpen(false);
            toast.success(
              'Items Merged',
              `"${other.item_name}" was merged into "${kept.item_name}" (quantity ${kept.quantity}).`,
            );
          }}
        />
      )}
      <ConfirmDialog
        open={deletion.confirmDelete}
        onOpenChange={deletion.setConfirmDelete}
        title="Delete Item?"
        message={`"${item.item_name}" will be removed from your inventory. This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        loading={deletion.deleting}
        onConfirm={deletion.remove}
      />
    </article>
  );
}

/** ItemDetail (spec §2, param itemId; no tab header). */
export function ItemDetailScreen() {
  const { itemId = '' } = useParams();
  const goBack = useGoBack();
  const item = useInventoryItem(itemId);
  const leaving = useRef(false);
  const forgetLeaving = useLeavingItemsStore((state) => state.unmark);
  // An item handed back from this screen may come back later (borrowed again): it loads then.
  useEffect(() => () => forgetLeaving(itemId), [itemId, forgetLeaving]);
  // A pushed screen starts at its top (the list it came from may have been scrolled far down).
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [itemId]);
  const notFound = item.isError && isApiError(item.error) && item.error.status === 404;

  // Spec §8: a missing item toasts "Item Not Found", then goes back.
  useEffect(() => {
    if (!notFound || leaving.current) return;
    leaving.current = true;
    toast.error(ITEM_NOT_FOUND.title, ITEM_NOT_FOUND.message);
    goBack();
  }, [notFound, goBack]);

  const navigate = useNavigate();
  const queryClient = useQueryClient();
  /** After a delete (back to Browse, spec §2), or when the item left the inventory. */
  const leave = (to = '/browse') => {
    leaving.current = true;
    void navigate(to, { replace: true });
    queryClient.removeQueries({ queryKey: inventoryKeys.item(itemId) });
  };

  let content;
  if (item.data) {
    content = <ItemView item={item.data} onLeave={leave} />;
  } else if (item.isError && !notFound) {
    content = (
      <ErrorState
        title="Unable to Load Item"
        message={isApiError(item.error) ? item.error.displayMessage : 'Failed to load items'}
        onRetry={() => void item.refetch()}
        retrying={item.isFetching}
      />
    );
  } else {
    content = (
      <div className="center-block">
        <Spinner size={32} label="Loading item" />
      </div>
    );
  }

  return (
    <div className="page page--item">
      <IconButton label="Back" onClick={goBack} className="floating-back">
        <ArrowLeft size={22} aria-hidden />
      </IconButton>
      {content}
    </div>
  );
}
