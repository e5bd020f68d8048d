import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { IconButton } from '@/components/ui/button';
import './layouts.css';
import './stack-header.css';

export interface StackHeaderProps {
  title: string;
  /** Where Back goes; a fixed target keeps Back working after a deep link. */
  backTo: string;
  /** Intercepts Back (e.g. to ask about unsaved changes); return false to stay. */
  onBack?: () => boolean | void;
  actions?: ReactNode;
}

/** The header of pushed screens (Profile, Upload, ...): back arrow and title. */
export function StackHeader({ title, backTo, onBack, actions }: StackHeaderProps) {
  const navigate = useNavigate();
  return (
    <header className="stack-header">
      <IconButton
        label="Back"
        onClick={() => {
          if (onBack?.() === false) return;
          void navigate(backTo);
        }}
      >
        <ArrowLeft size={22} aria-hidden />
      </IconButton>
      <h1 className="stack-header__title">{title}</h1>
      <div className="stack-header__actions">{actions}</div>
    </header>
  );
}
