import { formatCountdown } from '@/lib/format';
import { VERIFICATION_MESSAGES } from '../lib/verification-messages';

/** "Code expires in m:ss", then "Code expired". */
export function VerificationCountdown({ secondsLeft }: { secondsLeft: number }) {
  return (
    <p className={secondsLeft > 0 ? 'countdown' : 'countdown countdown--expired'} aria-live="off">
      {secondsLeft > 0 ? (
        <>
          Code expires in <time>{formatCountdown(secondsLeft)}</time>
        </>
      ) : (
        VERIFICATION_MESSAGES.expired
      )}
    </p>
  );
}
