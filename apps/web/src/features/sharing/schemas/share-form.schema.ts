import {
  MESSAGE_MAX_LENGTH,
  SHARING_LIMITS,
  SHARING_TYPES,
  type ShareCreateRequest,
} from '@circle/contract';
import { z } from 'zod';
import { addDays, addYears, hasIsoDayShape, parseIsoDay, toIsoDay } from '@/lib/sharing-dates';
import type { Notice } from '@/lib/sharing-messages';

/** Spec §5 "Share creation": the inline messages of the form. */
export const SHARE_FORM_MESSAGES = {
  dateFormat: 'Please use YYYY-MM-DD format',
  dateInvalid: 'Invalid date format',
  dateNotFuture: 'Return date must be in the future',
  dateTooFar: 'Return date cannot be more than 2 years in the future',
  email: 'Please enter a valid email address or leave it empty.',
  notesTooLong: `Notes must be ${MESSAGE_MAX_LENGTH} characters or fewer`,
} as const;

/** Spec §5 "Share creation": the alerts raised when the form is sent with a broken rule. */
export const SHARE_FORM_ALERTS = {
  invalidEmail: {
    title: 'Invalid Email',
    message: 'Please enter a valid email address or leave it empty.',
  },
  dateNotFuture: {
    title: 'Invalid Return Date',
    message: 'The expected return date must be in the future. Please select a date after today.',
  },
  dateTooFar: {
    title: 'Invalid Return Date',
    message:
      'The expected return date cannot be more than 2 years in the future. Please select a reasonable date.',
  },
} as const satisfies Record<string, Notice>;

/** The basic e-mail pattern of spec §5 (something@something.something, no spaces). */
export const BASIC_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ShareFormValues {
  sharing_type: (typeof SHARING_TYPES)[number];
  notes: string;
  /** Typed as text on the web (YYYY-MM-DD). */
  expected_return_date: string;
  notify_email: string;
}

/** Spec §9: a loan is due back 7 days ahead unless the owner picks another day. */
export function defaultShareFormValues(today: Date): ShareFormValues {
  return {
    sharing_type: 'BORROW',
    notes: '',
    expected_return_date: toIsoDay(addDays(today, SHARING_LIMITS.defaultReturnDays)),
    notify_email: '',
  };
}

/** The inline message for a typed return date, or null when it is acceptable. */
export function returnDateError(text: string, today: Date): string | null {
  const value = text.trim();
  if (!hasIsoDayShape(value)) return SHARE_FORM_MESSAGES.dateFormat;
  const day = parseIsoDay(value);
  if (!day) return SHARE_FORM_MESSAGES.dateInvalid;
  if (day.getTime() <= addDays(today, 0).getTime()) return SHARE_FORM_MESSAGES.dateNotFuture;
  if (day.getTime() > addYears(today, SHARING_LIMITS.maxReturnYears).getTime()) {
    return SHARE_FORM_MESSAGES.dateTooFar;
  }
  return null;
}

/** The form's rules (spec §5) against today's date. */
export function shareFormSchema(today: Date) {
  return z
    .object({
      sharing_type: z.enum(SHARING_TYPES),
      notes: z.string().max(MESSAGE_MAX_LENGTH, { error: SHARE_FORM_MESSAGES.notesTooLong }),
      expected_return_date: z.string(),
      notify_email: z
        .string()
        .trim()
        .refine((email) => email === '' || BASIC_EMAIL_PATTERN.test(email), {
          error: SHARE_FORM_MESSAGES.email,
        }),
    })
    .superRefine((values, context) => {
      if (values.sharing_type !== 'BORROW') return;
      // An emptied field means the default (7 days ahead), which the server applies.
      if (!values.expected_return_date.trim()) return;
      const message = returnDateError(values.expected_return_date, today);
      if (message) context.addIssue({ code: 'custom', path: ['expected_return_date'], message });
    });
}

/**
 * The alert shown when the form is sent with errors (spec §5), or null when only inline messages
 * apply (notes too long, a date in the wrong format).
 */
export function shareFormAlert(errors: {
  notify_email?: { message?: string | undefined } | undefined;
  expected_return_date?: { message?: string | undefined } | undefined;
}): Notice | null {
  const dateMessage = errors.expected_return_date?.message;
  if (dateMessage === SHARE_FORM_MESSAGES.dateNotFuture) return SHARE_FORM_ALERTS.dateNotFuture;
  if (dateMessage === SHARE_FORM_MESSAGES.dateTooFar) return SHARE_FORM_ALERTS.dateTooFar;
  if (dateMessage) return { title: 'Invalid Return Date', message: dateMessage };
  if (errors.notify_email) return SHARE_FORM_ALERTS.invalidEmail;
  return null;
}

/** The POST body: the return date only for a loan, empty fields left out, a 168-hour link. */
export function toShareCreateRequest(values: ShareFormValues): ShareCreateRequest {
  const notes = values.notes.trim();
  const email = values.notify_email.trim();
  const date = values.expected_return_date.trim();
  return {
    sharing_type: values.sharing_type,
    ...(notes ? { notes } : {}),
    ...(values.sharing_type === 'BORROW' && date ? { expected_return_date: date } : {}),
    ...(email ? { notify_email: email } : {}),
    expires_in_hours: SHARING_LIMITS.defaultLinkHours,
  };
}
