import { Bot } from 'lucide-react';
import { useLoadingDots } from '../hooks/use-loading-dots';
import { ASSISTANT_TEXTS } from '../lib/assistant-texts';
import './assistant.css';
import './chat-status.css';

/** "AI is thinking..." with dots that move every 400 ms (spec §9). */
export function ThinkingBubble() {
  const dots = useLoadingDots(true);
  return (
    <div className="chat-row chat-row--assistant">
      <span className="chat-row__avatar" aria-hidden="true">
        <Bot size={16} />
      </span>
      {/* Read once as "AI is thinking"; the moving dots are for the eyes only. */}
      <div className="chat-bubble chat-bubble--assistant chat-bubble--thinking" role="status">
        {ASSISTANT_TEXTS.thinking}
        <span className="chat-bubble__dots" aria-hidden="true">
          {dots}
        </span>
      </div>
    </div>
  );
}

/** The typing indicator: shown while the user types and 2 s after (spec §4). */
export function TypingBubble() {
  return (
    <div className="chat-row chat-row--user chat-row--typing" role="status" aria-label="Typing">
      <span className="typing-dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
    </div>
  );
}
