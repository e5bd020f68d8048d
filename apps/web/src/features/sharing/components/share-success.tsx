import type { Share } from '@circle/contract';
import { Check, Copy, Mail, MessageCircle, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { formatDay } from '@/lib/sharing-dates';
import { useShareLinkActions } from '../hooks/use-share-link-actions';
import { sharingTypeLabels } from '../lib/sharing-labels';

/** The new share link, with Copy Link, More Options (when the device shares), WhatsApp, Email. */
export function ShareSuccess({ share, notified }: { share: Share; notified: string | null }) {
  const { linkRef, copied, copy, openShareSheet, openWhatsApp, openEmail } = useShareLinkActions(
    share,
    notified,
  );
  const canUseShareSheet =
    typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const labels = sharingTypeLabels(share.sharing_type);

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
