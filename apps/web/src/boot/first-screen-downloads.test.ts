import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { PublicOnly, RequireAuth } from '@/app/navigation/guards';
import { firstScreenData, screens } from '@/app/screens';
import { firstScreenLoaders } from './first-screen-downloads';

type Access = 'signed-in' | 'signed-out' | 'open';

/** Every screen address of the router, a parameter filled in, with who may see it. */
function addresses(tree: RouteObject[], parent = '', access: Access = 'open'): [string, Access][] {
  return tree.flatMap((route) => {
    const type = (route.element as { type?: unknown } | undefined)?.type;
    const within: Access =
      type === RequireAuth ? 'signed-in' : type === PublicOnly ? 'signed-out' : access;
    const path = route.path ? `${parent}/${route.path.replace(/:\w+/g, 'x')}` : parent;
    const own: [string, Access][] =
      route.lazy && (route.path || route.index) ? [[path || '/', within]] : [];
    return [...own, ...addresses(route.children ?? [], path, within)];
  });
}

const at = (pathname: string, search = '') => ({ pathname, search });

describe('the first screen downloaded at start-up', () => {
  it('knows every screen of the router', () => {
    const all = addresses(routes);
    expect(all.length).toBeGreaterThan(15);
    for (const [path, access] of all) {
      const loaders = firstScreenLoaders(at(path), access !== 'signed-out');
      expect(loaders.length, path).toBeGreaterThan(0);
      if (access === 'signed-in') expect(loaders, path).toContain(screens.appShell);
    }
  });

  it("downloads a signed-in screen inside its shell, with a list screen's first requests", () => {
    expect(firstScreenLoaders(at('/browse'), true)).toEqual([
      screens.appShell,
      screens.browse,
      firstScreenData.browse,
    ]);
    expect(firstScreenLoaders(at('/community', '?tab=discover'), true)).toEqual([
      screens.appShell,
      screens.community,
      firstScreenData.discover,
    ]);
    expect(firstScreenLoaders(at('/community', '?tab=shares'), true)).toEqual([
      screens.appShell,
      screens.community,
    ]);
    expect(firstScreenLoaders(at('/item/42/'), true)).toEqual([
      screens.appShell,
      screens.itemDetail,
    ]);
  });

  it('downloads where a visitor is sent: Login when signed out, the dashboard when signed in', () => {
    expect(firstScreenLoaders(at('/browse'), false)).toEqual([screens.login]);
    expect(firstScreenLoaders(at('/register'), false)).toEqual([screens.register]);
    expect(firstScreenLoaders(at('/login'), true)).toEqual([screens.appShell, screens.dashboard]);
    expect(firstScreenLoaders(at('/share/abc'), false)).toEqual([screens.shareClaim]);
  });

  it('downloads nothing for an unknown address', () => {
    expect(firstScreenLoaders(at('/no/such/page'), true)).toEqual([]);
  });
});
