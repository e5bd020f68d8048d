import { ArrowLeft, Camera, ScanLine } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, IconButton } from '@/components/ui/button';
import { circlePathOf } from '../lib/scanned-link';
import { useQrScanner, type ScannerState } from './use-qr-scanner';
import '@/components/ui/page.css';
import './labels.css';

export const SCAN_TEXTS = {
  title: 'Scan label',
  hint: 'Point the camera at a Circle label: its item opens as soon as the code is read.',
  starting: 'Starting the camera…',
  scanning: 'Looking for a label…',
  notCircle: 'That code is not a Circle label. Try a label printed from Circle.',
  unsupported:
    'This browser cannot use the camera here. Open Circle over https, or scan the label with the phone’s camera app: the link opens the item.',
  denied:
    'Circle may not use the camera. Allow the camera for this site in the browser’s settings, then try again.',
} as const;

function statusText(state: ScannerState, foreign: boolean): string {
  switch (state.status) {
    case 'starting':
      return SCAN_TEXTS.starting;
    case 'scanning':
      return foreign ? SCAN_TEXTS.notCircle : SCAN_TEXTS.scanning;
    case 'unsupported':
      return SCAN_TEXTS.unsupported;
    case 'denied':
      return SCAN_TEXTS.denied;
    case 'failed':
      return state.message;
  }
}

/** The phone's rear camera reads a label's QR code and opens its item inside the app. */
export function ScanScreen() {
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const [foreign, setForeign] = useState(false);
  const { state, retry } = useQrScanner(video, (text) => {
    const path = circlePathOf(text);
    if (!path) {
      setForeign(true);
      return false;
    }
    void navigate(path);
    return true;
  });
  const live = state.status === 'starting' || state.status === 'scanning';

  return (
    <div className="page scan">
      <header className="scan__header">
        <IconButton label="Back" onClick={() => void navigate(-1)}>
          <ArrowLeft size={22} aria-hidden />
        </IconButton>
        <h1 className="scan__title">{SCAN_TEXTS.title}</h1>
      </header>
      <p className="scan__hint">{SCAN_TEXTS.hint}</p>
      <div className="scan__viewport" data-live={live || undefined}>
        <video
          ref={video}
          className="scan__video"
          muted
          playsInline
          aria-label="Camera view"
          hidden={!live}
        />
        {live ? (
          <div className="scan__frame" aria-hidden>
            <ScanLine size={40} />
          </div>
        ) : (
          <div className="scan__placeholder" aria-hidden>
            <Camera size={48} />
          </div>
        )}
      </div>
      <p className="scan__status" role="status" aria-live="polite">
        {statusText(state, foreign)}
      </p>
      {state.status === 'denied' || state.status === 'failed' ? (
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
