import { MESSAGE_MAX_LENGTH } from '@circle/contract';

/** Spec §9: the input grows with its text from 36 to 60 px. */
export const CHAT_INPUT_HEIGHT = { min: 36, max: 60 } as const;
/** The counter shows once fewer than this many characters are left. */
export const COUNTER_FROM_REMAINING = 100;

/** The input's height for the height its text needs. */
export function clampInputHeight(contentHeight: number): number {
  if (!Number.isFinite(contentHeight)) return CHAT_INPUT_HEIGHT.min;
  return Math.min(CHAT_INPUT_HEIGHT.max, Math.max(CHAT_INPUT_HEIGHT.min, Math.ceil(contentHeight)));
}

/** Spec §5: sending needs text or a picture, and no send in flight. */
export function canSend({
  text,
  imageCount,
  sending,
}: {
  text: string;
  imageCount: number;
  sending: boolean;
}): boolean {
  if (sending) return false;
  return text.trim().length > 0 || imageCount > 0;
}

/** The "123/500" counter near the limit. */
export function characterCounter(length: number, max: number = MESSAGE_MAX_LENGTH): string | null {
  return max - length < COUNTER_FROM_REMAINING ? `${length}/${max}` : null;
}
