/** Texts of the feedback screen and sheet (spec §2 Feedback, §8 "Feedback and screenshot"). */
export const FEEDBACK_TITLE = 'Send Feedback';
export const FEEDBACK_WELCOME =
  "We'd love to hear your thoughts! Tell us what you like, report an issue, or suggest a feature that would make Circle better for you.";

export const FEEDBACK_TEXTS = {
  close: 'Close feedback form',
  submit: 'Send Feedback',
  cancel: 'Cancel',
  submissionFailed: 'Submission Failed',
  submissionFallback: 'Failed to submit feedback. Please try again.',
  successTitle: 'Thank You!',
  successFallback: 'Thank you for your feedback!',
} as const;

export const SCREENSHOT_TEXTS = {
  notSupportedTitle: 'Screenshot Not Supported',
  notSupported: 'Screenshot capture is not supported on this device/browser.',
  failedTitle: 'Screenshot Failed',
  failedFallback: 'Unable to capture screenshot. You can still submit feedback without it.',
  webOnly: 'Screenshot capture only available on web platform',
  noDocument: 'Window or document not available',
  captureFailed:
    'Failed to capture screenshot. This might be due to browser permissions or page content',
  toBlobFailed: 'Failed to convert canvas to blob',
} as const;
