import { Camera } from 'lucide-react';
import { Link } from 'react-router';
import { useScrollingDown } from '@/hooks/use-scrolling-down';
import { cx } from '@/lib/cx';
import { useUploadQueue } from '../hooks/use-upload-queue';
import './upload-fab.css';

const RADIUS = 29;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The floating camera button (Browse): opens Upload and rings with the queue's progress. It sits
 * where cards have no actions (a phone's left edge, over the pictures; a desktop's side
 * navigation) and, on a phone, steps aside while the list is scrolled down.
 */
export function UploadFab() {
  const { summary } = useUploadQueue();
  const hidden = useScrollingDown();
  const busy = summary.active > 0;
  const label = busy
    ? `Upload photos (${summary.active} uploading, ${summary.percentage}% complete)`
    : 'Upload photos';
  return (
    <Link
      to="/upload"
      className={cx('upload-fab', hidden && 'upload-fab--aside')}
      aria-label={label}
      title={label}
    >
      {busy ? (
        <svg className="upload-fab__ring" viewBox="0 0 64 64" aria-hidden="true">
          <circle cx="32" cy="32" r={RADIUS} className="upload-fab__track" />
          <circle
            cx="32"
            cy="32"
            r={RADIUS}
            className="upload-fab__value"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - Math.max(0.06, summary.percentage / 100))}
          />
        </svg>
      ) : null}
      <Camera size={26} aria-hidden />
      {busy ? (
        <span className="upload-fab__badge" aria-hidden="true">
          {summary.active}
        </span>
      ) : null}
    </Link>
  );
}
