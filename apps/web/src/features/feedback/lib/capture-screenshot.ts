import { SCREENSHOT_TEXTS } from './feedback-texts';

/** Spec §9: the screenshot is a PNG of quality 0.9 at scale 1, named with a timestamp. */
export const SCREENSHOT_OPTIONS = { type: 'image/png', quality: 0.9, scale: 1 } as const;
/** Pictures on the page are copied into the screenshot at most this large (px). */
const INLINE_IMAGE_MAX = 1024;

export interface CapturedScreenshot {
  file: File;
  /** An object URL for the preview (revoke it when done). */
  previewUrl: string;
}

/** A capture that failed for a reason the person can read (spec §8 capture errors). */
export class ScreenshotError extends Error {
  override name = 'ScreenshotError';
}

/** Whether this browser can draw the page into a PNG (DOM serialisation, canvas, toBlob). */
export function isScreenshotSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof document !== 'undefined' &&
    typeof XMLSerializer !== 'undefined' &&
    typeof Image !== 'undefined' &&
    typeof HTMLCanvasElement !== 'undefined' &&
    typeof HTMLCanvasElement.prototype.toBlob === 'function' &&
    typeof HTMLCanvasElement.prototype.getContext === 'function'
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "screenshot-20251122-173005.png" (local time). */
export function screenshotFileName(date: Date = new Date()): string {
  const day = `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
  return `screenshot-${day}-${time}.png`;
}

/** The canvas as a PNG blob (quality 0.9); "Failed to convert canvas to blob" when it gives none. */
export function canvasToPng(canvas: Pick<HTMLCanvasElement, 'toBlob'>): Promise<Blob> {
  return new Promise((resolve, reject) => {
    try {
      canvas.toBlob(
        (blob) => {
          if (blob) resolve(blob);
          else reject(new ScreenshotError(SCREENSHOT_TEXTS.toBlobFailed));
        },
        SCREENSHOT_OPTIONS.type,
        SCREENSHOT_OPTIONS.quality,
      );
    } catch {
      // A canvas tainted by cross-origin content refuses to be read.
      reject(new ScreenshotError(SCREENSHOT_TEXTS.captureFailed));
    }
  });
}

/** Every CSS rule the page can read (cross-origin sheets are skipped). */
function pageCss(): string {
  const parts: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) parts.push(rule.cssText);
    } catch {
      // Not readable (another origin): the screenshot does without it.
    }
  }
  return parts.join('\n');
}

/** Pairs of (original, clone) elements, in document order. */
function pairs(original: Element, clone: Element): Array<[Element, Element]> {
  const originals = [original, ...Array.from(original.querySelectorAll('*'))];
  const clones = [clone, ...Array.from(clone.querySelectorAll('*'))];
  return originals.map((element, index) => [element, clones[index] ?? element]);
}

/** An <img> as a data URL (same-origin pictures only; others are left out). */
function imageAsDataUrl(image: HTMLImageElement): string | null {
  if (!image.complete || image.naturalWidth === 0) return null;
  try {
    const ratio = Math.min(1, INLINE_IMAGE_MAX / Math.max(image.naturalWidth, image.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * ratio));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * ratio));
    canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/png');
  } catch {
    return null;
  }
}

/**
 * What the clone cannot know by itself: typed form values, pictures (an SVG image may not load
 * anything) and the scroll position of inner scrolling areas.
 */
function carryOverState(original: Element, clone: Element): void {
  const scrolled: Array<[Element, Element]> = [];
  for (const [source, copy] of pairs(original, clone)) {
    if (source instanceof HTMLImageElement && copy instanceof HTMLImageElement) {
      const data = imageAsDataUrl(source);
      copy.removeAttribute('srcset');
      copy.removeAttribute('loading');
      if (data) copy.setAttribute('src', data);
      else copy.removeAttribute('src');
    } else if (source instanceof HTMLTextAreaElement) {
      copy.textContent = source.value;
    } else if (source instanceof HTMLInputElement && copy instanceof HTMLInputElement) {
      if (source.type === 'checkbox' || source.type === 'radio') {
        if (source.checked) copy.setAttribute('checked', '');
        else copy.removeAttribute('checked');
      } else if (source.type !== 'password' && source.type !== 'file') {
        copy.setAttribute('value', source.value);
      }
    } else if (source instanceof HTMLSelectElement) {
      const options = copy.querySelectorAll('option');
      options.forEach((option, index) => {
        if (index === source.selectedIndex) option.setAttribute('selected', '');
        else option.removeAttribute('selected');
      });
    } else if (source instanceof HTMLCanvasElement || source instanceof HTMLVideoElement) {
      copy.remove();
      continue;
    }
    if (source.scrollTop > 0 || source.scrollLeft > 0) scrolled.push([source, copy]);
  }
  // Inner scrolling areas (e.g. the chat) keep showing what was on screen.
  for (const [source, copy] of scrolled) {
    const shifted = document.createElement('div');
    shifted.style.transform = `translate(${-source.scrollLeft}px, ${-source.scrollTop}px)`;
    while (copy.firstChild) shifted.appendChild(copy.firstChild);
    copy.appendChild(shifted);
    (copy as HTMLElement).style.overflow = 'hidden';
  }
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new ScreenshotError(SCREENSHOT_TEXTS.captureFailed));
    image.src = url;
  });
}

/**
 * The visible page as a PNG, without a library: the app's DOM (not the feedback sheet, which is
 * rendered outside it) is cloned with the page's CSS rules into an SVG <foreignObject>, drawn
 * onto a canvas at scale 1 and encoded with toBlob('image/png', 0.9).
 */
export async function captureScreenshot(
  root: Element | null = typeof document === 'undefined' ? null : document.getElementById('root'),
): Promise<CapturedScreenshot> {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    throw new ScreenshotError(SCREENSHOT_TEXTS.noDocument);
  }
  const source = root ?? document.body;
  const width = Math.max(1, Math.round(window.innerWidth * SCREENSHOT_OPTIONS.scale));
  const height = Math.max(1, Math.round(window.innerHeight * SCREENSHOT_OPTIONS.scale));

  let image: HTMLImageElement;
  try {
    const clone = source.cloneNode(true) as Element;
    carryOverState(source, clone);
    const body = window.getComputedStyle(document.body);
    const frame = document.createElement('div');
    frame.setAttribute(
      'style',
      [
        `width:${window.innerWidth}px`,
        `height:${window.innerHeight}px`,
        'overflow:hidden',
        'position:relative',
        `background:${body.backgroundColor}`,
        `color:${body.color}`,
        `font-family:${body.fontFamily}`,
        `font-size:${body.fontSize}`,
        `line-height:${body.lineHeight}`,
      ].join(';'),
    );
    const style = document.createElement('style');
    style.textContent = pageCss();
    const page = document.createElement('div');
    page.setAttribute('style', `margin-top:${-window.scrollY}px;margin-left:${-window.scrollX}px`);
    page.appendChild(clone);
    frame.append(style, page);
    const markup = new XMLSerializer().serializeToString(frame);
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${window.innerWidth}" height="${window.innerHeight}">` +
      `<foreignObject x="0" y="0" width="100%" height="100%">${markup}</foreignObject></svg>`;
    image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
  } catch (error) {
    if (error instanceof ScreenshotError) throw error;
    throw new ScreenshotError(SCREENSHOT_TEXTS.captureFailed);
  }

  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new ScreenshotError(SCREENSHOT_TEXTS.captureFailed);
  try {
    context.scale(SCREENSHOT_OPTIONS.scale, SCREENSHOT_OPTIONS.scale);
    context.drawImage(image, 0, 0);
  } catch {
    throw new ScreenshotError(SCREENSHOT_TEXTS.captureFailed);
  }
  const blob = await canvasToPng(canvas);
  const file = new File([blob], screenshotFileName(), { type: SCREENSHOT_OPTIONS.type });
  return { file, previewUrl: URL.createObjectURL(file) };
}
