import { MessageCircleQuestion } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { StackHeader } from '@/components/layout/stack-header';
import { FEEDBACK_TITLE, FEEDBACK_WELCOME } from '../lib/feedback-texts';
import { FeedbackForm } from './feedback-form';
import '@/components/ui/card.css';
import '@/components/ui/page.css';
import './feedback-screen.css';

/** The feedback screen (spec §2 Feedback): no screenshot; back on submit or cancel. */
export function FeedbackScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <>
      <StackHeader title={FEEDBACK_TITLE} backTo="/" />
      <div className="page page--narrow">
        <section className="card feedback-card" aria-label={FEEDBACK_TITLE}>
          <div className="feedback-card__intro">
            <span className="feedback-card__icon">
              <MessageCircleQuestion size={24} aria-hidden />
            </span>
            <p className="feedback-card__welcome">{FEEDBACK_WELCOME}</p>
          </div>
          <FeedbackForm allowScreenshot={false} onDone={goBack} onCancel={goBack} />
        </section>
      </div>
    </>
  );
}
