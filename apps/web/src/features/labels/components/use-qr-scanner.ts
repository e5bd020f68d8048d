import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { decodeQrCodes } from '../lib/qr-decoder';

/** Time between two decoded frames: fast enough to feel instant, light on a phone's battery. */
const FRAME_INTERVAL_MS = 200;
/** Frames are scaled down to this width before decoding (labels fill much of the view). */
const FRAME_WIDTH = 720;

export type ScannerState =
  | { status: 'starting' }
  | { status: 'scanning' }
  | { status: 'unsupported' }
  | { status: 'denied' }
  | { status: 'failed'; message: string };

/**
 * The rear camera in `video`, each frame read for QR codes: `onCode` gets every decoded text
 * until it returns true (done: the camera stops).
 */
export function useQrScanner(
  video: RefObject<HTMLVideoElement | null>,
  onCode: (text: string) => boolean,
) {
  const [state, setState] = useState<ScannerState>({ status: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ status: 'unsupported' });
      return undefined;
    }
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };

    const readFrame = async () => {
      const element = video.current;
      if (stopped || !element || !context) return;
      if (element.readyState >= element.HAVE_CURRENT_DATA && element.videoWidth > 0) {
        const scale = Math.min(1, FRAME_WIDTH / element.videoWidth);
        canvas.width = Math.round(element.videoWidth * scale);
        canvas.height = Math.round(element.videoHeight * scale);
        context.drawImage(element, 0, 0, canvas.width, canvas.height);
        const frame = context.getImageData(0, 0, canvas.width, canvas.height);
        try {
          for (const text of await decodeQrCodes(frame)) {
            if (!stopped && handler.current(text)) {
              stop();
              return;
            }
          }
        } catch (error) {
          if (!stopped) {
            setState({ status: 'failed', message: 'The code reader could not start.' });
            stop();
            console.error(error);
            return;
          }
        }
      }
      if (!stopped) timer = setTimeout(() => void readFrame(), FRAME_INTERVAL_MS);
    };

    setState({ status: 'starting' });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
      .then(async (media) => {
        if (stopped) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = media;
        const element = video.current;
        if (!element) return;
        element.srcObject = media;
        await element.play().catch(() => undefined);
        setState({ status: 'scanning' });
        void readFrame();
      })
      .catch((error: unknown) => {
        if (stopped) return;
        const name = (error as { name?: string }).name;
        if (name === 'NotAllowedError' || name === 'SecurityError') setState({ status: 'denied' });
        else
          setState({
            status: 'failed',
            message:
              name === 'NotFoundError' || name === 'OverconstrainedError'
                ? 'No camera was found on this device.'
                : 'The camera could not be started.',
          });
      });
    return stop;
  }, [video, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}
