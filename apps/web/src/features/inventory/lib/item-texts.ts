export const ITEM_TEXTS = {
  updateFailed: 'Failed to update item',
  deleteFailed: 'Failed to delete item',
  deleteUnexpected: 'An unexpected error occurred while deleting the item',
} as const;
