import { MESSAGE_MAX_LENGTH, type PublicShareView } from '@circle/contract';
import { Info } from 'lucide-react';
import type { Dispatch } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { cx } from '@/lib/cx';
import { CLAIM_TEXTS, type ClaimEvent, type ClaimState } from '../lib/claim-flow';
import { ShareDetails } from './share-details';

interface ClaimConfirmFormProps {
  share: PublicShareView;
  state: ClaimState;
  dispatch: Dispatch<ClaimEvent>;
  onConfirm: () => void;
}

/** "Borrow … from …?" (or a gift's question), an optional message, Confirm Claim and Cancel. */
function ClaimConfirmForm({ share, state, dispatch, onConfirm }: ClaimConfirmFormProps) {
  const { step } = state;
  return (
    <div className="form share__confirm">
      <p className="share__confirm-title">
        {share.sharing_type === 'DONATE'
          ? `Claim "${share.item.name}" as a gift from ${share.owner.name}?`
          : `Borrow "${share.item.name}" from ${share.owner.name}?`}
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
      <Button size="lg" fullWidth onClick={onConfirm} loading={step === 'claiming'}>
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
  );
}

interface ShareClaimPanelProps extends ClaimConfirmFormProps {
  signedIn: boolean;
}

/** The shared item, with Claim (then its confirmation), or why it cannot be claimed. */
export function ShareClaimPanel({
  share,
  state,
  dispatch,
  signedIn,
  onConfirm,
}: ShareClaimPanelProps) {
  const confirming = state.step === 'confirm' || state.step === 'claiming';
  return (
    <article className="card share">
      <ShareDetails share={share} />
      {share.is_owner ? (
        <p className="notice">
          <Info size={16} aria-hidden />
          <span>
            This is your item. Send this link to the person you want to share it with.{' '}
            <Link to="/community">View My Shares</Link>
          </span>
        </p>
      ) : null}
      {share.is_claimed ? (
        <p className="notice notice--warning" role="status">
          <Info size={16} aria-hidden />
          <span>{CLAIM_TEXTS.alreadyClaimed}</span>
        </p>
      ) : !confirming ? (
        <Button size="lg" fullWidth onClick={() => dispatch({ type: 'start', signedIn, share })}>
          Claim
        </Button>
      ) : (
        <ClaimConfirmForm share={share} state={state} dispatch={dispatch} onConfirm={onConfirm} />
      )}
    </article>
  );
}
