import { Bot, RotateCcw, ThumbsDown, ThumbsUp, TriangleAlert } from 'lucide-react';
import { cx } from '@/lib/cx';
import { isLocalId, type ChatFeedbackValue, type DisplayMessage } from '../lib/chat-messages';
import { ReferencedItems } from './referenced-items';
import '@/components/ui/chip.css';
import '@/components/ui/filter-sheet.css';
import './assistant.css';
import './chat-message.css';

/** "5:21 PM" for a message time; nothing when it does not parse. */
function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

export interface ChatMessageProps {
  message: DisplayMessage;
  /** Follow-up chips: only under the latest answer. */
  showSuggestions: boolean;
  busy: boolean;
  onSuggestion: (text: string) => void;
  onFeedback: (message: DisplayMessage, feedback: ChatFeedbackValue) => void;
  onRetry: (message: DisplayMessage) => void;
}

function FeedbackButtons({
  message,
  onFeedback,
}: Pick<ChatMessageProps, 'message' | 'onFeedback'>) {
  const options = [
    { value: 'thumbs_up' as const, label: 'Thumbs up', Icon: ThumbsUp },
    { value: 'thumbs_down' as const, label: 'Thumbs down', Icon: ThumbsDown },
  ];
  return (
    <div className="chat-feedback" role="group" aria-label="Rate this answer">
      {options.map(({ value, label, Icon }) => {
        const pressed = message.feedback === value;
        return (
          <button
            key={value}
            type="button"
            className={cx('chat-feedback__btn', pressed && 'chat-feedback__btn--active')}
            aria-label={label}
            title={label}
            aria-pressed={pressed}
            onClick={() => {
              if (!pressed) onFeedback(message, value);
            }}
          >
            <Icon size={15} aria-hidden />
          </button>
        );
      })}
    </div>
  );
}

/** The user's bubble, on the right: attached pictures and the text. */
function UserBubble({ message, time }: { message: DisplayMessage; time: string }) {
  return (
    <li className="chat-row chat-row--user">
      <div className="chat-bubble chat-bubble--user">
        {message.images.length > 0 ? (
          <div className="chat-bubble__images">
            {message.images.map((src, index) => (
              <img key={src} src={src} alt={`Attached picture ${index + 1}`} />
            ))}
          </div>
        ) : null}
        {message.content ? <p className="chat-bubble__text">{message.content}</p> : null}
      </div>
      {time ? (
        <time className="chat-row__time" dateTime={message.timestamp}>
          {time}
        </time>
      ) : null}
    </li>
  );
}

/** A message that could not be answered, with "Try again" when it can be sent again. */
function ErrorBubble({
  message,
  busy,
  onRetry,
}: Pick<ChatMessageProps, 'message' | 'busy' | 'onRetry'>) {
  return (
    <li className="chat-row chat-row--assistant">
      <div className="chat-bubble chat-bubble--error" role="alert">
        <p className="chat-bubble__text">
          <TriangleAlert size={16} aria-hidden className="chat-bubble__alert-icon" />
          {message.content}
        </p>
        {message.retry ? (
          <button
            type="button"
            className="chat-bubble__retry"
            onClick={() => onRetry(message)}
            disabled={busy}
          >
            <RotateCcw size={14} aria-hidden /> Try again
          </button>
        ) : null}
      </div>
    </li>
  );
}

/** Follow-up questions offered under the latest answer. */
function Suggestions({
  suggestions,
  busy,
  onSuggestion,
}: {
  suggestions: readonly string[];
  busy: boolean;
  onSuggestion: (text: string) => void;
}) {
  return (
    <ul className="chat-suggestions" aria-label="Suggested follow-ups">
      {suggestions.map((suggestion) => (
        <li key={suggestion}>
          <button
            type="button"
            className="chip-btn"
            onClick={() => onSuggestion(suggestion)}
            disabled={busy}
          >
            {suggestion}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** One bubble: the user's on the right, the assistant's on the left with its sources. */
export function ChatMessageBubble({
  message,
  showSuggestions,
  busy,
  onSuggestion,
  onFeedback,
  onRetry,
}: ChatMessageProps) {
  const time = formatTime(message.timestamp);
  if (message.role === 'user') return <UserBubble message={message} time={time} />;
  if (message.local === 'error') {
    return <ErrorBubble message={message} busy={busy} onRetry={onRetry} />;
  }

  const items = message.sources?.inventory_items ?? [];
  const rateable = !message.local && !isLocalId(message.id);
  return (
    <li className="chat-row chat-row--assistant">
      <span className="chat-row__avatar" aria-hidden="true">
        <Bot size={16} />
      </span>
      <div className="chat-row__stack">
        <div className="chat-bubble chat-bubble--assistant">
          <p className="chat-bubble__text">{message.content}</p>
          <ReferencedItems items={items} />
        </div>
        <div className="chat-row__footer">
          {time ? (
            <time className="chat-row__time" dateTime={message.timestamp}>
              {time}
            </time>
          ) : null}
          {rateable ? <FeedbackButtons message={message} onFeedback={onFeedback} /> : null}
        </div>
        {showSuggestions && message.suggestions.length > 0 ? (
          <Suggestions suggestions={message.suggestions} busy={busy} onSuggestion={onSuggestion} />
        ) : null}
      </div>
    </li>
  );
}
