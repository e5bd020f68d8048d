/** Texts of the chat screen (spec §8 "Chat", §8 "Upload" image pick, §9 loading message). */
export const ASSISTANT_TEXTS = {
  /** The loading message "AI is thinking..."; its dots cycle while the assistant works. */
  thinking: 'AI is thinking',
  sendFailed: 'An error occurred while sending your message. Please try again.',
  invalidRequest: 'Invalid request format',
  clearSucceeded: 'Your chat history has been cleared successfully.',
  clearFailed: 'Failed to clear chat history. Please try again.',
  pickImageFailed: 'Failed to pick image',
  placeholder: 'Ask about your inventory...',
  /** Spec §4: pictures stay on this device; the assistant answers from the text only. */
  imagesOnlyNote:
    "I can't look at pictures in chat yet: they stay on this device. Ask me in words, or add the photo from Upload so I can catalogue what's in it.",
} as const;

/** Spec §9 timings of the chat. */
export const ASSISTANT_TIMINGS = {
  /** The loading dots move every 400 ms. */
  loadingDotsMs: 400,
  /** The list scrolls to a new message 100 ms after it arrives. */
  autoScrollMs: 100,
  /** The typing indicator stays 2 s after typing stops. */
  typingIdleMs: 2000,
} as const;

/** Spec §9: older history loads when the top of the list is half visible. */
export const CHAT_HISTORY_SCROLL_THRESHOLD = 0.5;
