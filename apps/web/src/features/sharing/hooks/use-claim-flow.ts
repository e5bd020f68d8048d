import { useReducer } from 'react';
import { isApiError } from '@/lib/api-errors';
import { useClaimShare } from '../api/claim-share';
import { INITIAL_CLAIM_STATE, claimReducer } from '../lib/claim-flow';

/** The claim's steps (see `claimReducer`) and Confirm Claim, which sends the claim. */
export function useClaimFlow(shareToken: string) {
  const claim = useClaimShare(shareToken);
  const [state, dispatch] = useReducer(claimReducer, INITIAL_CLAIM_STATE);

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

  return { state, dispatch, confirmClaim };
}
