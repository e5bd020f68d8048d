import type { FEEDBACK_CONTEXT_FIELDS } from '@circle/contract';

export type FeedbackContext = Record<(typeof FEEDBACK_CONTEXT_FIELDS)[number], string>;
export type DeviceType = 'mobile' | 'tablet' | 'desktop';
export type OperatingSystem = 'Windows' | 'macOS' | 'Linux' | 'Android' | 'iOS' | 'Unknown';

/**
 * Spec §9: a tablet when the viewport is 768 px wide or less. Below 640 px (the first responsive
 * width) it is a phone; wider than 768 px a desktop.
 */
export const DEVICE_WIDTHS = { mobileBelow: 640, tabletUpTo: 768 } as const;

export function deviceTypeOf(viewportWidth: number): DeviceType {
  if (viewportWidth < DEVICE_WIDTHS.mobileBelow) return 'mobile';
  if (viewportWidth <= DEVICE_WIDTHS.tabletUpTo) return 'tablet';
  return 'desktop';
}

/**
 * The operating system from the user agent. Android and iOS come first (their agents also name
 * Linux and Mac OS); an iPad asking for the desktop site says Macintosh but has a touch screen.
 */
export function operatingSystemOf(userAgent: string, maxTouchPoints = 0): OperatingSystem {
  const agent = userAgent.toLowerCase();
  if (agent.includes('android')) return 'Android';
  if (/iphone|ipad|ipod/.test(agent)) return 'iOS';
  if (agent.includes('macintosh') && maxTouchPoints > 1) return 'iOS';
  if (agent.includes('windows')) return 'Windows';
  if (agent.includes('mac os') || agent.includes('macintosh')) return 'macOS';
  if (agent.includes('linux') || agent.includes('x11') || agent.includes('cros')) return 'Linux';
  return 'Unknown';
}

/** Spec §3: the session id is the time plus a random string ("1732270000000-k3j9x0q2a"). */
export function createSessionId(now: number = Date.now(), random: () => number = Math.random) {
  let suffix = '';
  while (suffix.length < 9) suffix += random().toString(36).slice(2);
  return `${now}-${suffix.slice(0, 9)}`;
}

let pageSessionId: string | null = null;

/** One session id for this page load (every submission of the visit shares it). */
export function feedbackSessionId(): string {
  pageSessionId ??= createSessionId();
  return pageSessionId;
}

/** The context fields every submission carries (spec §3), read from the browser. */
export function collectFeedbackContext(): FeedbackContext {
  const viewportWidth = window.innerWidth;
  return {
    page_url: window.location.href,
    page_title: document.title,
    referrer_url: document.referrer,
    user_agent: navigator.userAgent,
    screen_resolution: `${window.screen.width}x${window.screen.height}`,
    browser_language: navigator.language || 'en-US',
    viewport_size: `${viewportWidth}x${window.innerHeight}`,
    device_type: deviceTypeOf(viewportWidth),
    operating_system: operatingSystemOf(navigator.userAgent, navigator.maxTouchPoints),
    session_id: feedbackSessionId(),
  };
}
