import { ArrowLeft, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import './auth.css';
import './auth-screen.css';

export const TAGLINE = 'share with love, borrow with care';
export const PRIVACY_TAGLINE = 'only approved circles can see you';

export interface AuthScreenProps {
  title: string;
  subtitle?: ReactNode;
  onBack?: () => void;
  backLabel?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every signed-out screen: brand, taglines, a card with the form. */
export function AuthScreen({
  title,
  subtitle,
  onBack,
  backLabel = 'Back',
  children,
  footer,
}: AuthScreenProps) {
  return (
    <div className="auth-page">
      <div className="auth-page__glow" aria-hidden="true" />
      <main className="auth-page__inner">
        {onBack ? (
          <IconButton label={backLabel} className="auth-page__back" onClick={onBack}>
            <ArrowLeft size={22} aria-hidden />
          </IconButton>
        ) : null}
        <div className="auth-brand">
          <Logo size={56} />
          <p className="auth-brand__name">Circle</p>
          <p className="auth-brand__tagline">{TAGLINE}</p>
        </div>
        <section className="auth-card" aria-labelledby="auth-title">
          <h1 id="auth-title" className="auth-card__title">
            {title}
          </h1>
          {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
          {children}
        </section>
        {footer ? <div className="auth-page__footer">{footer}</div> : null}
        <p className="auth-page__privacy">
          <Lock size={14} aria-hidden /> {PRIVACY_TAGLINE}
        </p>
      </main>
    </div>
  );
}
