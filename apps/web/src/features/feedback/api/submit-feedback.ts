import { TIMEOUTS, type feedbackSubmitResponseSchema } from '@circle/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { feedbackFormData } from '../lib/feedback-payload';

export type FeedbackSubmitResponse = z.infer<typeof feedbackSubmitResponseSchema>;

export interface SubmitFeedbackInput {
  fields: Record<string, string>;
  screenshot?: File | null;
}

/**
 * POST /feedback/submit as multipart/form-data (public; the bearer token goes along when signed
 * in, and the server fills in the name and e-mail). Silent: the form shows every failure as the
 * "Submission Failed" alert.
 */
export function submitFeedback({ fields, screenshot }: SubmitFeedbackInput) {
  return apiClient.upload<FeedbackSubmitResponse>('/feedback/submit', {
    body: feedbackFormData(fields, screenshot),
    timeoutMs: TIMEOUTS.apiMs,
    silent: true,
  });
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
