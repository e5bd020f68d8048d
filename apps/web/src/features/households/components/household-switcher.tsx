import { House } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { chooseHousehold } from '@/lib/household-scope';
import { useCurrentHousehold } from '../lib/use-current-household';
import './household-switcher.css';

const MANAGE = '__manage__';

/**
 * The header's household switcher (a native select: the phone's own picker). The choice is
 * remembered on this device and every inventory, dashboard, files, export, report and
 * assistant request names it; the last entry opens the members screen.
 */
export function HouseholdSwitcher() {
  const id = useId();
  const navigate = useNavigate();
  const { household, households } = useCurrentHousehold();
  if (!household) return null;
  return (
    <div className="household-switcher">
      <House size={16} aria-hidden className="household-switcher__icon" />
      <label htmlFor={id} className="visually-hidden">
        Household
      </label>
      <select
        id={id}
        className="household-switcher__select"
        value={household.id}
        onChange={(event) => {
          const value = event.target.value;
          if (value === MANAGE) {
            void navigate('/households');
            return;
          }
          const next = households.find((entry) => entry.id === value);
          chooseHousehold(next && !next.is_personal ? next.id : null);
        }}
      >
        {households.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.name}
            {entry.member_count > 1 ? ` · ${entry.member_count} people` : ''}
          </option>
        ))}
        <option value={MANAGE}>Manage households…</option>
      </select>
    </div>
  );
}
