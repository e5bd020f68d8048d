export const REQUEST_TEXTS = {
  loadFailed: 'Failed to load requests',
  loadSentFailed: 'Failed to load sent requests',
  approveFailed: 'Failed to approve request',
  denyFailed: 'Failed to deny request',
  claimFailed: 'Failed to claim request',
  cancelFailed: 'Failed to cancel request',
  actionFailedTitle: 'Action Failed',
} as const;
