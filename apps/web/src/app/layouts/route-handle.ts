/** What a route tells the layouts about its screen. */
export interface RouteHandle {
  /** Names the screen in the browser tab: "Inventory · Circle". */
  title?: string;
  /** Tab screens show the bottom tab bar on phones. */
  tabBar?: boolean;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}
