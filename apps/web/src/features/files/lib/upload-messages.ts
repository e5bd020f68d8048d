/** Upload texts of spec §4 and §8. */
export const UPLOAD_STATUS_TEXT = {
  pending: 'Waiting in queue...',
  uploading: 'Uploading...',
  analyzing: 'AI analyzing...',
  completed: 'Complete!',
  failed: 'Upload failed',
} as const;

export const UPLOAD_ERRORS = {
  default: 'Upload failed',
  timeout: 'Upload timeout - File analysis took too long. Please try again.',
  selection: 'Failed to select images. Please try again.',
  duplicate: 'You uploaded this file before, so it was not uploaded again.',
} as const;
