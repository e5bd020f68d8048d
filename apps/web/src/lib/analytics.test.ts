import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureAnalytics, track } from './analytics';

const event = {
  feedback_type: 'bug_report',
  has_screenshot: true,
  rating: 4,
  user_authenticated: false,
};

afterEach(() => {
  configureAnalytics({ endpoint: null });
  vi.unstubAllGlobals();
});

describe('analytics adapter', () => {
  it('does nothing without a configured endpoint', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    configureAnalytics({ endpoint: null });
    track('feedback_submitted', event);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('sends the event with its properties to the endpoint', async () => {
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { sendBeacon });
    configureAnalytics({ endpoint: 'https://analytics.example/events' });
    track('feedback_submitted', event);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('https://analytics.example/events');
    const sent = JSON.parse(await body.text()) as { event: string; properties: unknown };
    expect(sent.event).toBe('feedback_submitted');
    expect(sent.properties).toEqual(event);
  });

  it('never throws when sending fails', () => {
    vi.stubGlobal('navigator', {
      sendBeacon: () => {
        throw new Error('blocked');
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    configureAnalytics({ endpoint: '/events' });
    expect(() => track('feedback_submitted', event)).not.toThrow();
    warn.mockRestore();
  });
});
