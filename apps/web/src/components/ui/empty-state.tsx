import type { ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  message?: ReactNode;
  children?: ReactNode;
}

export function EmptyState({ icon, title, message, children }: EmptyStateProps) {
  return (
    <section className="empty-state" aria-label={title}>
      {icon ? <div className="empty-state__icon">{icon}</div> : null}
      <h2 className="empty-state__title">{title}</h2>
      {message ? <p className="empty-state__message">{message}</p> : null}
      {children}
    </section>
  );
}
