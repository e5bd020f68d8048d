import { MessageCircleQuestion } from 'lucide-react';
import { useNavigate } from 'react-router';
import { StackHeader } from '@/app/layouts/stack-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FEEDBACK_TITLE, FEEDBACK_WELCOME } from './feedback-dialog';

/** The feedback screen (spec §2 Feedback, screen version). The form arrives with the feedback
 * issue together with POST /feedback/submit. */
export function FeedbackScreen() {
  const navigate = useNavigate();
  return (
    <>
      <StackHeader title={FEEDBACK_TITLE} backTo="/" />
      <div className="page page--narrow">
        <EmptyState
          icon={<MessageCircleQuestion size={36} aria-hidden />}
          title={FEEDBACK_TITLE}
          message={FEEDBACK_WELCOME}
        >
          <Button variant="secondary" onClick={() => void navigate('/')}>
            Cancel
          </Button>
        </EmptyState>
      </div>
    </>
  );
}
