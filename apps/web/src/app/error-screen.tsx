import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';

export const ERROR_SCREEN_TEXT = {
  title: 'Oops! Something went wrong',
  message: "We're sorry, but something unexpected happened. Please try again.",
  retry: 'Try Again',
} as const;

/** The error screen of spec §2. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="full-screen-center error-screen" role="alert">
      <Logo size={48} />
      <h1 className="error-screen__title">{ERROR_SCREEN_TEXT.title}</h1>
      <p className="error-screen__message">{ERROR_SCREEN_TEXT.message}</p>
      <Button size="lg" onClick={onRetry}>
        {ERROR_SCREEN_TEXT.retry}
      </Button>
    </main>
  );
}

/** Route-level errors (a screen that threw while rendering): Try Again reloads the page. */
export function RouteErrorScreen() {
  return <ErrorScreen onRetry={() => window.location.reload()} />;
}

interface BoundaryState {
  hasError: boolean;
}

/** Catches what escapes the router (providers, toaster); Try Again re-renders the app. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { hasError: false };

  static getDerivedStateFromError(): BoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unexpected error', error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) {
      return <ErrorScreen onRetry={() => this.setState({ hasError: false })} />;
    }
    return this.props.children;
  }
}
