import type { InventoryItem } from '@circle/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, BadgeCheck, Combine, Maximize2, MapPin, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Button, IconButton } from '@/components/ui/button';
import { ConfirmDialog, MessageDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast/toast-store';
import { ImageViewer } from '@/components/images/image-viewer';
import { isApiError, refusalMessageOf } from '@/lib/api-errors';
import { formatDateTime, formatValue } from '@/lib/format';
import { formatMoney } from '@/lib/format-money';
import { useDeleteInventoryItem } from '../api/delete-inventory-item';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';
import { useInventoryItem } from '../api/get-inventory-item';
import { useUpdateInventoryItem, updateInventoryItem } from '../api/update-inventory-item';
import { useUpdateItemVisibility } from '../api/update-item-visibility';
import { replaceItemInCaches } from '@/lib/inventory-cache';
import { ITEM_NOT_FOUND, categoryLabel } from '@/lib/item-display';
import { deriveOwnership } from '@/lib/ownership-state';
import {
  formValuesToUpdate,
  itemEditFormSchema,
  itemToFormValues,
  type ItemEditFormValues,
} from '../schemas/item-edit.schema';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { CategoryTag, ConditionBadge, ConfidenceBadge } from '@/components/items/item-card';
import { ItemFields } from './item-fields';
import { ItemPicture } from '@/components/items/item-picture';
import { MergeItemDialog } from './merge-item-dialog';
import { OwnershipBanner } from './ownership-banner';
import { UpdateLocationDialog } from './update-location-dialog';
import '@/components/ui/button.css';
import '@/components/ui/form.css';
import '@/components/ui/card.css';
import '@/components/ui/empty-state.css';
import '@/components/ui/dialog.css';
import '@/components/ui/page.css';
import './item-detail-screen.css';

export const ITEM_TEXTS = {
  updateFailed: 'Failed to update item',
  deleteFailed: 'Failed to delete item',
  deleteUnexpected: 'An unexpected error occurred while deleting the item',
} as const;

/** Back to where the user came from; Browse after a deep link. */
function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/browse', { replace: true });
  };
}

function ItemEditor({ item }: { item: InventoryItem }) {
  const update = useUpdateInventoryItem();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useForm<ItemEditFormValues>({
    resolver: zodResolver(itemEditFormSchema),
    values: itemToFormValues(item),
    resetOptions: { keepDirtyValues: true },
  });
  const { dialog: leaveGuard } = useLeaveGuard(isDirty && !update.isPending);

  const onSubmit = handleSubmit((values) => {
    update.mutate(
      { id: item.id, changes: formValuesToUpdate(values) },
      {
        onSuccess: (saved) => {
          reset(itemToFormValues(saved));
          toast.success('Item Updated', 'Your changes have been saved.');
        },
        onError: (error) => setFailure(refusalMessageOf(error, ITEM_TEXTS.updateFailed)),
      },
    );
  });

  return (
    <section className="card item-editor" aria-labelledby="item-details-title">
      <h2 id="item-details-title" className="section__title">
        Details
      </h2>
      <form className="form" onSubmit={onSubmit} noValidate>
        <ItemFields
          register={register}
          watch={watch}
          errors={errors}
          currentCategory={item.item_category}
        />
        <div className="item-editor__actions">
          <Button
            variant="ghost"
            onClick={() => reset(itemToFormValues(item))}
            disabled={!isDirty || update.isPending}
          >
            Reset
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            Save
          </Button>
        </div>
      </form>
      <MessageDialog
        open={failure !== null}
        onOpenChange={(open) => {
          if (!open) setFailure(null);
        }}
        title="Error"
        message={failure ?? ''}
      />
      {leaveGuard}
    </section>
  );
}

