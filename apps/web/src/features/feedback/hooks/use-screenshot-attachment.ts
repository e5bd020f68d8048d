import { useEffect, useRef, useState } from 'react';
import type { CapturedScreenshot } from '../lib/capture-screenshot';

/** The screenshot attached to the feedback; its preview's object URL goes with the form. */
export function useScreenshotAttachment() {
  const [screenshot, setScreenshot] = useState<CapturedScreenshot | null>(null);
  const screenshotRef = useRef(screenshot);
  useEffect(() => {
    screenshotRef.current = screenshot;
  }, [screenshot]);
  useEffect(
    () => () => {
      if (screenshotRef.current) URL.revokeObjectURL(screenshotRef.current.previewUrl);
    },
    [],
  );
  return {
    screenshot,
    setScreenshot,
    /** Drops the screenshot once sent, with its preview's object URL. */
    clear: () => {
      if (screenshot) URL.revokeObjectURL(screenshot.previewUrl);
      setScreenshot(null);
    },
  };
}
