import type { Reply } from './turn.js';

const talk = (response: string, intent: string): Reply => ({
  response,
  items: [],
  intent,
  strategy: 'conversation',
  totalMatches: 0,
});

export const CAPABILITY_LINE =
  'I answer questions about what you own: totals and counts by category, room or brand, the most valuable items, where something is, its condition or notes, loans and due dates, and what to insure or sell.';

export const outOfScope = () =>
  talk(
    'That\'s outside what I can help with: I only know your inventory. Try "what is my inventory worth?" or "what have I lent out?".',
    'out_of_scope',
  );

export const greeting = () => talk(`Hello! ${CAPABILITY_LINE}`, 'greeting');

export const help = () => talk(CAPABILITY_LINE, 'help');

export const imageNotRead = () =>
  talk(
    'I can\'t look at pictures in chat yet. Describe the item in words ("where is my blue lamp?"), or add the photo from Upload so the AI catalogues what\'s in it.',
    'image',
  );

/** A question the parser could not place: ask, never guess a number. */
export const clarify = (words: string[]) =>
  talk(
    words.length
      ? `I'm not sure what you'd like to know about "${words.join(' ')}". You can ask where it is, what it's worth, its condition or notes, or who has it.`
      : `I'm not sure what you're asking. ${CAPABILITY_LINE}`,
    'clarify',
  );
