import { VERIFICATION } from '@circle/contract';
import { useState } from 'react';
import { useNow } from '@/hooks/use-now';
import type { VerificationState } from '@/lib/session-store';

/** Seconds until the code expires, and until another code may be requested (both ≥ 0). */
export function useVerificationTimers(verification: VerificationState | null) {
  const now = useNow();
  const [mountedAt] = useState(() => Date.now());
  const deadline = verification?.expiresAt ?? mountedAt + VERIFICATION.tokenLifetimeSeconds * 1000;
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));
  const cooldownLeft = verification
    ? Math.max(
        0,
        Math.ceil((verification.sentAt + VERIFICATION.resendCooldownSeconds * 1000 - now) / 1000),
      )
    : 0;
  return { secondsLeft, cooldownLeft };
}
