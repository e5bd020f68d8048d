import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { useMe } from '@/lib/current-user';
import './tab-header.css';
import './layouts.css';

const TabHeaderExtrasContext = createContext<ReactNode>(null);

/**
 * What every tab header shows after a screen's own actions: the app shell provides the
 * notifications bell and the help icon opening the feedback sheet (features of their own, which
 * shared components do not import).
 */
export const TabHeaderExtrasProvider = TabHeaderExtrasContext.Provider;

const TabHeaderContextContext = createContext<ReactNode>(null);

/** What every tab header shows under its title: the app shell gives the household switcher. */
export const TabHeaderContextProvider = TabHeaderContextContext.Provider;

/**
 * The tab header (spec §2): title, the notifications bell, help icon opening the feedback sheet,
 * avatar to Profile.
 * A screen may put its own actions (e.g. Clear chat history) before the help icon.
 */
export function TabHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  const { data: user } = useMe();
  const extras = useContext(TabHeaderExtrasContext);
  const context = useContext(TabHeaderContextContext);
  return (
    <header className="tab-header">
      <div className="tab-header__titles">
        <h1 className="tab-header__title">{title}</h1>
        {subtitle ? <p className="tab-header__subtitle">{subtitle}</p> : null}
        {context}
      </div>
      <div className="tab-header__actions">
        {actions}
        {extras}
        <Link to="/profile" className="avatar-link">
          <span className="visually-hidden">Profile</span>
          <Avatar fullName={user?.full_name} verified={user?.is_verified ?? false} size="sm" />
        </Link>
      </div>
    </header>
  );
}
