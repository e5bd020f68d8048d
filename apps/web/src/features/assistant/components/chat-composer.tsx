import { MESSAGE_MAX_LENGTH } from '@circle/contract';
import { ImagePlus, SendHorizontal, X } from 'lucide-react';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { IconButton } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { cx } from '@/lib/cx';
import { canSend, characterCounter, clampInputHeight } from '../lib/chat-input';
import { ASSISTANT_TEXTS } from '../lib/assistant-texts';
import './chat-composer.css';

interface PickedImage {
  url: string;
  name: string;
}

function revoke(images: readonly PickedImage[]): void {
  for (const image of images) URL.revokeObjectURL(image.url);
}

export interface ChatComposerProps {
  sending: boolean;
  /** Sends the text with the pictures (object URLs, now owned by the conversation). */
  onSend: (text: string, images: string[]) => void;
  /** Every keystroke (the typing indicator). */
  onType: () => void;
  onSent: () => void;
}

/**
 * The chat input (spec §5/§9): at most 500 characters with a counter near the limit, growing
 * from 36 to 60 px, pictures from the device (multiple), Send disabled while empty or sending.
 * Enter sends; Shift+Enter starts a new line.
 */
export function ChatComposer({ sending, onSend, onType, onSent }: ChatComposerProps) {
  const [text, setText] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const input = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const imagesRef = useRef(images);
  const sendable = canSend({ text, imageCount: images.length, sending });
  const counter = characterCounter(text.length);

  useEffect(() => {
    imagesRef.current = images;
  }, [images]);
  // Pictures picked but never sent are let go with the screen.
  useEffect(() => () => revoke(imagesRef.current), []);

  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${clampInputHeight(element.scrollHeight)}px`;
  }, [text]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!sendable) return;
    onSend(
      text,
      images.map((image) => image.url),
    );
    setText('');
    setImages([]);
    onSent();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    try {
      const pictures = files.filter((file) => file.type.startsWith('image/'));
      if (pictures.length < files.length) throw new Error('Not an image');
      const picked = pictures.map((file) => ({ url: URL.createObjectURL(file), name: file.name }));
      setImages((current) => [...current, ...picked]);
    } catch {
      toast.error(ASSISTANT_TEXTS.pickImageFailed);
    }
  };

  const removeImage = (url: string) => {
    URL.revokeObjectURL(url);
    setImages((current) => current.filter((image) => image.url !== url));
  };

  return (
    <form className="chat-composer" onSubmit={submit} aria-label="Send a message">
      {images.length > 0 ? (
        <ul className="chat-composer__images" aria-label="Attached pictures">
          {images.map((image, index) => (
            <li key={image.url} className="chat-composer__thumb">
              <img src={image.url} alt={image.name} />
              <button
                type="button"
                className="chat-composer__remove"
                aria-label={`Remove picture ${index + 1}`}
                onClick={() => removeImage(image.url)}
              >
                <X size={12} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="chat-composer__row">
        <IconButton label="Attach pictures" onClick={() => picker.current?.click()}>
          <ImagePlus size={22} aria-hidden />
        </IconButton>
        <input
          ref={picker}
          type="file"
          accept="image/*"
          multiple
          hidden
          onChange={onPick}
          data-testid="chat-image-input"
        />
        <div className="chat-composer__field">
          <textarea
            ref={input}
            className="chat-composer__input"
            aria-label="Message"
            placeholder={ASSISTANT_TEXTS.placeholder}
            rows={1}
            maxLength={MESSAGE_MAX_LENGTH}
            value={text}
            onChange={(event) => {
              setText(event.target.value.slice(0, MESSAGE_MAX_LENGTH));
              onType();
            }}
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
        <button
          type="submit"
          className="chat-composer__send"
          aria-label="Send message"
          title="Send message"
          disabled={!sendable}
        >
          <SendHorizontal size={20} aria-hidden />
        </button>
      </div>
    </form>
  );
}
