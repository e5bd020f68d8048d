/** Exact server messages of spec §8 and API.md. Clients map them to what a person reads. */
export const SERVER_MESSAGES = {
  emailAlreadyRegistered: 'Email address is already registered',
  emailUsedByAnotherAccount: 'Email address is used by another account',
  invalidVerificationCode: 'Invalid or expired verification code',
  incorrectCredentials: 'Incorrect email or password',
  accountInactive: 'Account is inactive',
  invalidVerificationToken: 'Invalid or expired verification token',
  passwordIncorrect: 'Password is incorrect',
  couldNotValidateCredentials: 'Could not validate credentials',
  emailNotVerified: 'Email address is not verified',
  notFound: 'Not found',
  internalError: 'Internal server error',
  tooManyAttempts: 'Too many attempts. Please try again later.',
} as const;

export const ERROR_CODES = {
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  rateLimited: 'RATE_LIMITED',
  codeAttemptsExhausted: 'CODE_ATTEMPTS_EXHAUSTED',
} as const;

/** Spec §8 "Server message mapping": what the app shows for each server message. */
export const SERVER_MESSAGE_DISPLAY: Record<string, string> = {
  [SERVER_MESSAGES.emailAlreadyRegistered]: 'This email is already in use. Try logging in instead.',
  [SERVER_MESSAGES.emailUsedByAnotherAccount]:
    'Another account already uses this email address. Please choose a different one.',
  [SERVER_MESSAGES.invalidVerificationCode]:
    'The code you entered is incorrect or has expired. Please try again.',
  [SERVER_MESSAGES.incorrectCredentials]:
    'Email or password is incorrect. Please check and try again.',
  [SERVER_MESSAGES.accountInactive]: 'Your account has been deactivated. Please contact support.',
  [SERVER_MESSAGES.invalidVerificationToken]:
    'Your verification session has expired. Please request a new code.',
  [SERVER_MESSAGES.passwordIncorrect]: 'Current password is incorrect. Please try again.',
};

/** Spec §8 "Global" texts. */
export const GLOBAL_MESSAGES = {
  sessionExpired: { title: 'Session Expired', message: 'Please log in again' },
  serverError: { title: 'Server Error', message: 'Something went wrong. Please try again.' },
  requestTimeout: {
    title: 'Request Timeout',
    message: 'The request took too long. Please try again.',
  },
  uploadTimeout: {
    title: 'Upload Timeout',
    message: 'File analysis is taking longer than expected. Please try again or contact support.',
  },
  network: 'Unable to connect to the server. Please check your internet connection and try again.',
  timeout: 'Request timed out. Please try again.',
  unexpected: 'An unexpected error occurred',
  rateLimited: 'Backend temporarily unavailable due to rate limiting',
} as const;
