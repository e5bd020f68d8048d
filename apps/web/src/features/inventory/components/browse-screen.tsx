import { Camera, Layers, Sparkles, Sun, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { TabHeader } from '@/app/layouts/tab-header';
import { EmptyState } from '@/components/ui/empty-state';

export const EMPTY_INVENTORY_TIPS = [
  { icon: Sun, text: 'Take clear, well-lit photos' },
  { icon: Layers, text: 'Capture multiple angles of larger items' },
  { icon: Sparkles, text: 'The AI identifies and categorizes your items for you' },
] as const;

/** The browse tab (Inventory). Its lists arrive with the inventory issue; until then, the
 * empty inventory state of spec §2 with the upload prompt and tips. */
export function BrowseScreen() {
  return (
    <>
      <TabHeader title="Inventory" />
      <div className="page">
        <EmptyState
          icon={<Camera size={36} aria-hidden />}
          title="No items found"
          message="Upload your first photo and Circle will list what's in it."
        >
          <Link to="/upload" className="btn btn--primary btn--md">
            <Upload size={18} aria-hidden />
            <span className="btn__label">Upload a photo</span>
          </Link>
          <ul className="tips" aria-label="Tips">
            {EMPTY_INVENTORY_TIPS.map(({ icon: Icon, text }) => (
              <li key={text} className="tips__item">
                <Icon size={18} aria-hidden />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </EmptyState>
      </div>
    </>
  );
}
