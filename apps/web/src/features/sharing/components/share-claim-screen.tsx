import { MESSAGE_MAX_LENGTH } from '@circle/contract';
import { CalendarClock, Gift, Handshake, ImageOff, MapPin, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/toast-store';
import { pathOf } from '@/app/navigation/post-login-redirect';
import { useAuthGate } from '@/app/navigation/use-auth-gate';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { isApiError } from '@/lib/api-errors';
import { formatDate, formatValue } from '@/lib/format';
import { useClaimShare } from '../api/claim-share';
import { usePublicShare, type PublicShareView } from '../api/get-public-share';
import { SHARING_TYPE_LABELS } from '../lib/sharing-labels';

export const SHARE_CLAIM_MESSAGES = {
  loadFailedTitle: 'Unable to Load Item',
  loadFailed: 'Failed to load public share',
  loginRequiredTitle: 'Login Required',
  loginRequired: 'Please log in to claim this item. You will come back here afterwards.',
  cannotClaim: 'You cannot claim this item',
  alreadyClaimed: 'This item has already been claimed',
  claimFailed: 'Failed to claim item',
  claimFailedRetry: 'Failed to claim item. Please try again.',
  unclearTitle: 'Claim Status Unclear',
  unclear:
    'Something went wrong while claiming, but the claim may have gone through. Refresh to check, or look in your items.',
} as const;

type Notice = { kind: 'error'; message: string } | { kind: 'unclear' } | { kind: 'login' } | null;

function ShareDetails({ share }: { share: PublicShareView }) {
  const labels = SHARING_TYPE_LABELS[share.sharing_type] ?? SHARING_TYPE_LABELS.BORROW;
  const TypeIcon = share.sharing_type === 'DONATE' ? Gift : Handshake;
  const facts: Array<[string, string | null | undefined]> = [
    ['Category', share.item.category],
    ['Condition', share.item.condition],
    [
      'Estimated value',
      share.item.estimated_value == null ? null : formatValue(share.item.estimated_value),
    ],
  ];
  return (
    <>
      {share.item.image_url ? (
        <img className="share__image" src={share.item.image_url} alt={share.item.name} />
      ) : (
        <div className="share__image share__image--empty">
          <ImageOff size={32} aria-hidden />
          <span>No image available</span>
        </div>
      )}
      <span className="chip chip--accent">
        <TypeIcon size={14} aria-hidden /> {labels.offer}
      </span>
      <h1 className="share__title">{share.item.name}</h1>
      {share.item.description ? <p className="muted">{share.item.description}</p> : null}
      <dl className="details">
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([label, value]) => (
            <div key={label} className="details__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <div className="share__owner">
        <UserRound size={18} aria-hidden />
        <span>
          Shared by <strong>{share.owner.name || 'a Circle member'}</strong>
        </span>
        {share.owner.approximate_location ? (
          <span className="muted nowrap">
            <MapPin size={14} aria-hidden /> {share.owner.approximate_location}
          </span>
        ) : null}
      </div>
      {share.sharing_type === 'BORROW' && share.expected_return_date ? (
        <p className="share__return">
          <CalendarClock size={16} aria-hidden /> Expected back by{' '}
          {formatDate(share.expected_return_date)}
        </p>
      ) : null}
      {share.notes ? (
        <blockquote className="share__notes">
          <p>{share.notes}</p>
        </blockquote>
      ) : null}
    </>
  );
}

/** ShareClaim (spec §2, param shareToken): open to signed-in and signed-out visitors. */
export function ShareClaimScreen() {
  const { shareToken = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { gate } = useAuthGate();
  const signedIn = gate === 'app';
  const share = usePublicShare(shareToken);
  const claim = useClaimShare(shareToken);
  const [step, setStep] = useState<'initial' | 'confirm'>('initial');
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const messageId = useId();

  const startClaim = (current: PublicShareView) => {
    if (!signedIn) {
      setNotice({ kind: 'login' });
      return;
    }
    if (current.is_claimed) {
      setNotice({ kind: 'error', message: SHARE_CLAIM_MESSAGES.alreadyClaimed });
      return;
    }
    if (!current.can_claim) {
      setNotice({ kind: 'error', message: SHARE_CLAIM_MESSAGES.cannotClaim });
      return;
    }
    setStep('confirm');
  };

  const confirmClaim = () => {
    claim.mutate(message, {
      onSuccess: (response) => {
        if (!response.success) {
          setNotice({
            kind: 'error',
            message: response.message || SHARE_CLAIM_MESSAGES.claimFailed,
          });
          return;
        }
        setStep('initial');
        setMessage('');
        toast.success('Item Claimed', response.message || undefined);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 500) {
          setNotice({ kind: 'unclear' });
          return;
        }
        const serverText = isApiError(error) && error.kind === 'http' ? error.displayMessage : null;
        setNotice({ kind: 'error', message: serverText || SHARE_CLAIM_MESSAGES.claimFailedRetry });
      },
    });
  };

  let body;
  if (share.isPending) {
    body = (
      <div className="center-block">
        <Spinner size={32} label="Loading shared item" />
        <p className="muted">Loading shared item…</p>
      </div>
    );
  } else if (share.isError) {
    const detail = isApiError(share.error)
      ? share.error.displayMessage
      : SHARE_CLAIM_MESSAGES.loadFailed;
    body = (
      <ErrorState
        title={SHARE_CLAIM_MESSAGES.loadFailedTitle}
        message={detail}
        onRetry={() => void share.refetch()}
        retrying={share.isFetching}
      />
    );
  } else {
    const current = share.data;
    body = (
      <article className="card share">
        <ShareDetails share={current} />
        {current.is_claimed ? (
          <p className="notice">{SHARE_CLAIM_MESSAGES.alreadyClaimed}</p>
        ) : step === 'initial' ? (
          <Button size="lg" fullWidth onClick={() => startClaim(current)}>
            Claim
          </Button>
        ) : (
          <div className="form">
            <div className="field">
              <label className="field__label" htmlFor={messageId}>
                Message to the owner (optional)
              </label>
              <textarea
                id={messageId}
                className="field__input field__textarea"
                maxLength={MESSAGE_MAX_LENGTH}
                rows={3}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
              <p className="field__hint">
                {message.length}/{MESSAGE_MAX_LENGTH}
              </p>
            </div>
            <Button size="lg" fullWidth onClick={confirmClaim} loading={claim.isPending}>
              Confirm Claim
            </Button>
            <Button
              variant="ghost"
              fullWidth
              onClick={() => setStep('initial')}
              disabled={claim.isPending}
            >
              Cancel
            </Button>
          </div>
        )}
      </article>
    );
  }

  return (
    <div className="share-page">
      <header className="share-page__header">
        <Link to="/" className="share-page__brand" aria-label="Circle home">
          <Logo size={28} withName />
        </Link>
        {signedIn ? (
          <Link to="/" className="link-subtle">
            Open Circle
          </Link>
        ) : (
          <Link
            to="/login"
            className="link-subtle"
            onClick={() => useSessionStore.getState().setPostLoginRedirect(pathOf(location))}
          >
            Sign in
          </Link>
        )}
      </header>
      <main className="page page--narrow">{body}</main>

      <MessageDialog
        open={notice?.kind === 'login'}
        onOpenChange={(open) => (open ? undefined : setNotice(null))}
        title={SHARE_CLAIM_MESSAGES.loginRequiredTitle}
        message={SHARE_CLAIM_MESSAGES.loginRequired}
        actionLabel="Log In"
        onAction={() => {
          useSessionStore.getState().setPostLoginRedirect(pathOf(location));
          void navigate('/login');
        }}
        secondaryLabel="Cancel"
      />
      <MessageDialog
        open={notice?.kind === 'error'}
        onOpenChange={(open) => (open ? undefined : setNotice(null))}
        title="Error"
        message={notice?.kind === 'error' ? notice.message : ''}
      />
      <MessageDialog
        open={notice?.kind === 'unclear'}
        onOpenChange={(open) => (open ? undefined : setNotice(null))}
        title={SHARE_CLAIM_MESSAGES.unclearTitle}
        message={SHARE_CLAIM_MESSAGES.unclear}
        actionLabel="Refresh"
        onAction={() => void share.refetch()}
        secondaryLabel="Go to My Items"
        onSecondary={() => void navigate('/browse')}
      />
    </div>
  );
}
