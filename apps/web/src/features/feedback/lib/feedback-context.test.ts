// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  collectFeedbackContext,
  createSessionId,
  deviceTypeOf,
  feedbackSessionId,
  operatingSystemOf,
} from './feedback-context';

const AGENTS = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)',
};

describe('device type', () => {
  it('is a phone under 640 px, a tablet up to 768 px, else a desktop', () => {
    expect(deviceTypeOf(390)).toBe('mobile');
    expect(deviceTypeOf(639)).toBe('mobile');
    expect(deviceTypeOf(640)).toBe('tablet');
    expect(deviceTypeOf(768)).toBe('tablet');
    expect(deviceTypeOf(769)).toBe('desktop');
    expect(deviceTypeOf(1280)).toBe('desktop');
  });
});

describe('operating system', () => {
  it('reads the user agent', () => {
    expect(operatingSystemOf(AGENTS.windows)).toBe('Windows');
    expect(operatingSystemOf(AGENTS.mac)).toBe('macOS');
    expect(operatingSystemOf(AGENTS.linux)).toBe('Linux');
    expect(operatingSystemOf(AGENTS.android)).toBe('Android');
    expect(operatingSystemOf(AGENTS.iphone)).toBe('iOS');
    expect(operatingSystemOf(AGENTS.ipad)).toBe('iOS');
    expect(operatingSystemOf('curl/8.0')).toBe('Unknown');
  });

  it('knows an iPad that asks for the desktop site by its touch screen', () => {
    expect(operatingSystemOf(AGENTS.mac, 5)).toBe('iOS');
    expect(operatingSystemOf(AGENTS.mac, 0)).toBe('macOS');
  });
});

describe('session id', () => {
  it('is the time plus a random string', () => {
    expect(createSessionId(1732270000000, () => 0.123456789)).toMatch(
      /^1732270000000-[a-z0-9]{9}$/,
    );
    expect(createSessionId()).toMatch(/^\d{13}-[a-z0-9]{9}$/);
    expect(createSessionId(1, () => 0.5)).not.toBe(createSessionId(1, () => 0.25));
  });

  it('stays the same for the whole visit', () => {
    expect(feedbackSessionId()).toBe(feedbackSessionId());
  });
});

describe('collectFeedbackContext', () => {
  it('fills every context field from the browser', () => {
    const context = collectFeedbackContext();
    expect(Object.keys(context).sort()).toEqual(
      [
        'browser_language',
        'device_type',
        'operating_system',
        'page_title',
        'page_url',
        'referrer_url',
        'screen_resolution',
        'session_id',
        'user_agent',
        'viewport_size',
      ].sort(),
    );
    expect(context.page_url).toBe(window.location.href);
    expect(context.viewport_size).toBe(`${window.innerWidth}x${window.innerHeight}`);
    expect(context.device_type).toBe(deviceTypeOf(window.innerWidth));
    expect(context.browser_language).toBeTruthy();
    expect(context.session_id).toMatch(/^\d{13}-[a-z0-9]{9}$/);
  });
});
