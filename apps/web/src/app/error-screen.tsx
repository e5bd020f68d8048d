import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import '@/components/ui/spinner.css';
import '@/components/ui/page.css';
import './error-screen.css';

export const ERROR_SCREEN_TEXT = {
  title: 'Oops! Something went wrong',
  message: "We're sorry, but something unexpected happened. Please try again.",
  retry: 'Try Again',
} as const;

/** The error screen of spec §2; `inline` fills a screen's place inside the app shell. */
export function ErrorScreen({
  onRetry,
  inline = false,
}: {
  onRetry: () => void;
  inline?: boolean;
}) {
  const Root = inline ? 'section' : 'main';
  return (
    <Root
      className={inline ? 'error-screen error-screen--inline' : 'full-screen-center error-screen'}
      role="alert"
    >
      <Logo size={48} />
      <h1 className="error-screen__title">{ERROR_SCREEN_TEXT.title}</h1>
      <p className="error-screen__message">{ERROR_SCREEN_TEXT.message}</p>
      <Button size="lg" onClick={onRetry}>
        {ERROR_SCREEN_TEXT.retry}
      </Button>
    </Root>
  );
}

/** Route-level errors (a screen that threw while rendering): Try Again reloads the page. */
export function RouteErrorScreen() {
  return <ErrorScreen onRetry={() => window.location.reload()} />;
}

/**
 * A screen of the signed-in area that threw while rendering: the error screen in its place, the
 * navigation stays. Try Again renders the screen anew (a navigation to the same address resets
 * the router's error boundary); another tab works at once.
 */
export function ScreenErrorScreen() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    console.error('Screen failed to render', error);
  }, [error]);
  return <ErrorScreen inline onRetry={() => void navigate(location, { replace: true })} />;
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
