import { ScanLine } from 'lucide-react';
import { Link } from 'react-router';
import '@/components/ui/button.css';

/** Opens the label scanner (Browse's actions). */
export function ScanLabelLink() {
  return (
    <Link to="/scan" className="btn btn--secondary btn--sm">
      <ScanLine size={16} aria-hidden />
      <span className="btn__label">Scan label</span>
    </Link>
  );
}
