import {
  MESSAGE_MAX_LENGTH,
  SHARING_LIMITS,
  SHARING_TYPES,
  type Share,
  type SharingType,
} from '@circle/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Copy, Gift, Handshake, Mail, MessageCircle, Share2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { replaceItemInCaches } from '@/lib/inventory-cache';
import { ItemPicture } from '@/components/items/item-picture';
import { isApiError } from '@/lib/api-errors';
import { cx } from '@/lib/cx';
import { useQueryClient } from '@tanstack/react-query';
import { useCreateShare } from '../api/create-share';
import { makeItemShareable } from '../api/make-item-shareable';
import { useSharingContacts } from '../api/get-sharing-contacts';
import { contactInitials } from '../lib/contacts';
import { sharingTypeLabels } from '../lib/sharing-labels';
import { addDays, addYears, formatDay, toIsoDay } from '@/lib/sharing-dates';
import { SHARING_NOTICES, serverDetailOf, type Notice } from '@/lib/sharing-messages';
import { isShareCancel, mailtoUrl, shareMessage, whatsAppUrl } from '../lib/share-links';
import {
  SHARE_FORM_ALERTS,
  defaultShareFormValues,
  shareFormAlert,
  shareFormSchema,
  toShareCreateRequest,
  type ShareFormValues,
} from '../schemas/share-form.schema';
import { useShareDialogStore, type ShareableItem } from '@/lib/share-dialog-store';
import '@/components/ui/form.css';
import '@/components/ui/field.css';
import '@/components/ui/chip.css';
import '@/components/ui/badge.css';
import '@/components/ui/filter-sheet.css';
import './share-dialog.css';
import './sharing.css';

const TYPE_ICONS: Record<SharingType, typeof Handshake> = { BORROW: Handshake, DONATE: Gift };
const TYPE_HINTS: Record<SharingType, string> = {
  BORROW: 'Lend it for a while; it comes back to you.',
  DONATE: 'Give it away; it moves to their inventory.',
};

