import { MESSAGE_MAX_LENGTH, type PublicShareView } from '@circle/contract';
import { CircleCheck, Gift, Handshake, Info, MapPin, UserRound } from 'lucide-react';
import { useReducer } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { TextAreaField } from '@/components/ui/text-area-field';
import { pathOf } from '@/lib/post-login-redirect';
import { useAuthGate } from '@/hooks/use-auth-gate';
import { useSessionStore } from '@/lib/session-store';
import { categoryIcon, categoryLabel } from '@/lib/item-display';
import { isApiError } from '@/lib/api-errors';
import { cx } from '@/lib/cx';
import { formatValue } from '@/lib/format';
import { useClaimShare } from '../api/claim-share';
import { usePublicShare } from '../api/get-public-share';
import { CLAIM_TEXTS, INITIAL_CLAIM_STATE, claimReducer } from '../lib/claim-flow';
import { formatDay } from '@/lib/sharing-dates';
import { sharingTypeLabels } from '../lib/sharing-labels';
import '@/components/ui/button.css';
import '@/components/ui/form.css';
import '@/components/ui/chip.css';
import '@/components/ui/card.css';
import '@/components/ui/empty-state.css';
import '@/components/ui/dialog.css';
import '@/components/ui/badge.css';
import '@/components/ui/page.css';
import './share-claim-screen.css';
import './sharing.css';

/** Kept for callers and tests that name the texts of this screen. */
export const SHARE_CLAIM_MESSAGES = CLAIM_TEXTS;

