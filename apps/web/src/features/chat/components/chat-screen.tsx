import { Bot } from 'lucide-react';
import { Link } from 'react-router';
import { TabHeader } from '@/app/layouts/tab-header';
import { EmptyState } from '@/components/ui/empty-state';

/** The chat tab. The assistant arrives with the chat issue; until then an honest empty state. */
export function ChatScreen() {
  return (
    <>
      <TabHeader title="Chat" />
      <div className="page">
        <EmptyState
          icon={<Bot size={36} aria-hidden />}
          title="Your inventory assistant"
          message="Circle's AI assistant answers questions about what you own: where it is, what it's worth and what you've lent out. It works from your inventory, so start by uploading a few photos."
        >
          <Link to="/upload" className="btn btn--secondary btn--md">
            <span className="btn__label">Upload a photo</span>
          </Link>
        </EmptyState>
      </div>
    </>
  );
}