/** Opens a link the browser hands to another app (mailto:) without leaving the page. */
function openExternal(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

function ItemSummary({ item }: { item: ShareableItem }) {
  return (
    <div className="share-dialog__item">
      <ItemPicture item={item} className="share-dialog__thumb" />
      <p className="share-dialog__item-name">{item.item_name}</p>
    </div>
  );
}

function NotShareableNotice({ item }: { item: ShareableItem }) {
  const queryClient = useQueryClient();
  const setItem = useShareDialogStore((state) => state.setItem);
  const [saving, setSaving] = useState(false);
  const makeShareable = () => {
    setSaving(true);
    makeItemShareable(item.id).then(
      (saved) => {
        replaceItemInCaches(queryClient, saved, { refreshLists: true });
        setItem({ ...item, is_shareable: true });
        setSaving(false);
      },
      () => {
        setSaving(false);
        toast.error('Update Failed', 'Could not mark the item as shareable. Please try again.');
      },
    );
  };
  return (
    <div className="notice notice--warning share-dialog__notice" role="status">
      <span>This item is marked as not shareable. Make it shareable to lend or give it away.</span>
      <Button size="sm" variant="secondary" onClick={makeShareable} loading={saving}>
        Make Shareable
      </Button>
    </div>
  );
}

function ShareForm({
  item,
  formId,
  onCreated,
  onPendingChange,
}: {
  item: ShareableItem;
  formId: string;
  onCreated: (share: Share, notified: string | null) => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const [today] = useState(() => new Date());
  const create = useCreateShare();
  const contacts = useSharingContacts();
  const [alert, setAlert] = useState<Notice | null>(null);
  const groupLabelId = useId();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<ShareFormValues>({
    resolver: zodResolver(shareFormSchema(today)),
    defaultValues: defaultShareFormValues(today),
  });
  const type = watch('sharing_type');
  const notes = watch('notes');
  const email = watch('notify_email');
  const recent = (contacts.data?.contacts ?? []).slice(0, SHARING_LIMITS.recentContacts);

  const onValid = (values: ShareFormValues) => {
    onPendingChange(true);
    create.mutate(
      { itemId: item.id, body: toShareCreateRequest(values) },
      {
        onSuccess: (share) => onCreated(share, values.notify_email.trim() || null),
        onError: (error) => {
          const detail = serverDetailOf(error);
          if (isApiError(error) && error.status === 422 && detail?.startsWith('The expected')) {
            setAlert({ title: SHARE_FORM_ALERTS.dateNotFuture.title, message: detail });
            return;
          }
          toast.error(
            SHARING_NOTICES.shareFailed.title,
            detail ?? SHARING_NOTICES.shareFailed.message,
          );
        },
        onSettled: () => onPendingChange(false),
      },
    );
  };

  return (
    <form
      id={formId}
      className="form share-dialog__form"
      noValidate
      onSubmit={handleSubmit(onValid, (invalid) => setAlert(shareFormAlert(invalid)))}
    >
      <ItemSummary item={item} />
      {item.is_shareable ? null : <NotShareableNotice item={item} />}

      <Controller
        control={control}
        name="sharing_type"
        render={({ field }) => (
          <div className="field">
            <span className="field__label" id={groupLabelId}>
              How do you want to share it?
            </span>
            <div className="type-picker" role="radiogroup" aria-labelledby={groupLabelId}>
              {SHARING_TYPES.map((option) => {
                const Icon = TYPE_ICONS[option];
                const checked = field.value === option;
                return (
                  <button
                    key={option}
                    type="button"
                    role="radio"
                    aria-checked={checked}
                    className={cx('type-picker__option', checked && 'type-picker__option--active')}
                    onClick={() => field.onChange(option)}
                  >
                    <Icon size={20} aria-hidden />
                    <span className="type-picker__label">{sharingTypeLabels(option).action}</span>
                    <span className="type-picker__hint">{TYPE_HINTS[option]}</span>
                  </button>
                );
              })}
            </div>
          </div>
        )}
      />

      {type === 'BORROW' ? (
        <TextField
          label="Expected return date"
          type="date"
          min={toIsoDay(addDays(today, 1))}
          max={toIsoDay(addYears(today, SHARING_LIMITS.maxReturnYears))}
          hint={`From tomorrow up to ${SHARING_LIMITS.maxReturnYears} years ahead; ${SHARING_LIMITS.defaultReturnDays} days from today unless you change it.`}
          error={errors.expected_return_date?.message}
          {...register('expected_return_date')}
        />
      ) : null}

      <TextAreaField
        label="Notes (optional)"
        rows={3}
        placeholder="Pick-up details, how to care for it..."
        error={errors.notes?.message}
        hint={
          <span className={cx(notes.length > MESSAGE_MAX_LENGTH && 'tone--error')}>
            {notes.length}/{MESSAGE_MAX_LENGTH}
          </span>
        }
        {...register('notes')}
      />

      <TextField
        label="Notify by email (optional)"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="friend@example.com"
        error={errors.notify_email?.message}
        {...register('notify_email')}
      />

      {recent.length > 0 ? (
        <div className="recent-contacts">
          <p className="recent-contacts__title">Recent contacts</p>
          <div className="chip-row chip-row--wrap" role="group" aria-label="Recent contacts">
            {recent.map((contact) => (
              <button
                key={contact.email}
                type="button"
                className={cx(
                  'contact-chip',
                  email.trim() === contact.email && 'contact-chip--active',
                )}
                aria-label={`Use ${contact.name ? `${contact.name}, ` : ''}${contact.email}`}
                aria-pressed={email.trim() === contact.email}
                onClick={() =>
                  setValue('notify_email', contact.email, {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                }
              >
                <span className="contact-chip__initials" aria-hidden="true">
                  {contactInitials(contact)}
                </span>
                <span className="contact-chip__text">{contact.name || contact.email}</span>
              </button>
            ))}
          </div>
        </div>
      ) : null}

      <MessageDialog
        open={alert !== null}
        onOpenChange={(open) => (open ? undefined : setAlert(null))}
        title={alert?.title ?? ''}
        message={alert?.message ?? ''}
      />
    </form>
  );
}

function ShareSuccess({ share, notified }: { share: Share; notified: string | null }) {
  const linkRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const text = shareMessage(share.item_name, share.sharing_type, share.share_url);
  const canUseShareSheet =
    typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const labels = sharingTypeLabels(share.sharing_type);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(share.share_url);
      setCopied(true);
      toast.success(SHARING_NOTICES.linkCopied.title, SHARING_NOTICES.linkCopied.message);
    } catch {
      linkRef.current?.focus();
      linkRef.current?.select();
      toast.error(SHARING_NOTICES.copyFailed.title, SHARING_NOTICES.copyFailed.message);
    }
  };

  const openShareSheet = async () => {
    try {
      await navigator.share({ title: share.item_name, text, url: share.share_url });
    } catch (error) {
      if (isShareCancel(error)) return;
      toast.error(
        SHARING_NOTICES.shareOptionsFailed.title,
        SHARING_NOTICES.shareOptionsFailed.message,
      );
    }
  };

  const openWhatsApp = () => {
    try {
      const opened = window.open(whatsAppUrl(text), '_blank');
      if (!opened) throw new Error('Blocked');
      opened.opener = null;
    } catch {
      toast.error(SHARING_NOTICES.whatsappFailed.title, SHARING_NOTICES.whatsappFailed.message);
    }
  };

  const openEmail = () => {
    try {
      openExternal(mailtoUrl(notified ?? '', `${labels.purpose}: ${share.item_name}`, text));
    } catch {
      toast.error(SHARING_NOTICES.emailFailed.title, SHARING_NOTICES.emailFailed.message);
    }
  };

  return (
    <div className="share-success">
      <div className="share-success__icon" aria-hidden="true">
        <Check size={28} />
      </div>
      <p className="share-success__title">Your share link is ready</p>
      <p className="muted small center">
        {labels.action} · {share.item_name}
        {share.sharing_type === 'BORROW' && share.expected_return_date
          ? ` · back by ${formatDay(share.expected_return_date)}`
          : ''}
        <br />
        The link works until {formatDay(share.expires_at)}.
        {notified ? ` We e-mailed it to ${notified}.` : ''}
      </p>
      <TextField
        ref={linkRef}
        label="Share link"
        value={share.share_url}
        readOnly
        onFocus={(event) => event.target.select()}
      />
      <div className="share-success__actions">
        <Button
          icon={copied ? <Check size={18} aria-hidden /> : <Copy size={18} aria-hidden />}
          onClick={() => void copy()}
        >
          {copied ? 'Copied' : 'Copy Link'}
        </Button>
        {canUseShareSheet ? (
          <Button
            variant="secondary"
            icon={<Share2 size={18} aria-hidden />}
            onClick={() => void openShareSheet()}
          >
            More Options
          </Button>
        ) : null}
        <Button
          variant="secondary"
          icon={<MessageCircle size={18} aria-hidden />}
          onClick={openWhatsApp}
        >
          WhatsApp
        </Button>
        <Button variant="secondary" icon={<Mail size={18} aria-hidden />} onClick={openEmail}>
          Email
        </Button>
      </div>
    </div>
  );
}

/**
 * The Sharing modal (spec §2): the form (type Lend / Give Away, return date, notes, e-mail,
 * recent contacts), then a success view with the link, copy and share options.
 */
export function ShareDialogHost() {
  const { open, item, currentShare, setCurrentShare, close } = useShareDialogStore();
  const [notified, setNotified] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formId = useId();
  if (!item) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) close();
      }}
      title={currentShare ? 'Item Shared' : 'Share Item'}
      closeLabel="Close sharing"
      variant="sheet"
      stickyFooter
      footer={
        currentShare ? (
          <Button onClick={close}>Done</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={pending} disabled={!item.is_shareable}>
              Create Share Link
            </Button>
          </>
        )
      }
    >
      {currentShare ? (
        <ShareSuccess share={currentShare} notified={notified} />
      ) : (
        <ShareForm
          key={item.id}
          item={item}
          formId={formId}
          onPendingChange={setPending}
          onCreated={(share, email) => {
            setNotified(email);
            setCurrentShare(share);
          }}
        />
      )}
    </Dialog>
  );
}
