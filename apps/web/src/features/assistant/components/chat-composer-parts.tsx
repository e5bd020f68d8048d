import { MESSAGE_MAX_LENGTH } from '@circle/contract';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { cx } from '@/lib/cx';
import type { PickedImage } from '../hooks/use-attached-pictures';
import { characterCounter, clampInputHeight } from '../lib/chat-input';
import { ASSISTANT_TEXTS } from '../lib/assistant-texts';

/** Thumbnails of the pictures attached to the next message, each with Remove. */
export function AttachedPictures({
  images,
  onRemove,
}: {
  images: readonly PickedImage[];
  onRemove: (url: string) => void;
}) {
  return (
    <ul className="chat-composer__images" aria-label="Attached pictures">
      {images.map((image, index) => (
        <li key={image.url} className="chat-composer__thumb">
          <img src={image.url} alt={image.name} />
          <button
            type="button"
            className="chat-composer__remove"
            aria-label={`Remove picture ${index + 1}`}
            onClick={() => onRemove(image.url)}
          >
            <X size={12} aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}

interface MessageFieldProps {
  text: string;
  onChange: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
}

/** The message's text area, growing with its text, and the counter near the limit. */
export function MessageField({ text, onChange, onKeyDown }: MessageFieldProps) {
  const input = useRef<HTMLTextAreaElement>(null);
  const counter = characterCounter(text.length);

  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${clampInputHeight(element.scrollHeight)}px`;
  }, [text]);

  return (
    <div className="chat-composer__field">
      <textarea
        ref={input}
        className="chat-composer__input"
        aria-label="Message"
        placeholder={ASSISTANT_TEXTS.placeholder}
        rows={1}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        onChange={(event) => onChange(event.target.value.slice(0, MESSAGE_MAX_LENGTH))}
        onKeyDown={onKeyDown}
        aria-describedby={counter ? 'chat-counter' : undefined}
      />
      {counter ? (
        <span
          id="chat-counter"
          className={cx(
            'chat-composer__counter',
            text.length >= MESSAGE_MAX_LENGTH && 'chat-composer__counter--full',
          )}
        >
          {counter}
        </span>
      ) : null}
    </div>
  );
}