/** A borrowed item's details: someone else's, so shown but not editable. */
function ItemFacts({ item }: { item: InventoryItem }) {
  const facts: Array<[string, string | null | undefined]> = [
    ['Category', categoryLabel(item.item_category)],
    ['Brand', item.brand],
    ['Condition', item.condition ? categoryLabel(item.condition) : null],
    ['Estimated value', item.estimated_value == null ? null : formatValue(item.estimated_value)],
    ['Tags', item.tags.length > 0 ? item.tags.join(', ') : null],
  ];
  return (
    <section className="card item-editor" aria-labelledby="item-details-title">
      <h2 id="item-details-title" className="section__title">
        Details
      </h2>
      <p className="muted small">
        This item belongs to {item.sharing_info?.borrowed_from_name ?? 'its owner'}: you can see it
        while you borrow it, but not change it.
      </p>
      {item.item_description ? <p>{item.item_description}</p> : null}
      <dl className="details">
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([label, value]) => (
            <div key={label} className="details__row">
              <dt>{label}</dt>
              <dd className="details__plain">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

function ItemView({ item, onLeave }: { item: InventoryItem; onLeave: (to?: string) => void }) {
  const queryClient = useQueryClient();
  const visibility = useUpdateItemVisibility();
  const update = useUpdateInventoryItem();
  const deleteItem = useDeleteInventoryItem();
  const [viewerOpen, setViewerOpen] = useState(false);
  const [locationOpen, setLocationOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [mergeOpen, setMergeOpen] = useState(false);
  const readOnly = deriveOwnership(item, new Date()).readOnly;

  const setPublic = (isPublic: boolean) => visibility.mutate({ id: item.id, isPublic });

  /** Spec §4/§8: the new location shows at once; a failed save is swallowed. */
  const saveLocation = (location: string) => {
    replaceItemInCaches(queryClient, { ...item, location });
    updateInventoryItem(item.id, { location }).then(
      (saved) => replaceItemInCaches(queryClient, saved, { refreshLists: true }),
      () => undefined,
    );
  };

  const remove = () => {
    deleteItem.mutate(item.id, {
      onSuccess: () => {
        setConfirmDelete(false);
        toast.success('Item Deleted', `"${item.item_name}" was removed from your inventory.`);
        onLeave();
      },
      onError: (error) => {
        setConfirmDelete(false);
        toast.error(ITEM_TEXTS.deleteFailed, refusalMessageOf(error, ITEM_TEXTS.deleteUnexpected));
      },
    });
  };

  return (
    <article className="item-detail">
      <div className="item-detail__media">
        <ItemPicture item={item} size="full" className="item-detail__image" />
        {item.source_image_url && item.visual_area_percentage > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            className="item-detail__whole-photo"
            icon={<Maximize2 size={16} aria-hidden />}
            onClick={() => setViewerOpen(true)}
          >
            See the whole photo
          </Button>
        ) : null}

        <OwnershipBanner
          item={item}
          onMakePrivate={() => setPublic(false)}
          onItemGone={() =>
            onLeave(item.sharing_info?.is_borrowed ? '/community?tab=borrowed' : '/community')
          }
          busy={visibility.isPending}
        />

        <header className="item-detail__header">
          <h1 className="item-detail__name">
            {item.item_name}
            {item.is_verified ? (
              <BadgeCheck size={22} aria-label="Verified" className="accent" />
            ) : null}
          </h1>
          <p className="item-detail__value">
            {item.estimated_value == null ? 'No value' : formatValue(item.estimated_value)}
            {item.quantity > 1 ? <span className="muted"> × {item.quantity}</span> : null}
          </p>
          {item.original_value != null && item.original_currency ? (
            <p className="item-detail__original muted small">
              {formatMoney(item.original_value, item.original_currency)} on the receipt
            </p>
          ) : null}
          <div className="item-card__badges">
            <CategoryTag category={item.item_category} />
            <ConfidenceBadge score={item.confidence_score} />
            <ConditionBadge condition={item.condition} />
          </div>
        </header>

        {readOnly ? null : (
          <>
            <section className="card item-detail__location" aria-label="Location">
              <MapPin size={20} aria-hidden className="accent" />
              <span className="item-detail__location-text">
                {item.location || 'No location set'}
              </span>
              <Button variant="secondary" size="sm" onClick={() => setLocationOpen(true)}>
                Update Location
              </Button>
            </section>

            <section className="card item-detail__switches" aria-label="Sharing and status">
              <Switch
                label="Public"
                description="Visible to the community in Discover"
                checked={item.is_public}
                onCheckedChange={setPublic}
              />
              <Switch
                label="Shareable"
                description="Can be lent or given away"
                checked={item.is_shareable}
                disabled={update.isPending}
                onCheckedChange={(isShareable) =>
                  update.mutate({ id: item.id, changes: { is_shareable: isShareable } })
                }
              />
              <Switch
                label="Verified"
                description="You checked the details the AI found"
                checked={item.is_verified}
                disabled={update.isPending}
                onCheckedChange={(isVerified) =>
                  update.mutate({ id: item.id, changes: { is_verified: isVerified } })
                }
              />
            </section>
          </>
        )}

        <dl className="details item-detail__meta">
          <div className="details__row">
            <dt>Added</dt>
            <dd className="details__plain">{formatDateTime(item.created_at)}</dd>
          </div>
          <div className="details__row">
            <dt>Updated</dt>
            <dd className="details__plain">{formatDateTime(item.updated_at)}</dd>
          </div>
        </dl>
      </div>

      <div className="item-detail__main">
        {readOnly ? (
          <ItemFacts item={item} />
        ) : (
          <>
            <ItemEditor item={item} />
            <div className="item-detail__more">
              <Button
                variant="secondary"
                icon={<Combine size={18} aria-hidden />}
                onClick={() => setMergeOpen(true)}
              >
                Merge with another item
              </Button>
              <Button
                variant="ghost"
                className="btn--danger-text"
                icon={<Trash2 size={18} aria-hidden />}
                onClick={() => setConfirmDelete(true)}
              >
                Delete
              </Button>
            </div>
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
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete Item?"
        message={`"${item.item_name}" will be removed from your inventory. This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        loading={deleteItem.isPending}
        onConfirm={remove}
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
