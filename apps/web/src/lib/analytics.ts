/**
 * A small analytics adapter (spec §7 "Other"). It does nothing unless an endpoint is configured
 * with VITE_ANALYTICS_ENDPOINT; then every event is sent with navigator.sendBeacon (fire and
 * forget, survives page unloads). Session recording is not started: the spec enables it only on
 * the production domains, and none are configured for this build.
 */
export type AnalyticsProperties = Record<string, string | number | boolean | null>;

export interface AnalyticsEvents {
  feedback_submitted: {
    feedback_type: string;
    has_screenshot: boolean;
    rating: number;
    user_authenticated: boolean;
  };
}

function configuredEndpoint(): string | null {
  const value: unknown = import.meta.env.VITE_ANALYTICS_ENDPOINT;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

let endpoint: string | null = configuredEndpoint();

/** Points the adapter elsewhere (tests), or switches it off with null. */
export function configureAnalytics(options: { endpoint: string | null }): void {
  endpoint = options.endpoint;
}

/** Records one event; never throws and never blocks the caller. */
export function track<E extends keyof AnalyticsEvents>(
  event: E,
  properties: AnalyticsEvents[E],
): void {
  if (!endpoint || typeof navigator === 'undefined' || !navigator.sendBeacon) return;
  try {
    const body = JSON.stringify({ event, properties, timestamp: new Date().toISOString() });
    navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }));
  } catch (error) {
    // Analytics must never break the app: a failure is only logged.
    console.warn('Analytics event not sent', error);
  }
}