function ShareDetails({ share }: { share: PublicShareView }) {
  const labels = sharingTypeLabels(share.sharing_type);
  const TypeIcon = share.sharing_type === 'DONATE' ? Gift : Handshake;
  const CategoryIcon = categoryIcon(share.item.category);
  const facts: Array<[string, string | null | undefined]> = [
    ['Category', share.item.category ? categoryLabel(share.item.category) : null],
    ['Condition', share.item.condition],
    [
      'Estimated value',
      share.item.estimated_value == null ? null : formatValue(share.item.estimated_value),
    ],
    ['Sharing type', labels.purpose],
    [
      'Expected return',
      share.sharing_type === 'BORROW' && share.expected_return_date
        ? formatDay(share.expected_return_date)
        : null,
    ],
  ];
  return (
    <>
      {share.item.image_url ? (
        <img className="share__image" src={share.item.image_url} alt={share.item.name} />
      ) : (
        <div
          className="share__image share__image--empty item-picture--icon"
          role="img"
          aria-label={`${categoryLabel(share.item.category)}: no picture of ${share.item.name}`}
        >
          <CategoryIcon size={56} aria-hidden />
        </div>
      )}
      <span className="chip chip--accent">
        <TypeIcon size={14} aria-hidden /> {labels.purpose}
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
  const share = usePublicShare(shareToken, signedIn ? 'signed-in' : null);
  const claim = useClaimShare(shareToken);
  const [state, dispatch] = useReducer(claimReducer, INITIAL_CLAIM_STATE);
  const { step, notice } = state;

  const rememberThisPage = () => useSessionStore.getState().setPostLoginRedirect(pathOf(location));

  const confirmClaim = () => {
    dispatch({ type: 'submit' });
    claim.mutate(state.message, {
      onSuccess: (response) =>
        dispatch({ type: 'succeeded', success: response.success, message: response.message }),
      onError: (error) =>
        dispatch({
          type: 'failed',
          status: isApiError(error) ? error.status : 0,
          message: isApiError(error) && error.kind === 'http' ? error.displayMessage : null,
        }),
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
  } else if (share.isError && isApiError(share.error) && share.error.status === 404) {
    // A cancelled or expired link never comes back: nothing to try again.
    body = <ErrorState title={CLAIM_TEXTS.linkGoneTitle} message={CLAIM_TEXTS.linkGone} />;
  } else if (share.isError) {
    const detail =
      isApiError(share.error) && share.error.kind === 'http'
        ? share.error.displayMessage
        : CLAIM_TEXTS.loadFailed;
    body = (
      <ErrorState
        title={CLAIM_TEXTS.loadFailedTitle}
        message={detail}
        onRetry={() => void share.refetch()}
        retrying={share.isFetching}
      />
    );
  } else if (step === 'claimed') {
    body = (
      <section className="card share share--claimed" aria-labelledby="claimed-title">
        <div className="share-success__icon" aria-hidden="true">
          <CircleCheck size={28} />
        </div>
        <h1 id="claimed-title" className="share__title share__title--center">
          {CLAIM_TEXTS.claimedTitle}
        </h1>
        <p className="muted center">{state.result ?? `"${share.data.item.name}" is yours.`}</p>
        {share.data.sharing_type === 'DONATE' ? (
          // A gift becomes one of the claimer's own items, not a loan.
          <Link to="/browse" className="btn btn--primary btn--lg btn--full">
            <span className="btn__label">View in your items</span>
          </Link>
        ) : (
          <>
            <Link to="/community?tab=borrowed" className="btn btn--primary btn--lg btn--full">
              <span className="btn__label">View in Borrowed</span>
            </Link>
            <Link to="/browse" className="btn btn--ghost btn--md btn--full">
              <span className="btn__label">Go to My Items</span>
            </Link>
          </>
        )}
      </section>
    );
  } else {
    const current = share.data;
    const confirming = step === 'confirm' || step === 'claiming';
    body = (
      <article className="card share">
        <ShareDetails share={current} />
        {current.is_owner ? (
          <p className="notice">
            <Info size={16} aria-hidden />
            <span>
              This is your item. Send this link to the person you want to share it with.{' '}
              <Link to="/community">View My Shares</Link>
            </span>
          </p>
        ) : null}
        {current.is_claimed ? (
          <p className="notice notice--warning" role="status">
            <Info size={16} aria-hidden />
            <span>{CLAIM_TEXTS.alreadyClaimed}</span>
          </p>
        ) : !confirming ? (
          <Button
            size="lg"
            fullWidth
            onClick={() => dispatch({ type: 'start', signedIn, share: current })}
          >
            Claim
          </Button>
        ) : (
          <div className="form share__confirm">
            <p className="share__confirm-title">
              {current.sharing_type === 'DONATE'
                ? `Claim "${current.item.name}" as a gift from ${current.owner.name}?`
                : `Borrow "${current.item.name}" from ${current.owner.name}?`}
            </p>
            <TextAreaField
              label="Message to the owner (optional)"
              rows={3}
              maxLength={MESSAGE_MAX_LENGTH}
              value={state.message}
              disabled={step === 'claiming'}
              onChange={(event) => dispatch({ type: 'type-message', message: event.target.value })}
              hint={
                <span className={cx(state.message.length >= MESSAGE_MAX_LENGTH && 'tone--warning')}>
                  {state.message.length}/{MESSAGE_MAX_LENGTH}
                </span>
              }
            />
            <Button size="lg" fullWidth onClick={confirmClaim} loading={step === 'claiming'}>
              Confirm Claim
            </Button>
            <Button
              variant="ghost"
              fullWidth
              onClick={() => dispatch({ type: 'cancel' })}
              disabled={step === 'claiming'}
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
          <Link to="/login" className="link-subtle" onClick={rememberThisPage}>
            Sign in
          </Link>
        )}
      </header>
      <main className="page page--narrow">{body}</main>

      <MessageDialog
        open={notice?.kind === 'login'}
        onOpenChange={(open) => (open ? undefined : dispatch({ type: 'dismiss' }))}
        title={CLAIM_TEXTS.loginRequiredTitle}
        message={CLAIM_TEXTS.loginRequired}
        actionLabel="Log In"
        onAction={() => {
          rememberThisPage();
          void navigate('/login');
        }}
        secondaryLabel="Cancel"
      />
      <MessageDialog
        open={notice?.kind === 'error'}
        onOpenChange={(open) => (open ? undefined : dispatch({ type: 'dismiss' }))}
        title={CLAIM_TEXTS.errorTitle}
        message={notice?.kind === 'error' ? notice.message : ''}
      />
      <MessageDialog
        open={notice?.kind === 'unclear'}
        onOpenChange={(open) => (open ? undefined : dispatch({ type: 'dismiss' }))}
        title={CLAIM_TEXTS.unclearTitle}
        message={CLAIM_TEXTS.unclear}
        actionLabel="Refresh"
        onAction={() => {
          dispatch({ type: 'cancel' });
          void share.refetch();
        }}
        secondaryLabel="Go to My Items"
        onSecondary={() => void navigate('/browse')}
      />
    </div>
  );
}
