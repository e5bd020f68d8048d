import { Bot, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessageOf } from '@/lib/api-errors';
import { useChatWelcome } from '../api/get-chat-welcome';
import '@/components/ui/form.css';
import '@/components/ui/chip.css';
import '@/components/ui/skeleton.css';
import '@/components/ui/filter-sheet.css';
import './chat-welcome.css';
import './assistant.css';

/**
 * The start of the conversation: the welcome text and suggested questions (tapping one sends
 * it); what the assistant can do while nothing has been asked yet.
 */
export function ChatWelcome({
  empty,
  busy,
  onPick,
}: {
  empty: boolean;
  busy: boolean;
  onPick: (text: string) => void;
}) {
  const welcome = useChatWelcome();
  if (welcome.isPending) {
    return (
      <div className="chat-welcome" role="status" aria-busy="true" aria-label="Loading welcome">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
      </div>
    );
  }
  if (welcome.isError) {
    return (
      <div className="chat-welcome">
        <div className="inline-error" role="alert">
          <span>{errorMessageOf(welcome.error)}</span>
          <Button variant="link" size="sm" onClick={() => void welcome.refetch()}>
            Retry
          </Button>
        </div>
      </div>
    );
  }
  const { welcome_message: message, suggested_queries: queries, capabilities } = welcome.data;
  return (
    <section className="chat-welcome" aria-label="Welcome">
      <div className="chat-welcome__head">
        <span className="chat-welcome__icon">
          <Bot size={22} aria-hidden />
        </span>
        <p className="chat-welcome__message">{message}</p>
      </div>
      {empty && capabilities.length > 0 ? (
        <ul className="chat-welcome__capabilities" aria-label="What I can do">
          {capabilities.map((capability) => (
            <li key={capability}>
              <Sparkles size={14} aria-hidden /> {capability}
            </li>
          ))}
        </ul>
      ) : null}
      {queries.length > 0 ? (
        <div className="chat-welcome__suggestions">
          <p className="chat-welcome__label" id="chat-suggestions-label">
            Try asking
          </p>
          <ul className="chat-suggestions" aria-labelledby="chat-suggestions-label">
            {queries.map((query) => (
              <li key={query}>
                <button
                  type="button"
                  className="chip-btn"
                  onClick={() => onPick(query)}
                  disabled={busy}
                >
                  {query}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
