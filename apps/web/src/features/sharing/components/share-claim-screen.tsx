import { useLocation, useNavigate, useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { pathOf } from '@/lib/post-login-redirect';
import { useAuthGate } from '@/hooks/use-auth-gate';
import { useSessionStore } from '@/lib/session-store';
import { isApiError } from '@/lib/api-errors';
import { usePublicShare } from '../api/get-public-share';
import { useClaimFlow } from '../hooks/use-claim-flow';
import { CLAIM_TEXTS } from '../lib/claim-flow';
import { ShareClaimNotices } from './share-claim-notices';
import { ShareClaimPanel } from './share-claim-panel';
import { ShareClaimedCard } from './share-claimed-card';
import { SharePageHeader } from './share-page-header';
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

/** ShareClaim (spec §2, param shareToken): open to signed-in and signed-out visitors. */
export function ShareClaimScreen() {
  const { shareToken = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { gate } = useAuthGate();
  const signedIn = gate === 'app';
  const share = usePublicShare(shareToken, signedIn ? 'signed-in' : null);
  const { state, dispatch, confirmClaim } = useClaimFlow(shareToken);

  const rememberThisPage = () => useSessionStore.getState().setPostLoginRedirect(pathOf(location));

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
  } else if (state.step === 'claimed') {
    body = <ShareClaimedCard share={share.data} result={state.result} />;
  } else {
    body = (
      <ShareClaimPanel
        share={share.data}
        state={state}
        dispatch={dispatch}
        signedIn={signedIn}
        onConfirm={confirmClaim}
      />
    );
  }

  return (
    <div className="share-page">
      <SharePageHeader signedIn={signedIn} onSignIn={rememberThisPage} />
      <main className="page page--narrow">{body}</main>

      <ShareClaimNotices
        notice={state.notice}
        dispatch={dispatch}
        onLogIn={() => {
          rememberThisPage();
          void navigate('/login');
        }}
        onRefresh={() => {
          dispatch({ type: 'cancel' });
          void share.refetch();
        }}
        onGoToItems={() => void navigate('/browse')}
      />
    </div>
  );
}
