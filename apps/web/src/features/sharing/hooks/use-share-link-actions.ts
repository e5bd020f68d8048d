import type { Share } from '@circle/contract';
import { useRef, useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { SHARING_NOTICES } from '@/lib/sharing-messages';
import { isShareCancel, mailtoUrl, shareMessage, whatsAppUrl } from '../lib/share-links';
import { sharingTypeLabels } from '../lib/sharing-labels';

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

/**
 * What can be done with a new share link: copy it (else select it in `linkRef` to copy by
 * hand), the system share sheet, WhatsApp and e-mail; each failure is a toast.
 */
export function useShareLinkActions(share: Share, notified: string | null) {
  const linkRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const text = shareMessage(share.item_name, share.sharing_type, share.share_url);
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

  return { linkRef, copied, copy, openShareSheet, openWhatsApp, openEmail };
}
