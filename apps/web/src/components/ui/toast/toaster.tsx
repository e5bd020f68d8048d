import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { cx } from '@/lib/cx';
import { useToastStore, type ToastItem } from './toast-store';
import './toaster.css';

function ToastIcon({ variant }: Pick<ToastItem, 'variant'>) {
  if (variant === 'success') return <CircleCheck size={20} aria-hidden />;
  if (variant === 'error') return <CircleAlert size={20} aria-hidden />;
  return <Info size={20} aria-hidden />;
}

/** Renders the toast queue: a title and a second line, dismissible, announced politely. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <div className="toaster" aria-live="polite" aria-relevant="additions">
      {toasts.map((item) => (
        <div
          key={item.id}
          className={cx('toast', `toast--${item.variant}`)}
          role={item.variant === 'error' ? 'alert' : 'status'}
        >
          <span className="toast__icon">
            <ToastIcon variant={item.variant} />
          </span>
          <div className="toast__body">
            <p className="toast__title">{item.title}</p>
            {item.message ? <p className="toast__message">{item.message}</p> : null}
          </div>
          {item.action ? (
            <button
              type="button"
              className="toast__action"
              onClick={() => {
                dismiss(item.id);
                item.action?.onPress();
              }}
            >
              {item.action.label}
            </button>
          ) : null}
          <button
            type="button"
            className="toast__close"
            aria-label="Dismiss notification"
            onClick={() => dismiss(item.id)}
          >
            <X size={16} aria-hidden />
          </button>
        </div>
      ))}
    </div>
  );
}
