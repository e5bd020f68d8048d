import { Check, Circle } from 'lucide-react';
import { cx } from '@/lib/cx';
import { passwordRequirements, passwordStrength } from '../lib/password-strength';
import './password-strength-meter.css';

const LEVEL: Record<string, number> = { 'Too short': 1, Weak: 1, Good: 2, Strong: 3 };

/** The strength label of spec §5 with a three-step bar; nothing for an empty password. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  if (!strength) return null;
  const level = LEVEL[strength] ?? 0;
  const tone = strength === 'Strong' ? 'strong' : strength === 'Good' ? 'good' : 'weak';
  return (
    <div className={cx('strength', `strength--${tone}`)}>
      <div className="strength__bars" aria-hidden="true">
        {[1, 2, 3].map((step) => (
          <span key={step} className={cx('strength__bar', step <= level && 'strength__bar--on')} />
        ))}
      </div>
      <p className="strength__label" aria-live="polite">
        Password strength: <strong>{strength}</strong>
      </p>
    </div>
  );
}

export function PasswordRequirementsList({ password }: { password: string }) {
  return (
    <ul className="requirements" aria-label="Password requirements">
      {passwordRequirements(password).map((requirement) => (
        <li
          key={requirement.label}
          className={cx('requirements__item', requirement.met && 'requirements__item--met')}
        >
          {requirement.met ? <Check size={14} aria-hidden /> : <Circle size={14} aria-hidden />}
          <span>{requirement.label}</span>
          <span className="visually-hidden">{requirement.met ? ' (met)' : ' (not met)'}</span>
        </li>
      ))}
    </ul>
  );
}
