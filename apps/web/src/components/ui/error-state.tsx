import { TriangleAlert } from 'lucide-react';
import { Button } from './button';
import './empty-state.css';
import './error-state.css';

export interface ErrorStateProps {
  title: string;
  message: string;
  retryLabel?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A retryable error view (spec §8: "Unable to Load Item" with "Try Again", and friends). */
export function ErrorState({
  title,
  message,
  retryLabel = 'Try Again',
  onRetry,
  retrying,
}: ErrorStateProps) {
  return (
    <section className="error-state" role="alert" aria-label={title}>
      <div className="error-state__icon">
        <TriangleAlert size={32} aria-hidden />
      </div>
      <h2 className="error-state__title">{title}</h2>
      <p className="error-state__message">{message}</p>
      {onRetry ? (
        <Button onClick={onRetry} loading={retrying ?? false}>
          {retryLabel}
        </Button>
      ) : null}
    </section>
  );
}
