export const ITEM_TEXTS = {
  updateFailed: 'Failed to update item',
  deleteFailed: 'Failed to delete item',
  deleteUnexpected: 'An unexpected error occurred while deleting the item',
  savedHere: 'Saved on this device',
  waitingToSync: 'Waiting to sync: it goes to your account when you are back online.',
} as const;
