import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import '@/components/ui/button.css';
import '@/components/ui/spinner.css';
import '@/components/ui/empty-state.css';
import '@/components/ui/dialog.css';

/** Any path the app does not know (spec §2 "Anything else goes to a not-found route"). */
export function NotFoundScreen() {
  return (
    <main className="full-screen-center">
      <div className="empty-state__icon">
        <Compass size={36} aria-hidden />
      </div>
      <h1 className="empty-state__title">Page not found</h1>
      <p className="empty-state__message">This page isn&apos;t part of your circle.</p>
      <Link to="/" className="btn btn--primary btn--md">
        <span className="btn__label">Go home</span>
      </Link>
    </main>
  );
}
