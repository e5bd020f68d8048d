import { TAB_BAR_HEIGHT } from '@circle/contract';
import { useEffect, type CSSProperties } from 'react';
import { Link, NavLink, Outlet, useMatches } from 'react-router';
import { TabHeaderContextProvider, TabHeaderExtrasProvider } from '@/components/layout/tab-header';
import { HouseholdSwitcher } from '@/features/households';
import { SyncBanner } from '@/components/sync/sync-banner';
import { loadDialogSurfacesWhenIdle } from '@/components/ui/dialog-surfaces-loader';
import { Avatar } from '@/components/ui/avatar';
import { Logo } from '@/components/ui/logo';
import { useMe } from '@/lib/current-user';
import { cx } from '@/lib/cx';
import { OfflineSync } from '../offline-sync';
import { TABS } from './navigation-items';
import { isRouteHandle } from './route-handle';
import { TabHeaderExtras } from './tab-header-extras';
import './app-shell.css';

function hasTabBar(handle: unknown): boolean {
  return isRouteHandle(handle) && handle.tabBar === true;
}

function SideNav() {
  const { data: user } = useMe();
  return (
    <nav className="side-nav" aria-label="Main">
      <Link to="/" className="side-nav__brand" aria-label="Circle home">
        <Logo size={32} withName />
      </Link>
      <ul className="side-nav__list">
        {TABS.map(({ key, label, to, icon: Icon }) => (
          <li key={key}>
            <NavLink
              to={to}
              end={to === '/'}
              className={({ isActive }) =>
                cx('side-nav__link', isActive && 'side-nav__link--active')
              }
            >
              <Icon size={20} aria-hidden />
              <span>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <NavLink
        to="/profile"
        className={({ isActive }) => cx('side-nav__profile', isActive && 'side-nav__link--active')}
      >
        <Avatar fullName={user?.full_name} verified={user?.is_verified ?? false} size="sm" />
        <span className="side-nav__profile-text">
          <span className="side-nav__profile-name">{user?.full_name || 'Your profile'}</span>
          <span className="side-nav__profile-email">{user?.email}</span>
        </span>
      </NavLink>
    </nav>
  );
}

function BottomTabBar() {
  return (
    <nav className="tab-bar" aria-label="Main">
      {TABS.map(({ key, label, to, icon: Icon }) => (
        <NavLink
          key={key}
          to={to}
          end={to === '/'}
          className={({ isActive }) => cx('tab-bar__item', isActive && 'tab-bar__item--active')}
        >
          <Icon size={22} aria-hidden />
          <span>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}

/** MainApp: side navigation on wide screens, bottom tab bar (height 70) on phones. */
export function AppShell() {
  const matches = useMatches();
  const showTabBar = matches.some((match) => hasTabBar(match.handle));
  // Signed in, most screens have a dialog a tap away: its library comes once the screen is idle.
  useEffect(() => loadDialogSurfacesWhenIdle(), []);
  return (
    <div
      className={cx('app-shell', showTabBar && 'app-shell--tabs')}
      // Spec §2/§9: the tab bar is 70 high; the content leaves room for it.
      style={{ '--tab-bar-height': `${TAB_BAR_HEIGHT}px` } as CSSProperties}
    >
      <SideNav />
      <main className="app-shell__main">
        <SyncBanner />
        <OfflineSync />
        <TabHeaderExtrasProvider value={<TabHeaderExtras />}>
          <TabHeaderContextProvider value={<HouseholdSwitcher />}>
            <Outlet />
          </TabHeaderContextProvider>
        </TabHeaderExtrasProvider>
      </main>
      {showTabBar ? <BottomTabBar /> : null}
    </div>
  );
}
