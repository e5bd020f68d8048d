import { CircleAlert } from 'lucide-react';

/** The error box above a form's button; several lines render as a bulleted list. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div className="form-alert" role="alert">
      <CircleAlert size={18} aria-hidden className="form-alert__icon" />
      <p className="form-alert__text">{message}</p>
    </div>
  );
}
