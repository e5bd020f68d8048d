import type { PublicShareView } from '@circle/contract';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { CLAIM_TEXTS } from '../lib/claim-flow';

/** After a successful claim: where the gift or the loan now shows. */
export function ShareClaimedCard({
  share,
  result,
}: {
  share: PublicShareView;
  result: string | null;
}) {
  return (
    <section className="card share share--claimed" aria-labelledby="claimed-title">
      <div className="share-success__icon" aria-hidden="true">
        <CircleCheck size={28} />
      </div>
      <h1 id="claimed-title" className="share__title share__title--center">
        {CLAIM_TEXTS.claimedTitle}
      </h1>
      <p className="muted center">{result ?? `"${share.item.name}" is yours.`}</p>
      {share.sharing_type === 'DONATE' ? (
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
}
