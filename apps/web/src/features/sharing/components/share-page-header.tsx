import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';

/** The share page's own header: the logo home, and Open Circle or Sign in. */
export function SharePageHeader({
  signedIn,
  onSignIn,
}: {
  signedIn: boolean;
  onSignIn: () => void;
}) {
  return (
    <header className="share-page__header">
      <Link to="/" className="share-page__brand" aria-label="Circle home">
        <Logo size={28} withName />
      </Link>
      {signedIn ? (
        <Link to="/" className="link-subtle">
          Open Circle
        </Link>
      ) : (
        <Link to="/login" className="link-subtle" onClick={onSignIn}>
          Sign in
        </Link>
      )}
    </header>
  );
}
