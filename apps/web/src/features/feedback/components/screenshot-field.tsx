import { Camera, X } from 'lucide-react';
import { useState } from 'react';
import { Button, IconButton } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/confirm-dialog';
import {
  captureScreenshot,
  isScreenshotSupported,
  type CapturedScreenshot,
} from '../lib/capture-screenshot';
import { SCREENSHOT_TEXTS } from '../lib/feedback-texts';
import '@/components/ui/field.css';
import './screenshot-field.css';

interface ScreenshotAlert {
  title: string;
  message: string;
}

/** The sheet's screenshot option (web only): capture the page, preview it, remove it. */
export function ScreenshotField({
  value,
  onChange,
}: {
  value: CapturedScreenshot | null;
  onChange: (screenshot: CapturedScreenshot | null) => void;
}) {
  const [capturing, setCapturing] = useState(false);
  const [alert, setAlert] = useState<ScreenshotAlert | null>(null);

  const capture = async () => {
    if (!isScreenshotSupported()) {
      setAlert({
        title: SCREENSHOT_TEXTS.notSupportedTitle,
        message: SCREENSHOT_TEXTS.notSupported,
      });
      return;
    }
    setCapturing(true);
    try {
      const screenshot = await captureScreenshot();
      if (value) URL.revokeObjectURL(value.previewUrl);
      onChange(screenshot);
    } catch (error) {
      setAlert({
        title: SCREENSHOT_TEXTS.failedTitle,
        message:
          error instanceof Error && error.message ? error.message : SCREENSHOT_TEXTS.failedFallback,
      });
    } finally {
      setCapturing(false);
    }
  };

  const remove = () => {
    if (value) URL.revokeObjectURL(value.previewUrl);
    onChange(null);
  };

  return (
    <div className="screenshot-field">
      <span className="field__label">Screenshot (optional)</span>
      {value ? (
        <div className="screenshot-field__preview">
          <img src={value.previewUrl} alt="Screenshot preview" />
          <div className="screenshot-field__meta">
            <span className="screenshot-field__name">{value.file.name}</span>
            <span className="muted">{Math.max(1, Math.round(value.file.size / 1024))} KB</span>
          </div>
          <IconButton label="Remove screenshot" onClick={remove}>
            <X size={18} aria-hidden />
          </IconButton>
        </div>
      ) : (
        <Button
          variant="secondary"
          icon={<Camera size={18} aria-hidden />}
          loading={capturing}
          onClick={() => void capture()}
        >
          Capture screenshot
        </Button>
      )}
      <MessageDialog
        open={alert !== null}
        onOpenChange={(open) => {
          if (!open) setAlert(null);
        }}
        title={alert?.title ?? ''}
        message={alert?.message ?? ''}
      />
    </div>
  );
}
