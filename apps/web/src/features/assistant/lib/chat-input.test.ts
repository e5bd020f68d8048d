import { describe, expect, it } from 'vitest';
import { canSend, characterCounter, clampInputHeight, CHAT_INPUT_HEIGHT } from './chat-input';

describe('chat input', () => {
  it('grows from 36 to 60 px', () => {
    expect(CHAT_INPUT_HEIGHT).toEqual({ min: 36, max: 60 });
    expect(clampInputHeight(10)).toBe(36);
    expect(clampInputHeight(36)).toBe(36);
    expect(clampInputHeight(47.2)).toBe(48);
    expect(clampInputHeight(60)).toBe(60);
    expect(clampInputHeight(400)).toBe(60);
    expect(clampInputHeight(Number.NaN)).toBe(36);
  });

  it('sends with text or pictures, never while a send is in flight', () => {
    expect(canSend({ text: '', imageCount: 0, sending: false })).toBe(false);
    expect(canSend({ text: '   \n', imageCount: 0, sending: false })).toBe(false);
    expect(canSend({ text: 'Where is my laptop?', imageCount: 0, sending: false })).toBe(true);
    expect(canSend({ text: '', imageCount: 2, sending: false })).toBe(true);
    expect(canSend({ text: 'Hi', imageCount: 1, sending: true })).toBe(false);
  });

  it('shows the counter near the 500 limit', () => {
    expect(characterCounter(0)).toBeNull();
    expect(characterCounter(400)).toBeNull();
    expect(characterCounter(401)).toBe('401/500');
    expect(characterCounter(500)).toBe('500/500');
  });
});
