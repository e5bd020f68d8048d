import { ImagePlus, SendHorizontal } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { IconButton } from '@/components/ui/button';
import { useAttachedPictures } from '../hooks/use-attached-pictures';
import { canSend } from '../lib/chat-input';
import { AttachedPictures, MessageField } from './chat-composer-parts';
import './chat-composer.css';

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
  const { images, onPick, removeImage, handOver } = useAttachedPictures();
  const picker = useRef<HTMLInputElement>(null);
  const sendable = canSend({ text, imageCount: images.length, sending });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!sendable) return;
    onSend(
      text,
      images.map((image) => image.url),
    );
    setText('');
    handOver();
    onSent();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="chat-composer" onSubmit={submit} aria-label="Send a message">
      {images.length > 0 ? <AttachedPictures images={images} onRemove={removeImage} /> : null}
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
        <MessageField
          text={text}
          onChange={(value) => {
            setText(value);
            onType();
          }}
          onKeyDown={onKeyDown}
        />
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
